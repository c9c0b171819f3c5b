// Not in src/app/styles.ts (first page's CSS): this lazily loaded module's chunk brings it.
import '@mantine/core/styles/Table.css';
import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CryptoCurrency } from '@/api/schemas';
import { CopyButton } from '@/components/copy-button';
import { HorizontalScroll } from '@/components/horizontal-scroll';
import { t } from '@/i18n';
import { pairKey } from './catalogue-diff';
import { chainColumns, chainsInGroup, decimalsDiffer, usualDecimals } from './crypto-model';
import type { Highlights } from './highlights';
import './chain-matrix.css';

/**
 * The "by chain" view: a currency × chain matrix with the decimals in each cell. Column
 * headers are the chains (as the API writes them), row headers the currencies, so a
 * screen reader reads each cell as "Tether USD, BNB, 18".
 */
export function ChainMatrix({
  currencies,
  highlights,
}: {
  currencies: readonly CryptoCurrency[];
  highlights: Highlights | null;
}) {
  const columns = chainColumns(currencies);
  return (
    <div>
      {/* Above the box, not a caption inside it: it wraps in the window, never scrolls away. */}
      <Text size="sm" c="dimmed" mb="xs" id="chain-matrix-caption">
        {t('currencies.matrixCaption')}
      </Text>
      <HorizontalScroll label={t('currencies.matrixTable')} minWidth={170 + columns.length * 84}>
        <Table
          withTableBorder
          withColumnBorders
          verticalSpacing="xs"
          className="chain-matrix"
          aria-labelledby="chain-matrix-caption"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={170}>
                {t('currencies.columnCurrency')}
              </Table.Th>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  scope="col"
                  ta="center"
                  title={t('currencies.serviceCallsIt', {
                    names: column.spellings
                      .map((name) => t('currencies.quotedName', { name }))
                      .join(', '),
                  })}
                >
                  {column.key}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {currencies.map((currency) => {
              const usual = usualDecimals(currency);
              const differ = decimalsDiffer(currency);
              return (
                <Table.Tr key={currency.id}>
                  <Table.Th scope="row" fw={400}>
                    {/* Wraps rather than widening the table: the column stays in view. */}
                    <Group gap={6} wrap="wrap" style={{ rowGap: 0 }}>
                      <Text size="sm" fw={600}>
                        {currency.name}
                      </Text>
                      <Text size="sm" ff="monospace">
                        {currency.symbol}
                      </Text>
                      <Text size="sm" ff="monospace" c="dimmed">
                        {t('currencies.idLabel', { id: String(currency.id) })}
                      </Text>
                      <CopyButton
                        value={String(currency.id)}
                        label={t('currencies.idLabel', { id: String(currency.id) })}
                        size="xs"
                      />
                    </Group>
                  </Table.Th>
                  {columns.map((column) => {
                    const chains = chainsInGroup(currency, column.key);
                    if (chains.length === 0) {
                      return (
                        <Table.Td key={column.key} ta="center" c="dimmed">
                          <span aria-hidden>—</span>
                          <VisuallyHidden>{t('currencies.notOffered')}</VisuallyHidden>
                        </Table.Td>
                      );
                    }
                    return (
                      <Table.Td key={column.key} ta="center">
                        {chains.map((chain, index) => {
                          const odd = differ && usual !== null && chain.decimals !== usual;
                          const isNew =
                            highlights?.currencies.has(currency.id) ||
                            highlights?.pairs.has(pairKey(currency.id, chain));
                          return (
                            <Text
                              key={index}
                              size="sm"
                              ff="monospace"
                              fw={odd ? 700 : 400}
                              c={odd ? 'var(--mantine-color-orange-light-color)' : undefined}
                            >
                              {odd && (
                                <IconAlertTriangle
                                  size={12}
                                  aria-hidden
                                  style={{ verticalAlign: 'middle' }}
                                />
                              )}
                              {/* Two networks of one chain: told apart by network ID, not by spelling. */}
                              {chains.length > 1
                                ? t('currencies.networkDecimals', {
                                    networkId: chain.networkId,
                                    decimals: String(chain.decimals),
                                  })
                                : chain.decimals}
                              {odd && (
                                <VisuallyHidden>{t('currencies.differsHidden')}</VisuallyHidden>
                              )}
                              {isNew && (
                                <Text
                                  span
                                  size="xs"
                                  c="var(--mantine-color-blue-light-color)"
                                  fw={600}
                                >
                                  {' '}
                                  {t('currencies.newMark')}
                                </Text>
                              )}
                            </Text>
                          );
                        })}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </HorizontalScroll>
    </div>
  );
}
