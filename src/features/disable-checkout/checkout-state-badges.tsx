import { Badge, Group, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { t, tRich } from '@/i18n';
import { formatExactTime, isoTime } from '@/lib/format-time';
import { usePreferences } from '@/lib/preferences';
import { useOptionalApi, type ApiIdentity } from '@/api/identity';
import { useDisabledRecord } from './disabled-store';

/**
 * What this browser knows about the checkout's state. The API cannot read it, so the
 * badge is labelled as this browser's own payment; nothing is shown otherwise.
 */
export function CheckoutStateBadges({
  checkoutCode,
  api,
}: {
  checkoutCode: string;
  /** Whose payment: the profile in use unless given (the watchlist holds several). */
  api?: ApiIdentity | undefined;
}) {
  const inUse = useOptionalApi();
  const payment = useDisabledRecord(api ?? inUse, checkoutCode);
  const { timeZone } = usePreferences();
  if (!payment) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <Badge color="red" variant="light" leftSection={<IconBan size={12} aria-hidden />}>
        {t('disable-checkout.disabled')}
      </Badge>
      <Text size="sm" c="dimmed">
        {tRich('disable-checkout.disabledOn', {
          time: (
            <time dateTime={isoTime(payment.disabledAt) ?? undefined}>
              {formatExactTime(payment.disabledAt, timeZone)}
            </time>
          ),
        })}
      </Text>
    </Group>
  );
}
