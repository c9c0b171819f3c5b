import { describe, expect, it } from 'vitest';
import { buildUrl } from './request';
import { cryptoCurrenciesOptions, fiatCurrenciesOptions } from './currencies';
import { buildChainsParam } from './currency-requests';

const api = {
  baseUrl: 'http://api.test/v1',
  appId: 'app-1',
  scope: 'test',
  storage: 'local' as const,
};

describe('buildChainsParam', () => {
  it('lower-cases and joins the chosen chains with commas', () => {
    expect(buildChainsParam(['ETH', 'TRON'])).toBe('eth,tron');
    expect(buildChainsParam(['Polygon', 'ARB', 'OP'])).toBe('arb,op,polygon');
  });

  it('is independent of the order of the choice', () => {
    expect(buildChainsParam(['TRON', 'ETH'])).toBe(buildChainsParam(['ETH', 'TRON']));
    expect(buildChainsParam(['op', 'BNB', 'Polygon'])).toBe(
      buildChainsParam(['polygon', 'op', 'bnb']),
    );
  });

  it('drops duplicates and blanks', () => {
    expect(buildChainsParam(['ETH', 'eth', ' Eth ', ''])).toBe('eth');
  });

  it('is undefined when nothing is chosen', () => {
    expect(buildChainsParam([])).toBeUndefined();
    expect(buildChainsParam(['', '  '])).toBeUndefined();
  });

  it('becomes exactly one chains query parameter', () => {
    const url = new URL(
      buildUrl(api.baseUrl, ['currencies', 'crypto'], {
        chains: buildChainsParam(['TRON', 'ETH']),
      }),
    );
    expect(url.searchParams.getAll('chains')).toEqual(['eth,tron']);
    expect(
      new URL(buildUrl(api.baseUrl, ['currencies', 'crypto'], { chains: buildChainsParam([]) }))
        .search,
    ).toBe('');
  });
});

describe('catalogue query keys', () => {
  it('gives the same cache key to the same chains in another order or case', () => {
    expect(cryptoCurrenciesOptions(api, ['TRON', 'ETH']).queryKey).toEqual(
      cryptoCurrenciesOptions(api, ['eth', 'tron']).queryKey,
    );
  });

  it('gives each distinct choice its own key, and none differs from no choice', () => {
    const none = cryptoCurrenciesOptions(api, []).queryKey;
    const eth = cryptoCurrenciesOptions(api, ['ETH']).queryKey;
    const ethTron = cryptoCurrenciesOptions(api, ['ETH', 'TRON']).queryKey;
    expect(new Set([none, eth, ethTron].map((key) => JSON.stringify(key))).size).toBe(3);
  });

  it('keeps catalogues of different app IDs apart', () => {
    const other = { ...api, appId: 'app-2' };
    expect(fiatCurrenciesOptions(api).queryKey).not.toEqual(fiatCurrenciesOptions(other).queryKey);
    expect(cryptoCurrenciesOptions(api, []).queryKey).not.toEqual(
      cryptoCurrenciesOptions(other, []).queryKey,
    );
  });

  it('keeps catalogues fresh for an hour', () => {
    expect(cryptoCurrenciesOptions(api, []).staleTime).toBe(60 * 60 * 1000);
    expect(fiatCurrenciesOptions(api).staleTime).toBe(60 * 60 * 1000);
  });
});
