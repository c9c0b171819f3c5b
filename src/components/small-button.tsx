import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';

type SmallButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** Drawn before the name, hidden from screen readers (the name says it). */
    icon: Icon;
  };

/** A small button with its icon before its name: Retry, Cancel, Refresh, notifications. */
export function SmallButton({
  icon: IconOf,
  size = 'xs',
  variant = 'default',
  ...props
}: SmallButtonProps) {
  return (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconOf size={14} aria-hidden />}
      {...props}
    />
  );
}
