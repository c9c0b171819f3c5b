import { useRef, useState } from 'react';
import { useTakeOver, type TouchIntent } from './code-on-touch';

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

/**
 * The props of a Mantine Select or MultiSelect that replaces its stand-in
 * (code-on-touch.ts): its list drawn on focus (at once if the stand-in had it), the
 * focus, the open list, the keys and the text the stand-in was given taken over. Typing
 * narrows the options and Enter picks the one highlighted (the first match, highlighted
 * as the search changes), as in every filter of the dashboard.
 */
export function useComboboxTakeOver(intent: TouchIntent | undefined) {
  const list = useOptionsOnFocus(Boolean(intent?.focus));
  const ref = useRef<HTMLInputElement>(null);
  useTakeOver(ref, intent);
  const typed = intent?.text ?? '';
  return {
    ref,
    searchable: true,
    selectFirstOptionOnChange: true,
    defaultDropdownOpened: intent?.open || typed.length > 0,
    // What was typed into the stand-in: the search the list opens on.
    ...(typed ? { defaultSearchValue: typed } : {}),
    comboboxProps: list.comboboxProps,
    onFocus: list.onFocus,
  };
}
