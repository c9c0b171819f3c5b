import { describe, expect, it } from 'vitest';
import type { CryptoCurrency, FiatCurrency } from '@/api/schemas';
import { rankMatch, searchCryptoCurrencies, searchFiatCurrencies } from './search';

const crypto = (id: number, name: string, symbol: string): CryptoCurrency => ({
  id,
  name,
  symbol,
  logoUrl: '',
  chains: [],
});
const CRYPTO = [
  crypto(1001, 'Tether USD', 'USDT'),
  crypto(1003, 'Ether', 'ETH'),
  crypto(1012, 'Shiba Inu', 'SHIB'),
  crypto(12, 'Twelve', 'TWL'),
];
const FIAT: FiatCurrency[] = [
  { id: 1, name: 'US Dollar', code: 'USD', symbol: '$', logoUrl: '' },
  { id: 2, name: 'Euro', code: 'EUR', symbol: '€', logoUrl: '' },
  { id: 4, name: 'Japanese Yen', code: 'JPY', symbol: '¥', logoUrl: '' },
  { id: 6, name: 'Canadian Dollar', code: 'CAD', symbol: 'CA$', logoUrl: '' },
  { id: 18, name: 'Nicaraguan Córdoba', code: 'NIO', symbol: 'C$', logoUrl: '' },
];
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe('searchCryptoCurrencies', () => {
  it('returns everything for an empty or blank query', () => {
    expect(ids(searchCryptoCurrencies(CRYPTO, ''))).toEqual([1001, 1003, 1012, 12]);
    expect(ids(searchCryptoCurrencies(CRYPTO, '   '))).toEqual([1001, 1003, 1012, 12]);
  });

  it('matches symbols and names ignoring case', () => {
    expect(ids(searchCryptoCurrencies(CRYPTO, 'usdt'))).toEqual([1001]);
    expect(ids(searchCryptoCurrencies(CRYPTO, 'shiba'))).toEqual([1012]);
    expect(ids(searchCryptoCurrencies(CRYPTO, 'INU'))).toEqual([1012]);
  });

  it('puts an exact symbol before a name that merely contains the text', () => {
    // "Tether" contains "eth"; Ether's symbol IS ETH.
    expect(ids(searchCryptoCurrencies(CRYPTO, 'eth'))).toEqual([1003, 1001]);
  });

  it('matches IDs from the start, with or without "#"', () => {
    expect(ids(searchCryptoCurrencies(CRYPTO, '1001'))).toEqual([1001]);
    expect(ids(searchCryptoCurrencies(CRYPTO, '#1001'))).toEqual([1001]);
    expect(ids(searchCryptoCurrencies(CRYPTO, '100'))).toEqual([1001, 1003]);
    // "12" is ID 12 exactly, not the end of 1012.
    expect(ids(searchCryptoCurrencies(CRYPTO, '12'))).toEqual([12]);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchCryptoCurrencies(CRYPTO, 'dogecoin')).toEqual([]);
  });

  it('does not change the input list', () => {
    const copy = [...CRYPTO];
    searchCryptoCurrencies(CRYPTO, 'eth');
    expect(CRYPTO).toEqual(copy);
  });
});

describe('searchFiatCurrencies', () => {
  it('finds by code, name, symbol and ID', () => {
    expect(ids(searchFiatCurrencies(FIAT, 'EUR'))).toEqual([2]);
    expect(ids(searchFiatCurrencies(FIAT, 'euro'))).toEqual([2]);
    expect(ids(searchFiatCurrencies(FIAT, '€'))).toEqual([2]);
    expect(ids(searchFiatCurrencies(FIAT, '4'))).toEqual([4]);
    expect(ids(searchFiatCurrencies(FIAT, 'dollar'))).toEqual([1, 6]);
  });

  it('ranks an exact symbol first', () => {
    expect(ids(searchFiatCurrencies(FIAT, '$'))).toEqual([1, 6, 18]);
  });

  it('ignores accents', () => {
    expect(ids(searchFiatCurrencies(FIAT, 'cordoba'))).toEqual([18]);
  });
});

describe('rankMatch', () => {
  const item = { id: 1001, codes: ['USDT'], name: 'Tether USD' };
  it('ranks exact, prefix and inner matches', () => {
    expect(rankMatch(item, 'usdt')).toBe(0);
    expect(rankMatch(item, '1001')).toBe(0);
    expect(rankMatch(item, 'usd')).toBe(1);
    expect(rankMatch(item, 'teth')).toBe(1);
    expect(rankMatch(item, 'ther')).toBe(2);
    expect(rankMatch(item, 'btc')).toBeNull();
  });
});
