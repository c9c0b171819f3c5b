import { describe, expect, it } from 'vitest';
import { storageScope } from '@/api/identity';
import { hashText } from '@/lib/hash';
import { reloadPersistedStores } from '@/lib/persisted-store';
import { settingsStore } from './settings-store';

const BASE = 'https://api.example.test/v1';
const allKeys = () => [...Object.keys(localStorage), ...Object.keys(sessionStorage)];

describe('the storage scope of an identity', () => {
  it('is random, kept by the same identity, new for another', () => {
    settingsStore.save({ baseUrl: BASE, appId: 'app-one', remember: false });
    const first = settingsStore.get().identity!;
    expect(first.scope).toMatch(/^[0-9a-f]{16}$/);
    // Nothing about the app ID in it: not even its FNV tag.
    expect(first.scope).not.toBe(hashText(`${BASE}\napp-one`));
    settingsStore.save({ baseUrl: `${BASE}/`, appId: ' app-one ', remember: true });
    expect(settingsStore.get().identity!.scope).toBe(first.scope);
    settingsStore.save({ baseUrl: BASE, appId: 'app-two', remember: true });
    expect(settingsStore.get().identity!.scope).not.toBe(first.scope);
  });

  it('moves the data an earlier version kept under the FNV tag to a random scope', () => {
    const legacy = hashText(`${BASE}\napp-one`);
    sessionStorage.setItem(
      'checkout-dashboard.settings',
      JSON.stringify({ version: 1, value: { baseUrl: BASE, appId: 'app-one', remember: false } }),
    );
    const recent = JSON.stringify({ version: 2, value: [{ checkoutCode: 'coffee-club' }] });
    localStorage.setItem(`checkout-dashboard.recent-checkouts.${legacy}`, recent);
    reloadPersistedStores();

    const identity = settingsStore.get().identity!;
    expect(identity.appId).toBe('app-one');
    expect(identity.scope).toMatch(/^[0-9a-f]{16}$/);
    expect(
      localStorage.getItem(`checkout-dashboard.recent-checkouts.${storageScope(identity)}`),
    ).toBe(recent);
    expect(allKeys().filter((key) => key.includes(legacy))).toEqual([]);
    // Written back: the next load keeps the same scope.
    reloadPersistedStores();
    expect(settingsStore.get().identity!.scope).toBe(identity.scope);
  });

  it('Forget removes every key of that identity, and nothing of another', () => {
    settingsStore.save({ baseUrl: BASE, appId: 'app-two', remember: true });
    const other = settingsStore.get().identity!.scope;
    localStorage.setItem(`checkout-dashboard.recent-checkouts.${other}`, '{}');
    settingsStore.save({ baseUrl: BASE, appId: 'app-one', remember: true });
    const scope = settingsStore.get().identity!.scope;
    for (const name of ['recent-checkouts', 'disabled-checkouts', 'crypto-catalogue-snapshot'])
      localStorage.setItem(`checkout-dashboard.${name}.${scope}`, '{}');

    settingsStore.forget();
    expect(allKeys().filter((key) => key.includes(scope))).toEqual([]);
    expect(allKeys().join(' ')).not.toContain('app-one');
    expect(localStorage.getItem(`checkout-dashboard.recent-checkouts.${other}`)).toBe('{}');
    expect(settingsStore.get().identity).toBeNull();
  });
});
