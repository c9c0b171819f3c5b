import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertTriangle, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The one look of a warning: something is not as the user would assume (pages not
 * read, records left out, a payment not found), said in orange with its title.
 */
export function WarningAlert({
  icon: IconOf = IconAlertTriangle,
  title,
  children,
  ...props
}: Omit<AlertProps, 'icon' | 'color' | 'variant'> & {
  icon?: Icon;
  title: ReactNode;
  role?: string;
}) {
  return (
    <Alert color="orange" variant="light" icon={<IconOf aria-hidden />} title={title} {...props}>
      {children}
    </Alert>
  );
}
