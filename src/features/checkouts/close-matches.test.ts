import { describe, expect, it } from 'vitest';
import { closeCheckoutCodes } from './close-matches';

const KNOWN = ['coffee-club', 'conf-2026', 'big-market', 'wholesale', 'empty-shelf', 'live-shop'];

describe('closeCheckoutCodes', () => {
  it('suggests codes a typing slip away, closest first', () => {
    expect(closeCheckoutCodes('cofee-club', KNOWN)).toEqual(['coffee-club']);
    expect(closeCheckoutCodes('conf-2062', KNOWN)).toEqual(['conf-2026']);
    expect(closeCheckoutCodes('Big-Market', KNOWN)).toEqual(['big-market']);
  });

  it('suggests a code that contains what was typed', () => {
    expect(closeCheckoutCodes('big', KNOWN)).toEqual(['big-market']);
    expect(closeCheckoutCodes('shop', KNOWN)).toEqual(['live-shop']);
  });

  it('suggests nothing for an unrelated code, a blank one or the code itself', () => {
    expect(closeCheckoutCodes('no-such-thing-42', KNOWN)).toEqual([]);
    expect(closeCheckoutCodes('  ', KNOWN)).toEqual([]);
    expect(closeCheckoutCodes('wholesale', KNOWN)).toEqual([]);
  });

  it('lists each code once and at most the limit', () => {
    expect(closeCheckoutCodes('shop-1', ['shop-2', 'shop-3', 'shop-4', 'shop-2'], 2)).toEqual([
      'shop-2',
      'shop-3',
    ]);
  });
});
