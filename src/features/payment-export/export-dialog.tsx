// Not in src/app/styles.ts (first-page budget): this lazily loaded module's chunk brings it.
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
import { useState } from 'react';
import { describeApiError } from '@/api/errors';
import type { Transaction } from '@/api/schemas';
import { announce } from '@/lib/announce';
import { countNoun, formatCount } from '@/lib/format-count';
import type { TimeZoneChoice } from '@/lib/format-time';
import {
  DEFAULT_COLUMN_IDS,
  EXPORT_COLUMNS,
  exportFileName,
  exportTransactions,
  type ExportScope,
} from './export-transactions';
import { EveryPageStatus, type EveryPageLoader } from '@/features/checkout-paging';

export interface ExportDialogProps {
  opened: boolean;
  onClose: () => void;
  subject: ExportScope['subject'];
  /** The rows on screen: filtered and sorted (every loaded record when no filter is set). */
  rows: readonly Transaction[];
  /** Every loaded record (each payment once), in the table's order. */
  loaded: readonly Transaction[];
  /** The active filters (empty when none). */
  filters: Record<string, unknown>;
  /** Sorts records as the table does (for the "all" export, loaded after opening). */
  sortLikeTable: (records: Transaction[]) => Transaction[];
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
  const [scope, setScope] = useState<Scope>(all ? 'all' : selectionScope);
  const [kind, setKind] = useState<'csv' | 'json'>('csv');
  const [zone, setZone] = useState<TimeZoneChoice>('utc');
  const [columns, setColumns] = useState<string[]>([...DEFAULT_COLUMN_IDS]);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const exportScope = (chosen: Scope, complete: boolean): ExportScope => ({
    subject: props.subject,
    scope: chosen,
    filters: chosen === 'filtered' ? filters : {},
    complete,
  });
  const fileName = exportFileName(exportScope(scope, false), kind);
  const selectionCount = scope === 'all' ? null : rows.length;

  function write(records: readonly Transaction[], chosen: Scope, complete: boolean) {
    const name = exportTransactions(kind, records, exportScope(chosen, complete), {
      columns,
      timeZone: zone,
    });
    const text = `Exported ${countNoun(records.length, 'payment')} to ${name}`;
    announce(text);
    setOutcome({ kind: 'written', fileName: name, count: records.length, scope: chosen });
  }

  async function onExport() {
    setOutcome(null);
    if (scope !== 'all') {
      write(rows, scope, !all?.hasMore);
      return;
    }
    if (!all) return;
    if (!all.hasMore) {
      write(props.sortLikeTable([...loaded]), 'all', true);
      return;
    }
    setRunning(true);
    try {
      const result = await all.loadAll();
      if (result.complete) {
        write(props.sortLikeTable(result.records), 'all', true);
      } else {
        const reason = result.cancelled
          ? 'Loading was cancelled.'
          : result.error
            ? `Loading stopped: ${describeApiError(result.error).title}.`
            : 'Loading stopped before the last page.';
        setOutcome({
          kind: 'stopped',
          message: `${reason} Nothing was written: the file would not hold every payment. ${formatCount(result.records.length)} are loaded; export them with "Loaded rows", or try again.`,
        });
      }
    } finally {
      setRunning(false);
    }
  }

  const allDescription = all
    ? all.hasMore
      ? `Loads the remaining pages first (${countNoun(loaded.length, 'payment')} loaded so far), then writes every payment.`
      : `All ${countNoun(loaded.length, 'payment')} are loaded.`
    : '';

  return (
    <Modal
      opened={props.opened}
      onClose={() => {
        if (running) all?.cancelLoadAll();
        props.onClose();
      }}
      title="Export payments"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close export' }}
    >
      <Stack gap="md">
        <Radio.Group
          label="What to export"
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
                label="All payments of this checkout"
                description={allDescription}
                disabled={running}
              />
            )}
            <Radio
              value={selectionScope}
              label={filtered ? 'The rows the filters select' : 'Loaded rows'}
              description={
                filtered
                  ? `${formatCount(rows.length)} of ${countNoun(loaded.length, 'loaded payment')}, as sorted on screen.`
                  : `${countNoun(loaded.length, 'loaded payment')}${all?.hasMore ? ' (more on the server, not included)' : ''}, as sorted on screen.`
              }
              disabled={running}
            />
          </Stack>
        </Radio.Group>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="export-format-label">
              Format
            </Text>
            <SegmentedControl
              aria-labelledby="export-format-label"
              value={kind}
              onChange={(value) => setKind(value as 'csv' | 'json')}
              data={[
                { value: 'csv', label: 'CSV' },
                { value: 'json', label: 'JSON' },
              ]}
              disabled={running}
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="export-zone-label">
              Times in
            </Text>
            <SegmentedControl
              aria-labelledby="export-zone-label"
              value={zone}
              onChange={(value) => setZone(value as TimeZoneChoice)}
              data={[
                { value: 'utc', label: 'UTC' },
                { value: 'local', label: 'Local time' },
              ]}
              disabled={running}
            />
          </Stack>
        </SimpleGrid>

        <Checkbox.Group label="Columns" value={columns} onChange={setColumns}>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing={6} mt={6}>
            {EXPORT_COLUMNS.map((column) => (
              <Checkbox
                key={column.id}
                value={column.id}
                label={column.label}
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
            All columns
          </Button>
          {columns.length === 0 && (
            <Text size="xs" c="dimmed">
              No column chosen: every column is written.
            </Text>
          )}
        </Group>

        <Text size="sm">
          File: <Code>{fileName}</Code>
          {selectionCount !== null && <> · {countNoun(selectionCount, 'payment')}</>}
        </Text>

        {running && all?.progress && <EveryPageStatus progress={all.progress} />}
        {outcome?.kind === 'written' && (
          <Alert color="teal" variant="light" icon={<IconCheck aria-hidden />} role="status">
            Wrote {countNoun(outcome.count, 'payment')} to <Code>{outcome.fileName}</Code>
            {outcome.scope === 'all' ? ': every payment of the checkout.' : '.'}
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
              Cancel loading
            </Button>
          ) : (
            <Button variant="default" onClick={props.onClose}>
              {outcome?.kind === 'written' ? 'Close' : 'Cancel'}
            </Button>
          )}
          <Button
            leftSection={<IconFileExport size={16} aria-hidden />}
            onClick={() => void onExport()}
            loading={running}
            disabled={running || (scope !== 'all' && selectionCount === 0)}
          >
            Export {kind.toUpperCase()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
