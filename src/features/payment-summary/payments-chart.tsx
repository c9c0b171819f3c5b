import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { Payment } from '@/model/payments';
import { DataTable } from '@/components/data-table';
import { t } from '@/i18n';
import { compareDecimals, formatUsd, shareOfTotal } from '@/lib/decimal';
import { formatCount } from '@/lib/format-count';
import { displayAmount } from '@/lib/mask';
import { dailyCompletedTotals, type DayTotal } from './daily-totals';
import './payments-chart.css';

/**
 * Completed payments per day: USD value and count, as two bar charts over the same
 * days, and the same numbers as a table (visually hidden unless asked for, always there
 * for screen readers). Drawn with plain SVG: a charting library (recharts through
 * @mantine/charts) would add ~130 KB gzip for two bar charts. Loaded on demand.
 */
export default function PaymentsChart({
  rows,
  zone,
  zoneLabel,
  hideAmounts,
}: {
  /** The rows the filters select. */
  rows: readonly Payment[];
  /** IANA zone (or "UTC") the days are counted in. */
  zone: string;
  zoneLabel: string;
  hideAmounts: boolean;
}) {
  // Deferred: while pages arrive, React may skip the totals of pages in between.
  const deferred = useDeferredValue(rows);
  const totals = useMemo(() => dailyCompletedTotals(deferred, zone), [deferred, zone]);
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const { days } = totals;

  if (days.length === 0) {
    return (
      <Text size="sm">
        {t('payment-summary.chartNoneDated')}
        {totals.undated > 0 && ` ${undatedNote(totals.undated)}`}
      </Text>
    );
  }

  const maxUsd = days.reduce(
    (max, day) => (compareDecimals(day.amountUsd, max) > 0 ? day.amountUsd : max),
    '0',
  );
  const maxCount = Math.max(...days.map((day) => day.count));
  const first = days[0]!.day;
  const last = days[days.length - 1]!.day;
  const range = first === last ? first : t('payment-summary.chartRange', { first, last });
  const table = (
    <DataTable
      id={tableId}
      aria-label={t('payment-summary.chartTableLabel', { zone: zoneLabel })}
      spacing={2}
      striped
    >
      <thead>
        <tr>
          <th scope="col">{t('payment-summary.chartDay', { zone: zoneLabel })}</th>
          <th scope="col" className="chart-num">
            {t('payment-summary.chartCompletedPayments')}
          </th>
          <th scope="col" className="chart-num">
            {t('payment-summary.usdValue')}
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day}>
            <th scope="row" className="chart-day">
              {day.day}
            </th>
            <td className="chart-num">{formatCount(day.count)}</td>
            <td className="chart-num">{displayAmount(formatUsd(day.amountUsd), hideAmounts)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );

  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('payment-summary.chartSpan', {
          count: totals.counted,
          days: days.length,
          range,
          zone: zoneLabel,
        })}
        {totals.undated > 0 && ` ${undatedNote(totals.undated)}`}
        {!totals.gapsFilled && ` ${t('payment-summary.chartGapsLeftOut')}`}
      </Text>
      {/* The charts repeat the table's numbers for the eye; the table is what is read out. */}
      <div aria-hidden className="chart-stack">
        <BarChart
          title={t('payment-summary.chartUsdPerDay')}
          days={days}
          value={(day) => (hideAmounts ? 0 : shareOfTotal(day.amountUsd, maxUsd))}
          top={hideAmounts ? t('payment-summary.chartHidden') : formatUsd(maxUsd)}
          tooltip={(day) =>
            t('payment-summary.chartUsdTooltip', {
              day: day.day,
              amount: displayAmount(formatUsd(day.amountUsd), hideAmounts),
              count: day.count,
            })
          }
          className="chart-bar-usd"
        />
        <BarChart
          title={t('payment-summary.chartCountPerDay')}
          days={days}
          value={(day) => (maxCount ? day.count / maxCount : 0)}
          top={formatCount(maxCount)}
          tooltip={(day) =>
            t('payment-summary.chartCountTooltip', { day: day.day, count: day.count })
          }
          className="chart-bar-count"
        />
        <Group justify="space-between" className="chart-axis">
          <span>{first}</span>
          {first !== last && <span>{last}</span>}
        </Group>
      </div>
      <Group gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown(!tableShown)}
        >
          {tableShown ? t('payment-summary.hideNumbers') : t('payment-summary.showNumbers')}
        </Button>
      </Group>
      {tableShown ? (
        // Focusable, so the keyboard can scroll a long table.
        <div
          className="chart-table-scroll"
          tabIndex={0}
          role="region"
          aria-label={t('payment-summary.chartScrollLabel')}
        >
          {table}
        </div>
      ) : (
        <VisuallyHidden>{table}</VisuallyHidden>
      )}
    </Stack>
  );
}

function undatedNote(count: number): string {
  return t('payment-summary.chartUndated', { count });
}

const WIDTH = 1000;
const HEIGHT = 100;

function BarChart({
  title,
  days,
  value,
  top,
  tooltip,
  className,
}: {
  title: string;
  days: readonly DayTotal[];
  /** The bar's height as a share of the tallest (0–1). */
  value: (day: DayTotal) => number;
  /** The label of the top of the scale. */
  top: string;
  tooltip: (day: DayTotal) => string;
  className: string;
}) {
  const slot = WIDTH / days.length;
  const gap = slot > 4 ? slot * 0.15 : 0;
  return (
    <div className="chart-panel">
      <div className="chart-head">
        <span className="chart-title">{title}</span>
        <span className="chart-top">{t('payment-summary.chartMax', { value: top })}</span>
      </div>
      <svg
        className={`chart-svg ${className}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        focusable="false"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="chart-baseline" />
        {days.map((day, index) => {
          const height = Math.max(value(day) * HEIGHT, day.count > 0 ? 1 : 0);
          return (
            <rect
              key={day.day}
              x={index * slot + gap / 2}
              y={HEIGHT - height}
              width={Math.max(slot - gap, 0.5)}
              height={height}
            >
              <title>{tooltip(day)}</title>
            </rect>
          );
        })}
      </svg>
    </div>
  );
}
