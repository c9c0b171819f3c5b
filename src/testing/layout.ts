import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has no layout: for the whole test file, every element reports a 1200×600 box
 * so a virtualised table renders rows, and `window.scrollTo` (called by the router's
 * scroll restoration; jsdom only logs "not implemented") does nothing. The sizes are
 * restored after the file.
 */
export function fakeLayout() {
  const sizes = {
    clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
    clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  };
  beforeAll(() => {
    window.scrollTo = () => {};
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get: () => 600,
    });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get: () => 1200,
    });
  });
  afterAll(() => {
    if (sizes.clientHeight)
      Object.defineProperty(HTMLElement.prototype, 'clientHeight', sizes.clientHeight);
    if (sizes.clientWidth)
      Object.defineProperty(HTMLElement.prototype, 'clientWidth', sizes.clientWidth);
  });
}
