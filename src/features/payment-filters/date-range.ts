import {
  addDays,
  addMonths,
  dateInZone,
  parseIsoDate,
  startOfDay,
  type CalendarDate,
} from '@/lib/zoned-time';
import type { MessageId } from '@/i18n';
import type { DatePreset } from './search-schema';

/** Instants from `start` (included) to `end` (excluded), epoch ms; null = open. */
export interface TimeRange {
  start: number | null;
  end: number | null;
}

/** The presets' names, as message ids (read with `t` where they are shown). */
export const DATE_PRESET_LABELS: Record<DatePreset, MessageId> = {
  today: 'payment-filters.dateToday',
  '7d': 'payment-filters.dateLast7Days',
  month: 'payment-filters.dateThisMonth',
  'last-month': 'payment-filters.dateLastMonth',
};

/**
 * The instants a date filter selects, with day boundaries in `zone`: a preset relative
 * to `now`, or whole days from `from` to `to` (both included, either may be missing).
 * "Last 7 days" is today and the six days before it. Null when nothing is selected.
 */
export function dateFilterRange(
  filter: { date?: DatePreset | undefined; from?: string | undefined; to?: string | undefined },
  zone: string,
  now: number,
): TimeRange | null {
  if (filter.date) {
    const today = dateInZone(now, zone);
    const days = (first: CalendarDate, next: CalendarDate): TimeRange => ({
      start: startOfDay(first, zone),
      end: startOfDay(next, zone),
    });
    switch (filter.date) {
      case 'today':
        return days(today, addDays(today, 1));
      case '7d':
        return days(addDays(today, -6), addDays(today, 1));
      case 'month':
        return days(addMonths(today, 0), addMonths(today, 1));
      case 'last-month':
        return days(addMonths(today, -1), addMonths(today, 0));
    }
  }
  const from = filter.from ? parseIsoDate(filter.from) : null;
  const to = filter.to ? parseIsoDate(filter.to) : null;
  if (!from && !to) return null;
  return {
    start: from ? startOfDay(from, zone) : null,
    end: to ? startOfDay(addDays(to, 1), zone) : null,
  };
}

export function inRange(range: TimeRange, epochMs: number): boolean {
  return (
    (range.start === null || epochMs >= range.start) && (range.end === null || epochMs < range.end)
  );
}
