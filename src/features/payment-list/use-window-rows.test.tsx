import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWindowRows } from './use-window-rows';

function Rows({ count }: { count: number }) {
  const rows = useWindowRows<HTMLDivElement>({
    count,
    rowHeight: 40,
    stickyPx: 0,
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

  it('leaves the window where it is as the list mounts, and scrolls it for a keyboard move', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    render(<Rows count={500} />);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    // The virtualiser's write on mount would force the page's layout inside the commit.
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.keyDown(screen.getByText('Row 0'), { key: 'End' });
    expect(scrollTo).toHaveBeenCalled();
    expect(scrollTo.mock.calls.at(-1)?.[0]).toMatchObject({ top: expect.any(Number) });
  });

  it('draws the rows in the window and one beyond at first, and those ahead after the first paint', async () => {
    // jsdom's window: 768 px high, so 20 rows of 40 px are in it (rows 0 to 19).
    render(<Rows count={500} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(21);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(28));
  });
});
