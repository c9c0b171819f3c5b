import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePayment } from '@/testing/payments';
import * as detection from './change-detection';
import { useLiveChanges, type LiveSource } from './use-live-news';

vi.mock('./change-detection', { spy: true });

const first = makePayment({ hash: '0xa1', status: 'Completed' });
const second = makePayment({ hash: '0xb2', status: 'Pending' });

function source(payments: LiveSource['payments'], settled = true): LiveSource {
  return { key: 'coffee-club', label: 'Coffee Club', payments, firstPage: payments, settled };
}

describe('useLiveChanges', () => {
  it('takes no new snapshot while a poll leaves the same payments, and reports a new payment', () => {
    const onChanges = vi.fn();
    const payments = [first];
    const { rerender } = renderHook(({ sources }) => useLiveChanges(sources, onChanges), {
      initialProps: { sources: [source(payments)] },
    });
    const snapshots = vi.mocked(detection.snapshotOf).mock.calls.length;
    // A poll: fetching, then settled again with the same (unchanged) payments.
    rerender({ sources: [source(payments, false)] });
    rerender({ sources: [source(payments)] });
    expect(vi.mocked(detection.snapshotOf).mock.calls.length).toBe(snapshots);
    expect(onChanges).not.toHaveBeenCalled();

    rerender({ sources: [source([second, first])] });
    expect(onChanges).toHaveBeenCalledTimes(1);
    expect(onChanges.mock.calls[0]![1]).toEqual([
      expect.objectContaining({ kind: 'new', payment: second }),
    ]);
  });
});
