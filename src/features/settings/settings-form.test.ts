import { describe, expect, it } from 'vitest';
import { settingsSchema } from './settings-form';

describe('settingsSchema', () => {
  it('trims the app ID and the base URL, and drops trailing slashes', () => {
    const parsed = settingsSchema.safeParse({
      baseUrl: '  https://api.example.com/v1//  ',
      appId: '  my-app  ',
      remember: true,
    });
    expect(parsed.success && parsed.data).toEqual({
      baseUrl: 'https://api.example.com/v1',
      appId: 'my-app',
      remember: true,
    });
  });

  it.each(['javascript:alert(1)', 'ftp://files.example.com/v1', 'not a url', '   '])(
    'refuses the base URL %j with a message',
    (baseUrl) => {
      const parsed = settingsSchema.safeParse({ baseUrl, appId: 'x', remember: false });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['baseUrl']);
      expect(parsed.error?.issues[0]?.message).toMatch(/Enter (the API base URL|an http)/);
    },
  );

  it('refuses an app ID that is blank', () => {
    const parsed = settingsSchema.safeParse({
      baseUrl: 'https://a.test/v1',
      appId: '   ',
      remember: false,
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Enter your app ID']);
  });
});

describe('plain http', () => {
  const parse = (baseUrl: string, allowInsecure?: boolean) =>
    settingsSchema.safeParse({ baseUrl, appId: 'x', remember: false, allowInsecure });

  it('is accepted for this machine only: localhost, 127.0.0.0/8 and [::1]', () => {
    for (const baseUrl of [
      'http://localhost:8787/v1',
      'http://api.localhost/v1',
      'http://127.0.0.1:8787/v1',
      'http://127.12.0.9/v1',
      'http://[::1]:8080/v1',
      'https://api.example.com/v1',
    ])
      expect(parse(baseUrl).success, baseUrl).toBe(true);
  });

  it('to any other host needs the explicit confirmation, and says why', () => {
    for (const baseUrl of [
      'http://api.example.com/v1',
      'http://192.168.1.5/v1',
      'http://128.0.0.1/v1',
    ]) {
      const refused = parse(baseUrl);
      expect(refused.success, baseUrl).toBe(false);
      expect(refused.error?.issues[0]?.path).toEqual(['allowInsecure']);
      expect(refused.error?.issues[0]?.message).toMatch(/travel unencrypted/);
      expect(parse(baseUrl, true).success, baseUrl).toBe(true);
    }
  });
});
