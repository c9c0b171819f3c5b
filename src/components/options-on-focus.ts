import { useState } from 'react';

const NOT_YET = { withinPortal: true, keepMounted: false } as const;
const KEPT = { withinPortal: true, keepMounted: true } as const;

/**
 * A filter's list of options is drawn once the filter is first focused, not with the
 * first screen: Mantine keeps a combobox's list mounted (hidden) from the start, which
 * costs the first screen a hidden list and its positioning work for each filter. Focus
 * comes before any key or click that opens the list, so the list is there when it opens
 * and the keyboard works as before (ArrowDown opens it on its first option). A control
 * that takes over a focused stand-in (code-on-touch.ts) draws it at once.
 */
export function useOptionsOnFocus(drawnAtOnce = false) {
  const [drawn, setDrawn] = useState(drawnAtOnce);
  return { comboboxProps: drawn ? KEPT : NOT_YET, onFocus: () => setDrawn(true) };
}
