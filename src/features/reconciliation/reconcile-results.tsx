import '@mantine/core/styles/Table.css';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { currentLocale, formatWholeNumber, t, type MessageId } from '@/i18n';
import { CopyButton } from '@/components/copy-button';
import { chainDisplayName } from '@/lib/chain';
import { tokenFromKey } from '@/model/payments';
import { announce } from '@/lib/announce';
import { shortenMiddle } from '@/lib/mask';
import { formatUsd } from '@/lib/decimal';
import { exportReconciliation, type ReconciliationExportKind } from './export-reconciliation';
import {
  ORDER_RESULT_KINDS,
  type MatchablePayment,
  type OrderMatch,
  type OrderResultKind,
  type PaymentMatch,
  type PaymentResultKind,
  type Reconciliation,
} from './match-orders';
import { type KeptReconciliation } from './reconciliation-store';
import { money, moneyParts, RESULT_LABEL, RULE_LABEL } from './reconcile-labels';

/** Results the filter offers: every order result, and the payments that settle nothing. */
export type ResultFilter = 'all' | OrderResultKind | 'unmatched-payments';
/**
 * An amount and its unit, each whole: a narrow card may put the unit on the next line
 * ("0.008257127516305856" / "unknown token (Ethereum)"), never break either.
 */
function Money({ value, unit }: { value: string; unit: string }) {
  const parts = moneyParts(value, unit);
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{parts.number}</span>
      {parts.unit && (
        <>
          {' '}
          <span style={{ whiteSpace: 'nowrap' }}>{parts.unit}</span>
        </>
      )}
    </>
  );
}

/** A payment's hash, shortened in the middle (its name is the whole hash), to its page. */
function PaymentLink({ payment }: { payment: MatchablePayment }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Anchor
        renderRoot={(props) => (
          <Link
            {...props}
            to="/checkouts/$checkoutCode"
            params={{ checkoutCode: payment.checkoutCode }}
            search={{ tx: payment.hash, txChain: payment.chain }}
          />
        )}
        aria-label={payment.hash}
        title={payment.hash}
        ff="monospace"
      >
        {shortenMiddle(payment.hash)}
      </Anchor>{' '}
      <CopyButton value={payment.hash} label={t('reconcile.copyHash')} size="xs" />
    </span>
  );
}

function OrderOutcome({ match }: { match: OrderMatch }) {
  const unit = match.comparedIn ?? '';
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {t(RESULT_LABEL[match.result])}
      </Text>
      {match.underpaidBy !== null && (
        <Text size="sm">{t('reconcile.shortBy', { amount: money(match.underpaidBy, unit) })}</Text>
      )}
      {match.overpaidBy !== null && (
        <Text size="sm">{t('reconcile.overBy', { amount: money(match.overpaidBy, unit) })}</Text>
      )}
      {match.ambiguity && (
        <Text size="sm">
          {t('reconcile.ambiguousNote', {
            count: match.ambiguity.paymentKeys.length,
            orders: match.ambiguity.otherOrderIds.join(', ') || '–',
          })}
        </Text>
      )}
    </Stack>
  );
}

function MatchExplained({ match }: { match: OrderMatch }) {
  if (!match.rule) return <Text size="sm">–</Text>;
  return (
    <Text size="sm">
      {t(RULE_LABEL[match.rule] ?? 'reconcile.ruleAmount')}
      {match.matchedFields.length > 0 && ` (${match.matchedFields.join(', ')})`}
    </Text>
  );
}

function LinkedPayments({ keys, byKey }: { keys: string[]; byKey: Map<string, PaymentMatch> }) {
  if (!keys.length) return <Text size="sm">–</Text>;
  return (
    <Stack gap={2}>
      {keys.map((key) => {
        const payment = byKey.get(key);
        return payment ? (
          <div key={key}>
            <PaymentLink payment={payment.payment} />
            {/* On a line of its own, never broken: the amount and its token. */}
            <Text size="sm">
              <Money value={payment.payment.amount} unit={payment.token} />
            </Text>
          </div>
        ) : (
          <Text size="sm" key={key} style={{ overflowWrap: 'anywhere' }}>
            {key}
          </Text>
        );
      })}
    </Stack>
  );
}

