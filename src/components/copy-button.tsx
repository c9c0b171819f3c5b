import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { announce } from '@/lib/announce';
import './copy-button.css';

const COPIED_MS = 1500;

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
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const text = copied ? `Copied ${label}` : `Copy ${label}`;
  return (
    <button
      type="button"
      className="copy-button mantine-focus-auto mantine-active"
      data-size={size}
      data-copied={copied || undefined}
      aria-label={text}
      title={text}
      tabIndex={tabIndex}
      onClick={(event) => {
        event.stopPropagation();
        const write = navigator.clipboard?.writeText(value);
        if (!write) {
          announce(`Could not copy ${label}: this browser does not allow it here`);
          return;
        }
        write.then(
          () => {
            setCopied(true);
            announce(`Copied ${label}`);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => setCopied(false), COPIED_MS);
          },
          () => announce(`Could not copy ${label}`),
        );
      }}
    >
      {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
    </button>
  );
}
