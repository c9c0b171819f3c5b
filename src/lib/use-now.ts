import { useEffect, useState } from 'react';

/**
 * The current time (epoch ms), refreshed every `intervalMs`: one clock per component
 * tree that shows ages ("3 s ago") or countdowns, so rows memoised on it stay put
 * between ticks.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
