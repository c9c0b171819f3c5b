import { MultiSelect } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { CRYPTO_CHAIN_OPTIONS } from '@/api/currencies';
import { useOptionsOnFocus } from '@/components/options-on-focus';
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
 * of its own, see chain-filter.tsx). It takes over the focus and the open list the
 * stand-in was asked for while this code loaded.
 */
export function ChainFilterSelect({
  chains,
  onChange,
  focus = false,
  open = false,
}: ChainFilterProps & { focus?: boolean; open?: boolean }) {
  const chainList = useOptionsOnFocus();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus || open) input.current?.focus();
    // Only as it takes over from the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <MultiSelect
      ref={input}
      label={t('currencies.chainsLabel')}
      placeholder={chains.length ? undefined : t('currencies.allChains')}
      data={CHAIN_SELECT_DATA}
      value={chains}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': t('currencies.clearChains') }}
      w={{ base: '100%', sm: 340 }}
      defaultDropdownOpened={open}
      comboboxProps={chainList.comboboxProps}
      onFocus={chainList.onFocus}
    />
  );
}
