import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '@/api/identity';
import { fiatCurrenciesOptions } from '@/api/currencies';
import { DataTable } from '@/components/data-table';
import { HorizontalScroll } from '@/components/horizontal-scroll';
import { CatalogueCount, CatalogueSearch } from './catalogue-layout';
import { CatalogueLoading } from './catalogue-loading';
import { CatalogueFailure, EmptyState } from './catalogue-states';
import { CurrencyId } from './currency-id';
import { CurrencyLogo } from './currency-logo';
import { searchFiatCurrencies } from './search';
import { useSearchText } from '@/lib/use-search-text';
import { isRetryingAfterError } from '@/api/retrying';
import { t } from '@/i18n';
import './catalogue-table.css';

import type { FiatCurrenciesPageProps } from './fiat-currencies-page';

/** The fiat page under its title: the search and the list (a chunk of its own). */
export function FiatCatalogue({ search, onSearchChange }: FiatCurrenciesPageProps) {
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
      <CatalogueFailure api={api} query={query} retrying={retrying} />
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
            <DataTable spacing="xs" highlightOnHover>
              <thead>
                <tr>
                  <th>{t('currencies.columnId')}</th>
                  <th style={{ width: 44 }}>{t('currencies.columnLogo')}</th>
                  <th>{t('currencies.columnCode')}</th>
                  <th>{t('currencies.columnName')}</th>
                  <th>{t('currencies.columnSymbol')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((currency) => (
                  <tr key={currency.id}>
                    <td>
                      <CurrencyId id={currency.id} />
                    </td>
                    <td>
                      <CurrencyLogo
                        url={currency.logoUrl}
                        letters={currency.code || currency.symbol}
                      />
                    </td>
                    <td className="catalogue-mono catalogue-code">{currency.code}</td>
                    <td>{currency.name}</td>
                    <td>{currency.symbol}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </HorizontalScroll>
        </>
      )}
    </Stack>
  );
}
