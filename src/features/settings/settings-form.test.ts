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
