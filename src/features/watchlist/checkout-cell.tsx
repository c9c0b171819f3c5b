import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { formatExactTime } from '@/lib/format-time';
import './watchlist.css';

export interface RowInfo {
  checkoutCode: string;
  /** The checkout's name as the record carries it. */
  name: string;
  /** Changed by the last polls (highlighted for a few seconds). */
  changed: boolean;
  /** Updated after this browser disabled the checkout. */
  afterDisable: boolean;
  disabledAt: number | null;
}

/** The watchlist's Checkout column: which checkout, plus what is notable about the row. */
export function CheckoutCell({ info }: { info: RowInfo }) {
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      <Text span size="sm" truncate title={`${info.name} (${info.checkoutCode})`}>
        {info.name || info.checkoutCode}
      </Text>
      {info.changed && (
        <Badge size="xs" color="blue" variant="filled" style={{ flexShrink: 0 }}>
          Just changed
        </Badge>
      )}
      {info.afterDisable && info.disabledAt !== null && (
        <Tooltip
          label={`Updated after this browser disabled the checkout on ${formatExactTime(info.disabledAt, 'local')}`}
        >
          <Badge size="xs" color="orange" variant="light" style={{ flexShrink: 0 }} tabIndex={0}>
            Activity after disable
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
