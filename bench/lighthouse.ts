/**
 * Lighthouse 12, performance category, default (mobile) preset with simulated
 * throttling, run programmatically on a Puppeteer page of the same Chromium and flags
 * as the e2e tests.
 *
 * Every run is cold, by construction and by check:
 * - a new off-the-record browser context per run (its HTTP cache, storage and service
 *   workers live in memory and are thrown away when it closes), and no page of the
 *   origin is opened in it before the measured navigation;
 * - Lighthouse's own reset before navigating: browser cache, service workers, Cache
 *   Storage, localStorage and IndexedDB of the origin;
 * - checked from the run's own records: no service worker registered before the
 *   navigation (CDP `ServiceWorker` domain), no response served from a cache, and in demo
 *   mode the in-page demo API answered the data pages (no worker of its own; the app's
 *   /sw.js may install after the first screen: its script is the worker's, not the page's,
 *   and is reported on a line of its own, not in the JS fetched).
 * A run that fails a check is reported as a problem and fails its page's targets.
 *
 * Configured mode: the settings go into sessionStorage by a script that runs before
 * the page's own scripts (as Playwright's addInitScript does in the e2e fixture), so no
 * page of the origin is loaded, and nothing cached, before the measured navigation.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { type Result } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import type { Browser, CDPSession } from 'puppeteer-core';
import { median, round } from './stats';

export type Mode = 'demo' | 'configured' | 'floor';

export interface LighthouseTarget {
  page: string;
  mode: Mode;
  /** Full URL of the measured page. */
  url: string;
  /** The build the origin serves: the bytes of each fetched file are gzipped from here. */
  distDir: string;
  /** Configured mode: a sessionStorage entry in place before the page's first script. */
  sessionStorage?: { key: string; value: string };
  /** Configured mode: the API origin the page must talk to. */
  apiOrigin?: string;
  /** The page loads data from the API (checked: the run must have asked the mode's API). */
  expectsApi?: boolean;
}

/** The JS and CSS a page really fetched (from the run's network log), in gzip bytes. */
export interface Fetched {
  /** gzip -9 of each distinct same-origin .js file fetched (the service worker's script included). */
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsFiles: number;
  cssFiles: number;
  /** Bytes on the wire of every request of the run (headers and compressed bodies). */
  transferBytes: number;
  requests: number;
  /** Same-origin script/style requests answered through the msw worker (its passthrough). */
  assetsViaServiceWorker: number;
  files: { url: string; gzipBytes: number; viaServiceWorker: boolean }[];
}

export interface RunFigures {
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  speedIndexMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  benchmarkIndex: number | null;
  fetched: Fetched;
  cold: {
    serviceWorkersBeforeNavigation: number;
    /** URLs answered from the HTTP cache, memory cache or prefetch cache. */
    cachedResponses: string[];
    /** A service worker went through `installing` during the run. */
    serviceWorkerInstalled: boolean;
    demoApiRequests: number;
    configuredApiRequests: number;
  };
  /** Why this run does not measure what it should (empty when it does). */
  problems: string[];
  runWarnings: string[];
}

export interface LighthouseSummary {
  page: string;
  mode: Mode;
  path: string;
  runs: RunFigures[];
  errors: string[];
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  speedIndexMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Largest over the runs (they fetch the same files; a difference would show here). */
  jsGzipKB: number | null;
  cssGzipKB: number | null;
  problems: string[];
  /** From the run with the median score: where the first screen spends its time. */
  diagnostics: Diagnostics | null;
}

/** Lighthouse's clearing before navigation: its defaults plus the origin's stored data. */
const CLEAR_STORAGE_TYPES = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
  'cookies',
] as const;

/**
 * One Lighthouse run of `target` in a new browser context. Returns the figures and the
 * report (lhr), or throws when Lighthouse could not measure the page at all.
 */
/**
 * The mobile preset's network, with its 4× CPU slowdown multiplied by `cpuScale` (see
 * run.ts: a machine faster than the reference is slowed to act like it).
 */
function throttlingFor(cpuScale: number) {
  return {
    ...constants.throttling.mobileSlow4G,
    cpuSlowdownMultiplier: constants.throttling.mobileSlow4G.cpuSlowdownMultiplier * cpuScale,
  };
}

