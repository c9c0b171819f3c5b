import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateInZone,
  formatIsoDate,
  parseIsoDate,
  startOfDay,
  type CalendarDate,
} from './zoned-time';

const iso = (epochMs: number) => new Date(epochMs).toISOString();
const day = (text: string): CalendarDate => parseIsoDate(text)!;

describe('days in a time zone (the zone is a parameter: the machine zone never matters)', () => {
  it('starts days at local midnight, in UTC and in zones east and west of it', () => {
    expect(iso(startOfDay(day('2026-10-12'), 'UTC'))).toBe('2026-10-12T00:00:00.000Z');
    expect(iso(startOfDay(day('2026-10-12'), 'Europe/Berlin'))).toBe('2026-10-11T22:00:00.000Z');
    expect(iso(startOfDay(day('2026-10-12'), 'America/New_York'))).toBe('2026-10-12T04:00:00.000Z');
    expect(iso(startOfDay(day('2026-10-12'), 'Asia/Kathmandu'))).toBe('2026-10-11T18:15:00.000Z');
  });

  it('makes the day of a daylight-saving change 23 or 25 hours long', () => {
    const hours = (date: string, zone: string) =>
      (startOfDay(addDays(day(date), 1), zone) - startOfDay(day(date), zone)) / 3_600_000;
    // Europe/Berlin: clocks go forward on 29 March 2026 and back on 25 October 2026.
    expect(hours('2026-03-29', 'Europe/Berlin')).toBe(23);
    expect(hours('2026-10-25', 'Europe/Berlin')).toBe(25);
    expect(hours('2026-10-24', 'Europe/Berlin')).toBe(24);
    // America/New_York: forward on 8 March 2026, back on 1 November 2026.
    expect(hours('2026-03-08', 'America/New_York')).toBe(23);
    expect(hours('2026-11-01', 'America/New_York')).toBe(25);
    expect(iso(startOfDay(day('2026-11-02'), 'America/New_York'))).toBe('2026-11-02T05:00:00.000Z');
  });

  it('starts a day whose midnight is skipped at the moment of the jump', () => {
    // America/Santiago, 6 September 2026: 00:00 (-04) becomes 01:00 (-03).
    const start = startOfDay(day('2026-09-06'), 'America/Santiago');
    expect(iso(start)).toBe('2026-09-06T04:00:00.000Z');
    expect(dateInZone(start, 'America/Santiago')).toEqual(day('2026-09-06'));
    expect(dateInZone(start - 1, 'America/Santiago')).toEqual(day('2026-09-05'));
  });

  it('puts every instant on the day whose boundaries surround it, over a year in several zones', () => {
    for (const zone of ['UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe']) {
      for (let date = day('2026-01-01'); date.year === 2026; date = addDays(date, 7)) {
        const start = startOfDay(date, zone);
        expect(dateInZone(start, zone)).toEqual(date);
        expect(dateInZone(start - 1, zone)).toEqual(addDays(date, -1));
      }
    }
  });

  it('tells the calendar date of an instant in a zone', () => {
    const instant = Date.UTC(2026, 10, 1, 2, 0); // 2026-11-01 02:00 UTC
    expect(dateInZone(instant, 'UTC')).toEqual(day('2026-11-01'));
    expect(dateInZone(instant, 'America/New_York')).toEqual(day('2026-10-31'));
    expect(dateInZone(instant, 'Asia/Tokyo')).toEqual(day('2026-11-01'));
  });

  it('does calendar arithmetic and reads only real dates', () => {
    expect(formatIsoDate(addDays(day('2026-02-27'), 2))).toBe('2026-03-01');
    expect(formatIsoDate(addDays(day('2026-01-03'), -6))).toBe('2025-12-28');
    expect(formatIsoDate(addMonths(day('2026-01-31'), 1))).toBe('2026-02-01');
    expect(formatIsoDate(addMonths(day('2026-01-15'), -1))).toBe('2025-12-01');
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-1', '0999-01-01', 'today', ''])
      expect(parseIsoDate(bad)).toBeNull();
  });
});
