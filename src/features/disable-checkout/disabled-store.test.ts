import { reloadPersistedStores } from '@/lib/persisted-store';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageScope } from '@/api/identity';
import type { ApiIdentity } from '@/api/identity';
import { recordDisabled, useDisabledRecord } from './disabled-store';

const api = {
  baseUrl: 'https://api.example.test/v1',
  appId: 'app-one',
  scope: 'aaaaaaaaaaaaaaaa',
  storage: 'local' as const,
};
const other = {
  baseUrl: 'https://api.example.test/v1',
  appId: 'app-two',
  scope: 'bbbbbbbbbbbbbbbb',
  storage: 'local' as const,
};

/** What a component reading the payment sees now. */
const readDisabledRecord = (identity: ApiIdentity, code: string) =>
  renderHook(() => useDisabledRecord(identity, code)).result.current;

describe('disabled-checkout records', () => {
  it('are kept per app ID, under a key that does not contain the app ID', () => {
    recordDisabled(api, 'hoodie-drop', 1_000);
    expect(readDisabledRecord(api, 'hoodie-drop')).toEqual({ disabledAt: 1_000 });
    expect(readDisabledRecord(other, 'hoodie-drop')).toBeNull();
    const keys = Object.keys(localStorage);
    expect(keys).toEqual([`checkout-dashboard.disabled-checkouts.${storageScope(api)}`]);
    expect(keys[0]).not.toContain('app-one');
  });

  it('keep the first time a checkout was disabled', () => {
    recordDisabled(api, 'hoodie-drop', 1_000);
    recordDisabled(api, 'hoodie-drop', 2_000);
    expect(readDisabledRecord(api, 'hoodie-drop')).toEqual({ disabledAt: 1_000 });
  });

  it('treat any checkout code as data, __proto__ included', () => {
    recordDisabled(api, '__proto__', 5);
    expect(readDisabledRecord(api, '__proto__')).toEqual({ disabledAt: 5 });
    expect(readDisabledRecord(api, 'constructor')).toBeNull();
  });

  it('survive corrupt storage: broken entries are dropped one by one', () => {
    localStorage.setItem(
      `checkout-dashboard.disabled-checkouts.${storageScope(api)}`,
      JSON.stringify([{ checkoutCode: 'ok', disabledAt: 7 }, { checkoutCode: 3 }, 'junk']),
    );
    reloadPersistedStores();
    expect(readDisabledRecord(api, 'ok')).toEqual({ disabledAt: 7 });
    localStorage.setItem(`checkout-dashboard.disabled-checkouts.${storageScope(api)}`, '{not json');
    reloadPersistedStores();
    expect(readDisabledRecord(api, 'ok')).toBeNull();
  });

  it('useDisabledRecord updates when a payment is added, and is null without an app ID', () => {
    const { result } = renderHook(({ identity }) => useDisabledRecord(identity, 'hoodie-drop'), {
      initialProps: { identity: api as typeof api | null },
    });
    expect(result.current).toBeNull();
    act(() => recordDisabled(api, 'hoodie-drop', 42));
    expect(result.current).toEqual({ disabledAt: 42 });

    const { result: none } = renderHook(() => useDisabledRecord(null, 'hoodie-drop'));
    expect(none.current).toBeNull();
  });
});
