import { Badge, Button, Group } from '@mantine/core';
import { IconAdjustments, IconX } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { codeOnTouch, useCode } from '@/components/code-on-touch';
import { t } from '@/i18n';
import { formatDecimal, formatUsd } from '@/lib/decimal';
import { durationText } from './duration-text';
import {
  BEHIND_MORE,
  FILTER_GROUPS,
  keysOfGroups,
  sameFilterValues,
  type MoreFilterGroup,
} from './filter-groups';
import { MISMATCH_LABELS } from './mismatch';
import { moreFilterCount } from './search-filters';
import type { CheckoutSearch } from './search-schema';
import { tokenFromKey, tokenLabel } from '@/model/payments';

const drawerCode = codeOnTouch(() =>
  import('./more-filters-drawer').then((module) => module.MoreFiltersDrawer),
);

export interface MoreFiltersProps {
  search: CheckoutSearch;
  /** Token keys of the loaded payments ("TRON|USDT"). */
  tokenOptions: readonly string[];
  onChange: (patch: Partial<CheckoutSearch>) => void;
}

/** A filter button's count of what is set; none when nothing is (its name says so). */
export function countBadge(count: number) {
  return count > 0 ? (
    <Badge size="sm" circle aria-hidden>
      {count}
    </Badge>
  ) : undefined;
}

/**
 * Token, amount range (within one token), USD range and price mismatch, behind a
 * "More filters" button that opens a side drawer; what is set shows as removable chips
 * under the bar. The drawer's code (Mantine's Drawer with its scroll lock, the form) loads
 * when the button is first reached for (pointer, focus); a click before it has arrived
 * opens the drawer when it does.
 */
/** The keys behind "More filters": its button, drawer and chips show only these. */
const MORE_KEYS = keysOfGroups(FILTER_GROUPS.filter((group) => BEHIND_MORE[group]));

export const MoreFilters = memo(
  function MoreFilters({ search, tokenOptions, onChange }: MoreFiltersProps) {
    const [opened, setOpened] = useState(false);
    // The drawer is drawn on its first opening, not with the first screen (a hidden form
    // of Mantine inputs rendered twice as its portal mounts), and kept from then on.
    const [drawn, setDrawn] = useState(false);
    const Drawer = useCode(drawerCode);
    const count = moreFilterCount(search);
    return (
      <>
        <Button
          variant="default"
          leftSection={<IconAdjustments size={16} aria-hidden />}
          rightSection={countBadge(count)}
          aria-label={
            count > 0
              ? t('payment-filters.moreFiltersSet', { count })
              : t('payment-filters.moreFilters')
          }
          aria-haspopup="dialog"
          onPointerEnter={drawerCode.load}
          onFocus={drawerCode.load}
          onClick={() => {
            drawerCode.load();
            setDrawn(true);
            setOpened(true);
          }}
        >
          {t('payment-filters.moreFilters')}
        </Button>
        {drawn && Drawer && (
          <Drawer
            opened={opened}
            onClose={() => setOpened(false)}
            search={search}
            tokenOptions={tokenOptions}
            onChange={onChange}
          />
        )}
      </>
    );
  },
  // Drawn again only when a filter behind it, the tokens or the handler changes.
  (before, after) =>
    before.tokenOptions === after.tokenOptions &&
    before.onChange === after.onChange &&
    sameFilterValues(before.search, after.search, MORE_KEYS),
);

interface Chip {
  label: string;
  /** The patch that removes it. */
  clear: Partial<CheckoutSearch>;
}

/** What each filter behind "More filters" shows while it is set: its chips. */
const CHIPS = {
  token: (search) =>
    (search.token ?? []).map((key) => {
      const rest = (search.token ?? []).filter((item) => item !== key);
      return {
        label: t('payment-filters.chipToken', { token: tokenLabel(tokenFromKey(key)) }),
        clear: { token: rest.length ? rest : undefined },
      };
    }),
  amount: (search) => {
    if (!search.amountMin && !search.amountMax) return [];
    const symbol = search.token?.[0] ? (tokenFromKey(search.token[0]).paySymbol ?? '') : '';
    const range = rangeText(search.amountMin, search.amountMax, formatDecimal);
    return [
      {
        label: symbol
          ? t('payment-filters.chipAmount', { range, symbol })
          : t('payment-filters.chipAmountNoSymbol', { range }),
        clear: { amountMin: undefined, amountMax: undefined },
      },
    ];
  },
  usd: (search) =>
    search.usdMin || search.usdMax
      ? [
          {
            label: t('payment-filters.chipUsd', {
              range: rangeText(search.usdMin, search.usdMax, formatUsd),
            }),
            clear: { usdMin: undefined, usdMax: undefined },
          },
        ]
      : [],
  mismatch: (search) =>
    search.mismatch
      ? [{ label: t(MISMATCH_LABELS[search.mismatch]), clear: { mismatch: undefined } }]
      : [],
  attention: (search) =>
    search.attention
      ? [
          {
            label: t('payment-filters.chipAttention', {
              duration: durationText(search.attention),
            }),
            clear: { attention: undefined },
          },
        ]
      : [],
} satisfies Record<MoreFilterGroup, (search: CheckoutSearch) => Chip[]>;

/** The set "More filters" as chips, each removable. */
export const MoreFilterChips = memo(
  function MoreFilterChips({
    search,
    onChange,
  }: {
    search: CheckoutSearch;
    onChange: (patch: Partial<CheckoutSearch>) => void;
  }) {
    const chips = (Object.keys(CHIPS) as MoreFilterGroup[]).flatMap((group): Chip[] =>
      CHIPS[group](search),
    );
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
  },
  (before, after) =>
    before.onChange === after.onChange && sameFilterValues(before.search, after.search, MORE_KEYS),
);

function rangeText(
  min: string | undefined,
  max: string | undefined,
  format: (value: string) => string,
): string {
  if (min && max) return t('payment-filters.rangeBetween', { min: format(min), max: format(max) });
  if (min) return t('payment-filters.rangeAtLeast', { min: format(min) });
  return t('payment-filters.rangeAtMost', { max: format(max ?? '') });
}
