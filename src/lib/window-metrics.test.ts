import { afterEach, describe, expect, it } from 'vitest';
import { trackWindowMetrics, windowMetrics } from './window-metrics';

function setWindow(property: 'innerWidth' | 'innerHeight' | 'scrollY', value: number) {
  Object.defineProperty(window, property, { value, configurable: true, writable: true });
}

describe('windowMetrics', () => {
  const original = {
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
    scrollY: window.scrollY,
  };
  afterEach(() => {
    for (const [property, value] of Object.entries(original))
      setWindow(property as keyof typeof original, value);
    window.dispatchEvent(new Event('resize'));
  });

  it('reads the window once, then keeps what its resize and scroll events report', () => {
    trackWindowMetrics();
    expect(windowMetrics()).toEqual({
      width: window.innerWidth,
      height: window.innerHeight,
      scrollY: window.scrollY,
    });

    // Not read again on each call: a render asking for it forces no layout.
    setWindow('innerWidth', 390);
    setWindow('innerHeight', 844);
    expect(windowMetrics().width).toBe(original.innerWidth);
    window.dispatchEvent(new Event('resize'));
    expect(windowMetrics()).toMatchObject({ width: 390, height: 844 });

    setWindow('scrollY', 1200);
    expect(windowMetrics().scrollY).toBe(original.scrollY);
    window.dispatchEvent(new Event('scroll'));
    expect(windowMetrics().scrollY).toBe(1200);
  });
});
