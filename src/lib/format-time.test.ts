import { describe, expect, it } from 'vitest';
import { formatExactTime, formatRelativeTime } from './format-time';

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

describe('formatExactTime', () => {
  it('shows UTC with its zone name', () => {
    expect(formatExactTime(Date.UTC(2026, 10, 21, 10, 15, 27), 'utc')).toBe(
      '2026-11-21 10:15:27 UTC',
    );
  });

  it('says an invalid time is invalid instead of throwing', () => {
    expect(formatExactTime(Number.NaN, 'utc')).toBe('Invalid time');
  });
});
