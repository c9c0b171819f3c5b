import { memo } from 'react';
import { codeOnTouch, useCode, useLoadOnFirstKey, useStandIn } from '@/components/code-on-touch';
import { ComboboxStandIn } from '@/components/combobox-stand-in';
import type { FilterComboboxProps } from './filter-comboboxes';

/**
 * The filter bar's comboboxes (chain, status, date) come with Mantine's combobox, popover
 * and floating-ui: ~35 KB gzip that a visit which never opens a filter does not need.
 * Until one of them is reached for (the pointer over it, the focus on it, or the first key
 * pressed on the page), each is a stand-in of the same size, name and value; what is done
 * to it is kept for the control (code-on-touch.ts). A filter with values chosen loads at
 * once, so its chosen values show as the control draws them.
 */
const comboboxCode = codeOnTouch(() => import('./filter-comboboxes'));

export const DeferredMultiSelect = memo(function DeferredMultiSelect(
  props: FilterComboboxProps<string[]>,
) {
  const code = useCode(comboboxCode, props.value.length > 0);
  const { intent, handlers } = useStandIn(comboboxCode);
  useLoadOnFirstKey(comboboxCode);
  if (code) return <code.FilterMultiSelect {...props} intent={intent.current} />;
  return (
    <ComboboxStandIn
      label={props.label}
      placeholder={props.placeholder}
      w={props.w}
      handlers={handlers}
    />
  );
});

export const DeferredSelect = memo(function DeferredSelect(props: FilterComboboxProps<string>) {
  const code = useCode(comboboxCode);
  const { intent, handlers } = useStandIn(comboboxCode);
  useLoadOnFirstKey(comboboxCode);
  if (code) return <code.FilterSelect {...props} intent={intent.current} />;
  return (
    <ComboboxStandIn
      label={props.label}
      value={props.options.find((option) => option.value === props.value)?.label}
      w={props.w}
      handlers={handlers}
    />
  );
});
