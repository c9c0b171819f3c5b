import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assignRowSlots,
  createRangeExtractor,
  usePaintedSince,
  useWindowRows,
} from './use-window-rows';

function Rows({ count, listKey }: { count: number; listKey?: string }) {
  const rows = useWindowRows<HTMLDivElement>({
    count,
    rowHeight: 40,
    stickyPx: 0,
    listKey,
    onNearEnd: () => {},
    onOpen: () => {},
  });
  return (
    <div ref={rows.listRef} role="list" style={{ height: rows.totalSize }}>
      {rows.items.map((item) => (
        <div
          key={item.key}
          role="listitem"
          data-row-index={item.index}
          tabIndex={item.index === rows.tabbableIndex ? 0 : -1}
          onKeyDown={(event) => rows.onRowKeyDown(event, item.index)}
        >
          Row {item.index}
        </div>
      ))}
    </div>
  );
}

describe('useWindowRows', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the window where it is as the list mounts, and scrolls it for a keyboard move', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    render(<Rows count={500} />);
    expect((await screen.findAllByRole('listitem')).length).toBeGreaterThan(0);
    // The virtualiser's write on mount would force the page's layout inside the commit.
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.keyDown(screen.getByText('Row 0'), { key: 'End' });
    expect(scrollTo).toHaveBeenCalled();
    expect(scrollTo.mock.calls.at(-1)?.[0]).toMatchObject({ top: expect.any(Number) });
  });

  it('mounts empty at its full height, draws the rows in the window and one beyond after a paint, and those ahead after the next', async () => {
    render(<Rows count={500} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('list')).toHaveStyle({ height: '20000px' });
    // jsdom's window: 768 px high, so 20 rows of 40 px are in it (rows 0 to 19).
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(21));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(28));
  });

  it('draws the rows in the window first when the filters or order change, and those ahead after a paint', async () => {
    const { rerender } = render(<Rows count={500} listKey="time desc" />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(28));
    rerender(<Rows count={300} listKey="chain=ETH time desc" />);
    // In the render of the change itself: rows 0 to 19 and one beyond.
    expect(screen.getAllByRole('listitem')).toHaveLength(21);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(28));
    // More rows of the same list (a page loaded): the rows ahead stay.
    rerender(<Rows count={350} listKey="chain=ETH time desc" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(28);
  });
});

describe('createRangeExtractor', () => {
  const range = (startIndex: number, endIndex: number) => ({
    startIndex,
    endIndex,
    overscan: 8,
    count: 20_000,
  });

  it('draws rows ahead on both sides while the window moves over rows it showed', () => {
    const extract = createRangeExtractor();
    expect(extract(range(100, 117))).toEqual(Array.from({ length: 34 }, (_, i) => 92 + i));
    // 5 rows further (a wheel or a fling): overscan kept.
    expect(extract(range(105, 122))).toEqual(Array.from({ length: 34 }, (_, i) => 97 + i));
  });

  it('draws only the window and one row each side after a jump past every row it showed', () => {
    const extract = createRangeExtractor();
    extract(range(100, 117));
    // A dragged scrollbar: 25 rows on, none of the window's rows still in it.
    expect(extract(range(125, 142))).toEqual(Array.from({ length: 20 }, (_, i) => 124 + i));
    // Back to a scroll that overlaps: rows ahead again.
    expect(extract(range(127, 144))).toEqual(Array.from({ length: 34 }, (_, i) => 119 + i));
  });

  it('says whether its last range was a jump', () => {
    const extract = createRangeExtractor();
    extract(range(100, 117));
    expect(extract.jumped).toBe(false);
    extract(range(125, 142));
    expect(extract.jumped).toBe(true);
    extract(range(127, 144));
    expect(extract.jumped).toBe(false);
  });
});

describe('assignRowSlots', () => {
  const keys = () => {
    let next = 100;
    return () => next++;
  };
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, offset) => from + offset);

  it('hands the elements of rows that left the window to the rows that came in, keeping their order while scrolling', () => {
    const newKey = keys();
    const first = assignRowSlots([], range(0, 4), { settled: true, reuse: true, newKey });
    expect(first.map((slot) => slot.key)).toEqual([100, 101, 102, 103, 104]);

    const scrolled = assignRowSlots(first, range(2, 6), { settled: false, reuse: true, newKey });
    // Rows 0 and 1 left; their elements (keys 100, 101) now show rows 5 and 6, in place.
    expect(scrolled).toEqual([
      { key: 100, index: 5 },
      { key: 101, index: 6 },
      { key: 102, index: 2 },
      { key: 103, index: 3 },
      { key: 104, index: 4 },
    ]);

    const settled = assignRowSlots(scrolled, range(2, 6), { settled: true, reuse: true, newKey });
    expect(settled.map((slot) => slot.index)).toEqual([2, 3, 4, 5, 6]);
    expect(settled.map((slot) => slot.key)).toEqual([102, 103, 104, 100, 101]);
  });

  it('adds elements for a longer window and drops those a shorter one leaves over', () => {
    const newKey = keys();
    const first = assignRowSlots([], range(0, 2), { settled: true, reuse: true, newKey });
    const longer = assignRowSlots(first, range(1, 5), { settled: false, reuse: true, newKey });
    expect(longer.map((slot) => slot.key).sort()).toEqual([100, 101, 102, 103, 104]);
    expect(new Set(longer.map((slot) => slot.index))).toEqual(new Set(range(1, 5)));

    const shorter = assignRowSlots(longer, [4, 5], { settled: true, reuse: true, newKey });
    expect(shorter.map((slot) => slot.index)).toEqual([4, 5]);
    expect(shorter.length).toBe(2);
  });

  it('reuses nothing while the focus is in the list: new rows get new elements, in order', () => {
    const newKey = keys();
    const first = assignRowSlots([], range(0, 2), { settled: true, reuse: true, newKey });
    const scrolled = assignRowSlots(first, range(1, 3), { settled: false, reuse: false, newKey });
    // Row 0's element (key 100) leaves with its row; row 3 gets a new one, after row 2.
    expect(scrolled).toEqual([
      { key: 101, index: 1 },
      { key: 102, index: 2 },
      { key: 103, index: 3 },
    ]);
  });

  it('gives the same answer when asked twice (a render React repeats)', () => {
    const newKey = keys();
    const first = assignRowSlots([], range(0, 4), { settled: true, reuse: true, newKey });
    const once = assignRowSlots(first, range(3, 7), { settled: false, reuse: true, newKey });
    const twice = assignRowSlots(once, range(3, 7), { settled: false, reuse: true, newKey });
    expect(twice).toEqual(once);
  });
});

describe('usePaintedSince', () => {
  it('is true from the mount, false in the render of a new key, true again after a frame', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ key }) => usePaintedSince(key), {
      initialProps: { key: 'chain=ETH' },
    });
    expect(result.current).toBe(true);
    rerender({ key: 'chain=TRON' });
    expect(result.current).toBe(false);
    // The same key again before the frame: still not painted.
    rerender({ key: 'chain=TRON' });
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(true);
  });
});
