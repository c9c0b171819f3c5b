import { MultiSelect, Select, type MantineStyleProps } from '@mantine/core';
import { useRef } from 'react';
import { useTakeOver, type TouchIntent } from '@/components/code-on-touch';
import { useOptionsOnFocus } from '@/components/options-on-focus';

/** A filter combobox as the bar gives it, to its stand-in or to the control itself. */
export interface FilterComboboxProps<Value> {
  label: string;
  placeholder?: string | undefined;
  options: { value: string; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  w: MantineStyleProps['w'];
  /** What was done to the stand-in before this code arrived. */
  intent?: TouchIntent | undefined;
}

/**
 * The filter bar's comboboxes themselves (Mantine's MultiSelect and Select, with their
 * popover and floating-ui): loaded when one of them is first reached for, see
 * filters-bar.tsx. Each takes over the focus, the open list and the keys its stand-in was
 * given while this code loaded.
 */
export function FilterMultiSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  w,
  intent,
}: FilterComboboxProps<string[]>) {
  const list = useOptionsOnFocus(Boolean(intent?.focus));
  const input = useRef<HTMLInputElement>(null);
  useTakeOver(input, intent);
  return (
    <MultiSelect
      ref={input}
      label={label}
      placeholder={value.length ? undefined : placeholder}
      data={options}
      value={value}
      onChange={onChange}
      clearable
      w={w}
      defaultDropdownOpened={intent?.open}
      comboboxProps={list.comboboxProps}
      onFocus={list.onFocus}
    />
  );
}

export function FilterSelect({
  label,
  options,
  value,
  onChange,
  w,
  intent,
}: FilterComboboxProps<string>) {
  const list = useOptionsOnFocus(Boolean(intent?.focus));
  const input = useRef<HTMLInputElement>(null);
  useTakeOver(input, intent);
  return (
    <Select
      ref={input}
      label={label}
      data={options}
      value={value}
      allowDeselect={false}
      onChange={(next) => next !== null && onChange(next)}
      w={w}
      defaultDropdownOpened={intent?.open}
      comboboxProps={list.comboboxProps}
      onFocus={list.onFocus}
    />
  );
}
