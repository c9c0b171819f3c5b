import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeTransaction } from '@/testing/records';
import * as detection from './change-detection';
import { useLiveChanges, type LiveSource } from './use-live-news';

vi.mock('./change-detection', { spy: true });

const first = makeTransaction({ hash: '0xa1', status: 'Completed' });
const second = makeTransaction({ hash: '0xb2', status: 'Pending' });

function source(records: LiveSource['records'], settled = true): LiveSource {
  return { key: 'coffee-club', label: 'Coffee Club', records, firstPage: records, settled };
}

describe('useLiveChanges', () => {
  it('takes no new snapshot while a poll leaves the same records, and reports a new payment', () => {
    const onChanges = vi.fn();
    const records = [first];
    const { rerender } = renderHook(({ sources }) => useLiveChanges(sources, onChanges), {
      initialProps: { sources: [source(records)] },
    });
    const snapshots = vi.mocked(detection.snapshotOf).mock.calls.length;
    // A poll: fetching, then settled again with the same (unchanged) records.
    rerender({ sources: [source(records, false)] });
    rerender({ sources: [source(records)] });
    expect(vi.mocked(detection.snapshotOf).mock.calls.length).toBe(snapshots);
    expect(onChanges).not.toHaveBeenCalled();

    rerender({ sources: [source([second, first])] });
    expect(onChanges).toHaveBeenCalledTimes(1);
    expect(onChanges.mock.calls[0]![1]).toEqual([
      expect.objectContaining({ kind: 'new', record: second }),
    ]);
  });
});
