import { Badge, Group, Text } from '@mantine/core';
// Loaded on first hover or focus: Mantine's Tooltip brings floating-ui, and this is a row's.
import { DeferredTooltip as Tooltip } from '@/components/deferred-tooltip';
import { t } from '@/i18n';
import { formatExactTime } from '@/lib/format-time';
import { usePreferences } from '@/lib/preferences';
import { type ChangeMark } from '@/features/live-updates';
import { ChangeBadge } from '@/features/payment-list';

export interface RowInfo {
  checkoutCode: string;
  /** The pin's profile's name, when the watchlist holds pins of several profiles. */
  profileName?: string | undefined;
  /** The checkout's name as the payment carries it. */
  name: string;
  /** Added or changed by the last checks (marked for a few seconds). */
  mark: ChangeMark | undefined;
  /** Updated after this browser disabled the checkout. */
  afterDisable: boolean;
  disabledAt: number | null;
}

/**
 * The watchlist's Checkout column: which checkout, plus what is notable about the row.
 * `plain`: for a phone's card, which is one button: nothing focusable (no tooltip).
 */
export function CheckoutCell({ info, plain = false }: { info: RowInfo; plain?: boolean }) {
  const { timeZone } = usePreferences();
  const afterDisable = info.afterDisable && info.disabledAt !== null;
  if (plain) {
    return (
      <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
        <Text span size="sm" fw={500} truncate>
          {info.profileName ? `${info.profileName} · ` : ''}
          {info.name || info.checkoutCode}
        </Text>
        {info.mark && <ChangeBadge kind={info.mark} />}
        {afterDisable && (
          <Badge size="xs" color="orange" variant="light" style={{ flexShrink: 0 }}>
            {t('watchlist.activityAfterDisable')}
          </Badge>
        )}
      </Group>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      <Text
        span
        size="sm"
        truncate
        title={`${info.profileName ? `${info.profileName}: ` : ''}${info.name} (${info.checkoutCode})`}
      >
        {info.profileName ? `${info.profileName} · ` : ''}
        {info.name || info.checkoutCode}
      </Text>
      {info.mark && <ChangeBadge kind={info.mark} />}
      {info.afterDisable && info.disabledAt !== null && (
        <Tooltip
          label={t('watchlist.activityAfterDisableTooltip', {
            time: formatExactTime(info.disabledAt, timeZone),
          })}
        >
          <Badge size="xs" color="orange" variant="light" style={{ flexShrink: 0 }} tabIndex={0}>
            {t('watchlist.activityAfterDisable')}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
