import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** The id of the page's `<main>`: the skip link's target, and where page content is laid out. */
export const MAIN_ID = 'main';

/** The class of the page's fixed header, whose height a list keeps its sticky rows below. */
export const SHELL_HEADER_CLASS = 'shell-header';

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
 * The content width of an element in px, kept up to date (ResizeObserver), known before
 * the first paint so a layout chosen from it never flashes. Until measured it is
 * `estimate()` (0 without one, and where there is no layout: jsdom): a right estimate
 * spares a second render of everything inside once the element is on the page.
 *
 * With an estimate, the observer's first report measures it: it comes after the
 * browser's own layout and before the paint, and a width that differs is rendered there
 * and then (flushSync), though Chromium counts that change as a layout shift: the
 * estimate has to be right. Measured in the mounting commit instead, it would force the
 * whole page's layout inside that commit (the checkout's largest task on a phone).
 */
export function useElementWidth(
  ref: RefObject<HTMLElement | null>,
  estimate?: () => number,
): number {
  const [width, setWidth] = useState(() => estimate?.() ?? 0);
  const estimated = useRef(width > 0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    if (!estimated.current) measure();
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
