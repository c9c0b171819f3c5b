import { describe, expect, it } from 'vitest';
import { MASK, displayAddress, displayAmount, shortenMiddle } from './mask';

describe('mask helpers', () => {
  const address = '0x1234567890abcdef1234567890abcdef12345678';
  it('shortens long values and leaves short ones', () => {
    expect(shortenMiddle(address)).toBe('0x1234…5678');
    expect(shortenMiddle('short')).toBe('short');
  });
  it('hides the middle of addresses and whole amounts when asked', () => {
    expect(displayAddress(address, { hide: true, short: false })).toBe(`0x12${MASK}5678`);
    expect(displayAddress(address, { hide: false, short: false })).toBe(address);
    expect(displayAmount('1,234.5', true)).toBe(MASK);
    expect(displayAmount('1,234.5', false)).toBe('1,234.5');
  });
});
