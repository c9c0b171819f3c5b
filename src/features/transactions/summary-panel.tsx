import {
  Badge,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import type { Transaction } from '@/api/schemas';
import { formatDecimal, formatUsd, shareOfTotal } from '@/lib/decimal';
import { displayAmount } from '@/lib/mask';
import { NO_PAY_SYMBOL, paySymbolLabel, summarizeTransactions } from './summary';

/** Totals over the loaded records, always saying whether they are partial. */
export function SummaryPanel({
  records,
  hasMore,
  hideAmounts,
}: {
  records: readonly Transaction[];
  hasMore: boolean;
  hideAmounts: boolean;
}) {
  // Deferred: while Load all adds a page every few tens of ms, React may skip the
  // summaries of pages in between instead of summing 20,000 records for each one.
  const deferredRecords = useDeferredValue(records);
  const deferredHasMore = useDeferredValue(hasMore);
  const summary = useMemo(
    () => summarizeTransactions(deferredRecords, { hasMore: deferredHasMore }),
    [deferredRecords, deferredHasMore],
  );
  const hide = hideAmounts;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="summary-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="summary-heading">
            Summary
          </Title>
          {summary.partial ? (
            <Badge color="orange" variant="light">
              Partial: {summary.loaded} loaded, more on the server
            </Badge>
          ) : (
            <Badge color="teal" variant="light">
              All {summary.loaded} transactions loaded
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Stack gap={4}>
            <Text fw={600} size="sm">
              By status
            </Text>
            {summary.byStatus.map((item) => (
              <Text size="sm" key={item.status}>
                {item.status || 'Unknown'}: {item.count}
              </Text>
            ))}
            <Text fw={600} size="sm" mt="xs">
              By chain
            </Text>
            {summary.byChain.map((item) => (
              <Text size="sm" key={item.chain}>
                {item.chain}: {item.count}
              </Text>
            ))}
          </Stack>
          <Stack gap={4} style={{ gridColumn: 'span 2' }}>
            <Text fw={600} size="sm">
              Completed: {summary.completed.count} payments,{' '}
              {displayAmount(formatUsd(summary.completed.amountUsd), hide)} USD value
            </Text>
            {summary.completed.bySymbol.length > 0 && (
              <Table aria-label="Completed totals per pay symbol" fz="sm" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Pay symbol</Table.Th>
                    <Table.Th>Payments</Table.Th>
                    <Table.Th>Amount</Table.Th>
                    <Table.Th>Fee</Table.Th>
                    <Table.Th>USD value</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {summary.completed.bySymbol.map((row) => (
                    <Table.Tr key={row.paySymbol || 'none'}>
                      <Table.Td>
                        {row.paySymbol === NO_PAY_SYMBOL ? (
                          <Text span size="sm" fs="italic" c="dimmed">
                            {paySymbolLabel(row.paySymbol)}
                          </Text>
                        ) : (
                          row.paySymbol
                        )}
                      </Table.Td>
                      <Table.Td>{row.count}</Table.Td>
                      <Table.Td style={{ wordBreak: 'break-all' }}>
                        {displayAmount(formatDecimal(row.amount), hide)}
                      </Table.Td>
                      <Table.Td style={{ wordBreak: 'break-all' }}>
                        {displayAmount(formatDecimal(row.fee), hide)}
                      </Table.Td>
                      <Table.Td>{displayAmount(formatUsd(row.amountUsd), hide)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
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
                    <Text size="sm" w={56}>
                      {row.chain}
                    </Text>
                    <Progress
                      value={shareOfTotal(row.amountUsd, summary.completed.amountUsd) * 100}
                      style={{ flex: 1 }}
                      aria-hidden
                    />
                    <Text size="sm" w={150} ta="right">
                      {displayAmount(formatUsd(row.amountUsd), hide)} ({row.count})
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
