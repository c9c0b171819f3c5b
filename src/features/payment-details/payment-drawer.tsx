// Not in src/app/styles.ts (first page's CSS): this lazily loaded module's chunk brings it.
import '@mantine/core/styles/Drawer.css';
import { Alert, Button, Code, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBulb, IconCheck, IconClipboardText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Payment } from '@/model/payments';
import { CopyButton, useCopy } from '@/components/copy-button';
import { DataTable } from '@/components/data-table';
import { ExternalLink } from '@/components/external-link';
import { StatusBadge } from '@/components/status-badge';
import { t, tRich } from '@/i18n';
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
} from '@/model/payments';
import { supportText } from './support-text';

/**
 * Every field of one payment. Loaded lazily (React.lazy) so the first page's
 * bundle does not carry it.
 */
export default function PaymentDrawer({
  payment,
  opened,
  onClose,
  checkoutCode,
  preferences,
}: {
  payment: Payment;
  opened: boolean;
  onClose: () => void;
  checkoutCode: string;
  preferences: Preferences;
}) {
  useReturnFocus(opened);
  const support = useCopy(t('payment-details.copySupportLabel'));
  const hide = preferences.hideAmounts;
  const amountText = (value: string) => displayAmount(formatDecimal(value), hide);
  const unit = amountUnit(payment);
  const explorer = safeHttpUrl(payment.hashLink);
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
          <PaymentHeadline payment={payment} hide={hide} timeZone={preferences.timeZone} />
          <Drawer.CloseButton aria-label={t('payment-details.closeDetails')} />
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
              onClick={() => void support.copy(supportText(payment, checkoutCode))}
              style={{ alignSelf: 'flex-start' }}
            >
              {support.copied
                ? t('payment-details.copiedForSupport')
                : t('payment-details.copyForSupport')}
            </Button>

            <DataTable withBorder vertical fixed aria-label={t('payment-details.fieldsLabel')}>
              <tbody>
                <Field
                  label={t('payment-details.checkoutCode')}
                  copy={payment.checkoutCode}
                  copyLabel={t('payment-details.copyCheckoutCode')}
                >
                  {payment.checkoutCode}
                </Field>
                <Field label={t('payment-details.checkoutName')}>{payment.name}</Field>
                <Field label={t('payment-details.price')}>
                  {formatDecimal(payment.pricing)} {payment.pricingSymbol}
                </Field>
                <Field label={t('payment-details.chain')}>{chainDisplayName(payment.chain)}</Field>
                <Field label={t('payment-details.token')}>{tokenLabel(tokenOf(payment))}</Field>
                <Field
                  label={t('payment-details.amount')}
                  copy={hide ? undefined : payment.amount}
                  copyLabel={t('payment-details.copyAmount')}
                >
                  {amountText(payment.amount)} {unit}
                </Field>
                <Field
                  label={t('payment-details.fee')}
                  copy={hide ? undefined : payment.fee}
                  copyLabel={t('payment-details.copyFee')}
                >
                  {amountText(payment.fee)} {unit}
                </Field>
                <Field
                  label={t('payment-details.payer')}
                  copy={payment.from}
                  copyLabel={t('payment-details.copyPayerAddress')}
                >
                  <Mono>{displayAddress(payment.from, { hide, short: false })}</Mono>
                </Field>
                <Field
                  label={t('payment-details.hash')}
                  copy={payment.hash}
                  copyLabel={t('payment-details.copyTransactionHash')}
                >
                  <Mono>{payment.hash}</Mono>
                </Field>
                <Field
                  label={t('payment-details.explorer')}
                  copy={explorer ?? undefined}
                  copyLabel={t('payment-details.copyExplorerLink')}
                >
                  {explorer ? (
                    <ExternalLink href={payment.hashLink}>
                      {t('payment-details.openInExplorer')}
                    </ExternalLink>
                  ) : (
                    <Text span size="sm">
                      {tRich('payment-details.notWebLink', {
                        link: <Mono>{payment.hashLink || t('payment-details.emptyLink')}</Mono>,
                      })}
                    </Text>
                  )}
                </Field>
              </tbody>
            </DataTable>

            <Stack gap={4}>
              <Title order={3} size="h5">
                {t('payment-details.recipientsTitle', { count: formatCount(payment.to.length) })}
              </Title>
              {payment.to.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('payment-details.noRecipients')}
                </Text>
              ) : (
                <DataTable withBorder aria-label={t('payment-details.recipients')}>
                  <thead>
                    <tr>
                      <th>{t('payment-details.recipientAddress')}</th>
                      <th>{t('payment-details.recipientAmount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {payment.to.map((recipient, index) => (
                      <tr key={`${recipient.address}-${index}`}>
                        <td>
                          <Group gap={2} wrap="nowrap">
                            <Mono>{displayAddress(recipient.address, { hide, short: false })}</Mono>
                            <CopyButton
                              value={recipient.address}
                              label={t('payment-details.copyRecipientAddress', {
                                number: formatCount(index + 1),
                              })}
                              size="xs"
                            />
                          </Group>
                        </td>
                        <td>
                          {amountText(recipient.amount)} {unit}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </DataTable>
              )}
            </Stack>

            <PaymentHints payment={payment} hide={hide} />

            {/* The payment exactly as the service sent it: the place for raw values. */}
            <details>
              <summary style={{ cursor: 'pointer' }}>{t('payment-details.rawData')}</summary>
              <Group justify="flex-end" my={4}>
                <CopyButton value={rawJson(payment)} label={t('payment-details.copyRawData')} />
              </Group>
              <Code block style={{ maxHeight: 320, overflow: 'auto' }}>
                {hide ? t('payment-details.rawDataHidden') : rawJson(payment)}
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
  payment,
  hide,
  timeZone,
}: {
  payment: Payment;
  hide: boolean;
  timeZone: Preferences['timeZone'];
}) {
  const amount = displayAmount(formatDecimal(payment.amount), hide);
  return (
    <Stack gap={6} style={{ minWidth: 0 }}>
      <Drawer.Title style={{ wordBreak: 'break-word' }}>
        <Text span fw={700} size="lg">
          {t('payment-details.headline', { amount, unit: amountUnit(payment) })}
        </Text>{' '}
        <Text span size="lg" c="dimmed">
          {t('payment-details.headlineChain', { chain: payment.chain })}
        </Text>
      </Drawer.Title>
      <Group gap="xs" align="center">
        <Text fw={600} className="tx-num">
          {t('payment-details.usdValue', {
            amount: displayAmount(formatUsd(payment.amountUsd), hide),
          })}
        </Text>
        <StatusBadge status={payment.status} />
      </Group>
      <Text size="sm">
        {payment.timeKind === 'ms' ? (
          <>
            <time dateTime={isoTime(payment.updatedAt) ?? undefined}>
              {formatExactTime(payment.updatedAt, timeZone)}
            </time>
            <Text span size="sm" c="dimmed">
              {' '}
              · {formatRelativeTime(payment.updatedAt, Date.now())}
            </Text>
          </>
        ) : (
          <Text span size="sm" c="orange">
            {t('payment-details.oddTime', { reason: describeTimeKind(payment.timeKind) ?? '' })}
          </Text>
        )}
      </Text>
    </Stack>
  );
}

