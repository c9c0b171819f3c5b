import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

/** A task that resolves (or rejects) when the test says so. */
function deferred<T = string>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLimiter', () => {
  it('runs at most `max` tasks at once and starts the others in order as slots free', async () => {
    const limit = createLimiter(2);
    const tasks = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = tasks.map((task, index) =>
      limit(() => {
        started.push(index);
        return task.promise;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1]);

    tasks[1]?.resolve('b');
    await expect(results[1]).resolves.toBe('b');
    await flush();
    expect(started).toEqual([0, 1, 2]);

    // A failure frees its slot too, and reaches its caller.
    tasks[0]?.reject(new Error('boom'));
    await expect(results[0]).rejects.toThrow('boom');
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    tasks[2]?.resolve('c');
    tasks[3]?.resolve('d');
    await expect(Promise.all([results[2], results[3]])).resolves.toEqual(['c', 'd']);
  });

  it('never starts a waiting task whose signal aborts, and rejects it with the reason', async () => {
    const limit = createLimiter(1);
    const first = deferred();
    const controller = new AbortController();
    let secondStarted = false;
    const running = limit(() => first.promise);
    const waiting = limit(() => {
      secondStarted = true;
      return Promise.resolve('late');
    }, controller.signal);
    controller.abort(new Error('left the page'));
    await expect(waiting).rejects.toThrow('left the page');
    first.resolve('a');
    await expect(running).resolves.toBe('a');
    await flush();
    expect(secondStarted).toBe(false);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const limit = createLimiter(3);
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(limit(() => Promise.resolve(1), controller.signal)).rejects.toThrow('gone');
  });

  it('counts a task that throws synchronously as finished', async () => {
    const limit = createLimiter(1);
    await expect(
      limit(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    await expect(limit(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
