import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { t, type MessageId } from '@/i18n';
import { normalizeChainName } from '@/lib/chain';
import { formatExactTime } from '@/lib/format-time';
import { usePreferences } from '@/lib/preferences';
import { countChanges, type CatalogueDiff, type PairChange } from './catalogue-diff';

/** A currency as the summary names it: "Tether USD (USDT, ID 1001)". */
function currencyValues(currency: { id: number; name: string; symbol: string }) {
  return { name: currency.name, symbol: currency.symbol, id: String(currency.id) };
}

function pairText(pair: PairChange) {
  return t('currencies.pairOn', {
    ...currencyValues(pair),
    chain: normalizeChainName(pair.chainName),
  });
}

/**
 * The "what changed" summary: currencies and currency-chain pairs added or removed
 * (and decimals changed) since the snapshot taken on `takenAt`. "Mark as seen" takes
 * a new snapshot. `first`: the snapshot was taken on this first visit, so there is no
 * earlier catalogue to compare with yet.
 */
export function WhatChanged({
  diff,
  takenAt,
  first,
  onAccept,
}: {
  diff: CatalogueDiff;
  takenAt: number;
  first: boolean;
  onAccept: () => void;
}) {
  const { timeZone } = usePreferences();
  const since = formatExactTime(takenAt, timeZone);
  const total = countChanges(diff);
  if (first && total === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('currencies.firstSnapshot', { since })}
      </Text>
    );
  }
  if (total === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('currencies.noChanges', { since })}
      </Text>
    );
  }
  const all: { title: MessageId; items: string[] }[] = [
    {
      title: 'currencies.sectionNewCurrencies',
      items: diff.addedCurrencies.map((c) => {
        const chains = c.chains.map((chain) => normalizeChainName(chain.chainName)).join(', ');
        return chains
          ? t('currencies.currencyOn', { ...currencyValues(c), chains })
          : t('currencies.currencyOnNoChain', currencyValues(c));
      }),
    },
    { title: 'currencies.sectionNewChains', items: diff.addedPairs.map(pairText) },
    {
      title: 'currencies.sectionDecimalsChanged',
      items: diff.changedDecimals.map((change) =>
        t('currencies.decimalsChangedItem', {
          ...currencyValues(change),
          chain: normalizeChainName(change.chainName),
          before: String(change.before),
          after: String(change.after),
        }),
      ),
    },
    { title: 'currencies.sectionChainsRemoved', items: diff.removedPairs.map(pairText) },
    {
      title: 'currencies.sectionCurrenciesRemoved',
      items: diff.removedCurrencies.map((c) => t('currencies.currency', currencyValues(c))),
    },
  ];
  const sections = all.filter((section) => section.items.length > 0);

  return (
    <section aria-label={t('currencies.whatChanged')}>
      <Alert
        color="blue"
        variant="light"
        icon={<IconHistory aria-hidden />}
        title={t('currencies.changesSince', { count: total, since })}
      >
        <Stack gap="xs">
          {sections.map((section) => (
            <div key={section.title}>
              <Text size="sm" fw={600}>
                {t(section.title)}
              </Text>
              <Text component="ul" size="sm" m={0} pl="lg">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Text>
            </div>
          ))}
          <Text size="xs" c="dimmed">
            {t('currencies.newEntriesNote')}
          </Text>
          <Group>
            <Button size="xs" variant="default" onClick={onAccept}>
              {t('currencies.markAsSeen')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </section>
  );
}
