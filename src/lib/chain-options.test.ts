import { describe, expect, it } from 'vitest';
import { compareChains, normalizeChainName, parseChainOption } from './chain';

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
