import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pinCheckout, pinnedCheckoutsNow } from '@/features/checkouts';
import { replaceViews, viewsNow } from '@/features/saved-views';
import { identityOf, settingsStore, type Profile } from '@/model/profiles';
import { ImportDialog } from './import-dialog';
import { planImport } from './import-plan';
import { parseSettingsFile, type SettingsFile, type SharedProfile } from './settings-file';
import { applyImport, exportedSettings, holdingOf } from './transfer-stores';

const BASE = 'https://api.store.test/v1';

const view = (id: string, name: string) => ({
  id,
  name,
  search: { sort: 'time' as const, dir: 'desc' as const },
  timeZone: 'local' as const,
  hiddenColumns: [],
  shownColumns: [],
});

const shared = (name: string, views: number, pins: number, baseUrl = BASE): SharedProfile => ({
  name,
  color: 'blue',
  production: true,
  baseUrl,
  views: {
    views: Array.from({ length: views }, (_, index) => view(`view${index}00`, `View ${index}`)),
    defaultForAll: null,
    defaultByCheckout: {},
  },
  pins: Array.from({ length: pins }, (_, index) => ({ checkoutCode: `code-${index}` })),
});

const fileOf = (...profiles: SharedProfile[]): SettingsFile => ({
  format: 'checkout-dashboard-settings',
  version: 1,
  exportedAt: '2026-11-29T10:00:00.000Z',
  appIdsIncluded: false,
  profiles,
});

const profile = (name: string, scope: string, baseUrl = BASE): Profile => ({
  name,
  scope,
  baseUrl,
  appId: `app-${scope}`,
  remember: true,
  color: 'teal',
  production: true,
});

describe('an import plan', () => {
  const here = [
    profile('Store B', 'bbbbbbbbbbbbbbbb'),
    profile('Production', 'aaaaaaaaaaaaaaaa'),
    profile('Sandbox', 'cccccccccccccccc'),
    profile('Agency', 'dddddddddddddddd', 'https://other.test/v1'),
  ];
  const holding: Record<string, { views: number; pins: number }> = {
    bbbbbbbbbbbbbbbb: { views: 1, pins: 4 },
    aaaaaaaaaaaaaaaa: { views: 0, pins: 0 },
    cccccccccccccccc: { views: 2, pins: 0 },
  };
  const file = fileOf(
    shared('store b', 3, 2, `${BASE}/`),
    shared('Production', 1, 1),
    shared('Agency', 1, 0),
    shared('Sandbox', 0, 0),
    shared('Demo', 2, 0, 'http://localhost/demo-api/v1'),
  );
  const plan = planImport(file, here, (matched) => holding[matched.scope]!);

  it('matches profiles by base URL and name, case aside; one of another base URL is not matched', () => {
    expect(plan.targets.map((target) => [target.name, target.scope, target.current])).toEqual([
      ['Store B', 'bbbbbbbbbbbbbbbb', { views: 1, pins: 4 }],
      ['Production', 'aaaaaaaaaaaaaaaa', { views: 0, pins: 0 }],
    ]);
    expect(plan.unmatched.map((profile) => profile.name)).toEqual(['Agency', 'Demo']);
    expect(plan.empty.map((profile) => profile.name)).toEqual(['Sandbox']);
  });

  it('is said before anything changes: what is replaced, added and skipped', () => {
    render(
      <MantineProvider env="test">
        <ImportDialog
          opened
          pending={{ fileName: 'team.json', plan }}
          onCancel={() => {}}
          onImport={() => {}}
        />
      </MantineProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Import settings?' });
    expect(dialog).toHaveTextContent('From team.json. Nothing changes until you choose Import.');
    expect(
      screen.getByText('Store B: 3 views and 2 pins will replace its 1 view and 4 pins'),
    ).toBeInTheDocument();
    expect(screen.getByText('Production: 1 view and 1 pin will be added')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Agency (https://api.store.test/v1): no profile of this name and base URL here. Add it first, with its app ID, then import again.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sandbox: the file holds no views or pins for it; left as it is.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
  });
});

describe('an export and an import', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('carry views and pins to the profile of the same name and base URL, replacing its own', () => {
    const scope = settingsStore.add({
      baseUrl: BASE,
      appId: 'team-app-id-42',
      remember: true,
      name: 'Store B',
    });
    const api = () => identityOf(settingsStore.get().profiles.find((p) => p.scope === scope)!);
    // Pinned a minute apart: the watchlist's order is the order of pinning.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 29, 9, 0) });
    pinCheckout(api(), 'coffee-club', 'Coffee Club subscription');
    vi.setSystemTime(new Date(2026, 10, 29, 9, 1));
    pinCheckout(api(), 'hoodie-drop');
    replaceViews(api(), {
      views: [{ ...view('failed01', 'Failed only'), timeZone: 'utc' }],
      defaultForAll: 'failed01',
      defaultByCheckout: {},
    });
    const written = exportedSettings(new Date(2026, 10, 29));
    if (!('text' in written)) throw new Error('refused');
    expect(written.text).not.toContain('team-app-id-42');

    // Another browser: the same profile, set up with its app ID, with a pin of its own.
    settingsStore.forget(scope);
    const there = settingsStore.add({
      baseUrl: BASE,
      appId: 'team-app-id-42',
      remember: false,
      name: 'Store B',
    });
    const thereApi = identityOf(settingsStore.get().profiles.find((p) => p.scope === there)!);
    pinCheckout(thereApi, 'old-pin');
    const parsed = parseSettingsFile(written.text);
    if (!('file' in parsed)) throw new Error(parsed.problem);
    const plan = planImport(parsed.file, settingsStore.get().profiles, holdingOf);
    expect(plan.targets.map((target) => target.current)).toEqual([{ views: 0, pins: 1 }]);
    expect(viewsNow(thereApi).views).toEqual([]);

    // Nothing changes before the import is applied.
    expect(pinnedCheckoutsNow(thereApi).map((pin) => pin.checkoutCode)).toEqual(['old-pin']);
    expect(applyImport(plan)).toBe(1);
    expect(pinnedCheckoutsNow(thereApi).map((pin) => [pin.checkoutCode, pin.name ?? null])).toEqual(
      [
        ['coffee-club', 'Coffee Club subscription'],
        ['hoodie-drop', null],
      ],
    );
    expect(viewsNow(thereApi)).toEqual({
      views: [
        {
          id: 'failed01',
          name: 'Failed only',
          search: { sort: 'time', dir: 'desc' },
          timeZone: 'utc',
          hiddenColumns: [],
          shownColumns: [],
        },
      ],
      defaultForAll: 'failed01',
      defaultByCheckout: {},
    });
  });
});
