// Not in src/app/styles.ts (first page's CSS): this lazily loaded module's chunk brings it.
import '@mantine/core/styles/Drawer.css';
import {
  Badge,
  Button,
  Drawer,
  Group,
  MultiSelect,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAdjustments, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { numberSymbols, t } from '@/i18n';
import {
  compareDecimals,
  formatDecimal,
  formatUsd,
  parseTypedDecimal,
  typedDecimal,
} from '@/lib/decimal';
import { useSearchText } from '@/lib/use-search-text';
import { MISMATCH_LABELS } from './mismatch';
import {
  MISMATCH_KINDS,
  parseBound,
  type CheckoutSearch,
  type MismatchKind,
} from './search-schema';
import { isKnownToken, tokenFromKey, tokenLabel } from '@/features/payment-records';

type RangeKeys = ['amountMin', 'amountMax'] | ['usdMin', 'usdMax'];

/**
 * Decimal text as typed, in the reader's language ("10.", ".5", " 3 ", "0,5" or
 * "1.234,5" in German) → the URL's decimal text ("0.5"), or null. The URL is the same
 * in every language, so a shared link filters the same for its receiver.
 */
export function normalizeBound(text: string): string | null {
  let value = text.trim();
  for (const mark of new Set(['.', numberSymbols().decimal])) {
    if (value.startsWith(mark)) value = `0${value}`;
    if (value.endsWith(mark)) value = value.slice(0, -1);
  }
  const canonical = parseTypedDecimal(value);
  return canonical === null ? null : (parseBound(canonical) ?? null);
}

/** How many of the filters behind "More filters" are set. */
function moreCount(search: CheckoutSearch): number {
  return [
    search.token,
    search.amountMin ?? search.amountMax,
    search.usdMin ?? search.usdMax,
    search.mismatch,
  ].filter((value) => value !== undefined).length;
}

/**
 * Token, amount range (within one token), USD range and price mismatch, behind a
 * "More filters" button that opens a side drawer (its own scroll, so it fits any screen
 * height and width); what is set shows as removable chips under the bar.
 */
export function MoreFilters({
  search,
  tokenOptions,
  onChange,
}: {
  search: CheckoutSearch;
  /** Token keys of the loaded records ("TRON|USDT"). */
  tokenOptions: readonly string[];
  onChange: (patch: Partial<CheckoutSearch>) => void;
}) {
  const [opened, setOpened] = useState(false);
  // The drawer is drawn on its first opening, not with the first screen (a hidden form
  // of Mantine inputs rendered twice as its portal mounts), and kept from then on.
  const [drawn, setDrawn] = useState(false);
  const count = moreCount(search);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconAdjustments size={16} aria-hidden />}
        rightSection={
          count > 0 ? (
            <Badge size="sm" circle aria-hidden>
              {count}
            </Badge>
          ) : undefined
        }
        aria-label={
          count > 0
            ? t('payment-filters.moreFiltersSet', { count })
            : t('payment-filters.moreFilters')
        }
        aria-haspopup="dialog"
        onClick={() => {
          setDrawn(true);
          setOpened(true);
        }}
      >
        {t('payment-filters.moreFilters')}
      </Button>
      {drawn && (
        <Drawer
          opened={opened}
          onClose={() => setOpened(false)}
          title={t('payment-filters.moreFilters')}
          position="right"
          size="sm"
          // Kept mounted (hidden, effects alive): a bound typed just before closing is still written.
          keepMounted
          keepMountedMode="display-none"
          closeButtonProps={{ 'aria-label': t('payment-filters.closeMoreFilters') }}
        >
          <Stack gap="lg">
            <MoreFiltersForm search={search} tokenOptions={tokenOptions} onChange={onChange} />
            <Button onClick={() => setOpened(false)} style={{ alignSelf: 'flex-end' }}>
              {t('payment-filters.done')}
            </Button>
          </Stack>
        </Drawer>
      )}
    </>
  );
}

