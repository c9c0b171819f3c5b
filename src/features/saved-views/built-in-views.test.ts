import { describe, expect, it } from 'vitest';
import {
  builtInViews,
  DEFAULT_THRESHOLDS,
  isBuiltInViewId,
  parseThresholds,
} from './built-in-views';

describe('the built-in views', () => {
  it('select by the thresholds the user set, each saying what it selects', () => {
    const views = builtInViews(
      { pendingMinutes: 90, large: { kind: 'token', token: 'TRON|USDT', min: '500.5' } },
      'utc',
    );
    expect(views.map(({ id, search }) => ({ id, search }))).toEqual([
      { id: 'attention', search: { attention: 90, sort: 'time', dir: 'desc' } },
      {
        id: 'large',
        search: { token: ['TRON|USDT'], amountMin: '500.5', sort: 'amount', dir: 'desc' },
      },
      { id: 'today', search: { date: 'today', sort: 'time', dir: 'desc' } },
    ]);
    expect(views.map((view) => view.description)).toEqual([
      'Failed, Pending for over 90 minutes, a price mismatch, sent in two versions, or an unknown token',
      'USDT (TRON): an amount of 500.5 or more',
      'Payments since midnight today, in UTC',
    ]);
  });

  it('read stored thresholds field by field: what is not usable falls back to the default', () => {
    expect(parseThresholds({ pendingMinutes: 30, large: { kind: 'usd', min: '250' } })).toEqual({
      pendingMinutes: 30,
      large: { kind: 'usd', min: '250' },
    });
    expect(
      parseThresholds({ pendingMinutes: -5, large: { kind: 'token', token: 'no bar', min: '1' } }),
    ).toEqual({ pendingMinutes: 60, large: { kind: 'usd', min: '1' } });
    expect(parseThresholds({ pendingMinutes: '1e9', large: { min: '1e3' } })).toEqual(
      DEFAULT_THRESHOLDS,
    );
    expect(parseThresholds('garbage')).toBeUndefined();
  });

  it('are told from saved views by id', () => {
    expect(['attention', 'large', 'today', 'abc123', undefined].map(isBuiltInViewId)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
