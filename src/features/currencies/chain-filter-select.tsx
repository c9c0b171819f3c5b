import { MultiSelect } from '@mantine/core';
import { CRYPTO_CHAIN_OPTIONS } from '@/api/currencies';
import type { TouchIntent } from '@/components/code-on-touch';
import { useComboboxTakeOver } from '@/components/options-on-focus';
import { t } from '@/i18n';
import type { ChainFilterProps } from './chain-filter';

/**
 * Filter options with the full chain name where the short option alone is unclear.
 * Chain names are the same in every language: not translated.
 */
const CHAIN_SELECT_DATA = CRYPTO_CHAIN_OPTIONS.map((option) => ({
  value: option,
  label:
    { ETH: 'ETH (Ethereum)', ARB: 'ARB (Arbitrum)', OP: 'OP (Optimism)' }[option as string] ??
    option,
}));

/**
 * The chains filter itself (Mantine's MultiSelect with its combobox and popover: a chunk
 * of its own, see chain-filter.tsx). It takes over the focus, the open list and the keys
 * its stand-in was given while this code loaded.
 */
export function ChainFilterSelect({
  chains,
  onChange,
  intent,
}: ChainFilterProps & { intent?: TouchIntent }) {
  const takeOver = useComboboxTakeOver(intent);
  return (
    <MultiSelect
      {...takeOver}
      label={t('currencies.chainsLabel')}
      placeholder={chains.length ? undefined : t('currencies.allChains')}
      data={CHAIN_SELECT_DATA}
      value={chains}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': t('currencies.clearChains') }}
      w={{ base: '100%', sm: 340 }}
    />
  );
}
