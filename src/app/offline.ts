import { registerSW } from 'virtual:pwa-register';
import { addCataloguePart } from '@/i18n';

/**
 * The service worker (vite.config.ts: Workbox precaches the build, so the app opens
 * without the network). Loaded and run from main.tsx a few seconds after the page's
 * load; the worker's install (it downloads the whole build) starts when the browser is
 * idle then, so it never competes with a first visit's own requests.
 *
 * A new version waits until the user chooses: the notice (update-prompt.tsx, loaded
 * only then) offers Reload; nothing reloads by itself, not even when another tab
 * accepted the new version.
 */

// The notice's words: their loaders come with this code, not in the entry.
addCataloguePart('update-prompt', {
  en: () => import('@/i18n/catalogs/en/update-prompt'),
  de: () => import('@/i18n/catalogs/de/update-prompt'),
  es: () => import('@/i18n/catalogs/es/update-prompt'),
});

if ('serviceWorker' in navigator) {
  const idle = window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 1_000));
  idle(
    () => {
      let accepted = false;
      let controlledByNew = false;
      const updateSW = registerSW({
        immediate: true,
        onNeedRefresh() {
          void import('./update-prompt').then(({ showUpdatePrompt }) =>
            showUpdatePrompt(() => {
              // The new worker already controls this page (another tab accepted it).
              if (controlledByNew) return window.location.reload();
              accepted = true;
              void updateSW(true);
            }),
          );
        },
        // The new worker took control: reload only when this tab asked for it.
        onNeedReload() {
          if (accepted) window.location.reload();
          else controlledByNew = true;
        },
      });
    },
    { timeout: 5_000 },
  );
}
