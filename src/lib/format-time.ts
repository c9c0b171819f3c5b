export type TimeZoneChoice = 'local' | 'utc';

/**
 * What an `updatedAt` value is, before it is shown. The spec says epoch milliseconds;
 * a service may still send seconds or microseconds, or a number no date can hold.
 * - `ms`: a plausible epoch-milliseconds time (2001–2286);
 * - `seconds`, `microseconds`, `nanoseconds`: looks like that unit instead: shown as sent;
 * - `unusual`: a date, but not a plausible payment time in milliseconds: shown as sent;
 * - `unreadable`: outside the range of a JavaScript date (±8.64e15 ms): shown as sent.
 */
export type TimeKind = 'ms' | 'seconds' | 'microseconds' | 'nanoseconds' | 'unusual' | 'unreadable';

const MAX_DATE_MS = 8.64e15;

export function timeKindOf(value: number): TimeKind {
  if (!Number.isFinite(value) || Math.abs(value) > MAX_DATE_MS) {
    return value >= 1e18 && value < 1e19 ? 'nanoseconds' : 'unreadable';
  }
  if (value >= 1e12 && value < 1e13) return 'ms';
  if (value >= 1e9 && value < 1e10) return 'seconds';
  if (value >= 1e15 && value < 1e16) return 'microseconds';
  return 'unusual';
}

/**
 * Why a payment's time is shown as the service gave it rather than as a date, for a title
 * or a warning. Null for a plain epoch-ms time.
 */
export function describeTimeKind(kind: TimeKind): string | null {
  switch (kind) {
    case 'ms':
      return null;
    case 'seconds':
    case 'microseconds':
    case 'nanoseconds':
      return `The service gave this time in ${kind}, not milliseconds: shown unchanged`;
    case 'unusual':
      return 'The service gave a time that is not a date of a payment: shown unchanged';
    case 'unreadable':
      return 'The service gave a time no date can hold: shown unchanged';
  }
}

// Intl formatters are costly to create: one of each, made on first use.
let zoneNameFormat: Intl.DateTimeFormat | null = null;
let relativeFormat: Intl.RelativeTimeFormat | null = null;

/**
 * The app's one format for an exact time: "2026-11-21 10:15:27 UTC", or in local time
 * "2026-11-21 11:15:27 GMT+1" (the zone's short name). A value no date can hold is
 * "Unreadable time", never an exception.
 */
export function formatExactTime(
  epochMs: number,
  zone: TimeZoneChoice,
  /** false: without the zone's name, where a column header already says it. */
  { zoneName = true }: { zoneName?: boolean } = {},
): string {
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return 'Unreadable time';
  if (zone === 'utc') {
    const time = date.toISOString().replace('T', ' ').slice(0, 19);
    return zoneName ? `${time} UTC` : time;
  }
  // The date's own getters are local time; Intl is asked only for the zone's name,
  // once per UTC offset (a table formats thousands of times while it scrolls).
  const two = (value: number) => String(value).padStart(2, '0');
  const time = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
  return zoneName ? `${time} ${localZoneName(date)}` : time;
}

const zoneNames = new Map<number, string>();

/** The local zone's short name at `date` ("GMT+1", "CET"), per UTC offset. */
function localZoneName(date: Date): string {
  const offset = date.getTimezoneOffset();
  let name = zoneNames.get(offset);
  if (name === undefined) {
    name =
      (zoneNameFormat ??= new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }))
        .formatToParts(date)
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
    zoneNames.set(offset, name);
  }
  return name;
}

/** ISO 8601 (UTC) for machines (`<time dateTime>`, exports), or null when no date can hold it. */
export function isoTime(epochMs: number): string | null {
  const date = new Date(epochMs);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function relativeTimeFormat(): Intl.RelativeTimeFormat {
  relativeFormat ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
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
