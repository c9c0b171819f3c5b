import {
  defaultRangeExtractor,
  measureElement as readElementSize,
  useWindowVirtualizer,
  windowScroll,
  type Range,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { afterNextPaint, useDrawnAfterPaint } from '@/lib/first-screen';
import { windowMetrics } from '@/lib/window-metrics';
import { SHELL_HEADER_CLASS } from '@/lib/use-element-width';

/**
 * A measured row's size as the virtualiser's ResizeObserver reports it, after the
 * browser's own layout. When a row mounts (no observer entry yet) its cached size or
 * estimate stands: reading it then would force the layout of the whole page being
 * committed, inside the commit (the first screen's largest task on a phone).
 */
function measureAfterLayout<Row extends Element>(
  element: Row,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Row>,
): number {
  if (entry) return readElementSize(element, entry, instance);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
    instance.options.estimateSize(index)
  );
}

/** Virtualisers that have made their first scroll write (the one on mount). */
const mounted = new WeakSet<object>();

/**
 * The virtualiser's window scroll, minus its first write: on mount it writes the offset
 * it read from the window as it was created (we give it no other), a no-op for the
 * window that would still force the whole page's first layout inside the commit that
 * mounts the rows (the first screen's largest task). Checking the window's offset
 * instead would force the same layout.
 */
function scrollWindow(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<Window, Element>,
): void {
  if (!mounted.has(instance)) {
    mounted.add(instance);
    return;
  }
  windowScroll(offset, options, instance);
}

/**
 * The window's size for the virtualiser, from its resize events. Unlike the
 * virtualiser's own, it does not read the size as the list mounts (the `initialRect`
 * stands until the first resize): reading `innerWidth` then would force the whole page's
 * layout inside the commit that mounts the rows.
 */
function observeWindowSize(
  _instance: Virtualizer<Window, Element>,
  report: (rect: { width: number; height: number }) => void,
): () => void {
  const onResize = () => report({ width: window.innerWidth, height: window.innerHeight });
  window.addEventListener('resize', onResize, { passive: true });
  return () => window.removeEventListener('resize', onResize);
}

/**
 * The rows to render: those in the window plus `overscan` on each side, except right
 * after a jump (a dragged scrollbar, End, a link to a far row) to rows that share none
 * with the previous window. Rows drawn ahead are there for a scroll that continues from
 * where the window is; after a jump the next frame is usually another jump, and drawing
 * them would double each frame's work. The next scroll that overlaps draws them again.
 */
export function createRangeExtractor(): ((range: Range) => number[]) & {
  /** Whether the last range shared no row with the one before (a jump). */
  readonly jumped: boolean;
} {
  let last: { start: number; end: number } | null = null;
  let jumped = false;
  const extract = (range: Range) => {
    jumped = last !== null && (range.startIndex > last.end || range.endIndex < last.start);
    last = { start: range.startIndex, end: range.endIndex };
    return defaultRangeExtractor(
      jumped ? { ...range, overscan: Math.min(range.overscan, 1) } : range,
    );
  };
  return Object.defineProperty(extract, 'jumped', { get: () => jumped }) as typeof extract & {
    readonly jumped: boolean;
  };
}

/** A row element and the row it shows now: its key stays while the row changes. */
export interface RowSlot {
  key: number;
  index: number;
}

/**
 * Which row each rendered row element shows. While the list scrolls, an element whose
 * row has left the window takes a row that has come in, so the frame updates the
 * text and attributes of elements that already have their style, instead of creating
 * ~18 elements a row (each one's style, 30–50 µs on these machines, was most of a
 * scroll frame). Their order in the DOM then lags the rows' order on screen (the
 * rows are placed by `top`); once the scroll settles they are put back in order, for
 * screen readers' reading order.
 *
 * Nothing is reused (`reuse: false`) while the focus is in the list: a reused element
 * would take the focus to another row, and putting elements back in order moves them
 * in the DOM, which drops the focus of the one moved. New rows then get new elements,
 * inserted in their place, as without recycling.
 */
export function assignRowSlots(
  previous: readonly RowSlot[],
  indices: readonly number[],
  { settled, reuse, newKey }: { settled: boolean; reuse: boolean; newKey: () => number },
): RowSlot[] {
  const wanted = new Set(indices);
  const kept = new Set<number>();
  for (const slot of previous) if (wanted.has(slot.index)) kept.add(slot.index);
  const incoming = indices.filter((index) => !kept.has(index));
  let next = 0;
  const slots: RowSlot[] = [];
  for (const slot of previous) {
    if (kept.has(slot.index)) slots.push(slot);
    else if (reuse && next < incoming.length)
      slots.push({ key: slot.key, index: incoming[next++] ?? 0 });
  }
  while (next < incoming.length) slots.push({ key: newKey(), index: incoming[next++] ?? 0 });
  return settled || !reuse ? slots.sort((a, b) => a.index - b.index) : slots;
}

/** `assignRowSlots` with its memory: the last assignment and the next new key. */
function createRowSlots() {
  let slots: readonly RowSlot[] = [];
  let keys = 0;
  const newKey = () => keys++;
  return (indices: readonly number[], settled: boolean, reuse: boolean) => {
    slots = assignRowSlots(slots, indices, { settled, reuse, newKey });
    return slots;
  };
}

