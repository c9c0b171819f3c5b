// Not in src/app/styles.ts (first-page budget): this lazily loaded module's chunk brings it.
import '@mantine/core/styles/Mark.css';
import { Spotlight, useSpotlight } from '@mantine/spotlight';
import {
  IconArrowRight,
  IconCoin,
  IconFileDollar,
  IconPin,
  IconHistory,
  IconLayoutList,
  IconReceipt,
  IconSwitchHorizontal,
} from '@tabler/icons-react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { cachedTransactions } from '@/api/cached-transactions';
import { cryptoCurrenciesOptions, fiatCurrenciesOptions } from '@/api/currencies';
import { useOptionalApi, type ApiIdentity } from '@/api/identity';
import { DEMO_CHECKOUT_CODES, pinCheckout, useRecentCheckouts } from '@/features/checkouts';
import { switchProfile, useSettings } from '@/features/settings';
import { announce } from '@/lib/announce';
import { shortenMiddle } from '@/lib/mask';
import { PAYMENT_QUERY_MIN, paletteActionsFor, type PaletteSources } from './palette-actions';
import { paletteStore } from './palette-store';

export const PALETTE_SEARCH_LABEL = 'Checkout code or page';

/**
 * What the palette searches besides codes and pages: the currency catalogues (from the
 * cache when loaded, else fetched while the palette is open) and the payments already
 * loaded (from the cache only, never fetched for this).
 */
function usePaletteSources(api: ApiIdentity | null, query: string): PaletteSources {
  const { opened } = useSpotlight(paletteStore);
  const queryClient = useQueryClient();
  // Both catalogues while the palette is open (none without an identity).
  const catalogues: (
    ReturnType<typeof cryptoCurrenciesOptions> | ReturnType<typeof fiatCurrenciesOptions>
  )[] = api && opened ? [cryptoCurrenciesOptions(api, []), fiatCurrenciesOptions(api)] : [];
  const [crypto, fiat] = useQueries({ queries: catalogues });
  const wantPayments = api !== null && query.trim().length >= PAYMENT_QUERY_MIN;
  return {
    crypto: crypto?.data as PaletteSources['crypto'],
    fiat: fiat?.data as PaletteSources['fiat'],
    payments: wantPayments ? cachedTransactions(queryClient, api) : [],
  };
}

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
  const sources = usePaletteSources(api, query);
  const { demo, profiles, profile: inUse } = useSettings();
  const switchable = useMemo(
    () => profiles.filter((profile) => profile.scope !== inUse?.scope),
    [profiles, inUse],
  );
  const actions = paletteActionsFor(
    query,
    recent,
    { ...sources, profiles: switchable },
    demo ? DEMO_CHECKOUT_CODES : [],
  );

  const openCheckout = (checkoutCode: string) =>
    void navigate({ to: '/checkouts/$checkoutCode', params: { checkoutCode } });

  const typed = (
    <>
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
    </>
  );
  // Known checkouts that match, before or after the typed code (see paletteActionsFor).
  const known = (
    <>
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
      {actions.demo.length > 0 && (
        <Spotlight.ActionsGroup label="Demo checkouts">
          {actions.demo.map((demoCode) => (
            <Spotlight.Action
              key={demoCode}
              label={demoCode}
              description="A checkout of the built-in demo data"
              leftSection={<IconFileDollar size={18} aria-hidden />}
              onClick={() => openCheckout(demoCode)}
            />
          ))}
        </Spotlight.ActionsGroup>
      )}
    </>
  );

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
        placeholder="A checkout code, page, currency, or payment hash…"
        leftSection={<IconArrowRight size={18} aria-hidden />}
        autoComplete="off"
        spellCheck={false}
      />
      <Spotlight.ActionsList aria-label="Results">
        {actions.knownFirst ? known : typed}
        {actions.knownFirst ? typed : known}
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
        {actions.profiles.length > 0 && (
          <Spotlight.ActionsGroup label="Profiles">
            {actions.profiles.map((profile) => (
              <Spotlight.Action
                key={profile.scope}
                label={`Switch to ${profile.name}`}
                description="Use this profile in this tab; the page stays"
                leftSection={<IconSwitchHorizontal size={18} aria-hidden />}
                onClick={() => switchProfile(profile.scope)}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {actions.currencies.length > 0 && (
          <Spotlight.ActionsGroup label="Currencies">
            {actions.currencies.map((currency) => (
              <Spotlight.Action
                key={`${currency.kind}-${currency.id}`}
                label={`${currency.symbol} · ${currency.name}`}
                description={`${currency.kind === 'crypto' ? 'Crypto' : 'Fiat'} currency, ID ${currency.id}: open the catalogue filtered`}
                leftSection={<IconCoin size={18} aria-hidden />}
                onClick={() =>
                  void navigate(
                    currency.kind === 'crypto'
                      ? { to: '/currencies/crypto', search: { q: currency.symbol } }
                      : { to: '/currencies/fiat', search: { q: currency.symbol } },
                  )
                }
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {actions.payments.length > 0 && (
          <Spotlight.ActionsGroup label="Loaded payments">
            {actions.payments.map((payment) => (
              <Spotlight.Action
                key={`${payment.checkoutCode}|${payment.chain}|${payment.hash}`}
                label={`Payment ${shortenMiddle(payment.hash, 10, 6)}`}
                description={`${
                  payment.matched === 'hash'
                    ? 'Hash matches'
                    : `${payment.matched === 'payer' ? 'Payer' : 'Recipient'} ${shortenMiddle(payment.text, 10, 6)}`
                } · ${payment.chain} · checkout ${payment.checkoutCode}`}
                leftSection={<IconReceipt size={18} aria-hidden />}
                onClick={() =>
                  void navigate({
                    to: '/checkouts/$checkoutCode',
                    params: { checkoutCode: payment.checkoutCode },
                    search: { tx: payment.hash, txChain: payment.chain },
                  })
                }
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
