// Not in src/app/styles.ts (first-page budget): this lazily loaded module's chunk brings it.
import '@mantine/core/styles/Mark.css';
import { Spotlight } from '@mantine/spotlight';
import {
  IconArrowRight,
  IconFileDollar,
  IconPin,
  IconHistory,
  IconLayoutList,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useOptionalApi } from '@/api/identity';
import { pinCheckout, useRecentCheckouts } from '@/features/checkouts';
import { announce } from '@/lib/announce';
import { paletteActionsFor } from './palette-actions';
import { paletteStore } from './palette-store';

export const PALETTE_SEARCH_LABEL = 'Checkout code or page';

/**
 * The command palette: type a checkout code and press Enter to open it, or pick a recent
 * checkout or a page. Arrow keys move the selection; Escape closes. Opened by
 * palette-launcher.tsx (button, "/" and Ctrl/⌘+K), which loads this module lazily.
 */
export default function CommandPalette() {
  const navigate = useNavigate();
  const api = useOptionalApi();
  const recent = useRecentCheckouts(api);
  const [query, setQuery] = useState('');
  const actions = paletteActionsFor(query, recent);

  const openCheckout = (checkoutCode: string) =>
    void navigate({ to: '/checkouts/$checkoutCode', params: { checkoutCode } });

  return (
    <Spotlight.Root
      store={paletteStore}
      // The launcher owns the shortcuts ("/" must not fire in text fields, Ctrl+K must).
      shortcut={null}
      query={query}
      onQueryChange={setQuery}
      scrollable
      maxHeight={420}
      aria-label="Command palette"
    >
      <Spotlight.Search
        aria-label={PALETTE_SEARCH_LABEL}
        placeholder="Type a checkout code, or a page name…"
        leftSection={<IconArrowRight size={18} aria-hidden />}
        autoComplete="off"
        spellCheck={false}
      />
      <Spotlight.ActionsList aria-label="Results">
        {actions.openCode !== null && (
          <Spotlight.Action
            label={`Open checkout ${actions.openCode}`}
            description="Show the payments of this checkout code"
            leftSection={<IconFileDollar size={20} aria-hidden />}
            onClick={() => actions.openCode !== null && openCheckout(actions.openCode)}
          />
        )}
        {api &&
          actions.openCode !== null &&
          !recent.some((entry) => entry.checkoutCode === actions.openCode && entry.pinned) && (
            <Spotlight.Action
              label={`Pin checkout ${actions.openCode} to the watchlist`}
              description="Watch its payments live on the Watchlist page"
              leftSection={<IconPin size={20} aria-hidden />}
              onClick={() => {
                if (actions.openCode === null) return;
                pinCheckout(api, actions.openCode);
                announce(`${actions.openCode} pinned to the watchlist`);
              }}
            />
          )}
        {actions.recent.length > 0 && (
          <Spotlight.ActionsGroup label="Recent checkouts">
            {actions.recent.map((entry) => (
              <Spotlight.Action
                key={entry.checkoutCode}
                label={entry.name ?? entry.checkoutCode}
                description={entry.name ? entry.checkoutCode : undefined}
                leftSection={
                  entry.pinned ? (
                    <IconPin size={18} aria-label="Pinned" role="img" />
                  ) : (
                    <IconHistory size={18} aria-hidden />
                  )
                }
                onClick={() => openCheckout(entry.checkoutCode)}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {actions.pages.length > 0 && (
          <Spotlight.ActionsGroup label="Pages">
            {actions.pages.map((page) => (
              <Spotlight.Action
                key={page.to}
                label={page.label}
                description={page.description}
                leftSection={<IconLayoutList size={18} aria-hidden />}
                onClick={() => void navigate({ to: page.to })}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {actions.openCode === null && actions.recent.length === 0 && actions.pages.length === 0 && (
          <Spotlight.Empty>Nothing found</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
