/**
 * A part of the app's code that did not arrive: a dynamic import (a page, a dialog) or
 * the stylesheet Vite preloads with it failed. The browser is offline without the
 * service worker's copy, or a new version replaced the files this tab was built from.
 * Browsers word it each their own way (Chromium, Firefox, Safari; Vite for CSS).
 */
const CODE_LOAD_FAILED =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isCodeLoadError(error: unknown): boolean {
  return error instanceof Error && CODE_LOAD_FAILED.test(error.message);
}
