export type TimeZoneChoice = 'local' | 'utc';

/** "2026-11-21 10:15:27 UTC" or the local equivalent with its zone name. */
export function formatExactTime(epochMs: number, zone: TimeZoneChoice): string {
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return 'Invalid time';
  if (zone === 'utc') return `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;
  return new Intl.DateTimeFormat(undefined, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600 * 1000],
  ['month', 30 * 24 * 3600 * 1000],
  ['day', 24 * 3600 * 1000],
  ['hour', 3600 * 1000],
  ['minute', 60 * 1000],
  ['second', 1000],
];

/** "3 minutes ago", "in 2 days". */
export function formatRelativeTime(epochMs: number, now = Date.now()): string {
  const diff = epochMs - now;
  // A record stamped slightly ahead of this browser's clock (or of a clock that ticks
  // every few seconds) is "now", not "in 2 seconds".
  if (diff > 0 && diff < 60_000)
    return new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(0, 'second');
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second')
      return format.format(Math.round(diff / size), unit);
  }
  return format.format(0, 'second');
}

export function timeZoneLabel(zone: TimeZoneChoice): string {
  return zone === 'utc' ? 'UTC' : Intl.DateTimeFormat().resolvedOptions().timeZone || 'local time';
}
