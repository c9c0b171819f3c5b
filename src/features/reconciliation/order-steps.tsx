import '@mantine/core/styles/Table.css';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type DragEvent, type ReactNode } from 'react';
import { t } from '@/i18n';
import type { OrderProblem } from './parse-orders';
import {
  ORDER_FIELDS,
  REQUIRED_ORDER_FIELDS,
  type ColumnMapping,
  type OrderField,
} from './propose-mapping';
import { FIELD_LABEL, problemText } from './reconcile-labels';

/**
 * Step 1: the merchant's orders, picked, dropped or pasted (read here, never sent), or
 * the sample that fits the demo's checkout.
 */
export function OrdersStep({
  pasted,
  onPasted,
  onText,
  onFile,
  onSample,
  problem,
}: {
  pasted: string;
  onPasted: (text: string) => void;
  onText: (text: string) => void;
  onFile: (file: File | undefined) => void;
  onSample: () => void;
  problem: OrderProblem | null;
}) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onFile(event.dataTransfer.files[0]);
  };
  return (
    <StepSection id="reconcile-step-orders" title={t('reconcile.stepOrders')}>
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
          // The browser's own control sizes itself; a phone gives it the width there is.
          style={{ maxWidth: '100%' }}
          accept=".csv,.tsv,.txt,.json,text/csv,application/json"
          onChange={(event) => onFile(event.currentTarget.files?.[0])}
        />
        <Text size="xs" c="dimmed" mt={4}>
          {t('reconcile.dropHint')}
        </Text>
      </div>
      <Textarea
        label={t('reconcile.pasteLabel')}
        value={pasted}
        onChange={(event) => onPasted(event.currentTarget.value)}
        // Fixed rows: Mantine's autosize brings a resize listener for a box used once.
        rows={4}
      />
      <Group gap="xs">
        <Button variant="default" disabled={!pasted.trim()} onClick={() => onText(pasted)}>
          {t('reconcile.readPasted')}
        </Button>
        <Button variant="light" onClick={onSample}>
          {t('reconcile.trySample')}
        </Button>
      </Group>
      {problem && (
        <Alert color="red" role="alert">
          {problemText(problem)}
        </Alert>
      )}
    </StepSection>
  );
}

/** Step 2: which column holds each field, and what could not be read, line by line. */
export function MappingStep({
  header,
  mapping,
  read,
  onColumn,
}: {
  header: readonly string[];
  mapping: ColumnMapping;
  read: { orders: readonly unknown[]; problems: readonly OrderProblem[] };
  onColumn: (field: OrderField, column: string | null) => void;
}) {
  const columnOptions = header.map((name, index) => ({
    value: String(index),
    label: name || t('reconcile.columnNumber', { number: index + 1 }),
  }));
  return (
    <StepSection id="reconcile-step-mapping" title={t('reconcile.stepMapping')}>
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
            const value = mapping[field];
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
                      required && value === undefined ? t('reconcile.requiredMissing') : undefined
                    }
                    onChange={(column) => onColumn(field, column)}
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
                  {problem.severity === 'refused' ? t('reconcile.refused') : t('reconcile.flagged')}
                </Text>
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </StepSection>
  );
}

/** One step of the page: a bordered section named by its heading. */
export function StepSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} id={id} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
