import { t } from '@/i18n';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { copyText } from '@/lib/clipboard';
import { iconClasses } from './css-icon';
import './icon-button.css';
import './copy-button.css';

const COPIED_MS = 1500;

/** Copies through lib/clipboard and says "copied" for a moment after it worked. */
export function useCopy(label: string) {
  // The value copied, not a flag: a button that is handed another value (a table row
  // reused while scrolling) does not say "copied" for it.
  const [copiedValue, setCopiedValue] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (value: string) => {
      if (!(await copyText(value, label))) return;
      setCopiedValue(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopiedValue(null), COPIED_MS);
    },
    [label],
  );
  return { copied: copiedValue !== null, copiedValue, copy };
}

/**
 * Copies `value`; `label` names what is copied ("ID 12", "hash"). The button's
 * accessible name is "Copy <label>", and success is announced: "Copied <label>".
 *
 * A plain button with a `title` for the pointer hint, no Mantine ActionIcon, Tooltip
 * or CopyButton: a table shows two of these per row, and each of those components
 * costs style work and hooks on every row mounted while scrolling.
 */
export function CopyButton({
  value,
  label,
  size = 'sm',
  tabIndex,
}: {
  value: string;
  label: string;
  size?: 'xs' | 'sm' | 'md';
  /** -1 takes the button out of the tab order (e.g. rows of a roving-focus table). */
  tabIndex?: number | undefined;
}) {
  const { copiedValue, copy } = useCopy(label);
  // One click handler for the button's life, which reads the value it is showing now: a
  // new one each render would have React write the button's `onclick` anew (a native
  // listener each time), for each row a table's scroll reuses.
  const shown = useRef(value);
  useLayoutEffect(() => {
    shown.current = value;
  }, [value]);
  const onClick = useCallback(
    (event: MouseEvent) => {
      event.stopPropagation();
      void copy(shown.current);
    },
    [copy],
  );
  const copied = copiedValue === value;
  const text = copied ? t('common.copied', { label }) : t('common.copyLabel', { label });
  return (
    <button
      type="button"
      className={`icon-button copy-button mantine-focus-auto mantine-active ${iconClasses(copied ? 'check' : 'copy', 'before')}`}
      data-size={size}
      data-copied={copied || undefined}
      aria-label={text}
      title={text}
      tabIndex={tabIndex}
      onClick={onClick}
    />
  );
}
