import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path';

describe('sameSitePath', () => {
  it('keeps a path of this site, with its search and hash', () => {
    expect(sameSitePath('/checkouts/abc?tx=0x1&txChain=ETH#x')).toBe(
      '/checkouts/abc?tx=0x1&txChain=ETH#x',
    );
    expect(sameSitePath('/')).toBe('/');
  });

  it('refuses anything that could lead to another site', () => {
    for (const next of [
      '//evil.test',
      'https://evil.test',
      'evil.test',
      '/\\evil.test',
      '/\\/evil.test',
      '/a\\b',
      '/\t/evil.test',
      '/\n/evil.test',
      '/%0a',
      '/ok\u0000',
      '/ok\u007F',
      `/${'a'.repeat(2000)}`,
      42,
      undefined,
    ])
      expect(sameSitePath(next), JSON.stringify(next)).toBe(next === '/%0a' ? '/%0a' : undefined);
  });
});
