import { describe, expect, it, vi } from 'vitest';
import { storageScope } from '@/api/identity';
import { hashText } from '@/lib/hash';
import { reloadPersistedStores } from '@/lib/persisted-store';
import { DEMO_SCOPE } from './demo-profile';
import { settingsStore } from './profiles-store';

const BASE = 'https://api.example.test/v1';
const allKeys = () => [...Object.keys(localStorage), ...Object.keys(sessionStorage)];
const PROFILES_KEY = 'checkout-dashboard.profiles';
const recentKey = (scope: string) => `checkout-dashboard.recent-checkouts.${scope}`;
/** A stored list of one pinned checkout, as the checkout page writes it. */
const PINS = JSON.stringify({
  version: 2,
  value: [{ checkoutCode: 'b-store-tickets', openedAt: 1, pinned: true }],
});
const names = () => settingsStore.get().profiles.map((profile) => profile.name);

describe('profiles', () => {
  it('start on the built-in demo; a Save from there adds a profile this tab then uses', () => {
    expect(settingsStore.get().profile?.scope).toBe(DEMO_SCOPE);
    const scope = settingsStore.save({ baseUrl: `${BASE}/`, appId: ' app-one ', remember: false });
    const state = settingsStore.get();
    expect(state.profile).toMatchObject({
      scope,
      name: 'api.example.test',
      baseUrl: BASE,
      appId: 'app-one',
      production: true,
    });
    expect(scope).toMatch(/^[0-9a-f]{16}$/);
    // Nothing about the app ID in it: not even its FNV tag.
    expect(scope).not.toBe(hashText(`${BASE}\napp-one`));
    expect(state.profiles.map((profile) => profile.scope)).toEqual([scope, DEMO_SCOPE]);
    // Not remembered: in this tab's session only.
    expect(localStorage.getItem('checkout-dashboard.profiles')).toBeNull();
    expect(sessionStorage.getItem('checkout-dashboard.session-profiles')).toContain('app-one');
  });

  it('keep their scope when renamed or remembered; a new profile gets its own', () => {
    const first = settingsStore.save({ baseUrl: BASE, appId: 'app-one', remember: false });
    settingsStore.save({ baseUrl: BASE, appId: 'app-one', remember: true, name: 'Shop' });
    expect(settingsStore.get().profile).toMatchObject({ scope: first, name: 'Shop' });
    expect(localStorage.getItem('checkout-dashboard.profiles')).toContain('app-one');
    expect(sessionStorage.getItem('checkout-dashboard.session-profiles')).not.toContain('app-');
    const second = settingsStore.add({ baseUrl: BASE, appId: 'app-two', remember: true });
    expect(second).not.toBe(first);
    expect(settingsStore.get().profile?.scope).toBe(second);
    // Different colours by default, so the header tells them apart.
    const [a, b] = settingsStore.get().profiles;
    expect(a!.color).not.toBe(b!.color);
  });

  it('are per tab: the tab keeps its choice; a new tab starts on the last chosen', () => {
    const one = settingsStore.add({ baseUrl: BASE, appId: 'app-one', remember: true });
    const two = settingsStore.add({ baseUrl: BASE, appId: 'app-two', remember: true });
    settingsStore.switchTo(one);
    expect(settingsStore.get().identity?.appId).toBe('app-one');
    // A new tab: an empty sessionStorage, the same localStorage.
    sessionStorage.clear();
    reloadPersistedStores();
    expect(settingsStore.get().profile?.scope).toBe(one);
    settingsStore.switchTo(two);
    expect(settingsStore.get().profile?.scope).toBe(two);
  });

  it('adopt the settings of the previous version with their scope, pins and lists kept', () => {
    const scope = '0123456789abcdef';
    // What the previous version stored: one set of settings (version 2, with a scope).
    const storePreviousSettings = () =>
      localStorage.setItem(
        'checkout-dashboard.settings',
        JSON.stringify({
          version: 2,
          value: { baseUrl: BASE, appId: 'app-one', remember: true, scope },
        }),
      );
    const pins = JSON.stringify({
      version: 2,
      value: [{ checkoutCode: 'coffee-club', openedAt: 1, pinned: true }],
    });
    localStorage.setItem(`checkout-dashboard.recent-checkouts.${scope}`, pins);
    storePreviousSettings();
    reloadPersistedStores();
    const state = settingsStore.get();
    expect(state.profile).toMatchObject({ scope, appId: 'app-one', remember: true });
    expect(state.profiles.map((profile) => profile.scope)).toEqual([scope, DEMO_SCOPE]);
    expect(localStorage.getItem('checkout-dashboard.settings')).toBeNull();
    expect(localStorage.getItem(`checkout-dashboard.recent-checkouts.${scope}`)).toBe(pins);
    // Adopted once: the same settings again change nothing.
    storePreviousSettings();
    reloadPersistedStores();
    expect(settingsStore.get().profiles).toHaveLength(2);
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
    // Settings kept in the tab only: their lists move into the tab's storage too.
    const key = `checkout-dashboard.recent-checkouts.${storageScope(identity)}`;
    expect(sessionStorage.getItem(key)).toBe(recent);
    expect(localStorage.getItem(key)).toBeNull();
    expect(allKeys().filter((key) => key.includes(legacy))).toEqual([]);
    // Written back: the next load keeps the same scope.
    reloadPersistedStores();
    expect(settingsStore.get().identity!.scope).toBe(identity.scope);
  });

  it('Forget removes every key of that profile, and nothing of another', () => {
    const other = settingsStore.add({ baseUrl: BASE, appId: 'app-two', remember: true });
    localStorage.setItem(`checkout-dashboard.recent-checkouts.${other}`, '{}');
    const scope = settingsStore.add({ baseUrl: BASE, appId: 'app-one', remember: true });
    for (const name of ['recent-checkouts', 'disabled-checkouts', 'crypto-catalogue-snapshot'])
      localStorage.setItem(`checkout-dashboard.${name}.${scope}`, '{}');

    settingsStore.forget();
    expect(allKeys().filter((key) => key.includes(scope))).toEqual([]);
    expect(allKeys().join(' ')).not.toContain('app-one');
    expect(JSON.stringify(localStorage)).not.toContain('app-one');
    expect(localStorage.getItem(`checkout-dashboard.recent-checkouts.${other}`)).toBe('{}');
    // This tab then asks for an app ID; the other profile is one choice away.
    expect(settingsStore.get().identity).toBeNull();
    expect(settingsStore.get().profiles.map((profile) => profile.scope)).toEqual([
      other,
      DEMO_SCOPE,
    ]);
  });
});

