export type TimeZoneChoice = 'local' | 'utc';

/** "2026-11-21 10:15:27 UTC" or the local equivalent with its zone name. */
export function formatExactTime(epochMs: number, zone: TimeZoneChoice): string {
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return 'Invalid time';
  if (zone === 'utc') return `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;
  return localExactFormat().format(date);
}

// Intl formatters are costly to create, and a table row formats several times per
// render: one of each, made on first use.
let exactFormat: Intl.DateTimeFormat | null = null;
let relativeFormat: Intl.RelativeTimeFormat | null = null;

function localExactFormat(): Intl.DateTimeFormat {
  exactFormat ??= new Intl.DateTimeFormat(undefined, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  });
  return exactFormat;
}

function relativeTimeFormat(): Intl.RelativeTimeFormat {
  relativeFormat ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  return relativeFormat;
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
  if (diff > 0 && diff < 60_000) return relativeTimeFormat().format(0, 'second');
  const format = relativeTimeFormat();
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second')
      return format.format(Math.round(diff / size), unit);
  }
  return format.format(0, 'second');
}

export function timeZoneLabel(zone: TimeZoneChoice): string {
  return zone === 'utc' ? 'UTC' : Intl.DateTimeFormat().resolvedOptions().timeZone || 'local time';
}
