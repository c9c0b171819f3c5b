import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { formatExactTime } from '@/lib/format-time';
import { usePreferences } from '@/lib/preferences';
import { ChangeBadge, type ChangeMark } from '@/features/transactions';

export interface RowInfo {
  checkoutCode: string;
  /** The checkout's name as the record carries it. */
  name: string;
  /** Added or changed by the last checks (marked for a few seconds). */
  mark: ChangeMark | undefined;
  /** Updated after this browser disabled the checkout. */
  afterDisable: boolean;
  disabledAt: number | null;
}

/** The watchlist's Checkout column: which checkout, plus what is notable about the row. */
export function CheckoutCell({ info }: { info: RowInfo }) {
  const { timeZone } = usePreferences();
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      <Text span size="sm" truncate title={`${info.name} (${info.checkoutCode})`}>
        {info.name || info.checkoutCode}
      </Text>
      {info.mark && <ChangeBadge kind={info.mark} />}
      {info.afterDisable && info.disabledAt !== null && (
        <Tooltip
          label={`Updated after this browser disabled the checkout on ${formatExactTime(info.disabledAt, timeZone)}`}
        >
          <Badge size="xs" color="orange" variant="light" style={{ flexShrink: 0 }} tabIndex={0}>
            Activity after disable
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
