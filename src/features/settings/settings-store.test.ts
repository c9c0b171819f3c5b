import { describe, expect, it } from 'vitest';
import { storageScope } from '@/api/identity';
import { hashText } from '@/lib/hash';
import { reloadPersistedStores } from '@/lib/persisted-store';
import { DEMO_SCOPE, settingsStore } from './settings-store';

const BASE = 'https://api.example.test/v1';
const allKeys = () => [...Object.keys(localStorage), ...Object.keys(sessionStorage)];

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

  it('keep their scope when edited, even to another app ID; a new profile gets its own', () => {
    const first = settingsStore.save({ baseUrl: BASE, appId: 'app-one', remember: false });
    settingsStore.save({ baseUrl: BASE, appId: 'app-rotated', remember: true, name: 'Shop' });
    expect(settingsStore.get().profile).toMatchObject({ scope: first, appId: 'app-rotated' });
    expect(localStorage.getItem('checkout-dashboard.profiles')).toContain('app-rotated');
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
    expect(
      localStorage.getItem(`checkout-dashboard.recent-checkouts.${storageScope(identity)}`),
    ).toBe(recent);
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
