import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './first-screen';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterFirstScreen', () => {
  it('waits while nothing has been painted, at most maxMs', async () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    let done = false;
    void afterFirstScreen(1_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('does not wait once the tab has painted a page (a later navigation)', async () => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === 'first-contentful-paint'
        ? [{ name, entryType: 'paint', startTime: 120, duration: 0 } as PerformanceEntry]
        : [],
    );
    let done = false;
    void afterFirstScreen(1_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
