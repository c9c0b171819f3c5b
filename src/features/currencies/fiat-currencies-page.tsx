// Not in src/app/styles.ts (first page's CSS): this lazily loaded module's chunk brings it.
import '@mantine/core/styles/Table.css';
import { Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '@/api/identity';
import { fiatCurrenciesOptions } from '@/api/currencies';
import { ErrorPanel } from '@/components/error-panel';
import { HorizontalScroll } from '@/components/horizontal-scroll';
import { CatalogueCount, CataloguePage, CatalogueSearch } from './catalogue-layout';
import { CatalogueLoading } from './catalogue-loading';
import { EmptyState } from './catalogue-states';
import { CurrencyId } from './currency-id';
import { CurrencyLogo } from './currency-logo';
import { searchFiatCurrencies } from './search';
import type { FiatSearch } from './search-params';
import { useSearchText } from '@/lib/use-search-text';
import { isRetryingAfterError } from '@/api/retrying';
import { t } from '@/i18n';

export interface FiatCurrenciesPageProps {
  search: FiatSearch;
  onSearchChange: (patch: Partial<FiatSearch>) => void;
}

export function FiatCurrenciesPage(props: FiatCurrenciesPageProps) {
  return (
    <CataloguePage title={t('currencies.fiatTitle')} description={t('currencies.fiatDescription')}>
      <FiatCatalogue {...props} />
    </CataloguePage>
  );
}

function FiatCatalogue({ search, onSearchChange }: FiatCurrenciesPageProps) {
  const api = useApi();
  const options = fiatCurrenciesOptions(api);
  const query = useQuery(options);
  // A retry after an error: the wait is shown (and can be cancelled) instead of the error.
  const retrying = isRetryingAfterError(query);
  const { text, change, clear } = useSearchText(search.q, (q) => onSearchChange({ q }));
  const shown = useMemo(
    () => (query.data ? searchFiatCurrencies(query.data, text) : []),
    [query.data, text],
  );

  return (
    <Stack>
      <CatalogueSearch
        placeholder={t('currencies.fiatSearchPlaceholder')}
        text={text}
        onChange={change}
        onClear={clear}
        w={{ base: '100%', sm: 320 }}
      />
      {query.isError && !retrying && (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      )}
      {(query.isPending || retrying) && (
        <CatalogueLoading
          label={t('currencies.fiatLoading')}
          queryKey={options.queryKey}
          query={query}
        />
      )}
      {query.data && query.data.length === 0 && <EmptyState>{t('currencies.fiatNone')}</EmptyState>}
      {query.data && query.data.length > 0 && shown.length === 0 && (
        <EmptyState action={t('currencies.clearSearch')} onAction={clear}>
          {t('currencies.fiatNoMatch', { text: text.trim() })}
        </EmptyState>
      )}
      {query.data && shown.length > 0 && (
        <>
          <CatalogueCount shown={shown.length} total={query.data.length} />
          <HorizontalScroll label={t('currencies.fiatTable')} minWidth={480}>
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('currencies.columnId')}</Table.Th>
                  <Table.Th w={44}>{t('currencies.columnLogo')}</Table.Th>
                  <Table.Th>{t('currencies.columnCode')}</Table.Th>
                  <Table.Th>{t('currencies.columnName')}</Table.Th>
                  <Table.Th>{t('currencies.columnSymbol')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((currency) => (
                  <Table.Tr key={currency.id}>
                    <Table.Td>
                      <CurrencyId id={currency.id} />
                    </Table.Td>
                    <Table.Td>
                      <CurrencyLogo
                        url={currency.logoUrl}
                        letters={currency.code || currency.symbol}
                      />
                    </Table.Td>
                    <Table.Td ff="monospace" fw={600}>
                      {currency.code}
                    </Table.Td>
                    <Table.Td>{currency.name}</Table.Td>
                    <Table.Td>{currency.symbol}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </HorizontalScroll>
        </>
      )}
    </Stack>
  );
}