const NO_ROWS: ReturnType<Virtualizer<Window, Element>['getVirtualItems']> = [];

/** The virtual items in their slots' order, each keyed by its slot. */
function slotItems(items: readonly VirtualItem[], slots: readonly RowSlot[]): VirtualItem[] {
  const byIndex = new Map(items.map((item) => [item.index, item]));
  return slots.flatMap((slot) => {
    const item = byIndex.get(slot.index);
    return item ? [{ ...item, key: slot.key }] : [];
  });
}

/**
 * Whether the focus is in the list (on a row or a control inside one), kept from focus
 * events: read while rendering, where a DOM query is not wanted.
 */
function useFocusInside(listRef: React.RefObject<HTMLElement | null>) {
  const inside = useRef(false);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onFocusIn = () => {
      inside.current = true;
    };
    const onFocusOut = (event: FocusEvent) => {
      inside.current = event.relatedTarget instanceof Node && list.contains(event.relatedTarget);
    };
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('focusout', onFocusOut);
    return () => {
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('focusout', onFocusOut);
    };
  }, [listRef]);
  return inside;
}

/** Rows from the end at which scrolling asks for the next page. */
const NEAR_END_ROWS = 10;

interface Offsets {
  /** From the top of the document to the first row. */
  listTop: number;
  /** What covers the top of the window: the app's fixed header. */
  headerPx: number;
}

/**
 * Where the list starts in the document, kept up to date: content above it (filters,
 * the Summary, warnings) grows and shrinks. Measured when the page's layout changes
 * (a ResizeObserver on the body and on the list's surroundings), never on a scroll
 * frame, where a layout read would cost a forced layout.
 */
function useListOffsets(listRef: React.RefObject<HTMLElement | null>): Offsets {
  const [offsets, setOffsets] = useState<Offsets>({ listTop: 0, headerPx: 0 });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const listTop = Math.round(list.getBoundingClientRect().top + window.scrollY);
      const header = document.querySelector<HTMLElement>(`.${SHELL_HEADER_CLASS}`);
      const headerPx = header?.offsetHeight ?? 0;
      setOffsets((previous) =>
        previous.listTop === listTop && previous.headerPx === headerPx
          ? previous
          : { listTop, headerPx },
      );
    };
    // Not measured here: a layout read in the first commit would force the whole page's
    // first layout inside the render task. The observer's first callback comes after
    // the browser's own layout; until then the rows are placed relative to the list
    // (item.start - listTop), which needs no measure.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    if (list.parentElement?.parentElement) observer.observe(list.parentElement.parentElement);
    return () => observer.disconnect();
  }, [listRef]);
  return offsets;
}

/**
 * A virtualised list of fixed-height rows scrolled by the window (one scroll container
 * for the page), with one row in the tab order at a time (roving tabindex): arrows,
 * Page Up/Down, Home and End move between rows; Enter or Space opens one. The table
 * and the phone's cards both use it.
 */
