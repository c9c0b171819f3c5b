import { ActionIcon, Button, Kbd } from '@mantine/core';
// Loads Mantine's Tooltip (and floating-ui) on first hover: off the first page.
import { DeferredTooltip as Tooltip } from '@/components/deferred-tooltip';
import { IconSearch } from '@tabler/icons-react';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { palette } from './palette-store';

const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(loadPalette);

/** True when a key press belongs to a text field or editable content, not to us. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return ![
    'button',
    'checkbox',
    'radio',
    'submit',
    'reset',
    'range',
    'color',
    'file',
    'image',
  ].includes(type);
}

const isMac =
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The "Search" header button and the keyboard shortcuts of the command palette: "/"
 * (outside text fields) and Ctrl/⌘+K (anywhere). The Spotlight UI is loaded on first
 * use, or when the pointer or focus reaches the button, to keep the first page light.
 */
export function PaletteLauncher() {
  const [wanted, setWanted] = useState(false);

  const open = useCallback(() => {
    setWanted(true);
    palette.open();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const modK =
        (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTypingTarget(event.target);
      if (!modK && !slash) return;
      // Inside another dialog, "/" belongs to that dialog.
      if (slash && event.target instanceof Element && event.target.closest('[role="dialog"]'))
        return;
      event.preventDefault();
      if (modK) {
        setWanted(true);
        palette.toggle();
      } else {
        open();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const preloadProps = {
    onMouseEnter: () => void loadPalette(),
    onFocus: () => void loadPalette(),
    onTouchStart: () => void loadPalette(),
  };
  const tooltip = `Go to a checkout or page (${isMac ? '⌘' : 'Ctrl'}+K or /)`;
  // The wide button and the narrow-screen icon are one control in two sizes.
  const controlProps = {
    'aria-label': 'Search pages and checkouts',
    onClick: open,
    ...preloadProps,
  };

  return (
    <>
      <Tooltip label={tooltip}>
        <Button
          variant="default"
          size="sm"
          visibleFrom="sm"
          aria-keyshortcuts="/ Control+K Meta+K"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            <Kbd size="xs" aria-hidden>
              {isMac ? '⌘' : 'Ctrl'} K
            </Kbd>
          }
          {...controlProps}
          px="sm"
        >
          Search
        </Button>
      </Tooltip>
      {/* Narrow screens: the same control as an icon, to leave room in the header. */}
      <Tooltip label={tooltip}>
        <ActionIcon variant="default" size="lg" hiddenFrom="sm" {...controlProps}>
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {wanted && (
        <Suspense fallback={null}>
          <CommandPalette />
        </Suspense>
      )}
    </>
  );
}