function MoreFiltersForm({
  search,
  tokenOptions,
  onChange,
}: {
  search: CheckoutSearch;
  tokenOptions: readonly string[];
  onChange: (patch: Partial<CheckoutSearch>) => void;
}) {
  const tokens = [...new Set([...tokenOptions, ...(search.token ?? [])])];
  const chosen = search.token?.length === 1 ? tokenFromKey(search.token[0]!) : null;
  const oneToken = chosen && isKnownToken(chosen) ? tokenLabel(chosen) : null;
  return (
    <Stack gap="md">
      <MultiSelect
        label={t('payment-filters.tokenLabel')}
        description={t('payment-filters.tokenDescription')}
        placeholder={search.token?.length ? undefined : t('payment-filters.allTokens')}
        data={tokens.map((key) => ({ value: key, label: tokenLabel(tokenFromKey(key)) }))}
        value={search.token ?? []}
        onChange={(value) => onChange({ token: value.length ? [...value].sort() : undefined })}
        clearable
      />
      <RangeInputs
        keys={['amountMin', 'amountMax']}
        legend={
          oneToken
            ? t('payment-filters.amountInToken', { token: oneToken })
            : t('payment-filters.amountLegend')
        }
        search={search}
        onChange={onChange}
        disabledReason={
          oneToken
            ? null
            : chosen
              ? t('payment-filters.amountUnknownToken')
              : t('payment-filters.amountNeedsOneToken')
        }
      />
      <RangeInputs
        keys={['usdMin', 'usdMax']}
        legend={t('payment-filters.usdLegend')}
        search={search}
        onChange={onChange}
        disabledReason={null}
      />
      <Radio.Group
        label={t('payment-filters.mismatchLabel')}
        description={t('payment-filters.mismatchDescription')}
        value={search.mismatch ?? 'any'}
        onChange={(value) =>
          onChange({ mismatch: value === 'any' ? undefined : (value as MismatchKind) })
        }
      >
        <Stack gap={6} mt={6}>
          <Radio value="any" label={t('payment-filters.mismatchAny')} />
          {MISMATCH_KINDS.map((kind) => (
            <Radio key={kind} value={kind} label={t(MISMATCH_LABELS[kind])} />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}

function RangeInputs({
  keys,
  legend,
  search,
  onChange,
  disabledReason,
}: {
  keys: RangeKeys;
  legend: string;
  search: CheckoutSearch;
  onChange: (patch: Partial<CheckoutSearch>) => void;
  /** Why the range cannot be set now; null when it can. */
  disabledReason: string | null;
}) {
  const [minKey, maxKey] = keys;
  const min = useBoundText(search[minKey], (value) => onChange({ [minKey]: value }));
  const max = useBoundText(search[maxKey], (value) => onChange({ [maxKey]: value }));
  const minBound = normalizeBound(min.text);
  const maxBound = normalizeBound(max.text);
  const reversed = minBound && maxBound && compareDecimals(minBound, maxBound) > 0;
  const disabled = disabledReason !== null;
  const id = `range-${minKey}`;
  return (
    <fieldset
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
      aria-describedby={`${id}-note`}
    >
      <Text component="legend" size="sm" fw={500} p={0}>
        {legend}
      </Text>
      <Text id={`${id}-note`} size="xs" c="dimmed" mb={4}>
        {disabledReason ?? t('payment-filters.rangeNote')}
      </Text>
      <Group gap="xs" grow align="flex-start">
        <TextInput
          label={t('payment-filters.from')}
          aria-label={t('payment-filters.rangeFromName', { legend })}
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          value={min.text}
          error={min.error}
          onChange={(event) => min.change(event.currentTarget.value)}
          onBlur={min.flush}
          onKeyDown={(event) => {
            if (event.key === 'Enter') min.flush();
          }}
        />
        <TextInput
          label={t('payment-filters.to')}
          aria-label={t('payment-filters.rangeToName', { legend })}
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          value={max.text}
          error={max.error ?? (reversed ? t('payment-filters.rangeReversed') : undefined)}
          onChange={(event) => max.change(event.currentTarget.value)}
          onBlur={max.flush}
          onKeyDown={(event) => {
            if (event.key === 'Enter') max.flush();
          }}
        />
      </Group>
    </fieldset>
  );
}

/** A bound's text box: types locally, writes valid decimals (or nothing) to the URL after a pause. */
function useBoundText(urlValue: string | undefined, write: (value: string | undefined) => void) {
  // The box shows the URL's bound as the language writes it ("0,5" in German).
  const box = useSearchText(urlValue === undefined ? undefined : typedDecimal(urlValue), (text) => {
    if (text === undefined) write(undefined);
    else {
      const bound = normalizeBound(text);
      if (bound !== null) write(bound);
    }
  });
  // The example is written as the language writes decimals ("0,5" in German).
  const error =
    box.text.trim() && normalizeBound(box.text) === null
      ? t('payment-filters.boundInvalid', { example: formatDecimal('0.5') })
      : undefined;
  return { ...box, error };
}

/** The set "More filters" as chips, each removable. */
export function MoreFilterChips({
  search,
  onChange,
}: {
  search: CheckoutSearch;
  onChange: (patch: Partial<CheckoutSearch>) => void;
}) {
  const chips: { label: string; clear: Partial<CheckoutSearch> }[] = [];
  for (const key of search.token ?? []) {
    const rest = (search.token ?? []).filter((item) => item !== key);
    chips.push({
      label: t('payment-filters.chipToken', { token: tokenLabel(tokenFromKey(key)) }),
      clear: { token: rest.length ? rest : undefined },
    });
  }
  if (search.amountMin || search.amountMax) {
    const symbol = search.token?.[0] ? (tokenFromKey(search.token[0]).paySymbol ?? '') : '';
    const range = rangeText(search.amountMin, search.amountMax, formatDecimal);
    chips.push({
      label: symbol
        ? t('payment-filters.chipAmount', { range, symbol })
        : t('payment-filters.chipAmountNoSymbol', { range }),
      clear: { amountMin: undefined, amountMax: undefined },
    });
  }
  if (search.usdMin || search.usdMax) {
    chips.push({
      label: t('payment-filters.chipUsd', {
        range: rangeText(search.usdMin, search.usdMax, formatUsd),
      }),
      clear: { usdMin: undefined, usdMax: undefined },
    });
  }
  if (search.mismatch) {
    chips.push({ label: t(MISMATCH_LABELS[search.mismatch]), clear: { mismatch: undefined } });
  }
  if (chips.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" role="list" aria-label={t('payment-filters.chipsLabel')}>
      {chips.map((chip) => (
        <div role="listitem" key={chip.label}>
          {/* The chip is its own remove button: its name says what it removes. */}
          <Button
            variant="light"
            color="gray"
            size="compact-sm"
            radius="xl"
            rightSection={<IconX size={14} aria-hidden />}
            aria-label={t('payment-filters.removeFilter', { filter: chip.label })}
            onClick={() => onChange(chip.clear)}
          >
            {chip.label}
          </Button>
        </div>
      ))}
    </Group>
  );
}

function rangeText(
  min: string | undefined,
  max: string | undefined,
  format: (value: string) => string,
): string {
  if (min && max) return t('payment-filters.rangeBetween', { min: format(min), max: format(max) });
  if (min) return t('payment-filters.rangeAtLeast', { min: format(min) });
  return t('payment-filters.rangeAtMost', { max: format(max ?? '') });
}
