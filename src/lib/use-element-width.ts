import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The content width of an element in px, kept up to date (ResizeObserver), measured
 * before the first paint so a layout chosen from it never flashes. 0 until measured,
 * and where there is no layout (jsdom).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
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
