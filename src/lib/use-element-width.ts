import { useLayoutEffect, useState, type RefObject } from 'react';

/** The id of the page's `<main>`: the skip link's target, and where page content is laid out. */
export const MAIN_ID = 'main';

/**
 * The content width of the page's `<main>` as laid out now (0 where there is none): the
 * width a full-width block inside it will get, known before that block is mounted.
 */
export function mainContentWidth(): number {
  const main = typeof document === 'undefined' ? null : document.getElementById(MAIN_ID);
  if (!main) return 0;
  const style = getComputedStyle(main);
  const width =
    main.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
  return Math.max(0, Math.floor(width));
}

/**
 * The content width of an element in px, kept up to date (ResizeObserver), measured
 * before the first paint so a layout chosen from it never flashes. Until measured it is
 * `estimate()` (0 without one, and where there is no layout: jsdom): a right estimate
 * spares a second render of everything inside once the element is on the page.
 */
export function useElementWidth(
  ref: RefObject<HTMLElement | null>,
  estimate?: () => number,
): number {
  const [width, setWidth] = useState(() => estimate?.() ?? 0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
