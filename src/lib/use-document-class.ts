import { useEffect } from 'react';

/** How many mounted components ask for each class on `<html>`. */
const holders = new Map<string, number>();

/**
 * Puts a class on `<html>` while the calling component is mounted (and `active`), for
 * document-wide rules that depend on what a page shows, such as scroll padding under a
 * sticky header. An `html:has(...)` selector would say the same, but the browser then
 * searches the whole page every time it restyles `<html>` (dozens of times while a page
 * loads); a class costs nothing to match.
 */
export function useDocumentClass(className: string, active = true): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    holders.set(className, (holders.get(className) ?? 0) + 1);
    root.classList.add(className);
    return () => {
      const left = (holders.get(className) ?? 1) - 1;
      if (left > 0) {
        holders.set(className, left);
        return;
      }
      holders.delete(className);
      root.classList.remove(className);
    };
  }, [className, active]);
}
