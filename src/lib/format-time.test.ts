import { describe, expect, it } from 'vitest';
import {
  formatExactTime,
  formatRelativeTime,
  isoTime,
  prepareTimeFormats,
  timeKindOf,
} from './format-time';
import { setCurrentLocale } from '@/i18n/locale';

describe('formatRelativeTime', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);

  it('says how long ago a time was', () => {
    expect(formatRelativeTime(now - 3 * 60_000, now)).toMatch(/3 minutes ago/);
    expect(formatRelativeTime(now - 2 * 24 * 3600_000, now)).toMatch(/2 days ago/);
  });

  it('calls a time slightly ahead of the clock "now", not "in 2 seconds"', () => {
    expect(formatRelativeTime(now + 2_000, now)).toBe(formatRelativeTime(now, now));
    expect(formatRelativeTime(now + 2_000, now)).not.toMatch(/^in /);
  });
});

describe('prepareTimeFormats', () => {
  it('makes the formatters one per task, and the times then shown in that language use them', () => {
    const Original = Intl.RelativeTimeFormat;
    const made: unknown[] = [];
    // Counts the formatters made (a spy cannot stand in for a class called with `new`).
    Object.assign(Intl, {
      RelativeTimeFormat: class extends Original {
        constructor(...args: ConstructorParameters<typeof Original>) {
          super(...args);
          made.push(args[0]);
        }
      },
    });
    try {
      const tasks: (() => void)[] = [];
      prepareTimeFormats('es', (task) => tasks.push(task));
      expect(made).toEqual([]);
      tasks.shift()?.();
      expect(made).toEqual(['es']);
      while (tasks.length > 0) tasks.shift()?.();
      expect(made).toEqual(['es']);
      setCurrentLocale('es');
      expect(formatRelativeTime(0, 3 * 60_000)).toBe('hace 3 minutos');
      expect(made).toEqual(['es']);
    } finally {
      Object.assign(Intl, { RelativeTimeFormat: Original });
      setCurrentLocale('en');
    }
  });
});

describe('formatExactTime', () => {
  it('shows UTC with its zone name', () => {
    expect(formatExactTime(Date.UTC(2026, 10, 21, 10, 15, 27), 'utc')).toBe(
      '2026-11-21 10:15:27 UTC',
    );
  });

  it('says a time no date can hold is unreadable instead of throwing', () => {
    expect(formatExactTime(Number.NaN, 'utc')).toBe('Unreadable time');
    expect(formatExactTime(8.64e15 + 1, 'utc')).toBe('Unreadable time');
    expect(formatExactTime(8.64e15 + 1, 'local')).toBe('Unreadable time');
  });

  it('shows local time in the same ISO-like shape, with the zone', () => {
    expect(formatExactTime(Date.UTC(2026, 10, 21, 10, 15, 27), 'local')).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \S+$/,
    );
  });

  it('gives local time as Intl does, on both sides of a daylight-saving change', () => {
    const reference = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    const viaIntl = (epochMs: number) => {
      const parts = Object.fromEntries(
        reference.formatToParts(new Date(epochMs)).map((part) => [part.type, part.value]),
      );
      return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${parts.timeZoneName}`;
    };
    // Around the EU and US changes of 2026, midnight and the turn of a year.
    const times = [
      Date.UTC(2026, 2, 29, 0, 59, 59),
      Date.UTC(2026, 2, 29, 1, 0, 0),
      Date.UTC(2026, 2, 8, 9, 59, 59),
      Date.UTC(2026, 2, 8, 10, 0, 0),
      Date.UTC(2026, 9, 25, 0, 59, 59),
      Date.UTC(2026, 9, 25, 1, 0, 0),
      Date.UTC(2026, 11, 31, 23, 59, 59),
      Date.UTC(2027, 0, 1, 0, 0, 0),
    ];
    for (const time of times) expect(formatExactTime(time, 'local')).toBe(viaIntl(time));
  });
});

describe('timeKindOf', () => {
  it('accepts plausible epoch milliseconds', () => {
    expect(timeKindOf(Date.UTC(2026, 10, 21))).toBe('ms');
    expect(timeKindOf(Date.UTC(2001, 8, 10))).toBe('ms');
  });

  it('recognises seconds, microseconds and nanoseconds', () => {
    const ms = Date.UTC(2026, 10, 21, 6, 15, 49);
    expect(timeKindOf(ms / 1000)).toBe('seconds');
    expect(timeKindOf(ms * 1000)).toBe('microseconds');
    expect(timeKindOf(ms * 1_000_000)).toBe('nanoseconds');
  });

  it('marks numbers outside any date as unreadable, and odd ones as unusual', () => {
    expect(timeKindOf(8.64e15 + 1)).toBe('unreadable');
    expect(timeKindOf(-9e15)).toBe('unreadable');
    expect(timeKindOf(0)).toBe('unusual');
    expect(timeKindOf(123)).toBe('unusual');
  });
});

describe('isoTime', () => {
  it('is null, not an exception, for a time no date can hold', () => {
    expect(isoTime(8.64e15 + 1)).toBeNull();
    expect(isoTime(0)).toBe('1970-01-01T00:00:00.000Z');
  });
});
