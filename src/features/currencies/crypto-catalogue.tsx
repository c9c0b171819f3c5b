// Not in src/app/styles.ts (first-page budget): this lazily loaded module's chunk brings it.
import '@mantine/core/styles/Chip.css';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useApi } from '@/api/identity';
import { cryptoCurrenciesOptions } from '@/api/currencies';
import {
  countChanges,
  diffCatalogue,
  takeSnapshot,
  type CatalogueSnapshot,
} from './catalogue-diff';
import { CatalogueCount, CatalogueSearch } from './catalogue-layout';
import { CatalogueLoading } from './catalogue-loading';
import { ChainFilter } from './chain-filter';
import { CatalogueFailure, EmptyState } from './catalogue-states';
import { ChainMatrix } from './chain-matrix';
import { CryptoTable } from './crypto-table';
import { highlightsOf } from './highlights';
import { searchCryptoCurrencies } from './search';
import { canonicalChains, chainsFromSearch } from './search-params';
import { useCatalogueSnapshot } from './snapshot-store';
import { useDrawnAfterPaint } from '@/lib/first-screen';
import { useSearchText } from '@/lib/use-search-text';
import { WhatChanged } from './what-changed';
import { isRetryingAfterError } from '@/api/retrying';
import { t } from '@/i18n';

import type { CryptoCurrenciesPageProps } from './crypto-currencies-page';

/** The crypto page under its title: the controls and the list (a chunk of its own). */
export function CryptoCatalogue({ search, onSearchChange }: CryptoCurrenciesPageProps) {
  const api = useApi();
  const chains = useMemo(() => chainsFromSearch(search.chains), [search.chains]);
  const view = search.view ?? 'list';
  const options = cryptoCurrenciesOptions(api, chains);
  const query = useQuery(options);
  // A retry after an error: the wait is shown (and can be cancelled) instead of the error.
  const retrying = isRetryingAfterError(query);
  // "What changed" compares the UNFILTERED list only; with a chain filter it is used
  // when already cached, never fetched just for this.
  const unfiltered = useQuery({
    ...cryptoCurrenciesOptions(api, []),
    enabled: chains.length === 0,
  });
  const { snapshot, save } = useCatalogueSnapshot(api);
  const { text, change, clear } = useSearchText(search.q, (q) => onSearchChange({ q }));

  const baseline = unfiltered.data;
  // First visit for this app ID (another one remounts the page): the catalogue as it is
  // now becomes the baseline. It is shown at once, in the same render as the list it was
  // taken of, and stored right after; the stored copy is the same snapshot, so storing
  // it draws nothing again.
  const [taken, setTaken] = useState<CatalogueSnapshot | null>(null);
  if (baseline && !snapshot && !taken) setTaken(takeSnapshot(baseline, Date.now()));
  useEffect(() => {
    if (taken && !snapshot) save(taken);
  }, [taken, snapshot, save]);
  // The stored snapshot once it is another (marked as seen, or taken in another tab).
  const shownSnapshot =
    taken && (!snapshot || snapshot.takenAt === taken.takenAt) ? taken : snapshot;
  // Taken on this visit because there was none: nothing to compare with yet.
  const firstSnapshot = taken !== null && shownSnapshot === taken;

  // The list's first data is drawn a frame after the page around it has painted: its
  // render is the longest task of the page's first load. What the snapshot says comes
  // with it, in the same commit, so nothing moves when the list comes. Data already
  // there as the page mounts (a revisit) is drawn at once.
  const listed = useDrawnAfterPaint(query.data !== undefined);
  const data = listed ? query.data : undefined;

  const diff = useMemo(
    () => (shownSnapshot && baseline ? diffCatalogue(shownSnapshot, baseline) : null),
    [shownSnapshot, baseline],
  );
  const highlights = useMemo(() => (diff ? highlightsOf(diff) : null), [diff]);
  // Changes since the snapshot come above the list; the quiet note that there are none
  // (or that the snapshot was only just taken) comes under it, where it does not stand
  // between a first visit and the list.
  const changes = diff !== null && countChanges(diff) > 0;
  const whatChanged = shownSnapshot && diff && (
    <WhatChanged
      diff={diff}
      takenAt={shownSnapshot.takenAt}
      first={firstSnapshot}
      onAccept={() => {
        if (baseline) save(takeSnapshot(baseline, Date.now()));
      }}
    />
  );
  const shown = useMemo(() => (data ? searchCryptoCurrencies(data, text) : []), [data, text]);

  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <ChainFilter
          chains={chains}
          onChange={(value) => onSearchChange({ chains: canonicalChains(value) })}
        />
        <CatalogueSearch
          placeholder={t('currencies.cryptoSearchPlaceholder')}
          text={text}
          onChange={change}
          onClear={clear}
          w={{ base: '100%', sm: 280 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="crypto-view-label">
            {t('currencies.viewLabel')}
          </Text>
          {/* Two radios as chips, not a SegmentedControl: its sliding indicator measures
              the layout as it mounts (~25 ms of forced layout on a modest laptop). */}
          <Chip.Group
            value={view}
            onChange={(value) =>
              onSearchChange({ view: value === 'by-chain' ? 'by-chain' : undefined })
            }
          >
            <Group gap="xs" role="radiogroup" aria-labelledby="crypto-view-label" mih={36}>
              <Chip value="list" variant="outline">
                {t('currencies.viewList')}
              </Chip>
              <Chip value="by-chain" variant="outline">
                {t('currencies.viewByChain')}
              </Chip>
            </Group>
          </Chip.Group>
        </Stack>
      </Group>

      {changes && data && whatChanged}

      <CatalogueFailure api={api} query={query} retrying={retrying} />
      {(query.isPending || retrying || (query.data && !data)) && (
        <CatalogueLoading
          label={t('currencies.cryptoLoading')}
          queryKey={options.queryKey}
          query={query}
        />
      )}
      {data && data.length === 0 && (
        <EmptyState
          action={chains.length ? t('currencies.clearChains') : undefined}
          onAction={() => onSearchChange({ chains: undefined })}
        >
          {chains.length
            ? t('currencies.noneOnChains', { chains: chains.join(', ') })
            : t('currencies.cryptoNone')}
        </EmptyState>
      )}
      {data && data.length > 0 && shown.length === 0 && (
        <EmptyState action={t('currencies.clearSearch')} onAction={clear}>
          {t('currencies.cryptoNoMatch', { text: text.trim() })}
        </EmptyState>
      )}
      {data && shown.length > 0 && (
        <>
          <CatalogueCount
            shown={shown.length}
            total={data.length}
            chains={chains.length ? chains.join(', ') : undefined}
          />
          {view === 'by-chain' ? (
            <ChainMatrix currencies={shown} highlights={highlights} />
          ) : (
            <CryptoTable currencies={shown} highlights={highlights} />
          )}
        </>
      )}
      {!changes && data && whatChanged}
    </Stack>
  );
}
