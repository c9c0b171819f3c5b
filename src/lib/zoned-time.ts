import type { TimeZoneChoice } from './format-time';

/**
 * Calendar days in a time zone, for date filters and per-day charts. Every function
 * takes the zone (an IANA name such as "Europe/Berlin", or "UTC") as a parameter, so
 * the answers never depend on the machine's zone and tests can pin any zone.
 *
 * A day runs from its first instant to the first instant of the next day: usually
 * 24 hours, 23 or 25 across a daylight-saving change, and it starts at 01:00 where
 * midnight itself is skipped (e.g. America/Santiago in September).
 *
 * By hand on purpose (issue 56 item 6): a kept library, @internationalized/date, does
 * the same with fromAbsolute/toCalendarDate/toZoned, but costs ~4.1 KB gzip (esbuild,
 * minified, those functions alone) on the checkout's first screen, which is over its JS
 * budget (bench/RESULTS.md). These ~130 lines only ask Intl for a zone's offset, and
 * zoned-time.test.ts holds them to hand-worked answers across daylight saving (Berlin's
 * 23- and 25-hour days, Santiago's skipped midnight, Lord Howe's half hour).
 */

/** A calendar date: month 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The IANA zone of a `preferences.timeZone` choice ("UTC", or this browser's zone). */
export function resolveTimeZone(choice: TimeZoneChoice): string {
  if (choice === 'utc') return 'UTC';
  return browserTimeZone() ?? 'UTC';
}

/**
 * This browser's IANA zone, or undefined where it names none. Read once per page: each
 * read creates an Intl formatter, and the payments view asks on every filter change.
 */
export function browserTimeZone(): string | undefined {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  return browserZone || undefined;
}

let browserZone: string | undefined;

// One formatter per zone: creating Intl formatters is costly.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** Wall-clock fields of an instant in a zone. */
function wallClock(epochMs: number, zone: string) {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year!,
    month: fields.month!,
    day: fields.day!,
    hour: fields.hour! % 24,
    minute: fields.minute!,
    second: fields.second!,
  };
}

/** The zone's offset from UTC at an instant, in ms (Berlin in summer: +2 h). */
function offsetAt(epochMs: number, zone: string): number {
  const wall = wallClock(epochMs, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  // Whole seconds: the formatter has no milliseconds.
  return asUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/** The calendar date of an instant in a zone. */
export function dateInZone(epochMs: number, zone: string): CalendarDate {
  const { year, month, day } = wallClock(epochMs, zone);
  return { year, month, day };
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The first instant (epoch ms) of a calendar day in a zone. */
export function startOfDay(date: CalendarDate, zone: string): number {
  const midnightUtc = Date.UTC(date.year, date.month - 1, date.day);
  // The offset near the wanted instant, refined once: the offset at the first guess
  // may be the one before a change that happens that night.
  const first = midnightUtc - offsetAt(midnightUtc, zone);
  const second = midnightUtc - offsetAt(first, zone);
  // The earliest candidate that falls on the wanted day is its start; when midnight is
  // skipped, neither is 00:00 and the earliest on the day is the moment of the jump.
  const candidates = [first, second].filter(
    (candidate) => compareDates(dateInZone(candidate, zone), date) === 0,
  );
  if (candidates.length) return Math.min(...candidates);
  return Math.max(first, second);
}

/** The date `days` days after (or before, when negative) a date: calendar arithmetic, no zone. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The first day of the month `months` months after the month of `date`. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1 + months, 1));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: 1 };
}

/** "2026-03-29" */
export function formatIsoDate(date: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** "2026-03-29" → the date, or null for anything that is not a real date of years 1000–9999. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.year < 1000) return null;
  // Rejects 2026-02-30 and 2026-13-01: the round trip through a Date would move them.
  return formatIsoDate(addDays(date, 0)) === text ? date : null;
}
