import { describe, expect, it } from 'vitest';
import { isCodeLoadError } from './code-load-error';

describe('a part of the code that did not arrive', () => {
  it("is known by each browser's words and by Vite's for a stylesheet", () => {
    for (const message of [
      // Chromium
      'Failed to fetch dynamically imported module: https://dash.example/assets/crypto-Ab12.js',
      // Safari
      'Importing a module script failed.',
      // Firefox
      'error loading dynamically imported module: https://dash.example/assets/crypto-Ab12.js',
      // Vite's preload of the page's CSS
      'Unable to preload CSS for /assets/crypto-Cd34.css',
    ])
      expect(isCodeLoadError(new TypeError(message)), message).toBe(true);
  });

  it('is not any other failure', () => {
    expect(isCodeLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isCodeLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isCodeLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isCodeLoadError(null)).toBe(false);
  });
});
