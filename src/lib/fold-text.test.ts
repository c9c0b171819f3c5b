import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';

describe('foldText', () => {
  it('drops accents and case, keeps everything else', () => {
    expect(foldText('Café Crème')).toBe('cafe creme');
    expect(foldText('ÉTH-Ñ ')).toBe('eth-n ');
    expect(foldText('big-market')).toBe('big-market');
  });
});
