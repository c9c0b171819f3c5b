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

export interface FiatCurrenciesPageProps {
  search: FiatSearch;
  onSearchChange: (patch: Partial<FiatSearch>) => void;
}

export function FiatCurrenciesPage(props: FiatCurrenciesPageProps) {
  return (
    <CataloguePage
      title="Fiat currencies"
      description="Currency IDs for paylinks priced in a fiat currency."
    >
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
        placeholder="Name, code, symbol or ID"
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
          label="Loading fiat currencies"
          queryKey={options.queryKey}
          query={query}
        />
      )}
      {query.data && query.data.length === 0 && (
        <EmptyState>The service lists no fiat currencies.</EmptyState>
      )}
      {query.data && query.data.length > 0 && shown.length === 0 && (
        <EmptyState action="Clear search" onAction={clear}>
          No currency matches “{text.trim()}”. Search by name, code, symbol or ID.
        </EmptyState>
      )}
      {query.data && shown.length > 0 && (
        <>
          <CatalogueCount shown={shown.length} total={query.data.length} />
          <HorizontalScroll label="Fiat currencies table" minWidth={480}>
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>ID</Table.Th>
                  <Table.Th w={44}>Logo</Table.Th>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Symbol</Table.Th>
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
