import type { Payment } from '@/model/payments';
import { sumDecimals } from '@/lib/decimal';
import {
  addDays,
  dateInZone,
  formatIsoDate,
  startOfDay,
  type CalendarDate,
} from '@/lib/zoned-time';

/** Completed payments of one calendar day: how many, and their exact USD value (text). */
export interface DayTotal {
  /** "2026-10-12", the day in the zone asked for. */
  day: string;
  count: number;
  amountUsd: string;
}

export interface DailyTotals {
  /** Oldest first; days without a payment in between are included (count 0). */
  days: DayTotal[];
  /** Completed payments counted. */
  counted: number;
  /** Completed payments left out: their time is not epoch ms, so they have no day. */
  undated: number;
  /** False when the span was too long to list every empty day (only days with payments). */
  gapsFilled: boolean;
}

/** Beyond this many empty days in a row, they are left out instead of listed. */
const MAX_GAP_DAYS = 1000;

function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/**
 * Completed payments per calendar day in `zone` (an IANA zone or "UTC"): counts and
 * exact USD sums (big.js, as text). One sort and one walk: the zone is asked for day
 * boundaries a few times per day, not once per payment.
 */
export function dailyCompletedTotals(payments: readonly Payment[], zone: string): DailyTotals {
  const dated: Payment[] = [];
  let undated = 0;
  for (const payment of payments) {
    if (payment.status !== 'Completed') continue;
    if (payment.timeKind === 'ms') dated.push(payment);
    else undated += 1;
  }
  dated.sort((a, b) => a.updatedAt - b.updatedAt);

  const days: DayTotal[] = [];
  let gapsFilled = true;
  let day: CalendarDate | null = null;
  let dayEnd = 0;
  let amounts: string[] = [];
  const close = () => {
    if (day)
      days.push({
        day: formatIsoDate(day),
        count: amounts.length,
        amountUsd: sumDecimals(amounts),
      });
    amounts = [];
  };
  for (const payment of dated) {
    if (!day || payment.updatedAt >= dayEnd) {
      const next = dateInZone(payment.updatedAt, zone);
      if (day) {
        close();
        const gap = daysBetween(day, next) - 1;
        if (gap > MAX_GAP_DAYS) gapsFilled = false;
        else
          for (let i = 1; i <= gap; i++)
            days.push({ day: formatIsoDate(addDays(day, i)), count: 0, amountUsd: '0' });
      }
      day = next;
      dayEnd = startOfDay(addDays(next, 1), zone);
    }
    amounts.push(payment.amountUsd);
  }
  close();
  return { days, counted: dated.length, undated, gapsFilled };
}
