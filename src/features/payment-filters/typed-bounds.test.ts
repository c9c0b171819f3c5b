import { describe, expect, it } from 'vitest';
import { showIn } from '@/testing/language';
import { normalizeBound } from './more-filters-drawer';

describe('an amount bound as typed', () => {
  it('is read the English way, shortcuts included', () => {
    expect(normalizeBound(' 10. ')).toBe('10');
    expect(normalizeBound('.5')).toBe('0.5');
    expect(normalizeBound('1,234.5')).toBe('1234.5');
    expect(normalizeBound('abc')).toBeNull();
  });

  it('is read the German way in German, as the URL’s canonical decimal', () => {
    showIn('de');
    expect(normalizeBound('0,5')).toBe('0.5');
    expect(normalizeBound(',5')).toBe('0.5');
    expect(normalizeBound('1.234,5')).toBe('1234.5');
    // A pasted API amount still reads as it was meant.
    expect(normalizeBound('0.000000000000000001')).toBe('0.000000000000000001');
    expect(normalizeBound('-1')).toBeNull();
  });
});
