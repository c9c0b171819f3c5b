import { describe, expect, it } from 'vitest';
import type { PaymentsPage } from '@/model/payments';
import { makePayment } from '@/testing/payments';
import {
  CALM_CHECK_MS,
  LIVE_CHECK_MS,
  livePolicyNote,
  MAX_CHECK_MS,
  checkInterval,
  checkNote,
  checkStateOf,
  formatInterval,
  nextCheckAt,
  refetchIntervalOf,
  staleTimeOf,
} from './live-policy';

const t0 = Date.UTC(2026, 10, 1, 12, 0, 0);

function pageOf(...statuses: string[]): PaymentsPage {
  return {
    next: 1,
    current: 1,
    rejected: [],
    records: statuses.map((status, index) => makePayment({ hash: `0x${index}`, status })),
  };
}

function settled(data: PaymentsPage, over: Partial<Parameters<typeof checkStateOf>[0]> = {}) {
  return {
    data,
    dataUpdatedAt: t0,
    errorUpdatedAt: 0,
    status: 'success' as const,
    fetchStatus: 'idle' as const,
    ...over,
  };
}

describe('checkInterval', () => {
  it('checks every 10 s while a payment is Pending and every 60 s otherwise', () => {
    expect(LIVE_CHECK_MS).toBe(10_000);
    expect(CALM_CHECK_MS).toBe(60_000);
    expect(checkInterval({ pending: true, okAt: t0, failedAt: 0 })).toBe(10_000);
    expect(checkInterval({ pending: false, okAt: t0, failedAt: 0 })).toBe(60_000);
  });

  it('backs off after failed checks, doubling the wait, and never beyond 5 min', () => {
    // Simulate the schedule: every check fails from the first one on.
    const waits = (pending: boolean) => {
      const okAt = t0;
      let at = t0;
      let failedAt = 0;
      const result: number[] = [];
      for (let i = 0; i < 8; i++) {
        at = nextCheckAt({ pending, okAt, failedAt });
        failedAt = at; // this check failed
        result.push(checkInterval({ pending, okAt, failedAt }));
      }
      return result;
    };
    expect(waits(true)).toEqual([
      20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000, 300_000,
    ]);
    expect(waits(false)).toEqual([
      120_000, 240_000, 300_000, 300_000, 300_000, 300_000, 300_000, 300_000,
    ]);
    expect(MAX_CHECK_MS).toBe(300_000);
  });

  it('waits the longest for a checkout that never loaded, and recovers after a success', () => {
    expect(checkInterval({ pending: false, okAt: 0, failedAt: t0 })).toBe(MAX_CHECK_MS);
    expect(checkInterval({ pending: true, okAt: t0 + 5, failedAt: t0 })).toBe(LIVE_CHECK_MS);
  });

  it('is due one interval after the last check, failed or not', () => {
    expect(nextCheckAt({ pending: true, okAt: t0, failedAt: 0 })).toBe(t0 + 10_000);
    expect(nextCheckAt({ pending: true, okAt: t0, failedAt: t0 + 10_000 })).toBe(t0 + 30_000);
  });
});

describe('checkStateOf and the query timers', () => {
  it('reads pending from the first page, or from a later page when told', () => {
    expect(checkStateOf(settled(pageOf('Completed', 'Pending')))).toEqual({
      pending: true,
      okAt: t0,
      failedAt: 0,
    });
    expect(checkStateOf(settled(pageOf('Completed')))?.pending).toBe(false);
    expect(checkStateOf(settled(pageOf('Completed')), true)?.pending).toBe(true);
    expect(checkStateOf(settled(pageOf()))?.pending).toBe(false);
  });

  it('counts a failure only while the last check failed', () => {
    const failing = settled(pageOf('Completed'), { status: 'error', errorUpdatedAt: t0 + 60_000 });
    expect(checkStateOf(failing)).toEqual({ pending: false, okAt: t0, failedAt: t0 + 60_000 });
    // An old error followed by a success: not failing.
    expect(checkStateOf(settled(pageOf(), { errorUpdatedAt: t0 - 1 }))?.failedAt).toBe(0);
  });

  it('schedules nothing while the first load or a check is on its way', () => {
    const loading = { ...settled(pageOf()), data: undefined, status: 'pending' as const };
    expect(checkStateOf(loading)).toBeNull();
    expect(refetchIntervalOf(loading)).toBe(false);
    expect(staleTimeOf(loading)).toBe(0);
    expect(refetchIntervalOf(settled(pageOf()), false, t0 + 1)).toBe(CALM_CHECK_MS - 1);
    expect(refetchIntervalOf(settled(pageOf(), { fetchStatus: 'fetching' }))).toBe(false);
  });

  it('times the next check from the last one, with a floor for overdue checks', () => {
    const pending = settled(pageOf('Pending'));
    expect(refetchIntervalOf(pending, false, t0)).toBe(10_000);
    expect(refetchIntervalOf(pending, false, t0 + 4_000)).toBe(6_000);
    // Overdue (the tab was hidden): a short timer, not zero (zero would mean "never").
    expect(refetchIntervalOf(pending, false, t0 + 60_000)).toBe(1_000);
    expect(staleTimeOf(pending)).toBe(10_000);
    expect(staleTimeOf(settled(pageOf('Completed')))).toBe(60_000);
  });
});

describe('the policy in words', () => {
  it('is written from the numbers', () => {
    expect(formatInterval(10_000)).toBe('10 s');
    expect(formatInterval(60_000)).toBe('60 s');
    expect(formatInterval(150_000)).toBe('150 s');
    expect(formatInterval(300_000)).toBe('5 min');
    expect(checkNote({ pending: true, okAt: t0, failedAt: 0 })).toBe('Checked every 10 s');
    expect(checkNote({ pending: false, okAt: t0, failedAt: 0 })).toBe('Checked every 60 s');
    expect(checkNote({ pending: false, okAt: t0, failedAt: t0 + 60_000 })).toBe(
      'Last check failed; trying again in 2 min',
    );
    expect(livePolicyNote()).toBe(
      'New payments are checked every 10 s while a payment is Pending, every 60 s otherwise, while this tab is visible',
    );
  });
});
