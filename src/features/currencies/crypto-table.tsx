import '@/components/icon-button.css';
import './catalogue-table.css';
import { Badge, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, memo, useState } from 'react';
import type { CryptoCurrency } from '@/api/schemas';
import { pairKey } from './catalogue-diff';
import { CurrencyId } from './currency-id';
import { ChainBadge } from '@/components/chain-badge';
import { DataTable } from '@/components/data-table';
import { HorizontalScroll } from '@/components/horizontal-scroll';
import { t } from '@/i18n';
import { normalizeChainName } from '@/lib/chain';
import { CurrencyLogo } from './currency-logo';
import { decimalsDiffer, usualDecimals } from './crypto-model';
import type { Highlights } from './highlights';

function NewBadge() {
  return (
    <Badge color="blue" variant="filled" size="sm">
      {t('currencies.newBadge')}
    </Badge>
  );
}

function DecimalsDifferBadge() {
  return (
    <Badge
      color="orange"
      variant="light"
      size="sm"
      tt="none"
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
      // Wraps in a narrow Name column instead of being cut.
      h="auto"
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {t('currencies.decimalsDiffer')}
    </Badge>
  );
}

/**
 * The list view: one row per currency, expandable to one row per chain. Memoised: the
 * page also redraws for what leaves the list as it is (a first visit's snapshot being
 * stored, a refetch that brings the same catalogue).
 */
export const CryptoTable = memo(function CryptoTable({
  currencies,
  highlights,
}: {
  currencies: readonly CryptoCurrency[];
  highlights: Highlights | null;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <HorizontalScroll label={t('currencies.cryptoTable')} minWidth={640}>
      <DataTable spacing="xs" highlightOnHover>
        <thead>
          <tr>
            <th style={{ width: 48 }}>
              <VisuallyHidden>{t('currencies.columnDetails')}</VisuallyHidden>
            </th>
            <th>{t('currencies.columnId')}</th>
            <th style={{ width: 44 }}>{t('currencies.columnLogo')}</th>
            <th>{t('currencies.columnName')}</th>
            <th>{t('currencies.columnSymbol')}</th>
            <th>{t('currencies.columnChains')}</th>
          </tr>
        </thead>
        <tbody>
          {currencies.map((currency) => {
            const open = expanded.has(currency.id);
            const detailsId = `currency-${currency.id}-chains`;
            const differ = decimalsDiffer(currency);
            // Plain elements styled by catalogue-table.css, not Mantine components: a
            // catalogue may list hundreds of currencies, all drawn at once.
            return (
              <Fragment key={currency.id}>
                <tr>
                  <td>
                    <button
                      type="button"
                      className="icon-button mantine-focus-auto mantine-active"
                      data-size="md"
                      aria-label={t('currencies.chainsOf', { name: currency.name })}
                      aria-expanded={open}
                      aria-controls={open ? detailsId : undefined}
                      onClick={() => toggle(currency.id)}
                    >
                      {open ? (
                        <IconChevronDown size={16} aria-hidden />
                      ) : (
                        <IconChevronRight size={16} aria-hidden />
                      )}
                    </button>
                  </td>
                  <td>
                    <CurrencyId id={currency.id} />
                  </td>
                  <td>
                    <CurrencyLogo url={currency.logoUrl} letters={currency.symbol} />
                  </td>
                  <td>
                    {/* Room for the "Decimals differ by chain" badge, which is never cut. */}
                    <div className="crypto-name">
                      <p className="crypto-text crypto-name-text">{currency.name}</p>
                      {highlights?.currencies.has(currency.id) && <NewBadge />}
                      {differ && <DecimalsDifferBadge />}
                    </div>
                  </td>
                  <td>
                    <p className="crypto-text catalogue-mono">{currency.symbol}</p>
                  </td>
                  <td>
                    <div className="crypto-chains">
                      {currency.chains.map((chain, index) => (
                        <ChainBadge
                          key={`${chain.chainName}-${chain.networkId}-${index}`}
                          chain={chain.chainName}
                          isNew={highlights?.pairs.has(pairKey(currency.id, chain)) ?? false}
                        />
                      ))}
                      {currency.chains.length === 0 && (
                        <p className="crypto-none">{t('currencies.noChainListed')}</p>
                      )}
                    </div>
                  </td>
                </tr>
                {open && (
                  <tr id={detailsId}>
                    <td />
                    <td colSpan={5}>
                      <ChainDetails currency={currency} highlights={highlights} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </DataTable>
    </HorizontalScroll>
  );
});

function ChainDetails({
  currency,
  highlights,
}: {
  currency: CryptoCurrency;
  highlights: Highlights | null;
}) {
  const usual = usualDecimals(currency);
  const differ = decimalsDiffer(currency);
  return (
    <>
      {differ && (
        <p className="catalogue-note" data-tone="warning">
          <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
          {t('currencies.decimalsDifferNote', { symbol: currency.symbol })}
        </p>
      )}
      <DataTable
        withBorder
        spacing={4}
        aria-label={t('currencies.chainsOfSymbol', {
          name: currency.name,
          symbol: currency.symbol,
        })}
      >
        <thead>
          <tr>
            <th>{t('currencies.columnChain')}</th>
            <th>{t('currencies.columnChainSymbol')}</th>
            <th>{t('currencies.columnChainType')}</th>
            <th>{t('currencies.columnNetworkId')}</th>
            <th>{t('currencies.columnDecimals')}</th>
          </tr>
        </thead>
        <tbody>
          {currency.chains.map((chain, index) => {
            const key = pairKey(currency.id, chain);
            const odd = differ && usual !== null && chain.decimals !== usual;
            const name = normalizeChainName(chain.chainName);
            return (
              <tr key={`${key}-${index}`}>
                <td>
                  <div className="catalogue-inline">
                    <span>
                      {name}
                      {name !== chain.chainName.trim() && (
                        <span className="catalogue-aside">
                          {' '}
                          {t('currencies.serviceCallsItShort', { name: chain.chainName })}
                        </span>
                      )}
                    </span>
                    {highlights?.pairs.has(key) && <NewBadge />}
                  </div>
                </td>
                <td>{chain.symbol}</td>
                <td>{chain.chainType}</td>
                <td className="catalogue-mono">{chain.networkId}</td>
                <td>
                  <div className="catalogue-inline" data-nowrap>
                    <span className="catalogue-mono" data-strong={odd || undefined}>
                      {chain.decimals}
                    </span>
                    {odd && (
                      <Badge color="orange" variant="light" size="xs" tt="none">
                        {t('currencies.differsBadge')}
                      </Badge>
                    )}
                    {highlights?.decimals.has(key) && (
                      <Badge color="blue" variant="light" size="xs" tt="none">
                        {t('currencies.changedBadge')}
                      </Badge>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </>
  );
}
