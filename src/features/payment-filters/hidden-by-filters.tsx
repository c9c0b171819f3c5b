import { Button, Group, Paper, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useMemo } from 'react';
import { paymentKey, type Payment } from '@/model/payments';
import { t } from '@/i18n';
import { usePreferences } from '@/lib/preferences';
import { resolveTimeZone } from '@/lib/zoned-time';
import { countHiddenByFilters } from './filter-sort';
import type { CheckoutSearch } from './search-schema';

/**
 * "3 new payments not shown by your filters", with Show them (issue 53): live news the
 * filters hide would otherwise go unseen on a filtered page. Counts each new payment in
 * its latest state; nothing when none is hidden.
 */
export function HiddenByFilters({
  payments,
  newKeys,
  search,
  onShow,
}: {
  /** Every payment on the page (loaded and polled), newest state each. */
  payments: readonly Payment[];
  newKeys: ReadonlySet<string>;
  search: CheckoutSearch;
  /** Clears the filters (and forgets the news, which is then on screen). */
  onShow: () => void;
}) {
  const { timeZone } = usePreferences();
  const hidden = useMemo(() => {
    if (newKeys.size === 0) return 0;
    return countHiddenByFilters(
      payments,
      (payment) => newKeys.has(paymentKey(payment)),
      search,
      resolveTimeZone(timeZone),
      Date.now(),
    );
  }, [payments, newKeys, search, timeZone]);
  if (hidden === 0) return null;
  return (
    <Paper withBorder p="xs" role="status">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm">{t('payment-filters.hiddenByFilters', { count: hidden })}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconEye size={14} aria-hidden />}
          onClick={onShow}
        >
          {t('payment-filters.showHidden')}
        </Button>
      </Group>
    </Paper>
  );
}
