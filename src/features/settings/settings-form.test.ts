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