/** The payment as received: without the dashboard's own fields, the status as sent. */
function rawJson(payment: Payment): string {
  const { chain: _chain, timeKind: _timeKind, sentStatus, ...raw } = payment;
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
  /** What the copy button names ("Copy <copyLabel>"): lower case in English. */
  copyLabel?: string;
}) {
  return (
    <tr>
      <th style={{ width: 150 }} scope="row">
        {label}
      </th>
      <td>
        <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start">
          <div style={{ minWidth: 0, wordBreak: 'break-word' }}>{children}</div>
          {copy !== undefined && copy !== '' && (
            <CopyButton value={copy} label={copyLabel ?? label} size="xs" />
          )}
        </Group>
      </td>
    </tr>
  );
}

function PaymentHints({ payment, hide }: { payment: Payment; hide: boolean }) {
  const pricing = pricingHint(payment);
  const color = pricing.kind === 'under' || pricing.kind === 'over' ? 'orange' : 'gray';
  return (
    <Alert
      variant="light"
      color={color}
      icon={<IconBulb aria-hidden />}
      title={t('payment-details.hintsTitle')}
    >
      <Stack gap={6}>
        <Text size="xs" c="dimmed">
          {t('payment-details.hintsIntro')}
        </Text>
        <Text size="sm">
          {hide
            ? t('payment-details.priceComparisonHidden')
            : describePricingHint(pricing, payment.pricing)}
        </Text>
        {!hide && <Text size="sm">{describeSplitHint(payment)}</Text>}
      </Stack>
    </Alert>
  );
}
