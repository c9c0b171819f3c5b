import { describe, expect, it } from 'vitest';
import { normalizeChainName } from './chain';

describe('normalizeChainName', () => {
  it('maps the spellings the spec lists, in any case', () => {
    expect(normalizeChainName('ethereum')).toBe('ETH');
    expect(normalizeChainName(' Ethereum ')).toBe('ETH');
    expect(normalizeChainName('solana')).toBe('SOL');
    expect(normalizeChainName('tron')).toBe('TRON');
    expect(normalizeChainName('bnb')).toBe('BNB');
  });

  it('treats names of Object.prototype properties as plain chain names', () => {
    // Found by the property test: "__proto__" used to return Object.prototype.
    expect(normalizeChainName('__proto__')).toBe('__PROTO__');
    expect(normalizeChainName('constructor')).toBe('CONSTRUCTOR');
    expect(normalizeChainName('toString')).toBe('TOSTRING');
  });
});
