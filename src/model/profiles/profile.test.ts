import { describe, expect, it } from 'vitest';
import { sameProfileName } from './profile';

describe('sameProfileName', () => {
  it('takes two names as the same whatever their case', () => {
    expect(sameProfileName('Shop', 'SHOP')).toBe(true);
    expect(sameProfileName('api.example.test (2)', 'API.Example.TEST (2)')).toBe(true);
    expect(sameProfileName('Café', 'CAFÉ')).toBe(true);
  });

  it('tells names apart by an accent, a space or any other character', () => {
    expect(sameProfileName('Café', 'Cafe')).toBe(false);
    expect(sameProfileName('Shop 1', 'Shop  1')).toBe(false);
    expect(sameProfileName('shop-1', 'shop_1')).toBe(false);
    expect(sameProfileName('Shop', 'Shops')).toBe(false);
  });
});
