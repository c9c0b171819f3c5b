import { ActionIcon, CopyButton as MantineCopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { announce } from '@/lib/announce';

/**
 * Copies `value`; `label` names what is copied ("ID 12", "hash"). The button's
 * accessible name is "Copy <label>", and success is announced: "Copied <label>".
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
  return (
    <MantineCopyButton value={value} timeout={1500}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? `Copied ${label}` : `Copy ${label}`} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            // 24 px at least: the WCAG 2.2 minimum target size (xs would be 18 px).
            size={size === 'xs' ? 24 : size}
            aria-label={copied ? `Copied ${label}` : `Copy ${label}`}
            tabIndex={tabIndex}
            onClick={(event) => {
              event.stopPropagation();
              copy();
              announce(`Copied ${label}`);
            }}
          >
            {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </MantineCopyButton>
  );
}
