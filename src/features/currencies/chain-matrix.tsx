import { VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CryptoCurrency } from '@/api/schemas';
import { CopyButton } from '@/components/copy-button';
import { DataTable } from '@/components/data-table';
import { HorizontalScroll } from '@/components/horizontal-scroll';
import { t } from '@/i18n';
import { pairKey } from './catalogue-diff';
import { chainColumns, chainsInGroup, decimalsDiffer, usualDecimals } from './crypto-model';
import type { Highlights } from './highlights';
import './catalogue-table.css';
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
      <p className="catalogue-note" data-tone="dimmed" id="chain-matrix-caption">
        {t('currencies.matrixCaption')}
      </p>
      <HorizontalScroll label={t('currencies.matrixTable')} minWidth={170 + columns.length * 84}>
        <DataTable
          withBorder
          withColumnBorders
          spacing="xs"
          className="chain-matrix"
          aria-labelledby="chain-matrix-caption"
        >
          <thead>
            <tr>
              <th scope="col" style={{ width: 170 }}>
                {t('currencies.columnCurrency')}
              </th>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className="chain-matrix-chain"
                  title={t('currencies.serviceCallsIt', {
                    names: column.spellings
                      .map((name) => t('currencies.quotedName', { name }))
                      .join(', '),
                  })}
                >
                  {column.key}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {currencies.map((currency) => {
              const usual = usualDecimals(currency);
              const differ = decimalsDiffer(currency);
              return (
                <tr key={currency.id}>
                  <th scope="row">
                    {/* Wraps rather than widening the table: the column stays in view. */}
                    <div className="chain-matrix-currency">
                      <span className="chain-matrix-name">{currency.name}</span>
                      <span className="catalogue-mono">{currency.symbol}</span>
                      <span className="catalogue-mono" data-tone="dimmed">
                        {t('currencies.idLabel', { id: String(currency.id) })}
                      </span>
                      <CopyButton
                        value={String(currency.id)}
                        label={t('currencies.idLabel', { id: String(currency.id) })}
                        size="xs"
                      />
                    </div>
                  </th>
                  {columns.map((column) => {
                    const chains = chainsInGroup(currency, column.key);
                    if (chains.length === 0) {
                      return (
                        <td key={column.key} className="chain-matrix-cell" data-tone="dimmed">
                          <span aria-hidden>—</span>
                          <VisuallyHidden>{t('currencies.notOffered')}</VisuallyHidden>
                        </td>
                      );
                    }
                    return (
                      <td key={column.key} className="chain-matrix-cell">
                        {chains.map((chain, index) => {
                          const odd = differ && usual !== null && chain.decimals !== usual;
                          const isNew =
                            highlights?.currencies.has(currency.id) ||
                            highlights?.pairs.has(pairKey(currency.id, chain));
                          return (
                            <p
                              key={index}
                              className="chain-matrix-decimals"
                              data-tone={odd ? 'warning' : undefined}
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
                                <span className="chain-matrix-new"> {t('currencies.newMark')}</span>
                              )}
                            </p>
                          );
                        })}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      </HorizontalScroll>
    </div>
  );
}
