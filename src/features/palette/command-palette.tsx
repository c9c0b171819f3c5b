// Not in src/app/styles.ts (first-page budget): this lazily loaded module's chunk brings it.
import '@mantine/core/styles/Modal.css';
import '@mantine/spotlight/styles.css';
import '@mantine/core/styles/Mark.css';
import { Spotlight, useSpotlight } from '@mantine/spotlight';
import {
  IconArrowRight,
  IconBookmark,
  IconCoin,
  IconFileDollar,
  IconPin,
  IconHistory,
  IconLayoutList,
  IconReceipt,
  IconSwitchHorizontal,
} from '@tabler/icons-react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { cachedTransactions } from '@/api/cached-transactions';
import { cryptoCurrenciesOptions, fiatCurrenciesOptions } from '@/api/currencies';
import { useOptionalApi, type ApiIdentity } from '@/api/identity';
import { t, type MessageId } from '@/i18n';
import { DEMO_CHECKOUT_CODES, pinCheckout, useRecentCheckouts } from '@/features/checkouts';
import { useSettings } from '@/model/profiles';
import { switchProfile } from '@/features/settings';
import { useViewChoices } from '@/features/saved-views';
import { announce } from '@/lib/announce';
import { shortenMiddle } from '@/lib/mask';
import { PAYMENT_QUERY_MIN, paletteActionsFor, type PaletteSources } from './palette-actions';
import { paletteStore } from './palette-store';

/** The search field's name (a message id: read where it is shown). */
export const PALETTE_SEARCH_LABEL: MessageId = 'palette.searchLabel';

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
  // A view applies to the checkout on screen, else to the one opened last (saved views
  // only then: the built-in ones are named in the checkout page's messages).
  const openedCode = useParams({ strict: false }).checkoutCode;
  const viewChoices = useViewChoices(api, openedCode !== undefined);
  const viewTarget = openedCode ?? recent.find((entry) => !entry.noPayments)?.checkoutCode;
  const actions = paletteActionsFor(
    query,
    recent,
    { ...sources, profiles: switchable, views: viewTarget ? viewChoices : [] },
    demo ? DEMO_CHECKOUT_CODES : [],
  );

  const openCheckout = (checkoutCode: string) =>
    void navigate({ to: '/checkouts/$checkoutCode', params: { checkoutCode } });

  const typed = (
    <>
      {actions.openCode !== null && (
        <Spotlight.Action
          label={t('palette.openCheckout', { code: actions.openCode })}
          description={t('palette.openCheckoutHint')}
          leftSection={<IconFileDollar size={20} aria-hidden />}
          onClick={() => actions.openCode !== null && openCheckout(actions.openCode)}
        />
      )}
      {api &&
        actions.openCode !== null &&
        !recent.some((entry) => entry.checkoutCode === actions.openCode && entry.pinned) && (
          <Spotlight.Action
            label={t('palette.pinCheckout', { code: actions.openCode })}
            description={t('palette.pinCheckoutHint')}
            leftSection={<IconPin size={20} aria-hidden />}
            onClick={() => {
              if (actions.openCode === null) return;
              pinCheckout(api, actions.openCode);
              announce(t('palette.pinnedToWatchlist', { code: actions.openCode }));
            }}
          />
        )}
    </>
  );
  // Known checkouts that match, before or after the typed code (see paletteActionsFor).
  const known = (
    <>
      {actions.recent.length > 0 && (
        <Spotlight.ActionsGroup label={t('palette.recentCheckouts')}>
          {actions.recent.map((entry) => (
            <Spotlight.Action
              key={entry.checkoutCode}
              label={entry.name ?? entry.checkoutCode}
              description={entry.name ? entry.checkoutCode : undefined}
              leftSection={
                entry.pinned ? (
                  <IconPin size={18} aria-label={t('palette.pinned')} role="img" />
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
        <Spotlight.ActionsGroup label={t('palette.demoCheckouts')}>
          {actions.demo.map((demoCode) => (
            <Spotlight.Action
              key={demoCode}
              label={demoCode}
              description={t('palette.demoCheckoutHint')}
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
      aria-label={t('palette.dialogLabel')}
    >
      <Spotlight.Search
        aria-label={t(PALETTE_SEARCH_LABEL)}
        placeholder={t('palette.searchPlaceholder')}
        // The text size of other fields: a phone's width holds the whole placeholder.
        size="md"
        leftSection={<IconArrowRight size={18} aria-hidden />}
        autoComplete="off"
        spellCheck={false}
      />
      <Spotlight.ActionsList aria-label={t('palette.results')}>
        {actions.knownFirst ? known : typed}
        {actions.knownFirst ? typed : known}
        {actions.pages.length > 0 && (
          <Spotlight.ActionsGroup label={t('palette.pages')}>
            {actions.pages.map((page) => (
              <Spotlight.Action
                key={page.to}
                label={t(page.label)}
                description={t(page.description)}
                leftSection={<IconLayoutList size={18} aria-hidden />}
                onClick={() => void navigate({ to: page.to })}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {viewTarget && actions.views.length > 0 && (
          <Spotlight.ActionsGroup label={t('palette.views')}>
            {actions.views.map((view) => (
              <Spotlight.Action
                key={view.id}
                label={t('palette.view', { name: view.name })}
                description={t('palette.viewHint', { code: viewTarget })}
                leftSection={<IconBookmark size={18} aria-hidden />}
                onClick={() => {
                  const choice = viewChoices.find((item) => item.id === view.id);
                  if (!choice) return;
                  void navigate({
                    to: '/checkouts/$checkoutCode',
                    params: { checkoutCode: viewTarget },
                    search: choice.choose(),
                  });
                }}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {actions.profiles.length > 0 && (
          <Spotlight.ActionsGroup label={t('palette.profiles')}>
            {actions.profiles.map((profile) => (
              <Spotlight.Action
                key={profile.scope}
                label={t('palette.switchTo', { name: profile.name })}
                description={t('palette.switchToHint')}
                leftSection={<IconSwitchHorizontal size={18} aria-hidden />}
                onClick={() => switchProfile(profile.scope)}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {actions.currencies.length > 0 && (
          <Spotlight.ActionsGroup label={t('palette.currencies')}>
            {actions.currencies.map((currency) => (
              <Spotlight.Action
                key={`${currency.kind}-${currency.id}`}
                label={`${currency.symbol} · ${currency.name}`}
                description={t('palette.currencyHint', {
                  kind: currency.kind,
                  id: String(currency.id),
                })}
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
          <Spotlight.ActionsGroup label={t('palette.loadedPayments')}>
            {actions.payments.map((payment) => (
              <Spotlight.Action
                key={`${payment.checkoutCode}|${payment.chain}|${payment.hash}`}
                label={t('palette.payment', { hash: shortenMiddle(payment.hash, 10, 6) })}
                description={t('palette.paymentHint', {
                  matched: payment.matched,
                  text: shortenMiddle(payment.text, 10, 6),
                  chain: payment.chain,
                  code: payment.checkoutCode,
                })}
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
          <Spotlight.Empty>{t('palette.nothingFound')}</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
