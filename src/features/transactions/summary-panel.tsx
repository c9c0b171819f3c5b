import {
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import type { Transaction } from '@/api/schemas';
import { formatDecimal, formatUsd, shareOfTotal } from '@/lib/decimal';
import { countNoun, formatCount } from '@/lib/format-count';
import { displayAmount } from '@/lib/mask';
import { summarizeTransactions } from './summary';
import { tokenKey, tokenLabel } from './tokens';
import './summary-panel.css';

export interface SummaryPanelProps {
  /** The records the filters select (what the table shows). */
  rows: readonly Transaction[];
  /** Every loaded record. */
  loaded: readonly Transaction[];
  /** Whether any filter is set (else rows and loaded are the same records). */
  filtered: boolean;
  /** The server holds more pages: every figure is then a partial one. */
  hasMore: boolean;
  hideAmounts: boolean;
}

/**
 * Totals of exactly the rows the filters select, saying so, with the totals of every
 * loaded record one click away; always saying whether all pages are loaded.
 */
export function SummaryPanel({ rows, loaded, filtered, hasMore, hideAmounts }: SummaryPanelProps) {
  const [scope, setScope] = useState<'matching' | 'loaded'>('matching');
  const showLoaded = !filtered || scope === 'loaded';
  // Deferred: while Load all adds a page every few tens of ms, React may skip the
  // summaries of pages in between instead of summing 20,000 records for each one.
  const records = useDeferredValue(showLoaded ? loaded : rows);
  const partial = useDeferredValue(hasMore);
  const summary = useMemo(() => summarizeTransactions(records), [records]);
  const hide = hideAmounts;
  const loadedCount = formatCount(loaded.length);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="summary-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" id="summary-heading">
            Summary
          </Title>
          {partial ? (
            <Badge color="orange" variant="light">
              Partial: {loadedCount} loaded, more on the server
            </Badge>
          ) : (
            <Badge color="teal" variant="light">
              All {countNoun(loaded.length, 'transaction')} loaded
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" data-testid="summary-scope">
            {!filtered
              ? `Totals of all ${countNoun(loaded.length, 'loaded transaction')}.`
              : scope === 'matching'
                ? `${formatCount(rows.length)} of ${countNoun(loaded.length, 'loaded transaction')} ${rows.length === 1 ? 'matches' : 'match'} the filters; totals of ${rows.length === 1 ? 'this one' : `these ${formatCount(rows.length)}`}.`
                : `Totals of all ${countNoun(loaded.length, 'loaded transaction')}, filters not applied.`}
          </Text>
          {filtered && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setScope(scope === 'matching' ? 'loaded' : 'matching')}
            >
              {scope === 'matching'
                ? `Show totals of all ${loadedCount} loaded`
                : `Show totals of the ${formatCount(rows.length)} that match`}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Stack gap={4}>
            <Text fw={600} size="sm">
              By status
            </Text>
            {summary.byStatus.map((item) => (
              <Text size="sm" key={item.status}>
                {item.status || 'Unknown'}: {formatCount(item.count)}
              </Text>
            ))}
            <Text fw={600} size="sm" mt="xs">
              By chain
            </Text>
            {summary.byChain.map((item) => (
              <Text size="sm" key={item.chain}>
                {item.chain}: {formatCount(item.count)}
              </Text>
            ))}
          </Stack>
          <Stack gap={4} className="summary-completed">
            <Text fw={600} size="sm">
              Completed: {countNoun(summary.completed.count, 'transaction')},{' '}
              {displayAmount(formatUsd(summary.completed.amountUsd), hide)} USD value
            </Text>
            {summary.completed.byToken.length > 0 && (
              <div className="summary-table-scroll">
                <Table
                  aria-label="Completed totals per token"
                  fz="sm"
                  verticalSpacing={4}
                  className="summary-table"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Token</Table.Th>
                      <Table.Th className="summary-num">Payments</Table.Th>
                      <Table.Th className="summary-num">Amount</Table.Th>
                      <Table.Th className="summary-num">Fee</Table.Th>
                      <Table.Th className="summary-num">USD value</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {summary.completed.byToken.map((row) => (
                      <Table.Tr key={tokenKey(row.token)}>
                        <Table.Th scope="row" fw={400}>
                          {tokenLabel(row.token)}
                        </Table.Th>
                        <Table.Td className="summary-num">{formatCount(row.count)}</Table.Td>
                        <Table.Td className="summary-num">
                          {displayAmount(formatDecimal(row.amount), hide)}
                        </Table.Td>
                        <Table.Td className="summary-num">
                          {displayAmount(formatDecimal(row.fee), hide)}
                        </Table.Td>
                        <Table.Td className="summary-num">
                          {displayAmount(formatUsd(row.amountUsd), hide)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            )}
            {summary.completed.usdByChain.length > 0 && (
              <Stack
                gap={4}
                mt="xs"
                aria-label="USD value of completed payments by chain"
                role="group"
              >
                <Text fw={600} size="sm">
                  USD value by chain (completed)
                </Text>
                {summary.completed.usdByChain.map((row) => (
                  <Group key={row.chain} gap="xs" wrap="nowrap">
                    <Text size="sm" w={64}>
                      {row.chain}
                    </Text>
                    <Progress
                      value={shareOfTotal(row.amountUsd, summary.completed.amountUsd) * 100}
                      style={{ flex: 1 }}
                      aria-hidden
                    />
                    <Text size="sm" className="summary-num" style={{ whiteSpace: 'nowrap' }}>
                      {displayAmount(formatUsd(row.amountUsd), hide)} ({formatCount(row.count)})
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
