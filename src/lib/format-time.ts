import { currentLocale, t, type Locale } from '@/i18n';
import { browserTimeZone } from './zoned-time';

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
  return kind === 'ms' ? null : t('common.timeKind', { kind });
}

// Intl formatters are costly to create: one of each per language, made on first use.
const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

type TimePart = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';
type TimePiece = { part: TimePart } | { literal: string };

const ISO_LIKE: TimePiece[] = [
  { part: 'year' },
  { literal: '-' },
  { part: 'month' },
  { literal: '-' },
  { part: 'day' },
  { literal: ' ' },
  { part: 'hour' },
  { literal: ':' },
  { part: 'minute' },
  { literal: ':' },
  { part: 'second' },
];
const patterns = new Map<Locale, TimePiece[]>();

/**
 * The order and separators of a date and time in the language, read once from Intl:
 * English keeps the unambiguous ISO order ("2026-11-21 10:15:27"), German reads
 * "21.11.2026, 10:15:27", Spanish "21/11/2026, 10:15:27".
 */
function patternFor(locale: Locale): TimePiece[] {
  if (locale === 'en') return ISO_LIKE;
  let pattern = patterns.get(locale);
  if (!pattern) {
    pattern = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    })
      .formatToParts(new Date(Date.UTC(2026, 10, 21, 10, 15, 27)))
      .map((piece) =>
        piece.type === 'literal' || piece.type === 'dayPeriod'
          ? { literal: piece.value }
          : { part: piece.type as TimePart },
      );
    patterns.set(locale, pattern);
  }
  return pattern;
}

/**
 * The app's one format for an exact time, in the language's date order: "2026-11-21
 * 10:15:27 UTC" in English, "21.11.2026, 11:15:27 MEZ" in German local time (the zone's
 * short name). A value no date can hold is "Unreadable time", never an exception.
 */
export function formatExactTime(
  epochMs: number,
  zone: TimeZoneChoice,
  /** false: without the zone's name, where a column header already says it. */
  { zoneName = true }: { zoneName?: boolean } = {},
): string {
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return t('common.unreadableTime');
  const locale = currentLocale();
  const utc = zone === 'utc';
  // The date's own getters give the parts (local or UTC); Intl is asked only for the
  // pattern and the zone's name, once each (a table formats thousands of times while it
  // scrolls).
  const two = (value: number) => String(value).padStart(2, '0');
  const parts: Record<TimePart, string> = {
    year: String(utc ? date.getUTCFullYear() : date.getFullYear()),
    month: two((utc ? date.getUTCMonth() : date.getMonth()) + 1),
    day: two(utc ? date.getUTCDate() : date.getDate()),
    hour: two(utc ? date.getUTCHours() : date.getHours()),
    minute: two(utc ? date.getUTCMinutes() : date.getMinutes()),
    second: two(utc ? date.getUTCSeconds() : date.getSeconds()),
  };
  const time = patternFor(locale)
    .map((piece) => ('part' in piece ? parts[piece.part] : piece.literal))
    .join('');
  if (!zoneName) return time;
  return `${time} ${utc ? 'UTC' : localZoneName(date, locale)}`;
}

const zoneNames = new Map<string, string>();
const zoneNameFormats = new Map<Locale, Intl.DateTimeFormat>();

/** The local zone's short name at `date` in the language ("GMT+1", "MEZ"), per UTC offset. */
function localZoneName(date: Date, locale: Locale): string {
  const key = `${locale} ${date.getTimezoneOffset()}`;
  let name = zoneNames.get(key);
  if (name === undefined) {
    let format = zoneNameFormats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
        timeZoneName: 'short',
      });
      zoneNameFormats.set(locale, format);
    }
    name = format.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '';
    zoneNames.set(key, name);
  }
  return name;
}

/** ISO 8601 (UTC) for machines (`<time dateTime>`, exports), or null when no date can hold it. */
export function isoTime(epochMs: number): string | null {
  const date = new Date(epochMs);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function relativeTimeFormat(locale: Locale = currentLocale()): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
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
  // A payment stamped slightly ahead of this browser's clock (or of a clock that ticks
  // every few seconds) is "now", not "in 2 seconds".
  if (diff > 0 && diff < 60_000) return relativeTimeFormat().format(0, 'second');
  const format = relativeTimeFormat();
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second')
      return format.format(Math.round(diff / size), unit);
  }
  return format.format(0, 'second');
}

/**
 * Makes, one per task (`schedule`), the formatters a first screen's times use in the
 * language. The first Intl formatter a page makes loads the data every formatter shares:
 * 50–100 ms at 4× CPU throttling, which otherwise lands in the render that first shows a
 * time (the checkout's "Updated … ago"). main.tsx calls this while the language's
 * catalogue downloads, when the page has nothing else to run.
 */
export function prepareTimeFormats(
  locale: Locale,
  schedule: (task: () => void) => void = (task) => setTimeout(task, 0),
): void {
  const steps = [
    () => relativeTimeFormat(locale).format(-2, 'second'),
    () => patternFor(locale),
    () => browserTimeZone(),
  ];
  const step = () => {
    steps.shift()?.();
    if (steps.length > 0) schedule(step);
  };
  schedule(step);
}

export function timeZoneLabel(zone: TimeZoneChoice): string {
  return zone === 'utc' ? 'UTC' : (browserTimeZone() ?? t('common.localTime'));
}
