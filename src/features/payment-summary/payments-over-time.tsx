import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { Suspense, lazy, useDeferredValue, useId, useState } from 'react';
import type { Payment } from '@/model/payments';
import { t } from '@/i18n';
import { timeZoneLabel, type TimeZoneChoice } from '@/lib/format-time';
import { resolveTimeZone } from '@/lib/zoned-time';

// The chart and its per-day totals load when the section is first opened.
const loadChart = () => import('./payments-chart');
const PaymentsChart = lazy(loadChart);

/**
 * "Payments over time", in the Summary's details: Completed USD value and count per day
 * of the rows the filters select, folded until asked for (the chart loads then).
 */
export function PaymentsOverTime({
  rows,
  loaded,
  filtered,
  hasMore,
  timeZone,
  hideAmounts,
}: {
  rows: readonly Payment[];
  /** How many payments are loaded. */
  loaded: number;
  filtered: boolean;
  hasMore: boolean;
  timeZone: TimeZoneChoice;
  hideAmounts: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const partial = useDeferredValue(hasMore);
  const bodyId = useId();
  const headingId = useId();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <IconChartBar size={18} aria-hidden />
          <Title order={3} size="h5" id={headingId}>
            {t('payment-summary.overTimeHeading')}
          </Title>
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={opened}
          aria-controls={bodyId}
          rightSection={
            opened ? (
              <IconChevronUp size={14} aria-hidden />
            ) : (
              <IconChevronDown size={14} aria-hidden />
            )
          }
          onClick={() => setOpened(!opened)}
          onMouseEnter={() => void loadChart()}
          onFocus={() => void loadChart()}
        >
          {opened ? t('payment-summary.hideChart') : t('payment-summary.showChart')}
        </Button>
      </Group>
      <div id={bodyId} hidden={!opened}>
        {opened && (
          <Stack gap="xs" mt="sm">
            <Text size="sm" c="dimmed">
              {t(
                filtered
                  ? 'payment-summary.overTimeOfMatching'
                  : 'payment-summary.overTimeOfLoaded',
                {
                  rows: rows.length,
                  loaded,
                  partial: partial ? 'yes' : 'no',
                },
              )}
            </Text>
            <Suspense
              fallback={
                <Group gap="xs" role="status">
                  <Loader size="xs" aria-hidden />
                  <Text size="sm">{t('payment-summary.loadingChart')}</Text>
                </Group>
              }
            >
              <PaymentsChart
                rows={rows}
                zone={resolveTimeZone(timeZone)}
                zoneLabel={timeZoneLabel(timeZone)}
                hideAmounts={hideAmounts}
              />
            </Suspense>
          </Stack>
        )}
      </div>
    </Paper>
  );
}
