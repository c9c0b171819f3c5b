/**
 * Runs a task now, or later when fewer than `max` tasks are running. Waiting tasks start
 * in the order they came; one whose signal aborts while it waits never starts.
 */
export type Limiter = <T>(task: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

export function createLimiter(max: number): Limiter {
  const slots = Math.max(1, Math.floor(max));
  let running = 0;
  const waiting: (() => void)[] = [];

  const startNext = () => {
    while (running < slots) {
      const start = waiting.shift();
      if (!start) return;
      start();
    }
  };

  return <T>(task: () => Promise<T>, signal?: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = () => {
        const index = waiting.indexOf(start);
        if (index !== -1) waiting.splice(index, 1);
        reject(signal?.reason);
      };
      function start() {
        signal?.removeEventListener('abort', onAbort);
        running += 1;
        let result: Promise<T>;
        try {
          result = task();
        } catch (error) {
          result = Promise.reject(error);
        }
        result.then(resolve, reject).finally(() => {
          running -= 1;
          startNext();
        });
      }
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(start);
      startNext();
    });
}
