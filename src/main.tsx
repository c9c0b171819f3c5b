// First: starts the request for the language's catalogue (see first-locale.ts).
import { firstLocale, firstLocaleReady } from './i18n/first-locale';
import { loadFirstParts } from './i18n/i18n';
import './app/styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { followIdentity } from './app/follow-identity';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { installDemoApi } from './app/demo-api';
import { warmFontFaces } from './lib/warm-fonts';
import { trackWindowMetrics } from './lib/window-metrics';
import { afterFirstScreen } from './lib/first-screen';
import { prepareTimeFormats } from './lib/format-time';
import { sendHeadStart } from './api/head-start';
import { followServiceState } from './model/last-known';
import { DEMO_SCOPE, demoBaseUrl, linkedProfileName, settingsStore } from './model/profiles';

// The window's size and scroll offset, read while the page is empty (see window-metrics).
trackWindowMetrics();

// The built-in demo API answers its own base URL inside the page; its data loads on the
// first demo request, so nothing here waits for it.
installDemoApi();

const queryClient = createQueryClient();
// The demo's API answers inside the page: it needs no network, offline included.
queryClient.setQueryDefaults(['api', demoBaseUrl()], { networkMode: 'always' });
const router = createAppRouter(queryClient);
followIdentity(queryClient, router);
// Whether the service answers each profile, from its first request on (model/last-known).
followServiceState(queryClient);

// While the catalogue loads, the code of the page asked for loads too (code only: its
// loaders run in the router's load, once the catalogue is in and messages can be
// written), and the parts of the catalogue it needs beside the core. A head start,
// never a condition: any failure here is left to that load.
// A page whose first screen waits for the API's answer has its request sent now too, as
// its identity (a link naming another profile switches first: nothing is sent ahead).
// Not the demo's: its answers are made in the page, and their code and work would come
// before the first screen's (issue 55: crypto's demo first screen).
let timesInFirstData = false;
try {
  const identity = settingsStore.get().identity;
  const location = router.latestLocation;
  const ahead =
    identity !== null &&
    identity.scope !== DEMO_SCOPE &&
    linkedProfileName(location.searchStr) === null;
  for (const match of router.matchRoutes(location)) {
    timesInFirstData ||= match.staticData.timesInFirstData === true;
    const firstRequest = match.staticData.firstRequest;
    const parts = match.staticData.catalogueParts;
    if (parts) loadFirstParts(firstLocale, parts);
    if (ahead && firstRequest) sendHeadStart(identity, firstRequest(match.search));
    void router
      .loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])
      ?.catch(() => {});
  }
} catch {
  // The router loads the page itself on first render.
}

// On a page whose first data shows times, Intl's shared data loads while the catalogue
// downloads, not in the render that first shows a time (see lib/format-time.ts); once
// the catalogue is in, drawing the page comes first.
if (timesInFirstData) {
  let catalogueIn = false;
  void firstLocaleReady.then(() => (catalogueIn = true));
  prepareTimeFormats(firstLocale, (step) =>
    setTimeout(() => {
      if (!catalogueIn) step();
    }, 0),
  );
}

// index.html's #root: React's createRoot refuses a missing one with its own error.
const root = document.getElementById('root')!;
// The page is drawn once its language's catalogue is in (one small chunk) and the router
// has loaded what the address asks for (the page's code, on its way since this script
// ran; no loader waits for data). Drawn complete, the first render is a transition that
// React splits into slices of a few milliseconds. Drawn before the router's load, each
// change of the router's state would render the whole page again at once, in one long
// task (a store's update is never split). A failed load is the router's to show: it
// loads again once drawn.
void firstLocaleReady
  .then(() => router.load())
  .catch(() => {})
  .then(() => {
    const reactRoot = createRoot(root);
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <App queryClient={queryClient} router={router} />
        </StrictMode>,
      ),
    );
  });

/** How long after the page's load event the service worker's code is fetched. */
const WORKER_AFTER_LOAD_MS = 5_000;
function afterLoad(delayMs: number, task: () => void) {
  const wait = () => setTimeout(task, delayMs);
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
}

// The pages' font faces are looked up while the page's code and data download, rather
// than all at once in the page's first full layout (see lib/warm-fonts.ts). The service
// worker's code comes after the first screen too (app/offline.ts); not in the
// dev server, whose modules are not the build a worker precaches. So does the keeper of
// the last answers (it restores what failed or paused before), once a profile other
// than the demo exists: the demo's API is in the page, never down, and keeps nothing.
void firstLocaleReady
  .then(() => afterFirstScreen())
  .then(() => {
    warmFontFaces();
    // It registers as it loads: a while after the page's load, so that the worker's install
    // (its script, then the whole build into its cache) never shares a first visit's
    // network or main thread; a visit of a few seconds opens offline next time.
    if (import.meta.env.PROD) afterLoad(WORKER_AFTER_LOAD_MS, () => void import('./app/offline'));
    const needsKeeper = () => settingsStore.get().profiles.some((p) => p.scope !== DEMO_SCOPE);
    const startKeeper = () => {
      if (!needsKeeper()) return;
      stopWaiting();
      void import('./app/keep-answers')
        .then(({ keepAnswers }) => keepAnswers(queryClient))
        .catch(() => {});
    };
    const stopWaiting = settingsStore.subscribe(startKeeper);
    startKeeper();
  });
