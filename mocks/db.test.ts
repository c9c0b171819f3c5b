// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TransactionInput } from '../src/api/schemas';
import { AUTO_LIVE_CHECKOUT_CODE, LIVE_CHECKOUT_CODE, SEED_CHECKOUTS } from './data';
import { LIVE_MAX_RECORDS, LIVE_TICK_MS, createMockDb, parseFaultRule } from './db';

const START = Date.UTC(2026, 10, 22, 12, 0, 0);
const SEED_COUNT = SEED_CHECKOUTS.find((item) => item.code === AUTO_LIVE_CHECKOUT_CODE)!.count;

/** A db on a clock the test moves by hand. */
function dbAt(start = START) {
  const clock = { time: start };
  const db = createMockDb({ now: () => clock.time });
  return { db, clock };
}

const pending = (records: readonly TransactionInput[]) =>
  records.filter((record) => record.status === 'Pending');

describe('live-shop: payments arrive and complete on their own', () => {
  it('stays as seeded until the first tick', () => {
    const { db, clock } = dbAt();
    const seeded = structuredClone(db.getRecords(AUTO_LIVE_CHECKOUT_CODE)!);
    expect(seeded).toHaveLength(SEED_COUNT);
    expect(pending(seeded).length).toBeGreaterThanOrEqual(2);
    clock.time += LIVE_TICK_MS - 1;
    expect(db.getRecords(AUTO_LIVE_CHECKOUT_CODE)).toEqual(seeded);
  });

  it('adds a Pending payment on one tick and completes the oldest Pending on the next', () => {
    const { db, clock } = dbAt();
    const seededPending = pending(db.getRecords(AUTO_LIVE_CHECKOUT_CODE)!).map((r) => r.hash);
    const oldestPending = seededPending.at(-1);

    clock.time += LIVE_TICK_MS;
    const afterAdd = db.getRecords(AUTO_LIVE_CHECKOUT_CODE)!;
    expect(afterAdd).toHaveLength(SEED_COUNT + 1);
    expect(afterAdd[0]).toMatchObject({ status: 'Pending', updatedAt: START + LIVE_TICK_MS });
    expect(seededPending).not.toContain(afterAdd[0]?.hash);
    expect(pending(afterAdd)).toHaveLength(seededPending.length + 1);

    clock.time += LIVE_TICK_MS;
    const afterComplete = db.getRecords(AUTO_LIVE_CHECKOUT_CODE)!;
    expect(afterComplete).toHaveLength(SEED_COUNT + 1);
    expect(afterComplete[0]).toMatchObject({
      hash: oldestPending,
      status: 'Completed',
      updatedAt: START + 2 * LIVE_TICK_MS,
    });
    expect(pending(afterComplete)).toHaveLength(seededPending.length);
    // The page the API serves is the same list.
    expect(db.getPage(AUTO_LIVE_CHECKOUT_CODE, 1).records[0]).toEqual(afterComplete[0]);
    expect(db.checkouts.find((c) => c.code === AUTO_LIVE_CHECKOUT_CODE)?.count).toBe(
      SEED_COUNT + 1,
    );
  });

  it('catches up on several ticks at once, in order, whenever it is read', () => {
    const stepped = dbAt();
    for (let tick = 1; tick <= 7; tick++) {
      stepped.clock.time = START + tick * LIVE_TICK_MS;
      stepped.db.getRecords(AUTO_LIVE_CHECKOUT_CODE);
    }
    const jumped = dbAt();
    jumped.clock.time = START + 7 * LIVE_TICK_MS + 1000;
    expect(jumped.db.getRecords(AUTO_LIVE_CHECKOUT_CODE)).toEqual(
      stepped.db.getRecords(AUTO_LIVE_CHECKOUT_CODE),
    );
  });

  it('stays bounded, newest first and still live after days', () => {
    const { db, clock } = dbAt();
    db.getRecords(AUTO_LIVE_CHECKOUT_CODE);
    for (const days of [1, 3, 30]) {
      clock.time = START + days * 24 * 60 * 60 * 1000;
      const records = db.getRecords(AUTO_LIVE_CHECKOUT_CODE)!;
      expect(records).toHaveLength(LIVE_MAX_RECORDS);
      expect(pending(records).length).toBeGreaterThanOrEqual(2);
      for (let i = 1; i < records.length; i++)
        expect(records[i]!.updatedAt).toBeLessThan(records[i - 1]!.updatedAt);
      expect(new Set(records.map((record) => record.hash)).size).toBe(records.length);
      // The newest record is from the last tick, not from when the tab was last read.
      expect(records[0]!.updatedAt).toBeLessThanOrEqual(clock.time);
      expect(records[0]!.updatedAt).toBeGreaterThan(clock.time - LIVE_TICK_MS);
    }
  });

  it('starts again on reset, and leaves the other checkouts alone', () => {
    const { db, clock } = dbAt();
    const desk = structuredClone(db.getRecords(LIVE_CHECKOUT_CODE));
    clock.time += 10 * LIVE_TICK_MS;
    expect(db.getRecords(AUTO_LIVE_CHECKOUT_CODE)).toHaveLength(SEED_COUNT + 5);
    expect(db.getRecords(LIVE_CHECKOUT_CODE)).toEqual(desk);

    db.reset();
    expect(db.getRecords(AUTO_LIVE_CHECKOUT_CODE)).toHaveLength(SEED_COUNT);
    clock.time += LIVE_TICK_MS;
    expect(db.getRecords(AUTO_LIVE_CHECKOUT_CODE)).toHaveLength(SEED_COUNT + 1);
  });
});

describe('hang', () => {
  it('ends on abort or on reset, whichever comes first', async () => {
    const db = createMockDb();
    const aborted = new AbortController();
    const first = db.hang(aborted.signal);
    const second = db.hang(new AbortController().signal);
    expect(db.hanging).toBe(2);
    aborted.abort();
    await expect(first).resolves.toBe('aborted');
    expect(db.hanging).toBe(1);
    db.reset();
    await expect(second).resolves.toBe('reset');
    expect(db.hanging).toBe(0);
    await expect(db.hang(AbortSignal.abort())).resolves.toBe('aborted');
    expect(db.hanging).toBe(0);
  });
});

describe('parseFaultRule', () => {
  it('accepts the new kinds and retryAfterSeconds', () => {
    expect(
      parseFaultRule({ route: 'transactions', kind: 'rate-limited', retryAfterSeconds: 30 }),
    ).toEqual({ route: 'transactions', kind: 'rate-limited', retryAfterSeconds: 30 });
    expect(parseFaultRule({ route: 'any', kind: 'never-answers', times: 1 })).toEqual({
      route: 'any',
      kind: 'never-answers',
      times: 1,
    });
  });

  it('refuses a retryAfterSeconds that is not a non-negative integer', () => {
    expect(() =>
      parseFaultRule({ route: 'fiat', kind: 'rate-limited', retryAfterSeconds: -1 }),
    ).toThrow('retryAfterSeconds must be a non-negative integer');
    expect(() =>
      parseFaultRule({ route: 'fiat', kind: 'rate-limited', retryAfterSeconds: '2' }),
    ).toThrow('retryAfterSeconds must be a non-negative integer');
  });
});
