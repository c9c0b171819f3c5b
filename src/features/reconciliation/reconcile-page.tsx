import '@mantine/core/styles/Table.css';
import {
  Alert,
  Anchor,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState, type DragEvent } from 'react';
import { useApi } from '@/api/identity';
import type { Transaction } from '@/api/schemas';
import { currentLocale, t, type MessageId } from '@/i18n';
import { announce } from '@/lib/announce';
import { chainDisplayName } from '@/lib/chain';
import { formatDecimal, formatUsd } from '@/lib/decimal';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRecentCheckouts } from '@/features/checkouts';
import { tokenFromKey, tokenLabel } from '@/model/payments';
import { exportReconciliation, type ReconciliationExportKind } from './export-reconciliation';
import { matchOrdersInWorker } from './match-in-worker';
import {
  DEFAULT_USD_TOLERANCE,
  DEFAULT_WINDOW_HOURS,
  matchOrders,
  ORDER_RESULT_KINDS,
  type MatchablePayment,
  type OrderMatch,
  type OrderResultKind,
  type PaymentMatch,
  type Reconciliation,
} from './match-orders';
import {
  checkOrderFileSize,
  ordersFromTable,
  readOrderTable,
  type OrderProblem,
  type OrderTable,
} from './parse-orders';
import {
  ORDER_FIELDS,
  proposeMapping,
  REQUIRED_ORDER_FIELDS,
  type ColumnMapping,
  type OrderField,
} from './propose-mapping';
import {
  keepReconciliation,
  rememberedMapping,
  rememberMapping,
  useKeptReconciliation,
  type KeptReconciliation,
} from './reconciliation-store';
import { SAMPLE_CHECKOUT_CODE, sampleOrdersCsv } from './sample-orders';
import { CheckoutPagesLoad, type CheckoutLoadResult } from './scope-loader';

/** Results the filter offers: every order result, and the payments that settle nothing. */
export type ResultFilter = 'all' | OrderResultKind | 'unmatched-payments';

const FIELD_LABEL: Record<OrderField, MessageId> = {
  orderId: 'reconcile.fieldOrderId',
  amount: 'reconcile.fieldAmount',
  currency: 'reconcile.fieldCurrency',
  chain: 'reconcile.fieldChain',
  payer: 'reconcile.fieldPayer',
  txHash: 'reconcile.fieldTxHash',
  orderTime: 'reconcile.fieldOrderTime',
  checkoutCode: 'reconcile.fieldCheckoutCode',
};

const RESULT_LABEL: Record<OrderResultKind, MessageId> = {
  paid: 'reconcile.resultPaid',
  'paid-by-several': 'reconcile.resultPaidBySeveral',
  underpaid: 'reconcile.resultUnderpaid',
  overpaid: 'reconcile.resultOverpaid',
  'awaiting-confirmation': 'reconcile.resultAwaiting',
  unpaid: 'reconcile.resultUnpaid',
  ambiguous: 'reconcile.resultAmbiguous',
  'not-comparable': 'reconcile.resultNotComparable',
};

const PROBLEM_TEXT: Record<OrderProblem['code'], MessageId> = {
  'file-too-large': 'reconcile.problemFileTooLarge',
  'file-empty': 'reconcile.problemFileEmpty',
  'json-invalid': 'reconcile.problemJsonInvalid',
  'json-not-array': 'reconcile.problemJsonNotArray',
  'record-not-object': 'reconcile.problemRecordNotObject',
  'bad-quotes': 'reconcile.problemBadQuotes',
  'wrong-field-count': 'reconcile.problemWrongFieldCount',
  'column-missing': 'reconcile.problemColumnMissing',
  'order-id-empty': 'reconcile.problemOrderIdEmpty',
  'amount-empty': 'reconcile.problemAmountEmpty',
  'amount-not-decimal': 'reconcile.problemAmountNotDecimal',
  'amount-negative': 'reconcile.problemAmountNegative',
  'time-unreadable': 'reconcile.problemTimeUnreadable',
  'order-repeated': 'reconcile.problemOrderRepeated',
  'order-id-repeated': 'reconcile.problemOrderIdRepeated',
};

const RULE_LABEL: Record<string, MessageId> = {
  hash: 'reconcile.ruleHash',
  payer: 'reconcile.rulePayer',
  amount: 'reconcile.ruleAmount',
};

/** "USD", "USDT (TRON)", "USDT" (any chain), or a dash when the order names none. */
function unitText(unit: string): string {
  if (unit === 'USD') return 'USD';
  const token = tokenFromKey(unit);
  if (token.chain === '*') return token.paySymbol === '*' ? '–' : (token.paySymbol ?? '–');
  if (token.paySymbol === '*') return chainDisplayName(token.chain);
  return tokenLabel(token);
}

