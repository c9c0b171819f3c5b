// Not in src/app/styles.ts (first page's CSS): this lazily loaded module's chunk brings it.
import '@mantine/core/styles/Table.css';
import '@/components/icon-button.css';
import './crypto-table.css';
import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, memo, useState } from 'react';
import type { CryptoCurrency } from '@/api/schemas';
import { pairKey } from './catalogue-diff';
import { CurrencyId } from './currency-id';
import { ChainBadge } from '@/components/chain-badge';
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
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>
              <VisuallyHidden>{t('currencies.columnDetails')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('currencies.columnId')}</Table.Th>
            <Table.Th w={44}>{t('currencies.columnLogo')}</Table.Th>
            <Table.Th>{t('currencies.columnName')}</Table.Th>
            <Table.Th>{t('currencies.columnSymbol')}</Table.Th>
            <Table.Th>{t('currencies.columnChains')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {currencies.map((currency) => {
            const open = expanded.has(currency.id);
            const detailsId = `currency-${currency.id}-chains`;
            const differ = decimalsDiffer(currency);
            // Plain elements styled by crypto-table.css, not Mantine components: a
            // catalogue may list hundreds of currencies, all drawn at once.
            return (
              <Fragment key={currency.id}>
                <tr className="crypto-tr">
                  <td className="crypto-td">
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
                  <td className="crypto-td">
                    <CurrencyId id={currency.id} />
                  </td>
                  <td className="crypto-td">
                    <CurrencyLogo url={currency.logoUrl} letters={currency.symbol} />
                  </td>
                  <td className="crypto-td">
                    {/* Room for the "Decimals differ by chain" badge, which is never cut. */}
                    <div className="crypto-name">
                      <p className="crypto-text crypto-name-text">{currency.name}</p>
                      {highlights?.currencies.has(currency.id) && <NewBadge />}
                      {differ && <DecimalsDifferBadge />}
                    </div>
                  </td>
                  <td className="crypto-td">
                    <p className="crypto-text crypto-symbol">{currency.symbol}</p>
                  </td>
                  <td className="crypto-td">
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
                  <tr className="crypto-tr" id={detailsId}>
                    <td className="crypto-td" />
                    <td className="crypto-td" colSpan={5}>
                      <ChainDetails currency={currency} highlights={highlights} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
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
        <Text size="sm" c="var(--mantine-color-orange-light-color)" mb="xs">
          <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
          {t('currencies.decimalsDifferNote', { symbol: currency.symbol })}
        </Text>
      )}
      <Table
        withTableBorder
        verticalSpacing={4}
        aria-label={t('currencies.chainsOfSymbol', {
          name: currency.name,
          symbol: currency.symbol,
        })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('currencies.columnChain')}</Table.Th>
            <Table.Th>{t('currencies.columnChainSymbol')}</Table.Th>
            <Table.Th>{t('currencies.columnChainType')}</Table.Th>
            <Table.Th>{t('currencies.columnNetworkId')}</Table.Th>
            <Table.Th>{t('currencies.columnDecimals')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {currency.chains.map((chain, index) => {
            const key = pairKey(currency.id, chain);
            const odd = differ && usual !== null && chain.decimals !== usual;
            return (
              <Table.Tr key={`${key}-${index}`}>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm">
                      {normalizeChainName(chain.chainName)}
                      {normalizeChainName(chain.chainName) !== chain.chainName.trim() && (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          {t('currencies.serviceCallsItShort', { name: chain.chainName })}
                        </Text>
                      )}
                    </Text>
                    {highlights?.pairs.has(key) && <NewBadge />}
                  </Group>
                </Table.Td>
                <Table.Td>{chain.symbol}</Table.Td>
                <Table.Td>{chain.chainType}</Table.Td>
                <Table.Td ff="monospace">{chain.networkId}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" ff="monospace" fw={odd ? 700 : 400}>
                      {chain.decimals}
                    </Text>
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
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </>
  );
}
