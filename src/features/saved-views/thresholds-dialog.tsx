import { Group, Radio, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useApi } from '@/api/identity';
import { t } from '@/i18n';
import { formatDecimal, parseTypedDecimal } from '@/lib/decimal';
import { MAX_ATTENTION_MINUTES, parseBound, parseTokenParam } from '@/features/payment-filters';
import { ViewFormDialog } from './view-form-dialog';
import { setThresholds, type BuiltInThresholds } from './built-in-views';

interface Fields {
  minutes: string;
  kind: 'usd' | 'token';
  min: string;
  chain: string;
  symbol: string;
}

function fieldsOf(thresholds: BuiltInThresholds): Fields {
  const { large } = thresholds;
  const [chain = '', symbol = ''] = large.kind === 'token' ? large.token.split('|') : [];
  return {
    minutes: String(thresholds.pendingMinutes),
    kind: large.kind,
    min: formatDecimal(large.min),
    chain,
    symbol,
  };
}

/** Each field's problem, if any, and the thresholds when there is none. */
function check(fields: Fields) {
  const minutes = Number(fields.minutes.trim());
  const minutesOk =
    /^\d+$/.test(fields.minutes.trim()) && minutes >= 1 && minutes <= MAX_ATTENTION_MINUTES;
  // Typed in the reader's language ("0,5" in German), kept as canonical decimal text.
  const min = parseBound(parseTypedDecimal(fields.min) ?? '');
  const token =
    fields.kind === 'token' && fields.symbol.trim()
      ? parseTokenParam(`${fields.chain.trim()}|${fields.symbol.trim()}`)
      : undefined;
  const errors = {
    minutes: minutesOk
      ? undefined
      : t('views-dialog.minutesInvalid', { max: MAX_ATTENTION_MINUTES }),
    min: min ? undefined : t('views-dialog.minInvalid'),
    chain: fields.kind === 'token' && !token ? t('views-dialog.tokenInvalid') : undefined,
  };
  const thresholds: BuiltInThresholds | undefined =
    minutesOk && min && (fields.kind === 'usd' || token)
      ? {
          pendingMinutes: minutes,
          large: token ? { kind: 'token', token, min } : { kind: 'usd', min },
        }
      : undefined;
  return { errors, thresholds };
}

/**
 * The thresholds of the built-in views, for this profile: how long a Pending payment may
 * wait before it needs attention, and what a large payment is (in USD, or in one token's
 * own amount: amounts of different tokens are never compared).
 */
export function ThresholdsDialog({
  opened,
  onClose,
  thresholds,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  thresholds: BuiltInThresholds;
  onSaved: (thresholds: BuiltInThresholds) => void;
}) {
  const api = useApi();
  const [fields, setFields] = useState(() => fieldsOf(thresholds));
  const [tried, setTried] = useState(false);
  const { errors, thresholds: next } = check(fields);
  const set = (patch: Partial<Fields>) => setFields((previous) => ({ ...previous, ...patch }));
  const close = () => {
    setFields(fieldsOf(thresholds));
    setTried(false);
    onClose();
  };
  return (
    <ViewFormDialog
      opened={opened}
      title={t('views-dialog.thresholdsTitle')}
      onClose={close}
      onSubmit={() => {
        setTried(true);
        if (!next) return;
        setThresholds(api, next);
        onSaved(next);
        close();
      }}
    >
      <TextInput
        label={t('views-dialog.minutesLabel')}
        description={t('views-dialog.minutesDescription')}
        inputMode="numeric"
        value={fields.minutes}
        onChange={(event) => set({ minutes: event.currentTarget.value })}
        error={tried ? errors.minutes : undefined}
        data-autofocus
      />
      <Radio.Group
        label={t('views-dialog.largeLabel')}
        value={fields.kind}
        onChange={(value) => set({ kind: value === 'token' ? 'token' : 'usd' })}
      >
        <Group gap="md" mt={4}>
          <Radio value="usd" label={t('views-dialog.largeByUsd')} />
          <Radio value="token" label={t('views-dialog.largeByToken')} />
        </Group>
      </Radio.Group>
      {fields.kind === 'token' && (
        <Group gap="sm" grow align="flex-start">
          <TextInput
            label={t('views-dialog.chainLabel')}
            value={fields.chain}
            onChange={(event) => set({ chain: event.currentTarget.value })}
            error={tried ? errors.chain : undefined}
          />
          <TextInput
            label={t('views-dialog.symbolLabel')}
            value={fields.symbol}
            onChange={(event) => set({ symbol: event.currentTarget.value })}
          />
        </Group>
      )}
      <TextInput
        label={
          fields.kind === 'usd' ? t('views-dialog.minUsdLabel') : t('views-dialog.minAmountLabel')
        }
        inputMode="decimal"
        value={fields.min}
        onChange={(event) => set({ min: event.currentTarget.value })}
        error={tried ? errors.min : undefined}
      />
    </ViewFormDialog>
  );
}
