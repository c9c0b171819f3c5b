import { codeOnTouch, useCode, useLoadOnFirstKey, useStandIn } from '@/components/code-on-touch';
import { ComboboxStandIn } from '@/components/combobox-stand-in';
import { t } from '@/i18n';

export interface ChainFilterProps {
  chains: string[];
  onChange: (chains: string[]) => void;
}

const selectCode = codeOnTouch(() =>
  import('./chain-filter-select').then((module) => module.ChainFilterSelect),
);

/**
 * The chains filter. Its code (Mantine's MultiSelect with its combobox and popover, and
 * floating-ui: ~35 KB gzip) is not on the page until someone reaches for it: it loads when
 * the pointer comes over the filter, when it is focused, at the first key pressed on the
 * page (a keyboard user is on the way: the code is in before the Tab reaches it), or at
 * once when a chain is chosen (the filter itself shows them). Until then a stand-in of the same size and name
 * stands there; what is done to it is kept for the filter (code-on-touch.ts). Loading it
 * by itself once the list was drawn had cost every visit those bytes and their
 * evaluation right after the first screen.
 */
export function ChainFilter(props: ChainFilterProps) {
  const Loaded = useCode(selectCode, props.chains.length > 0);
  useLoadOnFirstKey(selectCode);
  const { intent, handlers } = useStandIn(selectCode);
  if (Loaded) return <Loaded {...props} intent={intent.current} />;
  return (
    <ComboboxStandIn
      label={t('currencies.chainsLabel')}
      placeholder={t('currencies.allChains')}
      w={{ base: '100%', sm: 340 }}
      handlers={handlers}
    />
  );
}
