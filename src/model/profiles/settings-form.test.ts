import { describe, expect, it } from 'vitest';
import { checkSettings } from './settings-form';

describe('checkSettings', () => {
  it('trims the app ID and the base URL, drops trailing slashes and keeps the other fields', () => {
    expect(
      checkSettings({
        baseUrl: '  https://api.example.com/v1//  ',
        appId: '  my-app  ',
        remember: true,
        name: 'Store B',
      }),
    ).toEqual({
      settings: {
        baseUrl: 'https://api.example.com/v1',
        appId: 'my-app',
        remember: true,
        name: 'Store B',
      },
    });
  });

  it.each(['javascript:alert(1)', 'ftp://files.example.com/v1', 'not a url', '   '])(
    'refuses the base URL %j with a message',
    (baseUrl) => {
      const checked = checkSettings({ baseUrl, appId: 'x' });
      expect(checked).toEqual({ errors: { baseUrl: expect.stringMatching(/^Enter /) } });
    },
  );

  it('asks for a base URL when there is none, before saying what kind', () => {
    expect(checkSettings({ baseUrl: ' ', appId: 'x' })).toEqual({
      errors: { baseUrl: 'Enter the API base URL' },
    });
    expect(checkSettings({ baseUrl: 'not a url', appId: 'x' })).toEqual({
      errors: {
        baseUrl: 'Enter an http:// or https:// URL, for example https://api.example.com/v1',
      },
    });
  });

  it('refuses an app ID that is blank', () => {
    expect(checkSettings({ baseUrl: 'https://a.test/v1', appId: '   ' })).toEqual({
      errors: { appId: 'Enter your app ID' },
    });
  });

  it('reports every field that is refused at once', () => {
    expect(checkSettings({ baseUrl: '', appId: '' })).toEqual({
      errors: { baseUrl: 'Enter the API base URL', appId: 'Enter your app ID' },
    });
    const checked = checkSettings({ baseUrl: 'http://api.example.com/v1', appId: '' });
    expect(checked).toEqual({
      errors: { appId: 'Enter your app ID', allowInsecure: expect.stringMatching(/unencrypted/) },
    });
  });
});

describe('plain http', () => {
  const check = (baseUrl: string, allowInsecure?: boolean) =>
    checkSettings({ baseUrl, appId: 'x', allowInsecure });

  it('is accepted for this machine only: localhost, 127.0.0.0/8 and [::1]', () => {
    for (const baseUrl of [
      'http://localhost:8787/v1',
      'http://api.localhost/v1',
      'http://127.0.0.1:8787/v1',
      'http://127.12.0.9/v1',
      'http://[::1]:8080/v1',
      'https://api.example.com/v1',
    ])
      expect(check(baseUrl), baseUrl).toHaveProperty('settings');
  });

  it('to any other host needs the explicit confirmation, and says why', () => {
    for (const baseUrl of [
      'http://api.example.com/v1',
      'http://192.168.1.5/v1',
      'http://128.0.0.1/v1',
      'http://api.example.com/v1/',
    ]) {
      expect(check(baseUrl), baseUrl).toEqual({
        errors: { allowInsecure: expect.stringMatching(/travel unencrypted/) },
      });
      expect(check(baseUrl, false), baseUrl).toHaveProperty('errors.allowInsecure');
      expect(check(baseUrl, true), baseUrl).toHaveProperty('settings');
    }
  });
});

describe('profile names', () => {
  const others = { otherNames: ['Shop', 'api.example.com', 'Demo'] };
  const check = (name: string, baseUrl = 'https://api.example.com/v1') =>
    checkSettings({ name, baseUrl, appId: 'x' }, others);

  it('refuse a name another profile has, whatever the case', () => {
    expect(check(' shop ')).toEqual({
      errors: {
        name: 'Another profile is already called “shop”. Give this one another name: a link picks a profile by its name.',
      },
    });
    expect(check('DEMO')).toHaveProperty('errors.name');
    expect(check('Shop B')).toHaveProperty('settings');
  });

  it("refuse a blank name when another profile is named after the same host (a blank name is the host's)", () => {
    expect(check('  ')).toEqual({
      errors: {
        name: 'Another profile is already called “api.example.com”. Give this one another name: a link picks a profile by its name.',
      },
    });
    expect(check('', 'https://api.other.com/v1')).toHaveProperty('settings');
  });
});

describe("a saved profile's pins under a new base URL or app ID", () => {
  const edited = { baseUrl: 'https://api.example.com/v1', appId: 'app-one', hasLists: true };
  const check = (
    values: Partial<Parameters<typeof checkSettings>[0]>,
    hasLists = true,
  ): ReturnType<typeof checkSettings> =>
    checkSettings(
      { baseUrl: 'https://api.example.com/v1', appId: 'app-one', ...values },
      { edited: { ...edited, hasLists } },
    );
  const choose = 'Choose whether the pins and lists stay with the new address or app ID';

  it('need a choice before another app ID or base URL is saved', () => {
    expect(check({ appId: 'app-rotated' })).toEqual({ errors: { lists: choose } });
    expect(check({ baseUrl: 'https://api.other.com/v1' })).toEqual({ errors: { lists: choose } });
    expect(check({ appId: 'app-rotated', lists: 'move' })).toHaveProperty('settings');
    expect(check({ appId: 'app-rotated', lists: 'drop' })).toHaveProperty('settings');
  });

  it('need none while the connection stays, or when the profile has no lists', () => {
    expect(check({ appId: ' app-one ', baseUrl: 'https://api.example.com/v1/' })).toHaveProperty(
      'settings',
    );
    expect(check({ appId: 'app-rotated' }, false)).toHaveProperty('settings');
  });
});
