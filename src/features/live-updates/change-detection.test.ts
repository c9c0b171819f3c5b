import { describe, expect, it } from 'vitest';
import { makePayment } from '@/testing/payments';
import {
  describeChange,
  detectChanges,
  digestOf,
  mergeNewestFirst,
  snapshotOf,
} from './change-detection';
import { paymentKey } from '@/model/payments';

const t0 = Date.UTC(2026, 9, 1, 12, 0, 0);
const pendingA = makePayment({ hash: '0xa', status: 'Pending', updatedAt: t0 + 3 });
const completedB = makePayment({ hash: '0xb', status: 'Completed', updatedAt: t0 + 2 });
const failedC = makePayment({ hash: '0xc', status: 'Failed', updatedAt: t0 + 1 });
const known = [pendingA, completedB, failedC];

describe('detectChanges', () => {
  it('reports nothing when the poll brings the same records', () => {
    const again = known.map((payment) => ({ ...payment }));
    expect(detectChanges(snapshotOf(known), again, again)).toEqual([]);
  });

  it('reports nothing when the same payments come in another order (pages reshuffled)', () => {
    const reordered = [failedC, pendingA, completedB];
    expect(digestOf(reordered)).toBe(digestOf(known));
    expect(detectChanges(snapshotOf(known), reordered, reordered)).toEqual([]);
  });

  it('reports a new payment on the polled first page', () => {
    const fresh = makePayment({ hash: '0xnew', status: 'Pending', updatedAt: t0 + 9 });
    const next = [fresh, ...known];
    const changes = detectChanges(snapshotOf(known), next, next.slice(0, 2));
    expect(changes).toEqual([{ kind: 'new', key: 'ETH|0xnew', payment: fresh }]);
  });

  it('reports a Pending payment that became Completed, even when it moved to the top', () => {
    const completedA = { ...pendingA, status: 'Completed', updatedAt: t0 + 10 };
    const next = [completedA, completedB, failedC];
    const changes = detectChanges(snapshotOf(known), next, next);
    expect(changes).toEqual([
      { kind: 'status', key: 'ETH|0xa', payment: completedA, from: 'Pending' },
    ]);
  });

  it('reports a Pending payment that became Failed', () => {
    const failedA = { ...pendingA, status: 'Failed', updatedAt: t0 + 10 };
    const changes = detectChanges(snapshotOf(known), [failedA, completedB, failedC], [failedA]);
    expect(changes).toMatchObject([{ kind: 'status', from: 'Pending', payment: failedA }]);
  });

  it('does not call payments of a page loaded on demand new payments', () => {
    const older = makePayment({ hash: '0xold', status: 'Completed', updatedAt: t0 - 100 });
    const next = [...known, older];
    expect(detectChanges(snapshotOf(known), next, known)).toEqual([]);
  });

  it('reports nothing on the first load (nothing known before)', () => {
    expect(detectChanges(null, known, known)).toEqual([]);
  });

  it('tells apart the same hash on two chains', () => {
    const onTron = makePayment({ hash: '0xa', chainName: 'tron', status: 'Pending' });
    const next = [onTron, ...known];
    expect(detectChanges(snapshotOf(known), next, next)).toMatchObject([
      { kind: 'new', key: 'TRON|0xa' },
    ]);
  });

  it('describes changes in words with the exact amount, or none while amounts are hidden', () => {
    const completedA = { ...pendingA, status: 'Completed', amount: '0.000000000000000001' };
    const change = { kind: 'status', key: 'k', payment: completedA, from: 'Pending' } as const;
    expect(describeChange(change, 'Live desk', { hideAmounts: false })).toBe(
      'Live desk: payment of 0.000000000000000001 USDT on ETH went from Pending to Completed',
    );
    const hidden = describeChange(change, 'Live desk', { hideAmounts: true });
    expect(hidden).toBe('Live desk: payment in USDT on ETH went from Pending to Completed');
    expect(hidden).not.toContain('0.000000000000000001');
    const unknown = { ...completedA, paySymbol: undefined };
    expect(
      describeChange({ kind: 'new', key: 'k', payment: unknown }, 'Live desk', {
        hideAmounts: true,
      }),
    ).toBe('Live desk: new completed payment in unknown token on ETH');
  });
});

describe('mergeNewestFirst', () => {
  it('lists each payment once, the fresher list first, older pages after', () => {
    const fresh = makePayment({ hash: '0xnew', status: 'Pending', updatedAt: t0 + 9 });
    const polled = [fresh, pendingA, completedB];
    const loaded = [pendingA, completedB, failedC];
    expect(mergeNewestFirst(polled, loaded)).toEqual([fresh, pendingA, completedB, failedC]);
  });

  it('keeps the newest state of a payment at the place where it first appears', () => {
    const completedA = { ...pendingA, status: 'Completed', updatedAt: t0 + 10 };
    // The poll saw A completed and moved to the top; the loaded page still has it Pending.
    expect(mergeNewestFirst([completedA, completedB], known)).toEqual([
      completedA,
      completedB,
      failedC,
    ]);
    // A loaded page with a newer state (loaded after the poll) wins too.
    expect(mergeNewestFirst([pendingA], [completedA, failedC])).toEqual([completedA, failedC]);
  });

  it('keeps the poll on a tie and drops repeats inside the polled page', () => {
    const sameTime = { ...pendingA, amount: '99' };
    expect(mergeNewestFirst([pendingA, pendingA], [sameTime])).toEqual([pendingA]);
  });

  it('leaves the loaded versions of a payment the poll did not bring as they are', () => {
    // Two versions sent by the service (see collectPayments): both stay for the warning.
    const otherVersion = { ...failedC, amount: '2' };
    expect(mergeNewestFirst([pendingA], [completedB, failedC, otherVersion])).toEqual([
      pendingA,
      completedB,
      failedC,
      otherVersion,
    ]);
  });

  it('tells apart the same hash on two chains', () => {
    const onTron = makePayment({ hash: '0xa', chainName: 'tron', status: 'Pending' });
    const merged = mergeNewestFirst([pendingA], [onTron]);
    expect(merged.map(paymentKey)).toEqual(['ETH|0xa', 'TRON|0xa']);
  });
});
