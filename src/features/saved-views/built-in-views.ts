import type { ApiIdentity } from '@/api/identity';
import { t } from '@/i18n';
import { formatDecimal, formatUsd } from '@/lib/decimal';
import type { TimeZoneChoice } from '@/lib/format-time';
import { scopedPersistedStore, usePersistedStore } from '@/lib/persisted-store';
import { tokenFromKey, tokenLabel } from '@/model/payments';
import {
  MAX_ATTENTION_MINUTES,
  durationText,
  parseBound,
  parseTokenParam,
} from '@/features/payment-filters';
import type { ViewSearch } from './views-store';

/**
 * The views that come with the product (issue 53): the exceptions a finance team
 * chases. Each is filters like a saved view's, worked out from the thresholds the user
 * sets (kept per profile), and says what it selects in one line.
 */
export const BUILT_IN_VIEW_IDS = ['attention', 'large', 'today'] as const;
export type BuiltInViewId = (typeof BUILT_IN_VIEW_IDS)[number];

export interface BuiltInThresholds {
  /** Needs attention: a Pending payment older than this many minutes. */
  pendingMinutes: number;
  /** Large payments: in USD value, or the amount of one token. */
  large: { kind: 'usd'; min: string } | { kind: 'token'; token: string; min: string };
}

export const DEFAULT_THRESHOLDS: BuiltInThresholds = {
  pendingMinutes: 60,
  large: { kind: 'usd', min: '1000' },
};

export interface BuiltInView {
  id: BuiltInViewId;
  name: string;
  /** What it selects, in one line. */
  description: string;
  search: ViewSearch;
}

export function parseThresholds(raw: unknown): BuiltInThresholds | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const value = raw as { pendingMinutes?: unknown; large?: Record<string, unknown> };
  const minutes = Number(value.pendingMinutes);
  const pendingMinutes =
    Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_ATTENTION_MINUTES
      ? minutes
      : DEFAULT_THRESHOLDS.pendingMinutes;
  const min = parseBound(value.large?.min);
  const token =
    typeof value.large?.token === 'string' ? parseTokenParam(value.large.token) : undefined;
  const large: BuiltInThresholds['large'] = !min
    ? DEFAULT_THRESHOLDS.large
    : value.large?.kind === 'token' && token
      ? { kind: 'token', token, min }
      : { kind: 'usd', min };
  return { pendingMinutes, large };
}

const storeFor = scopedPersistedStore<BuiltInThresholds>({
  prefix: 'checkout-dashboard.built-in-views.',
  version: 1,
  parse: parseThresholds,
  fallback: () => DEFAULT_THRESHOLDS,
});

export function useThresholds(api: ApiIdentity): BuiltInThresholds {
  return usePersistedStore(storeFor(api));
}

export function setThresholds(api: ApiIdentity, thresholds: BuiltInThresholds): void {
  storeFor(api).set(thresholds);
}

export function isBuiltInViewId(id: string | undefined): id is BuiltInViewId {
  return (BUILT_IN_VIEW_IDS as readonly (string | undefined)[]).includes(id);
}

/** The built-in views with the user's thresholds, in the menu's order. */
export function builtInViews(
  thresholds: BuiltInThresholds,
  timeZone: TimeZoneChoice,
): BuiltInView[] {
  const { large } = thresholds;
  return [
    {
      id: 'attention',
      name: t('saved-views.attention'),
      description: t('saved-views.attentionSelects', {
        duration: durationText(thresholds.pendingMinutes),
      }),
      search: { attention: thresholds.pendingMinutes, sort: 'time', dir: 'desc' },
    },
    large.kind === 'usd'
      ? {
          id: 'large',
          name: t('saved-views.large'),
          description: t('saved-views.largeUsdSelects', { min: formatUsd(large.min) }),
          search: { usdMin: large.min, sort: 'usd', dir: 'desc' },
        }
      : {
          id: 'large',
          name: t('saved-views.large'),
          description: t('saved-views.largeTokenSelects', {
            min: formatDecimal(large.min),
            token: tokenLabel(tokenFromKey(large.token)),
          }),
          search: { token: [large.token], amountMin: large.min, sort: 'amount', dir: 'desc' },
        },
    {
      id: 'today',
      name: t('saved-views.today'),
      description:
        timeZone === 'utc' ? t('saved-views.todaySelectsUtc') : t('saved-views.todaySelectsLocal'),
      search: { date: 'today', sort: 'time', dir: 'desc' },
    },
  ];
}
