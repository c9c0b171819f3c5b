import { Alert, Button, Code, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBulb, IconCheck, IconClipboardText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Transaction } from '@/api/schemas';
import { CopyButton, useCopy } from '@/components/copy-button';
import { ExternalLink } from '@/components/external-link';
import { StatusBadge } from '@/components/status-badge';
import { formatDecimal, formatUsd } from '@/lib/decimal';
import { chainDisplayName } from '@/lib/chain';
import { formatCount } from '@/lib/format-count';
import { describeTimeKind, formatExactTime, formatRelativeTime, isoTime } from '@/lib/format-time';
import { displayAddress, displayAmount } from '@/lib/mask';
import type { Preferences } from '@/lib/preferences';
import { safeHttpUrl } from '@/lib/safe-url';
import { useReturnFocus } from '@/lib/use-return-focus';
import {
  amountUnit,
  describePricingHint,
  describeSplitHint,
  pricingHint,
  tokenLabel,
  tokenOf,
} from '@/features/payment-records';
import { supportText } from './support-text';

/**
 * Every field of one transaction. Loaded lazily (React.lazy) so the first page's
 * bundle does not carry it.
 */
export default function TransactionDrawer({
  record,
  opened,
  onClose,
  checkoutCode,
  preferences,
}: {
  record: Transaction;
  opened: boolean;
  onClose: () => void;
  checkoutCode: string;
  preferences: Preferences;
}) {
  useReturnFocus(opened);
  const support = useCopy('support details');
  const hide = preferences.hideAmounts;
  const amountText = (value: string) => displayAmount(formatDecimal(value), hide);
  const unit = amountUnit(record);
  const explorer = safeHttpUrl(record.hashLink);
  // A phone gets the whole screen, its close button in view (a phone has no Escape).
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      returnFocus={false}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header style={{ alignItems: 'flex-start' }}>
          <PaymentHeadline record={record} hide={hide} timeZone={preferences.timeZone} />
          <Drawer.CloseButton aria-label="Close details" />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="md">
            <Button
              variant="light"
              leftSection={
                support.copied ? (
                  <IconCheck size={16} aria-hidden />
                ) : (
                  <IconClipboardText size={16} aria-hidden />
                )
              }
              onClick={() => void support.copy(supportText(record, checkoutCode))}
              style={{ alignSelf: 'flex-start' }}
            >
              {support.copied ? 'Copied for support' : 'Copy for support'}
            </Button>

            <Table
              withTableBorder
              variant="vertical"
              layout="fixed"
              aria-label="Transaction fields"
            >
              <Table.Tbody>
                <Field label="Checkout code" copy={record.checkoutCode}>
                  {record.checkoutCode}
                </Field>
                <Field label="Checkout name">{record.name}</Field>
                <Field label="Price">
                  {formatDecimal(record.pricing)} {record.pricingSymbol}
                </Field>
                <Field label="Chain">{chainDisplayName(record.chain)}</Field>
                <Field label="Token">{tokenLabel(tokenOf(record))}</Field>
                <Field label="Amount" copy={hide ? undefined : record.amount}>
                  {amountText(record.amount)} {unit}
                </Field>
                <Field label="Fee" copy={hide ? undefined : record.fee}>
                  {amountText(record.fee)} {unit}
                </Field>
                <Field label="Payer (from)" copy={record.from} copyLabel="payer address">
                  <Mono>{displayAddress(record.from, { hide, short: false })}</Mono>
                </Field>
                <Field label="Hash" copy={record.hash} copyLabel="transaction hash">
                  <Mono>{record.hash}</Mono>
                </Field>
                <Field label="Explorer" copy={explorer ?? undefined} copyLabel="explorer link">
                  {explorer ? (
                    <ExternalLink href={record.hashLink}>Open in block explorer</ExternalLink>
                  ) : (
                    <Text span size="sm">
                      Not a web link: <Mono>{record.hashLink || '(empty)'}</Mono>
                    </Text>
                  )}
                </Field>
              </Table.Tbody>
            </Table>

            <Stack gap={4}>
              <Title order={3} size="h5">
                Recipients ({formatCount(record.to.length)})
              </Title>
              {record.to.length === 0 ? (
                <Text size="sm" c="dimmed">
                  The record lists no recipients.
                </Text>
              ) : (
                <Table withTableBorder aria-label="Recipients">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Address</Table.Th>
                      <Table.Th>Amount received</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {record.to.map((recipient, index) => (
                      <Table.Tr key={`${recipient.address}-${index}`}>
                        <Table.Td>
                          <Group gap={2} wrap="nowrap">
                            <Mono>{displayAddress(recipient.address, { hide, short: false })}</Mono>
                            <CopyButton
                              value={recipient.address}
                              label={`recipient ${index + 1} address`}
                              size="xs"
                            />
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          {amountText(recipient.amount)} {unit}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>

            <PaymentHints record={record} hide={hide} />

            {/* The record exactly as the service sent it: the place for raw values. */}
            <details>
              <summary style={{ cursor: 'pointer' }}>Raw data</summary>
              <Group justify="flex-end" my={4}>
                <CopyButton value={rawJson(record)} label="raw data" />
              </Group>
              <Code block style={{ maxHeight: 320, overflow: 'auto' }}>
                {hide ? 'Hidden while “Hide amounts” is on.' : rawJson(record)}
              </Code>
            </details>
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

/**
 * The drawer's headline is the payment itself: "Payment of 120 USDT" (with "on TRON",
 * its accessible name), then what a finance person reads first: the USD value, the
 * status and one exact time in the chosen zone (how long ago, beside it).
 */
function PaymentHeadline({
  record,
  hide,
  timeZone,
}: {
  record: Transaction;
  hide: boolean;
  timeZone: Preferences['timeZone'];
}) {
  const amount = displayAmount(formatDecimal(record.amount), hide);
  return (
    <Stack gap={6} style={{ minWidth: 0 }}>
      <Drawer.Title style={{ wordBreak: 'break-word' }}>
        <Text span fw={700} size="lg">
          Payment of {amount} {amountUnit(record)}
        </Text>{' '}
        <Text span size="lg" c="dimmed">
          on {record.chain}
        </Text>
      </Drawer.Title>
      <Group gap="xs" align="center">
        <Text fw={600} className="tx-num">
          {displayAmount(formatUsd(record.amountUsd), hide)} USD
        </Text>
        <StatusBadge status={record.status} />
      </Group>
      <Text size="sm">
        {record.timeKind === 'ms' ? (
          <>
            <time dateTime={isoTime(record.updatedAt) ?? undefined}>
              {formatExactTime(record.updatedAt, timeZone)}
            </time>
            <Text span size="sm" c="dimmed">
              {' '}
              · {formatRelativeTime(record.updatedAt, Date.now())}
            </Text>
          </>
        ) : (
          <Text span size="sm" c="orange">
            {describeTimeKind(record.timeKind)} (see Raw data)
          </Text>
        )}
      </Text>
    </Stack>
  );
}

/** The record as received: without the dashboard's own fields, the status as sent. */
function rawJson(record: Transaction): string {
  const { chain: _chain, timeKind: _timeKind, sentStatus, ...raw } = record;
  return JSON.stringify({ ...raw, status: sentStatus }, null, 2);
}

function Mono({ children }: { children: ReactNode }) {
  return (
    <Text span size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
      {children}
    </Text>
  );
}

function Field({
  label,
  children,
  copy,
  copyLabel,
}: {
  label: string;
  children: ReactNode;
  copy?: string | undefined;
  copyLabel?: string;
}) {
  return (
    <Table.Tr>
      <Table.Th w={150} scope="row">
        {label}
      </Table.Th>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start">
          <div style={{ minWidth: 0, wordBreak: 'break-word' }}>{children}</div>
          {copy !== undefined && copy !== '' && (
            <CopyButton value={copy} label={copyLabel ?? label.toLowerCase()} size="xs" />
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function PaymentHints({ record, hide }: { record: Transaction; hide: boolean }) {
  const pricing = pricingHint(record);
  const color = pricing.kind === 'under' || pricing.kind === 'over' ? 'orange' : 'gray';
  return (
    <Alert
      variant="light"
      color={color}
      icon={<IconBulb aria-hidden />}
      title="Checks on this payment"
    >
      <Stack gap={6}>
        <Text size="xs" c="dimmed">
          Worked out by the dashboard from the payment's figures, for your review.
        </Text>
        <Text size="sm">
          {hide
            ? 'Price comparison hidden while “Hide amounts” is on.'
            : describePricingHint(pricing, record.pricing)}
        </Text>
        {!hide && <Text size="sm">{describeSplitHint(record)}</Text>}
      </Stack>
    </Alert>
  );
}
