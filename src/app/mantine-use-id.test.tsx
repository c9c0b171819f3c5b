import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

describe('the useId swapped in for Mantine', () => {
  it('keeps an id it is given', () => {
    expect(renderHook(() => useId('chain-filter')).result.current).toBe('chain-filter');
  });

  it('is stable across renders, distinct between components, and a plain id', () => {
    const first = renderHook(() => useId());
    const before = first.result.current;
    first.rerender();
    const second = renderHook(() => useId());
    expect(first.result.current).toBe(before);
    expect(second.result.current).not.toBe(before);
    expect(before).toMatch(/^mantine-[\w-]+$/);
  });
});