/** An amount with its unit, never cut: USD as money, a token's digits as sent. */
function money(value: string, unit: string): string {
  return unit === 'USD' ? formatUsd(value) : `${formatDecimal(value)} ${unitText(unit)}`;
}

function problemText(problem: OrderProblem): string {
  return t(PROBLEM_TEXT[problem.code], {
    value: problem.value ?? '',
    firstLine: problem.firstLine ?? '',
    expected: problem.expected ?? '',
    found: problem.found ?? '',
    field: problem.field ? t(FIELD_LABEL[problem.field]) : '',
  });
}

/** The mapping to start from: the proposal, with the columns this profile chose before. */
function startingMapping(header: readonly string[], remembered: Record<string, string>) {
  const mapping: ColumnMapping = { ...proposeMapping(header).mapping };
  for (const field of ORDER_FIELDS) {
    const column = remembered[field] === undefined ? -1 : header.indexOf(remembered[field]);
    if (column >= 0) mapping[field] = column;
  }
  return mapping;
}

const WHOLE_HOURS = /^\d{1,5}$/;
const PLAIN_DECIMAL = /^\d+(?:[.,]\d+)?$/;

function PaymentLink({ payment }: { payment: MatchablePayment }) {
  return (
    <Anchor
      renderRoot={(props) => (
        <Link
          {...props}
          to="/checkouts/$checkoutCode"
          params={{ checkoutCode: payment.checkoutCode }}
          search={{ tx: payment.hash, txChain: payment.chain }}
        />
      )}
      style={{ overflowWrap: 'anywhere' }}
    >
      {payment.hash}
    </Anchor>
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
          <Text size="sm" key={key}>
            <PaymentLink payment={payment.payment} /> {money(payment.payment.amount, payment.token)}
          </Text>
        ) : (
          <Text size="sm" key={key} style={{ overflowWrap: 'anywhere' }}>
            {key}
          </Text>
        );
      })}
    </Stack>
  );
}

