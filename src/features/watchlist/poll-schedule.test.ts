import { describe, expect, it } from 'vitest';
import { MAX_BACKOFF_MS, POLL_INTERVAL_MS, nextPollAt, nextPollDelay } from './poll-schedule';

const base = { pending: true, visible: true, failures: 0 };

describe('nextPollDelay', () => {
  it('polls every interval while something is pending and the tab is visible', () => {
    expect(nextPollDelay(base)).toBe(POLL_INTERVAL_MS);
    expect(POLL_INTERVAL_MS).toBe(10_000);
  });

  it('does not poll when nothing is pending', () => {
    expect(nextPollDelay({ ...base, pending: false })).toBeNull();
  });

  it('does not poll while the tab is hidden', () => {
    expect(nextPollDelay({ ...base, visible: false })).toBeNull();
  });

  it('backs off exponentially after failures, up to a cap', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6].map((failures) => nextPollDelay({ ...base, failures }));
    expect(delays).toEqual([
      10_000,
      20_000,
      40_000,
      80_000,
      160_000,
      MAX_BACKOFF_MS,
      MAX_BACKOFF_MS,
    ]);
    expect(nextPollDelay({ ...base, failures: 10_000 })).toBe(MAX_BACKOFF_MS);
  });

  it('goes back to the plain interval after a success (failures reset to 0)', () => {
    expect(nextPollDelay({ ...base, failures: 3 })).toBe(80_000);
    expect(nextPollDelay({ ...base, failures: 0 })).toBe(10_000);
  });
});

describe('nextPollAt', () => {
  it('is one interval after the last poll', () => {
    expect(nextPollAt({ ...base, lastPollAt: 1_000 })).toBe(11_000);
  });

  it('is already due after the tab was hidden through a poll (so: at once when shown)', () => {
    const lastPollAt = 1_000;
    const shownAt = 60_000;
    const due = nextPollAt({ ...base, lastPollAt });
    expect(due).not.toBeNull();
    expect(due! <= shownAt).toBe(true);
  });

  it('is null when polling is off', () => {
    expect(nextPollAt({ ...base, visible: false, lastPollAt: 0 })).toBeNull();
  });
});