function Summary({ result, wide }: { result: Reconciliation; wide: boolean }) {
  const { summary } = result;
  const rows = [
    ...ORDER_RESULT_KINDS.map((kind) => ({
      label: t(RESULT_LABEL[kind]),
      count: summary.orders[kind],
      totals: summary.orderTotals
        .filter((total) => total.result === kind)
        .map((total) => ({
          key: total.unit,
          text: t('reconcile.totalLine', {
            ordered: money(total.ordered, total.unit),
            received: money(total.received, total.unit),
          }),
        })),
    })),
    ...UNSETTLED_KINDS.map((kind) => ({
      label: t(UNSETTLED_SUMMARY_LABEL[kind]),
      count: summary.payments[kind],
      totals: summary.paymentTotals
        .filter((total) => total.result === kind)
        .map((total) => ({
          key: total.token,
          text:
            total.amount === null
              ? t('reconcile.unknownTokenTotal', {
                  count: total.count,
                  usd: formatUsd(total.amountUsd),
                  chain: chainDisplayName(tokenFromKey(total.token).chain),
                })
              : `${money(total.amount, total.token)} · ${formatUsd(total.amountUsd)}`,
        })),
    })),
  ];
  const totals = (lines: { key: string; text: string }[]) =>
    lines.map((line) => (
      <Text size="sm" key={line.key}>
        {line.text}
      </Text>
    ));
  return (
    <Stack gap="xs">
      <Title order={3}>{t('reconcile.summaryTitle')}</Title>
      {wide ? (
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reconcile.columnResult')}</Table.Th>
              <Table.Th>{t('reconcile.summaryOrders')}</Table.Th>
              <Table.Th>{t('reconcile.summaryTotals')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td>{row.count}</Table.Td>
                <Table.Td>{totals(row.totals)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        // A phone: each result on its own lines, so no amount is squeezed by a column.
        <Stack gap={6} role="list" aria-label={t('reconcile.summaryTitle')}>
          {rows.map((row) => (
            <div role="listitem" key={row.label}>
              <Text size="sm" fw={600}>
                {row.label}: {row.count}
              </Text>
              {totals(row.totals)}
            </div>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const UNSETTLED_KINDS = ['unmatched', 'ambiguous', 'failed'] as const;

/** A payment that settles no order, by why; a matched one is shown under its order. */
const UNSETTLED_LABEL: Record<PaymentResultKind, MessageId> = {
  matched: 'reconcile.paymentUnmatched',
  unmatched: 'reconcile.paymentUnmatched',
  ambiguous: 'reconcile.paymentAmbiguous',
  failed: 'reconcile.paymentFailed',
};

const UNSETTLED_SUMMARY_LABEL: Record<(typeof UNSETTLED_KINDS)[number], MessageId> = {
  unmatched: 'reconcile.unmatchedPayments',
  ambiguous: 'reconcile.ambiguousPayments',
  failed: 'reconcile.failedPayments',
};

/** The orders a payment that settles none is tied to: those it fits, or that name it. */
function ordersNaming(payment: PaymentMatch): string {
  if (payment.result === 'ambiguous') return payment.candidateOrderIds.join(', ') || '–';
  return payment.orderId ?? '–';
}

/**
 * Rows drawn at first and added per "Show more": 20,000 orders drawn at once would hold
 * the page for seconds. The summary and the export cover every row.
 */
const ROWS_AT_A_TIME = 200;

export function Results({ kept }: { kept: KeptReconciliation }) {
  const [filter, setFilter] = useState<ResultFilter>('all');
  const [rowLimit, setRowLimit] = useState(ROWS_AT_A_TIME);
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const { reconciliation } = kept;
  const byKey = useMemo(
    () => new Map(reconciliation.payments.map((payment) => [payment.key, payment])),
    [reconciliation],
  );
  const allOrders =
    filter === 'unmatched-payments'
      ? []
      : reconciliation.orders.filter((match) => filter === 'all' || match.result === filter);
  // Every payment that settles no order, as the export lists them: unmatched, failed,
  // and those that fit an ambiguous order (which names them too).
  const allUnsettled =
    filter === 'all' || filter === 'unmatched-payments'
      ? reconciliation.payments.filter((payment) => payment.result !== 'matched')
      : [];
  // Orders first, then the payments, as the export; only the first rowLimit are drawn.
  const totalRows = allOrders.length + allUnsettled.length;
  const orders = allOrders.slice(0, rowLimit);
  const unsettled = allUnsettled.slice(0, Math.max(0, rowLimit - allOrders.length));
  const shownRows = orders.length + unsettled.length;
  const filterData = [
    { value: 'all', label: t('reconcile.filterAll') },
    ...ORDER_RESULT_KINDS.map((kind) => ({ value: kind, label: t(RESULT_LABEL[kind]) })),
    { value: 'unmatched-payments', label: t('reconcile.unsettledPayments') },
  ];
  const locale = currentLocale();
  const exportAs = (kind: ReconciliationExportKind) => {
    const name = exportReconciliation(kind, kept, locale);
    announce(t('reconcile.exported', { name }));
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {t('reconcile.ranAbout', {
          codes: kept.checkoutCodes.join(', '),
          hours: reconciliation.windowHours,
          tolerance: formatUsd(reconciliation.usdTolerance),
          time: new Date(kept.ranAt).toLocaleString(locale),
        })}
      </Text>
      {!kept.complete && (
        <Alert color="yellow" title={t('reconcile.incompleteTitle')}>
          {t('reconcile.incomplete')}
        </Alert>
      )}
      <Summary result={reconciliation} wide={wide} />
      <Group gap="xs">
        <Button variant="default" onClick={() => exportAs('csv')}>
          {t('reconcile.exportCsv')}
        </Button>
        <Button variant="default" onClick={() => exportAs('csv-localized')}>
          {t('reconcile.exportCsvLocalized')}
        </Button>
        <Button variant="default" onClick={() => exportAs('json')}>
          {t('reconcile.exportJson')}
        </Button>
      </Group>
      <Select
        label={t('reconcile.filterLabel')}
        data={filterData}
        value={filter}
        allowDeselect={false}
        onChange={(value) => {
          setFilter((value ?? 'all') as ResultFilter);
          setRowLimit(ROWS_AT_A_TIME);
        }}
        maw={320}
      />
      {wide ? (
        <Table withTableBorder aria-label={t('reconcile.resultsTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reconcile.columnOrderId')}</Table.Th>
              <Table.Th>{t('reconcile.columnAmount')}</Table.Th>
              <Table.Th>{t('reconcile.columnResult')}</Table.Th>
              <Table.Th>{t('reconcile.columnRule')}</Table.Th>
              <Table.Th>{t('reconcile.columnPayments')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((match) => (
              <Table.Tr key={`${match.order.line}`}>
                <Table.Td style={{ overflowWrap: 'anywhere', minWidth: '10ch' }}>
                  {match.order.orderId}
                </Table.Td>
                <Table.Td>
                  {money(match.order.amount, match.comparedIn ?? unitOfOrder(match))}
                </Table.Td>
                <Table.Td>
                  <OrderOutcome match={match} />
                </Table.Td>
                <Table.Td>
                  <MatchExplained match={match} />
                </Table.Td>
                <Table.Td>
                  <LinkedPayments
                    keys={match.ambiguity?.paymentKeys ?? match.paymentKeys}
                    byKey={byKey}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
            {unsettled.map((payment) => (
              <Table.Tr key={payment.key}>
                <Table.Td>{ordersNaming(payment)}</Table.Td>
                <Table.Td>
                  <Money value={payment.payment.amount} unit={payment.token} /> ·{' '}
                  <span style={{ whiteSpace: 'nowrap' }}>
                    {formatUsd(payment.payment.amountUsd)}
                  </span>
                </Table.Td>
                <Table.Td>{t(UNSETTLED_LABEL[payment.result])}</Table.Td>
                <Table.Td>–</Table.Td>
                <Table.Td>
                  <PaymentLink payment={payment.payment} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Stack gap="xs" role="list" aria-label={t('reconcile.resultsTitle')}>
          {orders.map((match) => (
            <Paper withBorder p="xs" key={`${match.order.line}`} role="listitem">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {match.order.orderId}
              </Text>
              <Text size="sm">
                {money(match.order.amount, match.comparedIn ?? unitOfOrder(match))}
              </Text>
              <OrderOutcome match={match} />
              <MatchExplained match={match} />
              <LinkedPayments
                keys={match.ambiguity?.paymentKeys ?? match.paymentKeys}
                byKey={byKey}
              />
            </Paper>
          ))}
          {unsettled.map((payment) => (
            <Paper withBorder p="xs" key={payment.key} role="listitem">
              <Text fw={600}>{t(UNSETTLED_LABEL[payment.result])}</Text>
              {payment.result !== 'unmatched' && <Text size="sm">{ordersNaming(payment)}</Text>}
              <Text size="sm">
                <Money value={payment.payment.amount} unit={payment.token} /> ·{' '}
                <span style={{ whiteSpace: 'nowrap' }}>{formatUsd(payment.payment.amountUsd)}</span>
              </Text>
              <Text size="sm">
                <PaymentLink payment={payment.payment} />
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      {shownRows < totalRows && (
        <Group gap="sm" align="center">
          <Text size="sm" role="status">
            {t('reconcile.rowsShown', {
              shown: formatWholeNumber(shownRows, locale),
              total: totalRows,
            })}
          </Text>
          <Button
            variant="default"
            size="xs"
            onClick={() => setRowLimit((limit) => limit + ROWS_AT_A_TIME)}
          >
            {t('reconcile.showMoreRows', {
              count: Math.min(ROWS_AT_A_TIME, totalRows - shownRows),
            })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The unit an order was written in, when it was not compared (Unpaid, Ambiguous). */
function unitOfOrder(match: OrderMatch): string {
  const currency = match.order.currency?.toUpperCase() ?? '';
  if (match.unit.kind === 'usd') return 'USD';
  if (!currency) return '*|*';
  return `${match.order.chain ?? '*'}|${currency}`;
}
