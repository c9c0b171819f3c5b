import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import type { useStandIn } from './code-on-touch';

/**
 * What stands in a Mantine Select or MultiSelect until its code arrives (see
 * code-on-touch.ts): an input of the same size, name and role, showing the same value or
 * placeholder. It starts the load and keeps what is done to it for the control.
 */
export function ComboboxStandIn({
  label,
  placeholder,
  value,
  w,
  handlers,
}: Pick<TextInputProps, 'label' | 'placeholder' | 'w'> & {
  /** The chosen option's label, if any. */
  value?: string | undefined;
  handlers: ReturnType<typeof useStandIn>['handlers'];
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={value ?? ''}
      readOnly
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      rightSection={<IconSelector size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      styles={{ input: { cursor: 'pointer' } }}
      w={w}
      {...handlers}
    />
  );
}
