import { describe, expect, it } from 'vitest';
import { fuzzyFilter, fuzzyScore } from './fuzzy';

const codes = ['coffee-club', 'conf-2026', 'big-market', 'hoodie-drop', 'live-desk', 'bigger-shop'];
const find = (query: string) => fuzzyFilter(codes, query, (code) => [code]);

describe('fuzzy matching for the palette', () => {
  it('offers big-market for "big", prefixes before later matches', () => {
    expect(find('big')).toEqual(['big-market', 'bigger-shop']);
    expect(find('big')[0]).toBe('big-market');
  });

  it('ranks exact > prefix > word start > substring > letters in order > one slip', () => {
    const scores = [
      fuzzyScore('market', 'market'),
      fuzzyScore('market', 'market-big'),
      fuzzyScore('market', 'big-market'),
      fuzzyScore('arket', 'big-market'),
      fuzzyScore('bgmkt', 'big-market'),
      fuzzyScore('mraket', 'big-market'),
    ];
    expect(scores.every((score) => score !== null)).toBe(true);
    const values = scores as number[];
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeLessThan(values[i - 1]!);
  });

  it('forgives one slip: two letters swapped, one letter extra or missing', () => {
    expect(find('bgi')).toContain('big-market');
    expect(find('marlket')).toEqual(['big-market']);
    expect(find('hodie')).toEqual(['hoodie-drop']);
  });

  it('ignores case and accents, and finds nothing for unrelated text', () => {
    expect(fuzzyScore('CAFÉ', 'cafe club')).not.toBeNull();
    expect(fuzzyScore('café', 'CAFE')).toBe(1000);
    expect(find('zzz')).toEqual([]);
    expect(find('xq')).toEqual([]);
  });

  it('does not match letters scattered far apart', () => {
    expect(fuzzyScore('bp', 'big-market-and-hoodie-drop')).toBeNull();
    expect(fuzzyScore('cfe', 'coffee-club')).not.toBeNull();
  });

  it("keeps every item for a blank query, in order, and uses an item's best text", () => {
    expect(find('  ')).toEqual(codes);
    const items = [
      { code: 'x-1', name: 'Marketplace (large)' },
      { code: 'market', name: 'Other' },
    ];
    expect(fuzzyFilter(items, 'market', (item) => [item.code, item.name])).toEqual([
      items[1],
      items[0],
    ]);
  });
});
