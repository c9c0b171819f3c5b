import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { normalizeChainName } from '@/lib/chain';
import { countNoun } from '@/lib/format-count';
import { formatExactTime } from '@/lib/format-time';
import { usePreferences } from '@/lib/preferences';
import { countChanges, type CatalogueDiff, type PairChange } from './catalogue-diff';

function pairText(pair: PairChange) {
  return `${pair.name} (${pair.symbol}, ID ${pair.id}) on ${normalizeChainName(pair.chainName)}`;
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
        A snapshot of the catalogue was taken now ({since}). From your next visit, this page shows
        the currencies and chains added or removed since then.
      </Text>
    );
  }
  if (total === 0) {
    return (
      <Text size="sm" c="dimmed">
        No catalogue changes since your snapshot of {since}.
      </Text>
    );
  }
  const sections: { title: string; items: string[] }[] = [
    {
      title: 'New currencies',
      items: diff.addedCurrencies.map(
        (c) =>
          `${c.name} (${c.symbol}, ID ${c.id}) on ${c.chains.map((chain) => normalizeChainName(chain.chainName)).join(', ') || 'no chain'}`,
      ),
    },
    { title: 'New chains for existing currencies', items: diff.addedPairs.map(pairText) },
    {
      title: 'Decimals changed',
      items: diff.changedDecimals.map(
        (change) => `${pairText(change)}: ${change.before} → ${change.after} decimals`,
      ),
    },
    { title: 'Chains removed', items: diff.removedPairs.map(pairText) },
    {
      title: 'Currencies removed',
      items: diff.removedCurrencies.map((c) => `${c.name} (${c.symbol}, ID ${c.id})`),
    },
  ].filter((section) => section.items.length > 0);

  return (
    <section aria-label="What changed">
      <Alert
        color="blue"
        variant="light"
        icon={<IconHistory aria-hidden />}
        title={`${countNoun(total, 'change')} since your snapshot of ${since}`}
      >
        <Stack gap="xs">
          {sections.map((section) => (
            <div key={section.title}>
              <Text size="sm" fw={600}>
                {section.title}
              </Text>
              <Text component="ul" size="sm" m={0} pl="lg">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Text>
            </div>
          ))}
          <Text size="xs" c="dimmed">
            New entries are also marked “New” in the table.
          </Text>
          <Group>
            <Button size="xs" variant="default" onClick={onAccept}>
              Mark as seen
            </Button>
          </Group>
        </Stack>
      </Alert>
    </section>
  );
}
