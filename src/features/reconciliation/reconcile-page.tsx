import '@mantine/core/styles/Table.css';
import { Alert, Button, Group, MultiSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '@/api/identity';
import type { Payment } from '@/model/payments';
import { t } from '@/i18n';
import { announce } from '@/lib/announce';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRecentCheckouts } from '@/features/checkouts';
import { matchOrdersInWorker } from './match-in-worker';
import {
  DEFAULT_USD_TOLERANCE,
  DEFAULT_WINDOW_HOURS,
  matchOrders,
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
} from './reconciliation-store';
import { SAMPLE_CHECKOUT_CODE, sampleOrdersCsv } from './sample-orders';
import { ScopeLoader, useScopeLoad, type CheckoutLoadResult } from './scope-loader';
import { Results } from './reconcile-results';
import { MappingStep, OrdersStep, StepSection } from './order-steps';

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

interface Loaded {
  text: string;
  table: OrderTable;
  mapping: ColumnMapping;
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
  const [codes, setCodes] = useState<string[]>([]);
  const [typedCode, setTypedCode] = useState('');
  const [hours, setHours] = useState(String(DEFAULT_WINDOW_HOURS));
  const [tolerance, setTolerance] = useState(DEFAULT_USD_TOLERANCE);
  const [matching, setMatching] = useState(false);
  const [runError, setRunError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  // Leaving the screen while the worker matches stops the worker.
  useEffect(() => () => abortRef.current?.abort(), []);

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

  const finishLoading = async (results: CheckoutLoadResult[], codesInScope: string[]) => {
    if (!read) return;
    if (results.some((result) => result.cancelled)) {
      announce(t('reconcile.cancelled'));
      return;
    }
    const failed = results.find((result) => result.error);
    if (failed) {
      setRunError(t('reconcile.loadFailed', { code: failed.checkoutCode }));
      return;
    }
    const payments: Payment[] = results.flatMap((result) => result.payments);
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
  };
  const scopeLoad = useScopeLoad(api, (results, codesInScope) => {
    void finishLoading(results, codesInScope);
  });
  const { running } = scopeLoad;

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
    scopeLoad.start(scope);
  };

  const checkoutOptions = [
    ...new Set([...recent.map((entry) => entry.checkoutCode), ...codes, SAMPLE_CHECKOUT_CODE]),
  ];

  return (
    <Stack gap="lg" p={{ base: 'xs', sm: 'md' }} maw={1200}>
      <Title order={1}>{t('reconcile.title')}</Title>
      <Text>{t('reconcile.intro')}</Text>

      <OrdersStep
        pasted={pasted}
        onPasted={setPasted}
        onText={takeText}
        onFile={(file) => void takeFile(file)}
        onSample={trySample}
        problem={fileProblem}
      />

      {loaded && read && (
        <MappingStep
          header={loaded.table.header}
          mapping={loaded.mapping}
          read={read}
          onColumn={setColumn}
        />
      )}

      {loaded && (
        <StepSection id="reconcile-step-scope" title={t('reconcile.stepScope')}>
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
              <Button variant="default" onClick={scopeLoad.cancel}>
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
        </StepSection>
      )}
      <ScopeLoader load={scopeLoad} />

      {kept && (
        <section aria-labelledby="reconcile-results">
          <Group justify="space-between" align="center" mb="sm" gap="xs">
            <Title order={2} id="reconcile-results" size="h3">
              {t('reconcile.resultsTitle')}
            </Title>
            {/* The last result is kept for this profile until another run or this. */}
            <Button
              variant="default"
              size="xs"
              onClick={() => {
                keepReconciliation(api, null);
                announce(t('reconcile.forgotten'));
              }}
            >
              {t('reconcile.forget')}
            </Button>
          </Group>
          <Results kept={kept} />
        </section>
      )}
    </Stack>
  );
}