export function useWindowRows<List extends HTMLElement>({
  count,
  rowHeight,
  stickyPx,
  listKey,
  estimateRow,
  onNearEnd,
  onOpen,
  recycle = false,
}: {
  count: number;
  /**
   * Reuse row elements while scrolling (`assignRowSlots`): for rows of a fixed height
   * whose elements hold no state of their own beyond what their props set.
   */
  recycle?: boolean;
  /** A row's height, or its estimate when rows are measured (`measureElement`). */
  rowHeight: number;
  /** A taller estimate for some rows (measured once rendered); default: rowHeight. */
  estimateRow?: ((index: number) => number) | undefined;
  /** Height of what sticks under the app header over the rows (the table header). */
  stickyPx: number;
  /**
   * The filters and order of the list: when they change, the rows in the window are
   * drawn first and those ahead of it after the next paint, as at mount, so what the user
   * sees changes in the first frame.
   */
  listKey?: string | undefined;
  onNearEnd: () => void;
  onOpen: (index: number) => void;
}) {
  const listRef = useRef<List>(null);
  const { listTop, headerPx } = useListOffsets(listRef);
  // jsdom and first paint have no layout yet: assume a viewport so rows render. Read
  // once, as the list is first rendered (see observeWindowSize).
  const [initialRect] = useState(() => ({
    width: windowMetrics().width || 1000,
    height: windowMetrics().height || 600,
  }));
  const [activeIndex, setActiveIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);

  // The list mounts empty (its height set, so nothing below it moves): its rows come in
  // the task after the page around them has painted, the rows in the window and one
  // beyond it, and the rest drawn ahead for scrolling after the next paint. Each is a
  // task of its own, none as long as the page's mount with every row in it was.
  const rowsDrawn = useDrawnAfterPaint(true, { atMount: false });
  const ahead = useDrawnAfterPaint(rowsDrawn, { atMount: false });
  const listPainted = usePaintedSince(listKey);
  const [rangeExtractor] = useState(createRangeExtractor);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: estimateRow ?? (() => rowHeight),
    overscan: ahead && listPainted ? 8 : 1,
    rangeExtractor,
    scrollMargin: listTop,
    // Rows moved to by keyboard stop below the app header and the sticky table header,
    // and above the paging bar that may stick to the window's bottom.
    scrollPaddingStart: headerPx + stickyPx,
    scrollPaddingEnd: 64,
    initialRect,
    // Where the window is, without a layout read inside the render (see window-metrics).
    initialOffset: () => windowMetrics().scrollY,
    observeElementRect: observeWindowSize,
    measureElement: measureAfterLayout,
    scrollToFn: scrollWindow,
  });
  // The row height is an estimate the virtualiser caches: a new one is measured anew.
  const measuredHeight = useRef(rowHeight);
  useEffect(() => {
    if (measuredHeight.current === rowHeight) return;
    measuredHeight.current = rowHeight;
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const items = rowsDrawn ? virtualizer.getVirtualItems() : NO_ROWS;
  const focusInList = useFocusInside(listRef);
  const [rowSlots] = useState(createRowSlots);
  const rendered = recycle
    ? slotItems(
        items,
        rowSlots(
          items.map((item) => item.index),
          !virtualizer.isScrolling,
          !focusInList.current,
        ),
      )
    : items;
  const lastIndex = items.at(-1)?.index ?? -1;
  const totalSize = virtualizer.getTotalSize();
  const viewportHeight = virtualizer.scrollRect?.height ?? 0;
  const scrolled = (virtualizer.scrollOffset ?? 0) > 0;
  useEffect(() => {
    if (count === 0) return;
    // Only a list that reaches below the window, scrolled by the user, triggers paging,
    // so a narrow filter that fits on screen never pulls every page on its own (Load
    // more / Load all are there for that). The virtualiser's own measurements: reading
    // the layout here would force one on every scroll frame.
    const scrollable = listTop + totalSize > viewportHeight && scrolled;
    if (scrollable && lastIndex >= count - NEAR_END_ROWS) onNearEnd();
  }, [lastIndex, count, totalSize, listTop, viewportHeight, scrolled, onNearEnd]);

  // Keep the active row inside the data when the list shrinks.
  const safeActive = Math.min(activeIndex, Math.max(0, count - 1));
  const activeRendered = items.some((item) => item.index === safeActive);
  const tabbableIndex = activeRendered ? safeActive : (items[0]?.index ?? 0);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    const element = listRef.current?.querySelector<HTMLElement>(
      `[data-row-index="${pendingFocus.current}"]`,
    );
    if (element) {
      element.focus({ preventScroll: true });
      pendingFocus.current = null;
    }
  });

  const moveTo = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(count - 1, index));
      setActiveIndex(target);
      pendingFocus.current = target;
      virtualizer.scrollToIndex(target, { align: 'auto' });
    },
    [count, virtualizer],
  );

  const onRowKeyDown = useCallback(
    (
      event: KeyboardEvent<HTMLElement>,
      index: number,
      /** The row's element, when the event is handled by the list for every row. */
      row: EventTarget = event.currentTarget,
    ) => {
      // Keys pressed on a control inside the row belong to that control.
      if (event.target !== row) return;
      const page = Math.max(
        1,
        Math.floor((window.innerHeight - headerPx - stickyPx - 64) / rowHeight) - 1,
      );
      const moves: Record<string, number> = {
        ArrowDown: index + 1,
        ArrowUp: index - 1,
        PageDown: index + page,
        PageUp: index - page,
        Home: 0,
        End: count - 1,
      };
      if (event.key === 'Enter' || event.key === ' ') {
        // A button row opens on its own click, which these keys make.
        if (row instanceof HTMLButtonElement) return;
        event.preventDefault();
        onOpen(index);
      } else if (event.key in moves) {
        event.preventDefault();
        moveTo(moves[event.key] ?? index);
      }
    },
    [moveTo, onOpen, count, headerPx, stickyPx, rowHeight],
  );

  return {
    listRef,
    /** For rows of varying height (the phone's cards): measures each rendered row. */
    measureElement: virtualizer.measureElement,
    /** The rows to render, in this order and with these keys. */
    items: rendered,
    totalSize,
    /** Subtract from an item's `start` for its offset inside the list. */
    listTop,
    /**
     * The list is being dragged or thrown far (each frame's rows share none with the
     * last's, the scrollbar dragged, say): rows may be drawn plainly until it rests.
     */
    jumping: virtualizer.isScrolling && rangeExtractor.jumped,
    tabbableIndex,
    setActiveIndex,
    onRowKeyDown,
  };
}

/**
 * Whether the frame after `key` last changed has been painted: false in the render that
 * brings a new key, true again (as a transition, see `useDrawnAfterPaint`) in the task
 * after the next frame. True from the mount.
 */
export function usePaintedSince<Key>(key: Key): boolean {
  const [painted, setPainted] = useState(key);
  const current = Object.is(painted, key);
  useEffect(() => {
    if (current) return;
    return afterNextPaint(() => startTransition(() => setPainted(key)));
  }, [current, key]);
  return current;
}