describe('profile names (a link picks a profile by its name)', () => {
  it('are unique, whatever the case: a taken name gets a number', () => {
    settingsStore.add({ baseUrl: BASE, appId: 'app-one', remember: true, name: 'Shop' });
    settingsStore.add({ baseUrl: BASE, appId: 'app-two', remember: true, name: 'SHOP' });
    settingsStore.add({ baseUrl: BASE, appId: 'app-three', remember: false, name: ' demo ' });
    expect(names()).toEqual(['Shop', 'SHOP (2)', 'demo (2)', 'Demo']);
  });

  it('of profiles left unnamed on one host are unique too', () => {
    settingsStore.add({ baseUrl: BASE, appId: 'app-one', remember: true });
    settingsStore.add({ baseUrl: `${BASE}/`, appId: 'app-two', remember: false });
    expect(names()).toEqual(['api.example.test', 'api.example.test (2)', 'Demo']);
  });

  it("stay unique when a profile is renamed to another's name; its own it keeps", () => {
    const one = settingsStore.add({
      baseUrl: BASE,
      appId: 'app-one',
      remember: true,
      name: 'Shop',
    });
    const two = settingsStore.add({ baseUrl: BASE, appId: 'app-two', remember: true, name: 'B' });
    settingsStore.update(two, { baseUrl: BASE, appId: 'app-two', remember: true, name: 'shop' });
    settingsStore.update(one, { baseUrl: BASE, appId: 'app-one', remember: true, name: 'Shop' });
    expect(names()).toEqual(['Shop', 'shop (2)', 'Demo']);
  });

  it('keep within 40 characters with their number', () => {
    const name = 'A'.repeat(40);
    settingsStore.add({ baseUrl: BASE, appId: 'app-one', remember: true, name });
    settingsStore.add({ baseUrl: BASE, appId: 'app-two', remember: true, name });
    expect(names()[1]).toBe('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA (2)');
  });

  it('shared by profiles stored before are made unique on upgrade, and written back', () => {
    const host = 'http://127.0.0.1:8787/v1';
    localStorage.setItem(
      PROFILES_KEY,
      JSON.stringify({
        version: 1,
        value: [
          { baseUrl: host, appId: 'app-one', remember: true, scope: '1111111111111111' },
          { baseUrl: host, appId: 'app-two', remember: true, scope: '2222222222222222' },
          {
            baseUrl: BASE,
            appId: 'app-3',
            remember: true,
            scope: '3333333333333333',
            name: 'demo',
          },
        ],
      }),
    );
    reloadPersistedStores();
    expect(names()).toEqual(['127.0.0.1:8787', '127.0.0.1:8787 (2)', 'demo (2)', 'Demo']);
    const stored = JSON.parse(localStorage.getItem(PROFILES_KEY)!) as {
      value: { name: string; sharedName?: string }[];
    };
    // Each renamed one keeps the name it shared: a link written before may mean it.
    expect(stored.value.map(({ name, sharedName }) => [name, sharedName])).toEqual([
      ['127.0.0.1:8787', undefined],
      ['127.0.0.1:8787 (2)', '127.0.0.1:8787'],
      ['demo (2)', 'demo'],
    ]);
  });

  it('the settings of the previous version are adopted under a name no profile has', () => {
    settingsStore.add({ baseUrl: BASE, appId: 'app-one', remember: true });
    sessionStorage.setItem(
      'checkout-dashboard.settings',
      JSON.stringify({
        version: 2,
        value: { baseUrl: BASE, appId: 'app-two', remember: false, scope: '0123456789abcdef' },
      }),
    );
    reloadPersistedStores();
    expect(names()).toEqual(['api.example.test', 'api.example.test (2)', 'Demo']);
  });
});

