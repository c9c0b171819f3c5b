// Not in src/app/styles.ts (first page's CSS): this lazily loaded module's chunk brings it.
import '@mantine/core/styles/Drawer.css';
import { Button, Drawer, Group, MultiSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { numberSymbols, t } from '@/i18n';
import { compareDecimals, formatDecimal, parseTypedDecimal, typedDecimal } from '@/lib/decimal';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useSearchText } from '@/lib/use-search-text';
import { MISMATCH_LABELS } from './mismatch';
import type { MoreFiltersProps } from './more-filters';
import {
  MISMATCH_KINDS,
  parseBound,
  type CheckoutSearch,
  type MismatchKind,
} from './search-schema';
import { isKnownToken, tokenFromKey, tokenLabel } from '@/model/payments';

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

export interface MoreFiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  search: CheckoutSearch;
  /** Token keys of the loaded payments ("TRON|USDT"). */
  tokenOptions: readonly string[];
  onChange: (patch: Partial<CheckoutSearch>) => void;
}

/**
 * The side drawer behind "More filters" (its own scroll, so it fits any screen height and
 * width): loaded when the button is first reached for, see more-filters.tsx.
 */
export function MoreFiltersDrawer({
  opened,
  onClose,
  search,
  tokenOptions,
  onChange,
}: MoreFiltersDrawerProps) {
  useReturnFocus(opened);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('payment-filters.moreFilters')}
      position="right"
      size="sm"
      // Kept mounted (hidden, effects alive): a bound typed just before closing is still written.
      keepMounted
      keepMountedMode="display-none"
      closeButtonProps={{ 'aria-label': t('payment-filters.closeMoreFilters') }}
      // It loads on first use and mounts open: useReturnFocus returns focus, every time.
      returnFocus={false}
    >
      <Stack gap="lg">
        <MoreFiltersForm search={search} tokenOptions={tokenOptions} onChange={onChange} />
        <Button onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          {t('payment-filters.done')}
        </Button>
      </Stack>
    </Drawer>
  );
}

function MoreFiltersForm({ search, tokenOptions, onChange }: MoreFiltersProps) {
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