function Summary({ result }: { result: Reconciliation }) {
  const { summary } = result;
  return (
    <Stack gap="xs">
      <Title order={3}>{t('reconcile.summaryTitle')}</Title>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reconcile.columnResult')}</Table.Th>
            <Table.Th>{t('reconcile.summaryOrders')}</Table.Th>
            <Table.Th>{t('reconcile.summaryTotals')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ORDER_RESULT_KINDS.map((kind) => (
            <Table.Tr key={kind}>
              <Table.Td>{t(RESULT_LABEL[kind])}</Table.Td>
              <Table.Td>{summary.orders[kind]}</Table.Td>
              <Table.Td>
                {summary.orderTotals
                  .filter((total) => total.result === kind)
                  .map((total) => (
                    <Text size="sm" key={total.unit}>
                      {t('reconcile.totalLine', {
                        ordered: money(total.ordered, total.unit),
                        received: money(total.received, total.unit),
                      })}
                    </Text>
                  ))}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td>{t('reconcile.unmatchedPayments')}</Table.Td>
            <Table.Td>{summary.payments.unmatched}</Table.Td>
            <Table.Td>
              {summary.paymentTotals
                .filter((total) => total.result === 'unmatched')
                .map((total) => (
                  <Text size="sm" key={total.token}>
                    {total.amount === null
                      ? t('reconcile.unknownTokenTotal', {
                          count: total.count,
                          usd: formatUsd(total.amountUsd),
                          token: unitText(total.token),
                        })
                      : `${money(total.amount, total.token)} · ${formatUsd(total.amountUsd)}`}
                  </Text>
                ))}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Results({ kept }: { kept: KeptReconciliation }) {
  const [filter, setFilter] = useState<ResultFilter>('all');
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const { reconciliation } = kept;
  const byKey = useMemo(
    () => new Map(reconciliation.payments.map((payment) => [payment.key, payment])),
    [reconciliation],
  );
  const orders =
    filter === 'unmatched-payments'
      ? []
      : reconciliation.orders.filter((match) => filter === 'all' || match.result === filter);
  const unmatched =
    filter === 'all' || filter === 'unmatched-payments'
      ? reconciliation.payments.filter((payment) => payment.result === 'unmatched')
      : [];
  const filterData = [
    { value: 'all', label: t('reconcile.filterAll') },
    ...ORDER_RESULT_KINDS.map((kind) => ({ value: kind, label: t(RESULT_LABEL[kind]) })),
    { value: 'unmatched-payments', label: t('reconcile.unmatchedPayments') },
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
      <Summary result={reconciliation} />
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
        onChange={(value) => setFilter((value ?? 'all') as ResultFilter)}
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
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{match.order.orderId}</Table.Td>
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
            {unmatched.map((payment) => (
              <Table.Tr key={payment.key}>
                <Table.Td>–</Table.Td>
                <Table.Td>
                  {money(payment.payment.amount, payment.token)} ·{' '}
                  {formatUsd(payment.payment.amountUsd)}
                </Table.Td>
                <Table.Td>{t('reconcile.paymentUnmatched')}</Table.Td>
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
          {unmatched.map((payment) => (
            <Paper withBorder p="xs" key={payment.key} role="listitem">
              <Text fw={600}>{t('reconcile.paymentUnmatched')}</Text>
              <Text size="sm">
                {money(payment.payment.amount, payment.token)} ·{' '}
                {formatUsd(payment.payment.amountUsd)}
              </Text>
              <Text size="sm">
                <PaymentLink payment={payment.payment} />
              </Text>
            </Paper>
          ))}
        </Stack>
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

interface Loaded {
  text: string;
  table: OrderTable;
  mapping: ColumnMapping;
}

interface Running {
  codes: string[];
  index: number;
  pages: number;
  payments: number;
  results: CheckoutLoadResult[];
}

/**
 * Issue 52's screen: the merchant's order file in (picked, dropped or pasted; read in
 * the browser, never sent), its columns mapped, the checkouts in scope loaded page by
 * page, the matcher run in a worker, and the result with its export. The last result
 * is kept per profile.
 */
export function ReconcilePage() {
  const api = useApi();
  useDocumentTitle(t('reconcile.title'));
  const kept = useKeptReconciliation(api);
  const recent = useRecentCheckouts(api);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [fileProblem, setFileProblem] = useState<OrderProblem | null>(null);
  const [pasted, setPasted] = useState('');
  const [dragging, setDragging] = useState(false);
  const [codes, setCodes] = useState<string[]>([]);
  const [typedCode, setTypedCode] = useState('');
  const [hours, setHours] = useState(String(DEFAULT_WINDOW_HOURS));
  const [tolerance, setTolerance] = useState(DEFAULT_USD_TOLERANCE);
  const [running, setRunning] = useState<Running | null>(null);
  const [matching, setMatching] = useState(false);
  const [runError, setRunError] = useState<string | null>(null);
  const cancelRef = useRef<(() => void) | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const read = useMemo(
    () => (loaded ? ordersFromTable(loaded.table, loaded.mapping) : null),
    [loaded],
  );

  const takeText = useCallback(
    (text: string) => {
      const table = readOrderTable(text);
      setFileProblem(null);
      setLoaded({ text, table, mapping: startingMapping(table.header, rememberedMapping(api)) });
    },
    [api],
  );

  const takeFile = async (file: File | undefined) => {
    if (!file) return;
    // Refused before it is read: a file this size would hold the page for long.
    const tooLarge = checkOrderFileSize(file.size);
    if (tooLarge) {
      setFileProblem(tooLarge);
      setLoaded(null);
      return;
    }
    takeText(await file.text());
  };

  const setColumn = (field: OrderField, column: string | null) => {
    if (!loaded) return;
    const mapping = { ...loaded.mapping };
    if (column === null || column === '') delete mapping[field];
    else mapping[field] = Number(column);
    setLoaded({ ...loaded, mapping });
    rememberMapping(
      api,
      Object.fromEntries(
        Object.entries(mapping).map(([key, index]) => [key, loaded.table.header[index] ?? '']),
      ),
    );
  };

  const trySample = () => {
    takeText(sampleOrdersCsv());
    setCodes([SAMPLE_CHECKOUT_CODE]);
  };

  const scope = [...new Set([...codes, ...(typedCode.trim() ? [typedCode.trim()] : [])])];
  const hoursValid = WHOLE_HOURS.test(hours.trim());
  const toleranceValid = PLAIN_DECIMAL.test(tolerance.trim());
  const missing = REQUIRED_ORDER_FIELDS.filter((field) => loaded?.mapping[field] === undefined);
  const canRun =
    read !== null &&
    read.orders.length > 0 &&
    missing.length === 0 &&
    scope.length > 0 &&
    hoursValid &&
    toleranceValid &&
    !running &&
    !matching;

  const run = () => {
    if (!canRun) return;
    setRunError(null);
    setRunning({ codes: scope, index: 0, pages: 0, payments: 0, results: [] });
  };

  const finishLoading = useCallback(
    async (results: CheckoutLoadResult[], codesInScope: string[]) => {
      if (!read) return;
      setRunning(null);
      if (results.some((result) => result.cancelled)) {
        announce(t('reconcile.cancelled'));
        return;
      }
      const failed = results.find((result) => result.error);
      if (failed) {
        setRunError(t('reconcile.loadFailed', { code: failed.checkoutCode }));
        return;
      }
      const payments: Transaction[] = results.flatMap((result) => result.records);
      const options = {
        windowHours: Number(hours.trim()),
        usdTolerance: tolerance.trim().replace(',', '.'),
      };
      setMatching(true);
      const abort = new AbortController();
      abortRef.current = abort;
      let reconciliation: Reconciliation;
      try {
        reconciliation = await matchOrdersInWorker(read.orders, payments, options, {
          signal: abort.signal,
        });
      } catch (error) {
        if (abort.signal.aborted) {
          setMatching(false);
          return;
        }
        // No worker here (an old browser, jsdom, a CSP without worker-src): the same
        // matcher on the page's thread; slower to paint on a large file, same result.
        void error;
        reconciliation = matchOrders(read.orders, payments, options);
      }
      setMatching(false);
      keepReconciliation(api, {
        ranAt: Date.now(),
        checkoutCodes: codesInScope,
        complete: results.every((result) => result.complete),
        reconciliation,
      });
      announce(t('reconcile.done', { count: reconciliation.orders.length }));
    },
    [api, read, hours, tolerance],
  );

  const onLoaded = useCallback(
    (result: CheckoutLoadResult) => {
      setRunning((previous) => {
        if (!previous) return previous;
        const results = [...previous.results, result];
        const next = {
          ...previous,
          index: previous.index + 1,
          results,
          pages: results.reduce((sum, each) => sum + each.pages, 0),
          payments: results.reduce((sum, each) => sum + each.records.length, 0),
        };
        if (result.cancelled || result.error || next.index >= previous.codes.length) {
          queueMicrotask(() => void finishLoading(results, previous.codes));
        }
        return next;
      });
    },
    [finishLoading],
  );

  const onProgress = useCallback((pages: number, payments: number) => {
    setRunning((previous) => {
      if (!previous) return previous;
      const donePages = previous.results.reduce((sum, each) => sum + each.pages, 0);
      const donePayments = previous.results.reduce((sum, each) => sum + each.records.length, 0);
      return { ...previous, pages: donePages + pages, payments: donePayments + payments };
    });
  }, []);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void takeFile(event.dataTransfer.files[0]);
  };

  const currentCode =
    running && running.index < running.codes.length ? running.codes[running.index] : null;
  const columnOptions = (loaded?.table.header ?? []).map((name, index) => ({
    value: String(index),
    label: name || t('reconcile.columnNumber', { number: index + 1 }),
  }));
  const checkoutOptions = [
    ...new Set([...recent.map((entry) => entry.checkoutCode), ...codes, SAMPLE_CHECKOUT_CODE]),
  ];

  return (
    <Stack gap="lg" p={{ base: 'xs', sm: 'md' }} maw={1200}>
      <Title order={1}>{t('reconcile.title')}</Title>
      <Text>{t('reconcile.intro')}</Text>

      <Paper withBorder p="md" component="section" aria-labelledby="reconcile-step-orders">
        <Stack gap="sm">
          <Title order={2} id="reconcile-step-orders" size="h3">
            {t('reconcile.stepOrders')}
          </Title>
          <Text size="sm">{t('reconcile.staysLocal')}</Text>
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-dragging={dragging || undefined}
            style={{
              border: `2px dashed var(--mantine-color-${dragging ? 'blue-6' : 'gray-5'})`,
              borderRadius: 8,
              padding: 16,
            }}
          >
            <label htmlFor="reconcile-file">
              <Text size="sm" fw={500}>
                {t('reconcile.fileLabel')}
              </Text>
            </label>
            <input
              id="reconcile-file"
              type="file"
              accept=".csv,.tsv,.txt,.json,text/csv,application/json"
              onChange={(event) => void takeFile(event.currentTarget.files?.[0])}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {t('reconcile.dropHint')}
            </Text>
          </div>
          <Textarea
            label={t('reconcile.pasteLabel')}
            value={pasted}
            onChange={(event) => setPasted(event.currentTarget.value)}
            // Fixed rows: Mantine's autosize brings a resize listener for a box used once.
            rows={4}
          />
          <Group gap="xs">
            <Button variant="default" disabled={!pasted.trim()} onClick={() => takeText(pasted)}>
              {t('reconcile.readPasted')}
            </Button>
            <Button variant="light" onClick={trySample}>
              {t('reconcile.trySample')}
            </Button>
          </Group>
          {fileProblem && (
            <Alert color="red" role="alert">
              {problemText(fileProblem)}
            </Alert>
          )}
        </Stack>
      </Paper>

      {loaded && read && (
        <Paper withBorder p="md" component="section" aria-labelledby="reconcile-step-mapping">
          <Stack gap="sm">
            <Title order={2} id="reconcile-step-mapping" size="h3">
              {t('reconcile.stepMapping')}
            </Title>
            <Text size="sm">
              {t('reconcile.readCount', {
                count: read.orders.length,
                problems: read.problems.length,
              })}
            </Text>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reconcile.mappingField')}</Table.Th>
                  <Table.Th>{t('reconcile.mappingColumn')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ORDER_FIELDS.map((field) => {
                  const required = REQUIRED_ORDER_FIELDS.includes(field);
                  const value = loaded.mapping[field];
                  return (
                    <Table.Tr key={field}>
                      <Table.Td>
                        {t(FIELD_LABEL[field])}
                        {required && ` (${t('reconcile.required')})`}
                      </Table.Td>
                      <Table.Td>
                        <Select
                          aria-label={t(FIELD_LABEL[field])}
                          data={columnOptions}
                          value={value === undefined ? null : String(value)}
                          placeholder={t('reconcile.notInFile')}
                          clearable={!required}
                          required={required}
                          error={
                            required && value === undefined
                              ? t('reconcile.requiredMissing')
                              : undefined
                          }
                          onChange={(column) => setColumn(field, column)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            {read.problems.length > 0 && (
              <Stack gap={4}>
                <Title order={3} size="h5" id="reconcile-problems">
                  {t('reconcile.problemsTitle')}
                </Title>
                <ul aria-labelledby="reconcile-problems" style={{ margin: 0 }}>
                  {read.problems.map((problem, index) => (
                    <li key={index}>
                      <Text size="sm">
                        {problem.line === null
                          ? problemText(problem)
                          : t('reconcile.problemAtLine', {
                              line: problem.line,
                              reason: problemText(problem),
                            })}{' '}
                        {problem.severity === 'refused'
                          ? t('reconcile.refused')
                          : t('reconcile.flagged')}
                      </Text>
                    </li>
                  ))}
                </ul>
              </Stack>
            )}
          </Stack>
        </Paper>
      )}

      {loaded && (
        <Paper withBorder p="md" component="section" aria-labelledby="reconcile-step-scope">
          <Stack gap="sm">
            <Title order={2} id="reconcile-step-scope" size="h3">
              {t('reconcile.stepScope')}
            </Title>
            <MultiSelect
              label={t('reconcile.checkoutsLabel')}
              data={checkoutOptions}
              value={codes}
              onChange={setCodes}
              searchable
            />
            <TextInput
              label={t('reconcile.typeCodeLabel')}
              value={typedCode}
              onChange={(event) => setTypedCode(event.currentTarget.value)}
            />
            <Group gap="md" align="flex-start">
              <TextInput
                label={t('reconcile.windowLabel')}
                value={hours}
                inputMode="numeric"
                onChange={(event) => setHours(event.currentTarget.value)}
                error={hoursValid ? undefined : t('reconcile.windowInvalid')}
              />
              <TextInput
                label={t('reconcile.toleranceLabel')}
                value={tolerance}
                inputMode="decimal"
                onChange={(event) => setTolerance(event.currentTarget.value)}
                error={toleranceValid ? undefined : t('reconcile.toleranceInvalid')}
              />
            </Group>
            <Group gap="xs">
              <Button onClick={run} disabled={!canRun} loading={matching}>
                {t('reconcile.run')}
              </Button>
              {running && (
                <Button variant="default" onClick={() => cancelRef.current?.()}>
                  {t('reconcile.cancel')}
                </Button>
              )}
            </Group>
            {running && (
              <Text size="sm" role="status">
                {t('reconcile.loading', { pages: running.pages, payments: running.payments })}
              </Text>
            )}
            {runError && (
              <Alert color="red" role="alert">
                {runError}
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
      {currentCode && (
        <CheckoutPagesLoad
          key={currentCode}
          api={api}
          checkoutCode={currentCode}
          onProgress={onProgress}
          onDone={onLoaded}
          cancelRef={cancelRef}
        />
      )}

      {kept && (
        <section aria-labelledby="reconcile-results">
          <Title order={2} id="reconcile-results" size="h3" mb="sm">
            {t('reconcile.resultsTitle')}
          </Title>
          <Results kept={kept} />
        </section>
      )}
    </Stack>
  );
}
