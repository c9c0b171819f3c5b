import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { reloadPersistedStores } from '@/lib/persisted-store';
import { showIn } from './language';

// Tests read the English catalogue unless they choose another language.
showIn('en');

// findBy*/waitFor wait on conditions; 1 s (the default) is short on a busy 2-core
// machine, where a test that is right may still be slow.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs that Mantine and the virtualiser use.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
  // jsdom logs "Not implemented" for the router's scroll restoration.
  window.scrollTo = () => {};
}

// Every test starts with empty browser storage, and every persisted store reads it anew:
// the one place that resets stored state between tests.
beforeEach(() => {
  if (typeof window === 'undefined') return; // node-environment tests (the mock server)
  localStorage.clear();
  sessionStorage.clear();
  showIn('en');
  reloadPersistedStores();
});

afterEach(() => {
  cleanup();
});
