// Not in src/app/styles.ts (first-page budget): this lazily loaded module's chunk brings it.
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/FloatingIndicator.css';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  Modal,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconCheck, IconFileExport } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { describeApiError } from '@/api/errors';
import { useOptionalApi } from '@/api/identity';
import { useNeedsService } from '@/model/last-known';
import type { Payment } from '@/model/payments';
import { currentLocale, t, tRich } from '@/i18n';
import { announce } from '@/lib/announce';
import { formatCount } from '@/lib/format-count';
import type { TimeZoneChoice } from '@/lib/format-time';
import {
  DEFAULT_COLUMN_IDS,
  EXPORT_COLUMNS,
  csvDelimiter,
  exportFileName,
  exportPayments,
  type ExportScope,
} from './export-payments';
import { EveryPageStatus, type EveryPageLoader } from '@/features/checkout-paging';

export interface ExportDialogProps {
  opened: boolean;
  onClose: () => void;
  subject: ExportScope['subject'];
  /** The rows on screen: filtered and sorted (every loaded payment when no filter is set). */
  rows: readonly Payment[];
  /** Every loaded payment (each payment once), in the table's order. */
  loaded: readonly Payment[];
  /** The active filters (empty when none). */
  filters: Record<string, unknown>;
  /** Sorts payments as the table does (for the "all" export, loaded after opening). */
  sortLikeTable: (payments: Payment[]) => Payment[];
  /** Set on the checkout page: the export of every payment is offered. */
  all?: EveryPageLoader | undefined;
}

type Scope = ExportScope['scope'];
type Outcome =
  | { kind: 'written'; fileName: string; count: number; scope: Scope }
  | { kind: 'stopped'; message: string };

/**
 * Chooses what to export (every payment of the checkout, or the rows the filters select
 * among the loaded ones), the columns and the time zone; shows the file name before
 * writing and the row count after. Loaded on first use.
 */