describe('a profile kept in this tab only', () => {
  it('keeps its lists in sessionStorage, and they follow its "remember" choice', () => {
    const scope = settingsStore.add({ baseUrl: BASE, appId: 'app-one', remember: false });
    expect(settingsStore.get().identity).toMatchObject({ scope, storage: 'session' });
    sessionStorage.setItem(recentKey(scope), PINS);

    settingsStore.update(scope, { baseUrl: BASE, appId: 'app-one', remember: true });
    expect(settingsStore.get().identity).toMatchObject({ scope, storage: 'local' });
    expect(localStorage.getItem(recentKey(scope))).toBe(PINS);
    expect(sessionStorage.getItem(recentKey(scope))).toBeNull();

    settingsStore.update(scope, { baseUrl: BASE, appId: 'app-one', remember: false });
    expect(settingsStore.get().identity).toMatchObject({ scope, storage: 'session' });
    expect(sessionStorage.getItem(recentKey(scope))).toBe(PINS);
    expect(localStorage.getItem(recentKey(scope))).toBeNull();
  });

  it('the built-in demo keeps its lists in localStorage: it is in every tab', () => {
    expect(settingsStore.get().identity).toMatchObject({ scope: DEMO_SCOPE, storage: 'local' });
  });

  it('a load moves its lists out of localStorage, and removes those of profiles gone with their tab', async () => {
    const remembered = '1111111111111111';
    const thisTab = '2222222222222222';
    const closedTab = '3333333333333333';
    const profile = (scope: string, remember: boolean) => ({
      baseUrl: BASE,
      appId: `app-${scope}`,
      remember,
      scope,
    });
    localStorage.setItem(
      PROFILES_KEY,
      JSON.stringify({ version: 1, value: [profile(remembered, true)] }),
    );
    sessionStorage.setItem(
      'checkout-dashboard.session-profiles',
      JSON.stringify({ version: 1, value: [profile(thisTab, false)] }),
    );
    // What an earlier version left: every profile's lists in localStorage.
    for (const scope of [remembered, thisTab, closedTab])
      localStorage.setItem(recentKey(scope), PINS);
    localStorage.setItem(`checkout-dashboard.disabled-checkouts.${closedTab}`, '{}');
    localStorage.setItem(recentKey(DEMO_SCOPE), PINS);

    // The next page load.
    vi.resetModules();
    await import('./profiles-store');
    expect(localStorage.getItem(recentKey(remembered))).toBe(PINS);
    expect(localStorage.getItem(recentKey(thisTab))).toBeNull();
    expect(sessionStorage.getItem(recentKey(thisTab))).toBe(PINS);
    expect(allKeys().filter((key) => key.includes(closedTab))).toEqual([]);
    expect(localStorage.getItem(recentKey(DEMO_SCOPE))).toBe(PINS);
  });

  it('a load leaves every list alone while the remembered profiles are unreadable (a newer version)', async () => {
    localStorage.setItem(PROFILES_KEY, JSON.stringify({ version: 99, value: [] }));
    localStorage.setItem(recentKey('1111111111111111'), PINS);
    vi.resetModules();
    await import('./profiles-store');
    expect(localStorage.getItem(recentKey('1111111111111111'))).toBe(PINS);
  });
});

describe('a new base URL or app ID', () => {
  const connection = { baseUrl: BASE, appId: 'app-one', remember: true };

  it("is a new scope: the old store's pins are not kept for it unless asked", () => {
    const scope = settingsStore.add(connection);
    localStorage.setItem(recentKey(scope), PINS);
    const next = settingsStore.update(scope, { ...connection, appId: 'app-rotated' });
    expect(next).toMatch(/^[0-9a-f]{16}$/);
    expect(next).not.toBe(scope);
    // Still the profile in use, under its new identity, with no list of the old one.
    expect(settingsStore.get().identity).toMatchObject({ scope: next, appId: 'app-rotated' });
    expect(localStorage.getItem(recentKey(next))).toBeNull();
    expect(allKeys().filter((key) => key.includes(scope))).toEqual([]);
  });

  it('moves the pins and lists when asked to', () => {
    const scope = settingsStore.add(connection);
    localStorage.setItem(recentKey(scope), PINS);
    const next = settingsStore.update(
      scope,
      { ...connection, baseUrl: 'https://api.other.test/v1' },
      'move',
    );
    expect(next).not.toBe(scope);
    expect(localStorage.getItem(recentKey(next))).toBe(PINS);
    expect(allKeys().filter((key) => key.includes(scope))).toEqual([]);
  });

  it('is not one when only spaces or a trailing slash differ: scope and pins stay', () => {
    const scope = settingsStore.add(connection);
    localStorage.setItem(recentKey(scope), PINS);
    expect(
      settingsStore.update(scope, { ...connection, baseUrl: ` ${BASE}/ `, appId: ' app-one ' }),
    ).toBe(scope);
    expect(localStorage.getItem(recentKey(scope))).toBe(PINS);
  });
});
