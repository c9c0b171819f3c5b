import { Badge } from '@mantine/core';
import { IconCheck, IconClock, IconQuestionMark, IconX } from '@tabler/icons-react';
import type { TransactionStatus } from '@/api/schemas';
import { isKnownStatus } from '@/api/statuses';

const STYLE = {
  Completed: { color: 'teal', icon: IconCheck },
  Pending: { color: 'yellow', icon: IconClock },
  Failed: { color: 'red', icon: IconX },
} as const;

/** Status as text plus colour and icon: never colour alone. Unknown statuses show as they came. */
export function StatusBadge({ status }: { status: TransactionStatus }) {
  const style = isKnownStatus(status) ? STYLE[status] : { color: 'gray', icon: IconQuestionMark };
  const Icon = style.icon;
  return (
    <Badge
      color={style.color}
      variant="light"
      tt="none"
      leftSection={<Icon size={12} aria-hidden />}
      title={isKnownStatus(status) ? undefined : 'Status not in the API contract'}
    >
      {status || 'Unknown'}
    </Badge>
  );
}