export default function ExportDialog(props: ExportDialogProps) {
  const { all, rows, loaded, filters } = props;
  const filtered = Object.keys(filters).length > 0;
  const selectionScope: Scope = filtered ? 'filtered' : 'loaded';
  // The service is down or the browser offline: pages past the loaded ones cannot come,
  // so "every payment" is offered only when every page is already here.
  const refused = useNeedsService(useOptionalApi());
  const allRefused = refused !== null && all?.hasMore === true;
  const [scope, setScope] = useState<Scope>(all && !allRefused ? 'all' : selectionScope);
  const [kind, setKind] = useState<'csv' | 'json'>('csv');
  const [zone, setZone] = useState<TimeZoneChoice>('utc');
  // Canonical unless asked: a ledger or a script reads the file the same everywhere.
  const [numbers, setNumbers] = useState<'standard' | 'localized'>('standard');
  const locale = currentLocale();
  const localized = kind === 'csv' && numbers === 'localized' ? locale : undefined;
  const [columns, setColumns] = useState<string[]>([...DEFAULT_COLUMN_IDS]);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const exportScope = (chosen: Scope, complete: boolean): ExportScope => ({
    subject: props.subject,
    scope: chosen,
    filters: chosen === 'filtered' ? filters : {},
    complete,
  });
  const fileName = exportFileName(exportScope(scope, false), kind, new Date(), localized);
  const selectionCount = scope === 'all' ? null : rows.length;

  function write(payments: readonly Payment[], chosen: Scope, complete: boolean) {
    const name = exportPayments(kind, payments, exportScope(chosen, complete), {
      columns,
      timeZone: zone,
      localized,
    });
    announce(t('payment-export.exported', { count: payments.length, file: name }));
    setOutcome({ kind: 'written', fileName: name, count: payments.length, scope: chosen });
  }

  // One export at a time: a second press before the button shows it is busy (two clicks
  // in one task) would write the file twice.
  const exporting = useRef(false);
  async function onExport() {
    if (exporting.current) return;
    exporting.current = true;
    try {
      await exportOnce();
    } finally {
      exporting.current = false;
    }
  }

  async function exportOnce() {
    setOutcome(null);
    if (scope !== 'all') {
      write(rows, scope, all ? all.complete : true);
      return;
    }
    if (!all) return;
    if (!all.hasMore) {
      // Nothing left to ask for; complete only if the service said so (not a stop).
      write(props.sortLikeTable([...loaded]), 'all', all.complete);
      return;
    }
    setRunning(true);
    try {
      const result = await all.loadAll();
      if (result.complete) {
        write(props.sortLikeTable(result.payments), 'all', true);
      } else {
        setOutcome({
          kind: 'stopped',
          message: t('payment-export.stopped', {
            reason: result.cancelled ? 'cancelled' : result.error ? 'error' : 'incomplete',
            error: result.error ? describeApiError(result.error).title : '',
            count: result.payments.length,
          }),
        });
      }
    } finally {
      setRunning(false);
    }
  }

  const allDescription = all
    ? t(all.hasMore ? 'payment-export.allDescriptionMore' : 'payment-export.allDescriptionLoaded', {
        count: loaded.length,
      })
    : '';

  return (
    <Modal
      opened={props.opened}
      onClose={() => {
        if (running) all?.cancelLoadAll();
        props.onClose();
      }}
      title={t('payment-export.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('payment-export.closeLabel') }}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('payment-export.whatLabel')}
          value={scope}
          onChange={(value) => {
            setScope(value as Scope);
            setOutcome(null);
          }}
        >
          <Stack gap="xs" mt={4}>
            {all && (
              <Radio
                value="all"
                label={t('payment-export.scopeAll')}
                description={allRefused ? refused : allDescription}
                disabled={running || allRefused}
              />
            )}
            <Radio
              value={selectionScope}
              label={t(filtered ? 'payment-export.scopeFiltered' : 'payment-export.scopeLoaded')}
              description={t(
                filtered
                  ? 'payment-export.filteredDescription'
                  : all?.hasMore
                    ? 'payment-export.loadedDescriptionMore'
                    : 'payment-export.loadedDescription',
                { rows: formatCount(rows.length), count: loaded.length },
              )}
              disabled={running}
            />
          </Stack>
        </Radio.Group>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <LabelledChoice
            label={t('payment-export.formatLabel')}
            value={kind}
            onChange={setKind}
            data={[
              { value: 'csv', label: 'CSV' },
              { value: 'json', label: 'JSON' },
            ]}
            disabled={running}
          />
          <LabelledChoice<TimeZoneChoice>
            label={t('payment-export.zoneLabel')}
            value={zone}
            onChange={setZone}
            data={[
              { value: 'utc', label: 'UTC' },
              { value: 'local', label: t('payment-export.zoneLocal') },
            ]}
            disabled={running}
          />
        </SimpleGrid>

        {kind === 'csv' && (
          <Radio.Group
            label={t('payment-export.numbersLabel')}
            value={numbers}
            onChange={(value) => setNumbers(value === 'localized' ? 'localized' : 'standard')}
          >
            <Stack gap="xs" mt={4}>
              <Radio
                value="standard"
                label={t('payment-export.numbersStandard')}
                description={t('payment-export.numbersStandardDescription')}
                disabled={running}
              />
              <Radio
                value="localized"
                label={t('payment-export.numbersLocalized')}
                description={t('payment-export.numbersLocalizedDescription', {
                  separator: csvDelimiter(locale),
                })}
                disabled={running}
              />
            </Stack>
          </Radio.Group>
        )}

        <Checkbox.Group
          label={t('payment-export.columnsLabel')}
          value={columns}
          onChange={setColumns}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing={6} mt={6}>
            {EXPORT_COLUMNS.map((column) => (
              <Checkbox
                key={column.id}
                value={column.id}
                label={t(column.label)}
                // 20 px boxes 26 px apart: targets a finger or a shaky hand can hit (WCAG 2.5.8).
                size="sm"
                disabled={running}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => setColumns([...DEFAULT_COLUMN_IDS])}
          >
            {t('payment-export.allColumns')}
          </Button>
          {columns.length === 0 && (
            <Text size="xs" c="dimmed">
              {t('payment-export.noColumn')}
            </Text>
          )}
        </Group>

        <Text size="sm">
          {selectionCount === null
            ? tRich('payment-export.file', { file: <Code translate="no">{fileName}</Code> })
            : tRich('payment-export.fileWithCount', {
                file: <Code translate="no">{fileName}</Code>,
                count: selectionCount,
              })}
        </Text>

        {running && all?.progress && <EveryPageStatus progress={all.progress} />}
        {outcome?.kind === 'written' && (
          <Alert color="teal" variant="light" icon={<IconCheck aria-hidden />} role="status">
            {tRich(outcome.scope === 'all' ? 'payment-export.wroteAll' : 'payment-export.wrote', {
              count: outcome.count,
              file: <Code translate="no">{outcome.fileName}</Code>,
            })}
          </Alert>
        )}
        {outcome?.kind === 'stopped' && (
          <Alert color="orange" variant="light" role="alert">
            {outcome.message}
          </Alert>
        )}

        <Group justify="flex-end" gap="sm">
          {running ? (
            <Button variant="default" onClick={() => all?.cancelLoadAll()}>
              {t('payment-export.cancelLoading')}
            </Button>
          ) : (
            <Button variant="default" onClick={props.onClose}>
              {outcome?.kind === 'written' ? t('payment-export.close') : t('payment-export.cancel')}
            </Button>
          )}
          <Button
            leftSection={<IconFileExport size={16} aria-hidden />}
            onClick={() => void onExport()}
            loading={running}
            disabled={running || (scope !== 'all' && selectionCount === 0)}
          >
            {t('payment-export.exportButton', { format: kind.toUpperCase() })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A few options side by side under a visible label that names them. */
function LabelledChoice<T extends string>({
  label,
  value,
  onChange,
  data,
  disabled,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  data: { value: T; label: string }[];
  disabled: boolean;
}) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        // Only the values in `data` can be picked.
        onChange={(picked) => onChange(picked as T)}
        data={data}
        disabled={disabled}
      />
    </Stack>
  );
}
