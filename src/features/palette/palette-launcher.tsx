import { ActionIcon, Button, Kbd } from '@mantine/core';
// Loads Mantine's Tooltip (and floating-ui) on first hover: off the first page.
import { DeferredTooltip as Tooltip } from '@/components/deferred-tooltip';
import { IconSearch } from '@tabler/icons-react';
import { useHotkeys, useOs } from '@mantine/hooks';
import { Suspense, lazy, useCallback, useState } from 'react';
import { loadCataloguePart, t } from '@/i18n';
import { palette } from './palette-store';

// The palette's messages (their part of the catalogue) come with its code.
const loadPalette = () =>
  Promise.all([import('./command-palette'), loadCataloguePart('palette-dialog')]).then(
    ([module]) => module,
  );
const CommandPalette = lazy(loadPalette);

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

  const toggle = useCallback(() => {
    setWanted(true);
    palette.toggle();
  }, []);
  // Ctrl/⌘+K anywhere, text fields included.
  useHotkeys([['mod+K', toggle]], []);
  // "/" outside text fields (Mantine's default), and not inside another dialog.
  useHotkeys([
    [
      '/',
      (event) => {
        if (event.defaultPrevented || event.isComposing) return;
        if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
        event.preventDefault();
        open();
      },
      { preventDefault: false },
    ],
  ]);
  const os = useOs();
  const isMac = os === 'macos' || os === 'ios';

  const preloadProps = {
    onMouseEnter: () => void loadPalette(),
    onFocus: () => void loadPalette(),
    onTouchStart: () => void loadPalette(),
  };
  // The key as printed on the keyboard: "Strg" on German ones.
  const modKey = isMac ? '⌘' : t('shell.paletteCtrlKey');
  const tooltip = t('shell.paletteTooltip', { key: modKey });
  // The wide button and the narrow-screen icon are one control in two sizes.
  const controlProps = {
    'aria-label': t('shell.paletteLabel'),
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
              {modKey} K
            </Kbd>
          }
          {...controlProps}
          px="sm"
        >
          {t('shell.paletteSearch')}
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
