import { describe, expect, it } from 'vitest';
import type { ViewsState } from '@/features/saved-views';
import type { Profile } from '@/model/profiles';
import {
  buildSettingsFile,
  parseSettingsFile,
  settingsFileName,
  settingsFileText,
  type SettingsFile,
} from './settings-file';

const APP_ID = 'secret-app-7f3a9c';

const STORE_B: Profile = {
  name: 'Store B',
  color: 'orange',
  production: false,
  baseUrl: 'https://api.store-b.test/v1',
  appId: APP_ID,
  remember: true,
  allowInsecure: true,
  scope: '0123456789abcdef',
};

const VIEWS: ViewsState = {
  views: [
    {
      id: 'abc12345',
      name: 'Failed only',
      search: { status: ['Failed'], sort: 'time', dir: 'desc' },
      timeZone: 'utc',
      hiddenColumns: ['from'],
      shownColumns: [],
    },
  ],
  defaultForAll: 'abc12345',
  defaultByCheckout: {},
};

const PINS = [
  { checkoutCode: 'coffee-club', name: 'Coffee Club subscription', openedAt: 5, pinned: true },
  { checkoutCode: 'hoodie-drop', openedAt: 9, pinned: true },
];

const NOW = new Date(2026, 10, 29, 23, 30);

/** The file of Store B, written out by hand. */
const EXPECTED_FILE = {
  format: 'checkout-dashboard-settings',
  version: 1,
  exportedAt: NOW.toISOString(),
  appIdsIncluded: false,
  profiles: [
    {
      name: 'Store B',
      color: 'orange',
      production: false,
      baseUrl: 'https://api.store-b.test/v1',
      views: {
        views: [
          {
            id: 'abc12345',
            name: 'Failed only',
            search: { status: ['Failed'], sort: 'time', dir: 'desc' },
            timeZone: 'utc',
            hiddenColumns: ['from'],
            shownColumns: [],
          },
        ],
        defaultForAll: 'abc12345',
        defaultByCheckout: {},
      },
      pins: [
        { checkoutCode: 'coffee-club', name: 'Coffee Club subscription' },
        { checkoutCode: 'hoodie-drop' },
      ],
    },
  ],
};

const textOf = (file: SettingsFile) => {
  const written = settingsFileText(file, [STORE_B]);
  if (!('text' in written)) throw new Error(`refused: ${written.appIdOf}`);
  return written.text;
};

/** A file of the right shape with one profile changed by `change`, as text. */
function fileWith(change: (profile: Record<string, unknown>) => void): string {
  const file = structuredClone(EXPECTED_FILE) as unknown as { profiles: Record<string, unknown>[] };
  change(file.profiles[0]!);
  return JSON.stringify(file);
}

