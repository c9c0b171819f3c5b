import { TextInput } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '@/i18n';
import type { ChainFilterSelect as Select } from './chain-filter-select';

export interface ChainFilterProps {
  chains: string[];
  onChange: (chains: string[]) => void;
}

let loading: Promise<typeof Select> | undefined;
function loadSelect(): Promise<typeof Select> {
  if (!loading) {
    loading = import('./chain-filter-select').then((module) => module.ChainFilterSelect);
    // A failed load is tried again on the next ask.
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/** Keys that open a combobox's list. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * The chains filter. Its code (Mantine's MultiSelect with its combobox and popover, and
 * floating-ui: ~35 KB gzip) is not on the page until someone reaches for it: it loads when
 * the pointer comes over the filter, when it is focused, or at once when a chain is
 * already chosen. Until then a stand-in of the same size and name stands there; a click or
 * an opening key on it is kept and honoured when the filter arrives (focused, its list
 * open). Loading it by itself once the list was drawn had cost every visit those bytes
 * and their evaluation right after the first screen.
 */
export function ChainFilter(props: ChainFilterProps) {
  const [Loaded, setLoaded] = useState<typeof Select | null>(null);
  const [asked, setAsked] = useState(false);
  // Chosen chains are shown by the filter itself, however they came (link, back button).
  const wanted = asked || props.chains.length > 0;
  // What the user did to the stand-in while the code loaded.
  const intent = useRef({ focus: false, open: false });

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadSelect()
      .then((component) => live && setLoaded(() => component))
      // Asked for again by the next touch.
      .catch(() => live && setAsked(false));
    return () => {
      live = false;
    };
  }, [wanted]);

  if (Loaded) return <Loaded {...props} {...intent.current} />;

  const ask = (open: boolean) => {
    intent.current = { focus: true, open: intent.current.open || open };
    setAsked(true);
  };
  return (
    <TextInput
      label={t('currencies.chainsLabel')}
      placeholder={t('currencies.allChains')}
      readOnly
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      rightSection={<IconSelector size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      styles={{ input: { cursor: 'pointer' } }}
      w={{ base: '100%', sm: 340 }}
      onFocus={() => ask(false)}
      onBlur={() => (intent.current = { focus: false, open: false })}
      onPointerEnter={() => setAsked(true)}
      onPointerDown={() => ask(true)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        ask(true);
      }}
    />
  );
}
