import { describe, expect, it } from 'vitest';
import { chainOptionOf, compareChains, normalizeChainName, parseChainOption } from './chain';

describe('chainOptionOf', () => {
  it('maps API chain names to the filter options', () => {
    expect(chainOptionOf('Ethereum')).toBe('ETH');
    expect(chainOptionOf('ETH')).toBe('ETH');
    expect(chainOptionOf('Arbitrum')).toBe('ARB');
    expect(chainOptionOf('ARB')).toBe('ARB');
    expect(chainOptionOf('Optimism')).toBe('OP');
    expect(chainOptionOf('op')).toBe('OP');
    expect(chainOptionOf('BNB')).toBe('BNB');
    expect(chainOptionOf('Polygon')).toBe('Polygon');
    expect(chainOptionOf('TRON')).toBe('TRON');
  });

  it('ignores case and extra spaces', () => {
    expect(chainOptionOf('  ethereum ')).toBe('ETH');
    expect(chainOptionOf('Arbitrum   One')).toBe('ARB');
  });

  it('returns null for chains outside the spec list', () => {
    expect(chainOptionOf('Solana')).toBeNull();
    expect(chainOptionOf('Avalanche')).toBeNull();
    expect(chainOptionOf('')).toBeNull();
  });
});

describe('normalizeChainName across the catalogue and the transactions', () => {
  it('groups spellings of one chain together', () => {
    expect(normalizeChainName('Arbitrum')).toBe(normalizeChainName('ARB'));
    expect(normalizeChainName('Optimism')).toBe(normalizeChainName('OP'));
  });
  it('keeps unknown chains, case-insensitively', () => {
    expect(normalizeChainName('Avalanche')).toBe('AVALANCHE');
    expect(normalizeChainName('avalanche ')).toBe('AVALANCHE');
  });
});

describe('parseChainOption', () => {
  it('accepts any case and returns the spec spelling', () => {
    expect(parseChainOption('eth')).toBe('ETH');
    expect(parseChainOption('POLYGON')).toBe('Polygon');
    expect(parseChainOption('Ethereum')).toBeNull();
    expect(parseChainOption('SOL')).toBeNull();
  });
});

describe('compareChains', () => {
  it('orders the spec options first, in its order, then the rest alphabetically', () => {
    expect(['SOL', 'TRON', 'ARB', 'AVAX', 'ETH'].sort(compareChains)).toEqual([
      'ETH',
      'ARB',
      'TRON',
      'AVAX',
      'SOL',
    ]);
  });
});