describe('the settings file', () => {
  it('holds each profile without its app ID, scope or confirmation, with its views and pins in order', () => {
    const file = buildSettingsFile([{ profile: STORE_B, views: VIEWS, pins: PINS }], NOW);
    const text = textOf(file);
    expect(JSON.parse(text)).toEqual(EXPECTED_FILE);
    expect(text).not.toContain(APP_ID);
    expect(text).not.toContain('0123456789abcdef');
    expect(text).not.toMatch(/appId"|allowInsecure|remember|scope/);
    expect(text).toContain('"appIdsIncluded": false');
  });

  it('is not written when an app ID was typed into a name, even one JSON escapes', () => {
    const named = { ...STORE_B, name: `Store ${APP_ID}` };
    const file = buildSettingsFile([{ profile: named, views: VIEWS, pins: PINS }], NOW);
    expect(settingsFileText(file, [named])).toEqual({ appIdOf: `Store ${APP_ID}` });

    const quoted = { ...STORE_B, appId: 'id"with\\quote' };
    const pins = [{ checkoutCode: 'x', name: 'see id"with\\quote', openedAt: 1, pinned: true }];
    const withQuote = buildSettingsFile([{ profile: quoted, views: VIEWS, pins }], NOW);
    expect(settingsFileText(withQuote, [quoted])).toEqual({ appIdOf: 'Store B' });
  });

  it('is named after the day it was written', () => {
    expect(settingsFileName(NOW)).toBe('checkout-dashboard-settings-2026-11-29.json');
    expect(settingsFileName(new Date(2027, 0, 3, 0, 5))).toBe(
      'checkout-dashboard-settings-2027-01-03.json',
    );
  });

  it('reads back what it wrote', () => {
    const file = buildSettingsFile([{ profile: STORE_B, views: VIEWS, pins: PINS }], NOW);
    const parsed = parseSettingsFile(textOf(file));
    expect(parsed).toEqual({ file: EXPECTED_FILE });
  });

  it('keeps a checkout code such as __proto__ as a default of its own, polluting nothing', () => {
    const parsed = parseSettingsFile(
      fileWith((profile) => {
        (profile.views as { defaultByCheckout: unknown }).defaultByCheckout = JSON.parse(
          '{"__proto__": "abc12345"}',
        );
      }),
    );
    if (!('file' in parsed)) throw new Error(parsed.problem);
    const defaults = parsed.file.profiles[0]!.views.defaultByCheckout;
    expect(Object.keys(defaults)).toEqual(['__proto__']);
    expect(defaults['__proto__']).toBe('abc12345');
    expect(({} as Record<string, unknown>).abc12345).toBeUndefined();
  });
});

describe('a file that is not a settings file', () => {
  it.each([
    ['text that is not JSON', 'name,views\nStore B,3', 'notJson'],
    ['another JSON file', '{"version":2,"value":[]}', 'notSettingsFile'],
    ['a bare list', '[1,2,3]', 'notSettingsFile'],
    ['null', 'null', 'notSettingsFile'],
    [
      'a newer version',
      JSON.stringify({ ...EXPECTED_FILE, version: 2, profiles: 'new shape' }),
      'newerVersion',
    ],
    [
      'more than 1 MB',
      `{"format":"checkout-dashboard-settings","x":"${'a'.repeat(1048576)}"}`,
      'tooLarge',
    ],
  ])('is refused: %s', (_, text, problem) => {
    expect(parseSettingsFile(text)).toEqual({ problem });
  });

  it.each([
    ['an app ID', fileWith((profile) => (profile.appId = APP_ID))],
    ['a scope', fileWith((profile) => (profile.scope = '0123456789abcdef'))],
    ['a javascript: base URL', fileWith((profile) => (profile.baseUrl = 'javascript:alert(1)'))],
    ['a name over 40 characters', fileWith((profile) => (profile.name = 'n'.repeat(41)))],
    ['an unknown colour', fileWith((profile) => (profile.color = 'hotpink'))],
    [
      '501 pins',
      fileWith(
        (profile) =>
          (profile.pins = Array.from({ length: 501 }, (_, index) => ({
            checkoutCode: `c${index}`,
          }))),
      ),
    ],
    [
      'a pin twice',
      fileWith((profile) => (profile.pins = [{ checkoutCode: 'a' }, { checkoutCode: 'a' }])),
    ],
    ['a pin without a code', fileWith((profile) => (profile.pins = [{ name: 'x' }]))],
    [
      'a default of a view it does not hold',
      fileWith(
        (profile) => ((profile.views as { defaultForAll: string }).defaultForAll = 'zzzzzz99'),
      ),
    ],
    [
      'a view id that is not one',
      fileWith(
        (profile) => ((profile.views as { views: { id: string }[] }).views[0]!.id = '../../etc'),
      ),
    ],
    [
      'a search value that is an object',
      fileWith(
        (profile) =>
          ((profile.views as { views: { search: unknown }[] }).views[0]!.search = {
            status: { $gt: '' },
          }),
      ),
    ],
    [
      'a __proto__ key in a profile',
      JSON.stringify(EXPECTED_FILE).replace(
        '"name":"Store B"',
        '"__proto__":{"polluted":1},"name":"Store B"',
      ),
    ],
  ])('with %s changes nothing: it is refused whole', (_, text) => {
    expect(parseSettingsFile(text)).toEqual({ problem: 'invalid' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('is refused when it names one profile twice (the name in another case)', () => {
    const file = structuredClone(EXPECTED_FILE);
    file.profiles.push({ ...structuredClone(file.profiles[0]!), name: 'STORE B' });
    expect(parseSettingsFile(JSON.stringify(file))).toEqual({ problem: 'invalid' });
  });

  it('is refused when it says it holds app IDs', () => {
    expect(parseSettingsFile(JSON.stringify({ ...EXPECTED_FILE, appIdsIncluded: true }))).toEqual({
      problem: 'invalid',
    });
  });
});
