import { startTransition, useEffect, useState } from 'react';

/**
 * Code that is not on the first screen waits until the first screen has been painted,
 * so its bytes do not compete with the first screen's and the first screen paints
 * sooner. The first screen says so with `useFirstScreenPainted` and marks its main
 * element with `FIRST_SCREEN`; where it never does (it is not drawn, or a hidden tab
 * paints no frame), the wait ends after `maxMs`. Once the tab has painted a page (a
 * later navigation, say from the home page to a checkout), nothing waits.
 */
export function afterFirstScreen(maxMs = 1_000): Promise<void> {
  if (pagePainted()) return Promise.resolve();
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, maxMs))]);
}

/** Whether the browser has painted this document's first content (Paint Timing). */
function pagePainted(): boolean {
  return (
    typeof performance !== 'undefined' &&
    typeof performance.getEntriesByName === 'function' &&
    performance.getEntriesByName('first-contentful-paint').length > 0
  );
}

/** Spread on the first screen's main element (its title): `<h1 {...FIRST_SCREEN}>`. */
export const FIRST_SCREEN = { elementtiming: 'first-screen' } as const;

declare module 'react' {
  // The type parameter must be named as React's own declaration names it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /** The Element Timing API's name for an element whose paint is observed. */
    elementtiming?: string;
  }
}

/** Ends `afterFirstScreen`'s wait once the element marked `FIRST_SCREEN` is on screen. */
export function useFirstScreenPainted() {
  useEffect(() => {
    // Chromium reports when the marked element is presented (Element Timing). Elsewhere,
    // two frames: a task queued from a frame callback runs after that frame's paint.
    if (typeof PerformanceObserver !== 'undefined' && supportsElementTiming()) {
      const observer = new PerformanceObserver((list) => {
        const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
        if (entries.some((entry) => entry.identifier === FIRST_SCREEN.elementtiming)) {
          observer.disconnect();
          markPainted();
        }
      });
      observer.observe({ type: 'element', buffered: true });
      return () => observer.disconnect();
    }
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(markPainted, 0)));
    return undefined;
  }, []);
}

function supportsElementTiming(): boolean {
  return PerformanceObserver.supportedEntryTypes?.includes('element') ?? false;
}

let markPainted: () => void = () => {};
const painted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/**
 * Whether to draw what `ready` gates: from the mount if it was ready then (unless
 * `atMount` is false); otherwise from the task after the frame that followed its
 * becoming ready (at most 100 ms later, for a hidden tab that paints no frame). What the
 * same render drew beside it paints first; the gated part then renders as a transition,
 * which React interrupts every few milliseconds to let the browser work (input, frames):
 * of its cost, only the commit is one task.
 */
export function useDrawnAfterPaint(ready: boolean, { atMount = true } = {}): boolean {
  const [drawn, setDrawn] = useState(ready && atMount);
  useEffect(() => {
    if (!ready || drawn) return;
    return afterNextPaint(() => startTransition(() => setDrawn(true)));
  }, [ready, drawn]);
  return drawn;
}

/** Runs `draw` in the task after the next frame (at most 100 ms on); returns its cancel. */
export function afterNextPaint(draw: () => void): () => void {
  const timer = setTimeout(draw, 100);
  const frame = requestAnimationFrame(() => setTimeout(draw, 0));
  return () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
  };
}