export async function lighthouseRun(
  browser: Browser,
  target: LighthouseTarget,
  cpuScale = 1,
): Promise<{ figures: RunFigures; lhr: Result }> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    const workers = await watchServiceWorkers(cdp);
    const serviceWorkersBeforeNavigation = workers.registrations.size;
    if (target.sessionStorage) {
      // A string, not a function: tsx's keepNames would wrap a function in `__name`.
      // Only on the measured origin (about:blank has no storage).
      const { key, value } = target.sessionStorage;
      const origin = new URL(target.url).origin;
      await page.evaluateOnNewDocument(
        `if (location.origin === ${JSON.stringify(origin)}) sessionStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`,
      );
    }
    const result = await lighthouse(
      target.url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        throttling: throttlingFor(cpuScale),
        disableStorageReset: false,
        clearStorageTypes: [...CLEAR_STORAGE_TYPES],
      },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${target.url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const log = (result.artifacts.DevtoolsLog ?? []) as unknown as DevtoolsMessage[];
    const network = networkRequests(log);
    const origin = new URL(target.url).origin;
    const fetched = fetchedAssets(network, origin, target.distDir);
    const cachedResponses = network
      .filter((request) => request.fromCache && request.url.startsWith('http'))
      .map((request) => request.url);
    // The demo API answers inside the page (no request reaches the network); the module
    // that holds it (mocks/in-page.ts) loads with the first demo request.
    const demoApiRequests = network.filter((request) =>
      /\/assets\/in-page-[^/]*\.js$/.test(request.url),
    ).length;
    const configuredApiRequests = target.apiOrigin
      ? network.filter((request) => request.url.startsWith(`${target.apiOrigin}/`)).length
      : 0;
    const cold = {
      serviceWorkersBeforeNavigation,
      cachedResponses,
      serviceWorkerInstalled: workers.installedScripts.size > 0,
      demoApiRequests,
      configuredApiRequests,
    };
    const problems: string[] = [];
    if (serviceWorkersBeforeNavigation > 0)
      problems.push(`${serviceWorkersBeforeNavigation} service worker(s) before navigating`);
    if (cachedResponses.length)
      problems.push(`${cachedResponses.length} response(s) from a cache: ${cachedResponses[0]}`);
    // The app's own worker (vite.config.ts) registers once the first screen is drawn and
    // the browser is idle; any other worker (the demo's used to be one) is a problem.
    const foreign = [...workers.installedScripts].filter((url) => url !== `${origin}/sw.js`);
    if (foreign.length) problems.push(`a service worker was installed: ${foreign[0]}`);
    if (target.mode === 'configured' && demoApiRequests > 0)
      problems.push('configured mode, but the demo API module was loaded');
    if (target.expectsApi && target.mode === 'demo' && demoApiRequests === 0)
      problems.push('demo mode, but the demo API module was never loaded');
    if (target.expectsApi && target.mode === 'configured' && configuredApiRequests === 0)
      problems.push(`configured mode, but no request reached ${target.apiOrigin ?? 'the API'}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const score = lhr.categories.performance?.score;
    const figures: RunFigures = {
      score: score === null || score === undefined ? null : Math.round(score * 100),
      fcpMs: round(audit('first-contentful-paint'), 0),
      lcpMs: round(audit('largest-contentful-paint'), 0),
      speedIndexMs: round(audit('speed-index'), 0),
      tbtMs: round(audit('total-blocking-time'), 0),
      cls: round(audit('cumulative-layout-shift'), 4),
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      fetched,
      cold,
      problems,
      runWarnings: lhr.runWarnings.map(String),
    };
    return { figures, lhr };
  } finally {
    await context.close();
  }
}

/**
 * Median figures of a target's runs, its problems, the diagnostics of the run whose
 * score is nearest the median, and that run's report.
 */
export function summarise(
  target: LighthouseTarget,
  runs: { figures: RunFigures; lhr: Result }[],
  errors: string[],
): { summary: LighthouseSummary; medianReport: Result | null } {
  const figures = runs.map((run) => run.figures);
  const pick = (key: 'score' | 'fcpMs' | 'lcpMs' | 'speedIndexMs' | 'tbtMs' | 'cls') =>
    median(figures.map((run) => run[key]).filter((value): value is number => value !== null));
  const kb = (values: number[]) => (values.length ? round(Math.max(...values) / 1024) : null);
  const score = pick('score');
  const medianRun = [...runs].sort(
    (a, b) =>
      Math.abs((a.figures.score ?? 0) - (score ?? 0)) -
      Math.abs((b.figures.score ?? 0) - (score ?? 0)),
  )[0];
  const summary: LighthouseSummary = {
    page: target.page,
    mode: target.mode,
    path: new URL(target.url).pathname,
    runs: figures,
    errors,
    score,
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    speedIndexMs: pick('speedIndexMs'),
    tbtMs: pick('tbtMs'),
    cls: round(pick('cls'), 4),
    jsGzipKB: kb(figures.map((run) => run.fetched.jsGzipBytes)),
    cssGzipKB: kb(figures.map((run) => run.fetched.cssGzipBytes)),
    problems: [...new Set([...figures.flatMap((run) => run.problems), ...errors])],
    diagnostics: medianRun ? diagnostics(medianRun.lhr) : null,
  };
  return { summary, medianReport: medianRun?.lhr ?? null };
}

// ---------------------------------------------------------------------------------
// Service workers, seen through the CDP `ServiceWorker` domain
// ---------------------------------------------------------------------------------

interface WorkerVersion {
  registrationId: string;
  scriptURL: string;
  status: string;
}

/**
 * Starts watching the context's service workers. On `enable`, Chromium reports the
 * registrations that already exist; a short wait lets those arrive before counting.
 */
async function watchServiceWorkers(cdp: CDPSession) {
  const state = {
    registrations: new Set<string>(),
    installedScripts: new Set<string>(),
  };
  cdp.on(
    'ServiceWorker.workerRegistrationUpdated',
    (event: { registrations: { registrationId: string; isDeleted: boolean }[] }) => {
      for (const registration of event.registrations) {
        if (registration.isDeleted) state.registrations.delete(registration.registrationId);
        else state.registrations.add(registration.registrationId);
      }
    },
  );
  cdp.on('ServiceWorker.workerVersionUpdated', (event: { versions: WorkerVersion[] }) => {
    for (const version of event.versions) {
      if (version.status === 'installing' || version.status === 'installed')
        state.installedScripts.add(version.scriptURL);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await new Promise((resolve) => setTimeout(resolve, 250));
  return state;
}

// ---------------------------------------------------------------------------------
// Network log (Lighthouse's DevTools protocol log of the run)
// ---------------------------------------------------------------------------------

interface DevtoolsMessage {
  method: string;
  sessionId?: string;
  params: Record<string, unknown>;
}

interface NetworkRequest {
  url: string;
  type: string;
  fromCache: boolean;
  fromServiceWorker: boolean;
  encodedBytes: number;
}

function networkRequests(log: DevtoolsMessage[]): NetworkRequest[] {
  const requests = new Map<string, NetworkRequest>();
  for (const { method, params, sessionId } of log) {
    if (!method.startsWith('Network.')) continue;
    const id = `${sessionId ?? ''}:${String(params.requestId)}`;
    if (method === 'Network.requestWillBeSent') {
      const request = params.request as { url: string };
      // A redirect reuses the id: the last hop is what was fetched.
      requests.set(id, {
        url: request.url,
        type: String(params.type ?? ''),
        fromCache: false,
        fromServiceWorker: false,
        encodedBytes: 0,
      });
      continue;
    }
    const request = requests.get(id);
    if (!request) continue;
    if (method === 'Network.requestServedFromCache') request.fromCache = true;
    else if (method === 'Network.responseReceived') {
      const response = params.response as {
        fromDiskCache?: boolean;
        fromPrefetchCache?: boolean;
        fromServiceWorker?: boolean;
      };
      if (response.fromDiskCache || response.fromPrefetchCache) request.fromCache = true;
      if (response.fromServiceWorker) request.fromServiceWorker = true;
    } else if (method === 'Network.loadingFinished')
      request.encodedBytes = Number(params.encodedDataLength ?? 0);
  }
  return [...requests.values()];
}

const gzipCache = new Map<string, number>();

/** gzip -9 of a built file, as `npm run size` counts it; null when it is not in the build. */
function gzipOfBuiltFile(distDir: string, pathname: string): number | null {
  const file = join(distDir, decodeURIComponent(pathname));
  if (!existsSync(file)) return null;
  let bytes = gzipCache.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, bytes);
  }
  return bytes;
}

function fetchedAssets(network: NetworkRequest[], origin: string, distDir: string): Fetched {
  const files = new Map<string, { url: string; gzipBytes: number; viaServiceWorker: boolean }>();
  const kinds = new Map<string, 'js' | 'css'>();
  const add = (url: string, encodedBytes: number, viaServiceWorker: boolean) => {
    const parsed = new URL(url);
    if (parsed.origin !== origin) return;
    const kind = parsed.pathname.endsWith('.js')
      ? 'js'
      : parsed.pathname.endsWith('.css')
        ? 'css'
        : null;
    if (!kind) return;
    const key = parsed.origin + parsed.pathname;
    const known = files.get(key);
    if (known) {
      known.viaServiceWorker ||= viaServiceWorker;
      return;
    }
    const gzipBytes = gzipOfBuiltFile(distDir, parsed.pathname) ?? encodedBytes;
    files.set(key, { url: parsed.pathname, gzipBytes, viaServiceWorker });
    kinds.set(key, kind);
  };
  for (const request of network) {
    if (request.url.startsWith('http'))
      add(request.url, request.encodedBytes, request.fromServiceWorker);
  }
  // The worker's script is fetched by the browser for the worker, 5 s after the page's
  // load, once per version: it is not in the page's log, nor counted here. It used to be
  // added when a run lasted that long, so a page's JS grew by 7.8 KB when it loaded
  // sooner; the report gives it (and what it precaches) on a line of its own.
  const list = [...files.entries()];
  const sum = (kind: 'js' | 'css') =>
    list
      .filter(([key]) => kinds.get(key) === kind)
      .reduce((total, [, file]) => total + file.gzipBytes, 0);
  return {
    jsGzipBytes: sum('js'),
    cssGzipBytes: sum('css'),
    jsFiles: list.filter(([key]) => kinds.get(key) === 'js').length,
    cssFiles: list.filter(([key]) => kinds.get(key) === 'css').length,
    transferBytes: network.reduce((total, request) => total + request.encodedBytes, 0),
    requests: network.length,
    assetsViaServiceWorker: list.filter(([, file]) => file.viaServiceWorker).length,
    files: list.map(([, file]) => file).sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

// ---------------------------------------------------------------------------------
// Diagnostics: the parts of the report that say where the first screen's time goes
// ---------------------------------------------------------------------------------

export interface Diagnostics {
  lcpElement: string | null;
  /** The LCP element's CSS selector (Lighthouse's, e.g. `table > tbody > tr > td > p`). */
  lcpSelector: string | null;
  /** LCP split into TTFB, load delay, load time and render delay (ms), when Lighthouse has it. */
  lcpPhases: Record<string, number>;
  renderBlocking: { url: string; wastedMs: number | null }[];
  mainThreadMs: Record<string, number>;
  /** Scripts by main-thread time (ms): total and evaluation. */
  scripts: { url: string; totalMs: number; scriptingMs: number }[];
  longTasks: { url: string; startMs: number; durationMs: number }[];
  criticalChain: { requests: number; durationMs: number; transferKB: number } | null;
  serverResponseMs: number | null;
}

type Item = Record<string, unknown>;

function items(lhr: Result, id: string): Item[] {
  const details = lhr.audits[id]?.details as { items?: unknown[] } | undefined;
  return (details?.items ?? []).filter(
    (item): item is Item => typeof item === 'object' && item !== null,
  );
}

const shortUrl = (value: unknown) =>
  typeof value === 'string' ? value.replace(/^https?:\/\/[^/]+/, '') : String(value);
const ms = (value: unknown) => (typeof value === 'number' ? Math.round(value) : 0);

function diagnostics(lhr: Result): Diagnostics {
  // largest-contentful-paint-element: a list of two tables (the element, then its phases).
  const lcpTables = items(lhr, 'largest-contentful-paint-element') as { items?: Item[] }[];
  const element = lcpTables[0]?.items?.[0]?.node as
    { nodeLabel?: string; snippet?: string; selector?: string } | undefined;
  const lcpPhases: Record<string, number> = {};
  for (const phase of lcpTables[1]?.items ?? []) lcpPhases[String(phase.phase)] = ms(phase.timing);
  const blocking = items(lhr, 'render-blocking-resources').length
    ? items(lhr, 'render-blocking-resources')
    : items(lhr, 'render-blocking-insight');
  const mainThreadMs: Record<string, number> = {};
  for (const item of items(lhr, 'mainthread-work-breakdown'))
    mainThreadMs[String(item.groupLabel ?? item.group)] = ms(item.duration);
  const chain = (
    lhr.audits['critical-request-chains']?.details as
      { longestChain?: { duration: number; length: number; transferSize: number } } | undefined
  )?.longestChain;
  return {
    lcpElement: element ? `${element.nodeLabel ?? ''} ${element.snippet ?? ''}`.trim() : null,
    lcpSelector: element?.selector ?? null,
    lcpPhases,
    renderBlocking: blocking.map((item) => ({
      url: shortUrl(item.url),
      wastedMs: typeof item.wastedMs === 'number' ? Math.round(item.wastedMs) : null,
    })),
    mainThreadMs,
    scripts: items(lhr, 'bootup-time')
      .slice(0, 6)
      .map((item) => ({
        url: shortUrl(item.url),
        totalMs: ms(item.total),
        scriptingMs: ms(item.scripting),
      })),
    longTasks: items(lhr, 'long-tasks')
      .slice(0, 8)
      .map((item) => ({
        url: shortUrl(item.url),
        startMs: ms(item.startTime),
        durationMs: ms(item.duration),
      })),
    criticalChain: chain
      ? {
          requests: chain.length,
          durationMs: Math.round(chain.duration),
          transferKB: round(chain.transferSize / 1024) ?? 0,
        }
      : null,
    serverResponseMs: round(lhr.audits['server-response-time']?.numericValue ?? NaN, 0),
  };
}
