import { t } from '@/i18n';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './horizontal-scroll.css';

interface ScrollState {
  /** Wider than the room it has: it scrolls sideways. */
  overflow: boolean;
  /** More content to the left / to the right of what is shown. */
  before: boolean;
  after: boolean;
}

const NONE: ScrollState = { overflow: false, before: false, after: false };

/**
 * Content that may be wider than the page, typically a table: it scrolls sideways in
 * its own box, never the page, and says so while it does. A line above it tells that
 * more is to the side, a shade marks the edge where more is, the scrollbar is always
 * drawn, and the box is a labelled region in the tab order (arrow keys scroll it).
 */
export function HorizontalScroll({
  label,
  minWidth,
  children,
}: {
  /** Names the region while it scrolls, e.g. "Crypto currencies table". */
  label: string;
  /** Narrowest the content may get before the box scrolls (px). */
  minWidth: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ScrollState>(NONE);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const max = box.scrollWidth - box.clientWidth;
      const next = {
        overflow: max > 1,
        before: box.scrollLeft > 1,
        after: box.scrollLeft < max - 1,
      };
      setState((previous) =>
        previous.overflow === next.overflow &&
        previous.before === next.before &&
        previous.after === next.after
          ? previous
          : next,
      );
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', update);
    };
  }, []);

  return (
    <div
      className="hscroll"
      data-before={state.before || undefined}
      data-after={(state.overflow && state.after) || undefined}
    >
      {state.overflow && (
        <p className="hscroll-hint" data-testid="scroll-hint">
          {state.after ? t('common.moreColumnsRight') : t('common.lastColumn')}
          <span aria-hidden>{state.after ? ' →' : ' ←'}</span>
        </p>
      )}
      <div
        ref={ref}
        className="hscroll-box"
        role={state.overflow ? 'region' : undefined}
        aria-label={state.overflow ? label : undefined}
        tabIndex={state.overflow ? 0 : undefined}
      >
        <div style={{ minWidth }}>{children}</div>
      </div>
    </div>
  );
}
