import { describe, expect, it } from 'vitest';
import { reloadPersistedStores } from '@/lib/persisted-store';
import { followProfileLink } from './profile-link';
import { settingsStore } from './profiles-store';

const HOST = 'http://127.0.0.1:8787/v1';
const STORE_A = '1111111111111111';
const STORE_B = '2222222222222222';

/** Two stores on one API host, saved unnamed by an earlier version: both named after it. */
function twoUnnamedStores() {
  localStorage.setItem(
    'checkout-dashboard.profiles',
    JSON.stringify({
      version: 1,
      value: [
        { baseUrl: HOST, appId: 'app-a', remember: true, scope: STORE_A },
        { baseUrl: HOST, appId: 'app-b', remember: true, scope: STORE_B },
      ],
    }),
  );
  reloadPersistedStores();
  settingsStore.switchTo(STORE_A);
}

const inUse = () => settingsStore.get().profile?.scope;

describe('a link naming a profile', () => {
  it('switches to the one profile of that name, whatever the case', () => {
    const shop = settingsStore.add({ baseUrl: HOST, appId: 'app-a', remember: true, name: 'Shop' });
    settingsStore.add({ baseUrl: HOST, appId: 'app-b', remember: true, name: 'Sandbox' });
    expect(followProfileLink('SHOP')).toMatchObject({ kind: 'switched', profile: { scope: shop } });
    expect(inUse()).toBe(shop);
    expect(followProfileLink('shop')).toMatchObject({ kind: 'current' });
  });

  it('asks, and switches nothing, when several profiles had that name', () => {
    twoUnnamedStores();
    // Store B's link, written when both were "127.0.0.1:8787".
    expect(followProfileLink('127.0.0.1:8787')).toEqual({ kind: 'ask' });
    expect(inUse()).toBe(STORE_A);
    settingsStore.switchTo(STORE_B);
    expect(followProfileLink('127.0.0.1:8787')).toEqual({ kind: 'ask' });
    expect(inUse()).toBe(STORE_B);
  });

  it('opens the renamed one by its new name', () => {
    twoUnnamedStores();
    expect(followProfileLink('127.0.0.1:8787 (2)')).toMatchObject({
      kind: 'switched',
      profile: { scope: STORE_B },
    });
    expect(inUse()).toBe(STORE_B);
  });

  it('still asks when only a profile that shared the name is left', () => {
    twoUnnamedStores();
    settingsStore.forget(STORE_A);
    expect(followProfileLink('127.0.0.1:8787')).toEqual({ kind: 'ask' });
  });

  it('of no profile here is missing', () => {
    twoUnnamedStores();
    expect(followProfileLink('Agency')).toEqual({ kind: 'missing' });
    expect(inUse()).toBe(STORE_A);
  });
});
