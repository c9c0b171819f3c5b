import { describe, expect, it } from 'vitest';
import { dateFilterRange, inRange } from './date-range';

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());
const range = (...args: Parameters<typeof dateFilterRange>) => {
  const result = dateFilterRange(...args);
  return result && { start: iso(result.start), end: iso(result.end) };
};
const at = (text: string) => Date.parse(text);

describe('date filter ranges (day boundaries in the zone passed in)', () => {
  it('selects nothing without a date filter', () => {
    expect(dateFilterRange({}, 'UTC', at('2026-11-01T00:00:00Z'))).toBeNull();
  });

  it('"Today" is the local calendar day, 23 hours long on the spring-forward day', () => {
    expect(range({ date: 'today' }, 'Europe/Berlin', at('2026-03-29T12:00:00Z'))).toEqual({
      start: '2026-03-28T23:00:00.000Z',
      end: '2026-03-29T22:00:00.000Z',
    });
    // The same instant is still 31 October in New York.
    expect(range({ date: 'today' }, 'America/New_York', at('2026-11-01T02:00:00Z'))).toEqual({
      start: '2026-10-31T04:00:00.000Z',
      end: '2026-11-01T04:00:00.000Z',
    });
    // 1 November in New York: clocks go back, the day lasts 25 hours.
    expect(range({ date: 'today' }, 'America/New_York', at('2026-11-01T15:00:00Z'))).toEqual({
      start: '2026-11-01T04:00:00.000Z',
      end: '2026-11-02T05:00:00.000Z',
    });
  });

  it('"Last 7 days" is today and the six days before, across a change of offset', () => {
    expect(range({ date: '7d' }, 'Europe/Berlin', at('2026-03-30T10:00:00Z'))).toEqual({
      start: '2026-03-23T23:00:00.000Z', // 24 March 00:00 CET
      end: '2026-03-30T22:00:00.000Z', // 31 March 00:00 CEST
    });
    expect(range({ date: '7d' }, 'UTC', at('2026-11-01T00:00:00Z'))).toEqual({
      start: '2026-10-26T00:00:00.000Z',
      end: '2026-11-02T00:00:00.000Z',
    });
  });

  it('"This month" and "Last month" follow the zone, each end at a local midnight', () => {
    expect(range({ date: 'month' }, 'America/New_York', at('2026-11-15T12:00:00Z'))).toEqual({
      start: '2026-11-01T04:00:00.000Z', // EDT
      end: '2026-12-01T05:00:00.000Z', // EST
    });
    expect(range({ date: 'last-month' }, 'Europe/Berlin', at('2026-04-10T12:00:00Z'))).toEqual({
      start: '2026-02-28T23:00:00.000Z',
      end: '2026-03-31T22:00:00.000Z',
    });
    // In January, last month is December of the year before.
    expect(range({ date: 'last-month' }, 'UTC', at('2026-01-05T00:00:00Z'))).toEqual({
      start: '2025-12-01T00:00:00.000Z',
      end: '2026-01-01T00:00:00.000Z',
    });
  });

  it('custom days include both ends; either end may be open', () => {
    expect(range({ from: '2026-10-01', to: '2026-10-31' }, 'UTC', 0)).toEqual({
      start: '2026-10-01T00:00:00.000Z',
      end: '2026-11-01T00:00:00.000Z',
    });
    expect(range({ to: '2026-10-25' }, 'Europe/Berlin', 0)).toEqual({
      start: null,
      end: '2026-10-25T23:00:00.000Z', // 26 October 00:00 CET, after the 25-hour day
    });
    expect(range({ from: '2026-03-29' }, 'Europe/Berlin', 0)).toEqual({
      start: '2026-03-28T23:00:00.000Z',
      end: null,
    });
  });

  it('keeps the last instant of the last day and drops the first of the next', () => {
    const custom = dateFilterRange(
      { from: '2026-10-31', to: '2026-10-31' },
      'America/New_York',
      0,
    )!;
    expect(inRange(custom, at('2026-11-01T03:59:59.999Z'))).toBe(true); // 23:59:59.999 EDT
    expect(inRange(custom, at('2026-11-01T04:00:00.000Z'))).toBe(false);
    expect(inRange(custom, at('2026-10-31T04:00:00.000Z'))).toBe(true);
    expect(inRange(custom, at('2026-10-31T03:59:59.999Z'))).toBe(false);
  });
});
