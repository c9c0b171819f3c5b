import { MultiSelect, Select, type MantineStyleProps } from '@mantine/core';
import type { TouchIntent } from '@/components/code-on-touch';
import { useComboboxTakeOver } from '@/components/options-on-focus';

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
 * The list scrolls natively, not in Mantine's ScrollArea: these lists are short, and its
 * scrollbars (a dozen components that measure themselves) were drawn again with each
 * option picked, in the frame that shows the filtered payments.
 */
const LIST_STYLE = { maxHeight: 220, overflowY: 'auto' } as const;
const PLAIN_LIST = { withScrollArea: false, styles: { options: LIST_STYLE } } as const;

/**
 * The typing field beside the chosen values may be narrow (Mantine's is at least 100 px):
 * with one value chosen, the box keeps its single line, instead of growing a line and
 * moving the whole bar, and the payments under it, at the pick.
 */
const MULTI_LIST = {
  withScrollArea: false,
  styles: { options: LIST_STYLE, inputField: { minWidth: '3rem' } },
} as const;

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
  const takeOver = useComboboxTakeOver(intent);
  return (
    <MultiSelect
      {...takeOver}
      label={label}
      placeholder={value.length ? undefined : placeholder}
      data={options}
      value={value}
      onChange={onChange}
      clearable
      w={w}
      {...MULTI_LIST}
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
  const takeOver = useComboboxTakeOver(intent);
  return (
    <Select
      {...takeOver}
      label={label}
      data={options}
      value={value}
      allowDeselect={false}
      onChange={(next) => next !== null && onChange(next)}
      w={w}
      {...PLAIN_LIST}
    />
  );
}
