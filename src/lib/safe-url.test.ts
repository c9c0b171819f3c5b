import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './safe-url';

describe('safeHttpUrl', () => {
  it('gives http(s) links as the browser reads them, and nothing for any other scheme', () => {
    expect(safeHttpUrl('https://etherscan.io/tx/0xabc')).toBe('https://etherscan.io/tx/0xabc');
    expect(safeHttpUrl('HTTP://Example.com')).toBe('http://example.com/');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeHttpUrl('/relative/path')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
    expect(safeHttpUrl(undefined)).toBeNull();
  });

  it('answers the same when asked again (from its memory) and for thousands of links', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    for (let n = 0; n < 6000; n++)
      expect(safeHttpUrl(`https://scan.example/tx/${n}`)).toBe(`https://scan.example/tx/${n}`);
    expect(safeHttpUrl('https://scan.example/tx/0')).toBe('https://scan.example/tx/0');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
  });
});
