// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeChainName } from './chain';

const SPELLINGS = [
  'ethereum',
  'eth',
  'solana',
  'sol',
  'tron',
  'trx',
  'bnb',
  'polygon',
  'arb',
  'op',
];

/** A chain name as an API might send it: a known spelling or any ASCII word, in any case, padded. */
const chainName = fc
  .tuple(
    fc.oneof(fc.constantFrom(...SPELLINGS), fc.string({ unit: 'grapheme-ascii', maxLength: 20 })),
    fc.array(fc.boolean(), { maxLength: 20 }),
    fc.constantFrom('', ' ', '  ', '\t'),
    fc.constantFrom('', ' ', '\n'),
  )
  .map(([name, upper, before, after]) => {
    const cased = [...name].map((char, i) => (upper[i] ? char.toUpperCase() : char.toLowerCase()));
    return `${before}${cased.join('')}${after}`;
  });

// Written out here, not imported: the test is a second statement of the spec's spellings.
const KNOWN: [string, string[]][] = [
  ['ETH', ['eth', 'ethereum']],
  ['BNB', ['bnb', 'bsc', 'bnb chain', 'bnb smart chain']],
  ['Polygon', ['polygon', 'matic', 'pol', 'polygon pos']],
  ['ARB', ['arb', 'arbitrum', 'arbitrum one']],
  ['OP', ['op', 'optimism']],
  ['TRON', ['tron', 'trx']],
  ['SOL', ['sol', 'solana']],
];

describe('normalizeChainName properties', () => {
  it('is idempotent for any string', () => {
    fc.assert(
      fc.property(fc.oneof(chainName, fc.string({ unit: 'binary', maxLength: 30 })), (name) => {
        const once = normalizeChainName(name);
        expect(normalizeChainName(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('is case-insensitive and ignores surrounding spaces', () => {
    fc.assert(
      fc.property(chainName, (name) => {
        const normalized = normalizeChainName(name);
        expect(normalizeChainName(name.toUpperCase())).toBe(normalized);
        expect(normalizeChainName(name.toLowerCase())).toBe(normalized);
        expect(normalizeChainName(` ${name} `)).toBe(normalized);
      }),
      { numRuns: 500 },
    );
  });

  it('maps every spelling of a chain to one name', () => {
    fc.assert(
      fc.property(chainName, (name) => {
        const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
        const normalized = normalizeChainName(name);
        const known = KNOWN.find(([, spellings]) => spellings.includes(key));
        if (known) expect(normalized).toBe(known[0]);
        else expect(normalized).toBe(key.toUpperCase());
      }),
      { numRuns: 300 },
    );
  });
});
