/**
 * `npm run bench`: what users see, beside a floor. Builds the app (and the floor page,
 * bench/floor/), starts the standalone mock API (a checkout of 20,000 transactions),
 * serves both builds with `vite preview`, and measures:
 * - Lighthouse (mobile, performance only; median of N cold runs, taken round-robin so
 *   the machine's drift spreads over every page) on `/`, a checkout and
 *   `/currencies/crypto` in both modes: `demo`, the first visit (nothing stored: the
 *   built-in demo API, its msw service worker installing during the run) and
 *   `configured` (sessionStorage points at the mock API over HTTP); plus the floor page,
 *   each page's distance to it, and the JS and CSS each page really fetched (gzip);
 * - the 20,000-payment checkout in headless Chromium through Playwright (the e2e set-up).
 * Prints a Markdown table with PASS/FAIL per target, writes it to bench/results/latest.md
 * and every figure to bench/results/latest.json (and <time>.json). Servers and browsers
 * are stopped even on failure or Ctrl+C.
 *
 * Options (environment): BENCH_LIGHTHOUSE_RUNS (default 3; 0 skips Lighthouse),
 * BENCH_PAGES (home,checkout,crypto), BENCH_MODES (demo,configured), BENCH_LARGE_COUNT
 * (default 20000), BENCH_SKIP_BUILD=1 (reuse bench/results/dist and floor-dist),
 * BENCH_SKIP_CHECKOUT=1 (no scroll/filter phase), BENCH_PROFILE=1 (CPU profiles of the
 * filter and scroll phases, mapped to sources).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import puppeteer, { type Browser as PuppeteerBrowser } from 'puppeteer-core';
import { build, preview, type PreviewServer } from 'vite';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/browser';
import { LARGE_CHECKOUT_CODE, TEST_APP_ID } from '../mocks/data';
import { LIVE_CHECK_MS } from '../src/features/live-updates';
import { startMockApiServer, type MockApiServer } from '../mocks/server';
import { contentSecurityPolicy } from '../scripts/csp';
import { BUDGET, entryAssets, gzipSize } from '../scripts/size-budget';
import {
  lighthouseRun,
  summarise,
  type LighthouseSummary,
  type LighthouseTarget,
  type Mode,
} from './lighthouse';
import {
  DATA_ROW_SELECTOR,
  clickAndWaitForText,
  idleFrames,
  installFirstRowProbe,
  scrollWholeTable,
  timeClickUntilTableChanges,
} from './page-probes';
import { startProfile, stopProfile } from './profile';
import { median, percentile, round } from './stats';

const ROOT = process.cwd();
const RESULTS = join(ROOT, 'bench', 'results');
// Its own output folder: rebuilding dist/ under a running e2e suite would break it.
const DIST = join(RESULTS, 'dist');
const FLOOR_SRC = join(ROOT, 'bench', 'floor');
const FLOOR_DIST = join(RESULTS, 'floor-dist');
/**
 * The rows floor (bench/floor/rows.tsx: the anchor's plain virtualised table) and the
 * browser floor (bench/floor/plain-rows.ts: the same rows without a framework).
 */
const ROWS_FLOOR_DIST = join(RESULTS, 'rows-floor-dist');
const LARGE_COUNT = Number(process.env.BENCH_LARGE_COUNT ?? 20_000);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/**
 * The machine class the budgets are set for, as Lighthouse's benchmarkIndex: the slowest
 * 2-core machine seen (2026-11-24: 1,642). A faster machine is slowed to act like it (CPU
 * throttling for the 20,000-payment phase, Lighthouse's cpuSlowdownMultiplier) unless
 * BENCH_CALIBRATE=0; a run on a machine above FAST_MACHINE_INDEX that is not slowed says
 * its budgets are not proven.
 */
const REFERENCE_INDEX = 1650;
const FAST_MACHINE_INDEX = 2000;
const CALIBRATE = process.env.BENCH_CALIBRATE !== '0';
const CHECKOUT_CODE = 'big-market';
/** The first visit opens a seeded demo checkout, as a newcomer following a link would. */
const DEMO_CHECKOUT_CODE = 'coffee-club';
const TABLE_SELECTOR = `[role="table"][aria-label="Transactions of checkout ${CHECKOUT_CODE}"]`;
const FILTER_CHANGES = 20;
/**
 * Pixels scrolled per frame for the scroll target: 200 px (12,000 px/s, a fast wheel or
 * trackpad fling; about 4.5 new 44 px rows a frame) over the whole table. A scrollbar
 * drag is measured too, for information: 1,000 px a frame (every frame shows all-new
 * rows) over 300 frames.
 */
const SCROLL_STEP = Number(process.env.BENCH_SCROLL_STEP ?? 200);
const DRAG_STEP = 1000;
const DRAG_FRAMES = 300;
/**
 * A scroll phase ends after 5 minutes whatever it measured (4,000 frames at 30 a second
 * take 2): once, a run's scroll went on for 20 minutes without a word.
 */
const SCROLL_MAX_MS = 300_000;
const SETTINGS_KEY = 'checkout-dashboard.settings';
/** The stored identity's storage scope (settings version 2), fixed for the bench. */
const BENCH_SCOPE = 'be0c0000000000be';
const PROFILE = process.env.BENCH_PROFILE === '1';

const PAGES = {
  home: { path: () => '/', expectsApi: false },
  checkout: {
    path: (mode: Mode) => `/checkouts/${mode === 'demo' ? DEMO_CHECKOUT_CODE : CHECKOUT_CODE}`,
    expectsApi: true,
  },
  crypto: { path: () => '/currencies/crypto', expectsApi: true },
} as const;
type PageName = keyof typeof PAGES;
const MODES = ['demo', 'configured'] as const;
const MODE_LABELS: Record<Mode, string> = {
  demo: 'first visit (demo)',
  configured: 'configured',
  floor: '—',
};

/** The targets of issue 14 (and issue 8's, which still hold). */
const LIMITS = {
  score: 95,
  pointsBelowFloor: 3,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.02,
  pageJsGzipKB: 200,
  filterP95Ms: 50,
  scrollP95Ms: 20,
  // Two frames at 60 Hz: a dragged scrollbar may skip one, never more. Issue 22 says
  // 33 ms; two frames measure 33.3–33.4 ms between animation frames, and a literal 33
  // would pass one frame only (nothing falls between 16.8 and 33.3).
  dragFrameP95Ms: 33.4,
  heapMB: 80,
  tableRows: 100,
};

/** A comma-separated list from the environment, each name checked against `allowed`. */
function listFromEnv<T extends string>(name: string, allowed: readonly T[]): T[] {
  const raw = process.env[name];
  if (!raw) return [...allowed];
  const picked = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = picked.filter((part) => !(allowed as readonly string[]).includes(part));
  if (unknown.length)
    throw new Error(`${name}: unknown ${unknown.join(', ')} (choose from ${allowed.join(', ')})`);
  return allowed.filter((item) => picked.includes(item));
}

const cleanups: (() => Promise<unknown>)[] = [];

function log(message: string) {
  console.error(`[bench] ${message}`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function cleanup() {
  while (cleanups.length) {
    const step = cleanups.pop()!;
    await step().catch((error: unknown) => log(`cleanup: ${String(error)}`));
  }
}

function sizeFigures() {
  const { js, css } = entryAssets(DIST);
  // The demo API (msw + seed data) is loaded only in demo mode: reported apart.
  const demo = readdirSync(join(DIST, 'assets')).filter((name) => /^browser-.*\.js$/.test(name));
  const demoBytes = demo.reduce(
    (total, name) =>
      total + gzipSync(readFileSync(join(DIST, 'assets', name)), { level: 9 }).length,
    0,
  );
  return {
    firstPageJsGzipKB: round(gzipSize(DIST, js) / 1024),
    firstPageCssGzipKB: round(gzipSize(DIST, css) / 1024),
    firstPageJsFiles: js.length,
    demoWorkerChunkGzipKB: round(demoBytes / 1024),
  };
}

/** Same connection as the e2e fixture: settings in sessionStorage before the app starts. */
async function connect(page: Page, apiUrl: string) {
  // tsx compiles with esbuild's keepNames, which wraps functions in `__name(...)`.
  await page.addInitScript('globalThis.__name = (fn) => fn;');
  await page.addInitScript(
    ({ key, baseUrl, appId, scope }) =>
      window.sessionStorage.setItem(
        key,
        JSON.stringify({ version: 2, value: { baseUrl, appId, remember: false, scope } }),
      ),
    { key: SETTINGS_KEY, baseUrl: apiUrl, appId: TEST_APP_ID, scope: BENCH_SCOPE },
  );
}

/**
 * This machine's speed as Lighthouse measures it (its own benchmark, run in a page of the
 * same Chromium): the median of three, each 1 s.
 */
async function machineIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  const samples: number[] = [];
  for (let sample = 0; sample < 3; sample++)
    samples.push(
      (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number,
    );
  await page.close();
  return Math.round(median(samples) ?? 0);
}

async function measureCheckout(
  browser: Browser,
  origin: string,
  mock: MockApiServer,
  cpuScale: number,
  rowsFloorOrigin: string | null,
) {
  const context = await browser.newContext({ ...devices['Desktop Chrome'] });
  const page = await context.newPage();
  if (cpuScale > 1) {
    // As slow as the reference machine (see REFERENCE_INDEX).
    const throttle = await context.newCDPSession(page);
    await throttle.send('Emulation.setCPUThrottlingRate', { rate: cpuScale });
  }
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await connect(page, mock.url);
  await page.addInitScript(installFirstRowProbe, DATA_ROW_SELECTOR);

  // Warm the mock's record generation so the first-page figure measures the app.
  mock.db.getRecords(CHECKOUT_CODE);
  mock.db.clearRequestLog();
  // Where each user action starts in the request log: a duplicate is the same GET
  // asked twice within one action (a Load more that asks its page twice shows here).
  const actions: { name: string; from: number }[] = [];
  const startAction = (name: string) => actions.push({ name, from: mock.db.requestLog.length });

  startAction('open the checkout');
  log(`opening /checkouts/${CHECKOUT_CODE}`);
  await page.goto(`${origin}/checkouts/${CHECKOUT_CODE}`);
  await page.waitForFunction(
    () => (window as unknown as { __bench?: { firstRowAt?: number } }).__bench?.firstRowAt,
    undefined,
    { timeout: 30_000 },
  );
  const firstRows = await page.evaluate(() => {
    const bench = (
      window as unknown as { __bench: { firstRowAt: number; firstRowInDomAt: number } }
    ).__bench;
    const nav = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    return {
      firstRowsVisibleMs: bench.firstRowAt,
      firstRowsInDomMs: bench.firstRowInDomAt,
      domContentLoadedMs: nav?.domContentLoadedEventEnd ?? null,
    };
  });
  log(`first rows after ${Math.round(firstRows.firstRowsVisibleMs)} ms; Load more…`);

  // Load more pressed twice in one go, as an impatient user does: one request for page 2.
  startAction('Load more (pressed twice)');
  const loadMore = await page.evaluate(clickAndWaitForText, {
    buttonName: 'Load more',
    presses: 2,
    doneTexts: ['100 loaded transactions; more on the server'],
    timeoutMs: 30_000,
  });
  if ('error' in loadMore) throw new Error(`Load more: ${loadMore.error}`);
  log('Load all…');

  startAction('Load all');
  const loadAll = await page.evaluate(clickAndWaitForText, {
    buttonName: 'Load all',
    doneTexts: [LARGE_COUNT, LARGE_COUNT.toLocaleString('en-US')].map(
      (count) => `${count} loaded transactions; all pages loaded`,
    ),
    timeoutMs: 240_000,
  });
  if ('error' in loadAll) throw new Error(`Load all: ${loadAll.error}`);
  log(`all ${LARGE_COUNT} loaded in ${Math.round(loadAll.ms)} ms; filters…`);
  startAction('filter, scroll and drag');

  const cdp = await context.newCDPSession(page);
  // Right after Load all, as the page holds it (no forced GC).
  const afterLoadAll = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  // Live memory (what measureUserAgentSpecificMemory reports): after a full GC.
  await cdp.send('HeapProfiler.collectGarbage');
  const afterLoadAllGc = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const profiles: Record<string, unknown> = {};
  if (PROFILE) await startProfile(cdp);
  const filters = await measureFilters(page);
  if (PROFILE)
    profiles.filter = await stopProfile(cdp, {
      phase: 'filter',
      distDir: DIST,
      resultsDir: RESULTS,
    });
  log(`filters: median ${round(median(filters.samples))} ms; sorting…`);
  const sorts = await measureSorts(page);
  log(`sorts: median ${round(median(sorts.samples))} ms; scrolling…`);

  // Let late work (deferred renders, timers) settle before scrolling.
  await page.waitForTimeout(500);
  const idle = await page.evaluate(idleFrames, 120);
  if (PROFILE) await startProfile(cdp);
  const scroll = await page.evaluate(scrollWholeTable, {
    tableSelector: TABLE_SELECTOR,
    step: SCROLL_STEP,
    maxFrames: 20_000,
    maxMs: SCROLL_MAX_MS,
  });
  if (PROFILE)
    profiles.scroll = await stopProfile(cdp, {
      phase: 'scroll',
      distDir: DIST,
      resultsDir: RESULTS,
    });
  if ('error' in scroll) throw new Error(`scroll: ${scroll.error}`);
  const drag = await page.evaluate(scrollWholeTable, {
    tableSelector: TABLE_SELECTOR,
    step: DRAG_STEP,
    maxFrames: DRAG_FRAMES,
    maxMs: SCROLL_MAX_MS,
  });
  if ('error' in drag) throw new Error(`scroll drag: ${drag.error}`);

  const before = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.send('HeapProfiler.collectGarbage');
  const after = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const dom = await page.evaluate(
    ({ table, row }) => ({
      tableRowElements: document.querySelectorAll(`${table} [role="row"]`).length,
      dataRowElements: document.querySelectorAll(row).length,
      trElements: document.querySelectorAll('tr').length,
      domNodes: document.getElementsByTagName('*').length,
    }),
    { table: TABLE_SELECTOR, row: DATA_ROW_SELECTOR },
  );

  const requestLog = mock.db.requestLog;
  const requests = requestLog.filter((entry) => entry.method !== 'OPTIONS');
  const t0 = requests[0]?.time ?? 0;
  // The first page is checked for live news (live-policy.ts): a repeat at least one live
  // interval after the previous request is such a check, not a duplicate.
  const isLiveCheck = (key: string, time: number, index: number, times: number[]) =>
    key.endsWith(`/checkout/transactions/${LARGE_CHECKOUT_CODE}`) &&
    index > 0 &&
    time - (times[index - 1] ?? 0) >= LIVE_CHECK_MS;
  const duplicates = actions.flatMap((action, index) => {
    const seen = new Map<string, number[]>();
    for (const entry of requestLog.slice(
      action.from,
      actions[index + 1]?.from ?? requestLog.length,
    )) {
      if (entry.method !== 'GET') continue;
      const key = `${action.name}: ${entry.method} ${entry.path}`;
      seen.set(key, [...(seen.get(key) ?? []), entry.time - t0]);
    }
    return [...seen]
      .map(([key, times]): [string, number[]] => [
        key,
        times.filter((time, index) => !isLiveCheck(key, time, index, times)),
      ])
      .filter(([, times]) => times.length > 1);
  });

  await page.close();
  const rowsFloor = rowsFloorOrigin
    ? await measureRowsFloor(context, `${rowsFloorOrigin}/rows.html`, cpuScale, {
        label: 'rows floor',
        scroll: true,
      })
    : null;
  // Only the drag: the rows floor already meets the scroll's targets.
  const browserFloor = rowsFloorOrigin
    ? await measureRowsFloor(context, `${rowsFloorOrigin}/plain-rows.html`, cpuScale, {
        label: 'browser floor',
        scroll: false,
      })
    : null;
  await context.close();
  const mb = (bytes: number) => round(bytes / 1024 / 1024);
  return {
    firstRowsVisibleMs: round(firstRows.firstRowsVisibleMs),
    firstRowsInDomMs: round(firstRows.firstRowsInDomMs),
    domContentLoadedMs: round(firstRows.domContentLoadedMs),
    loadAllMs: round(loadAll.ms),
    loadAllProgressSamples: loadAll.progressSamples,
    filter: latencyFigures(filters),
    sort: latencyFigures(sorts),
    scroll: {
      stepPxPerFrame: SCROLL_STEP,
      idleFrameP95Ms: round(percentile(idle, 95)),
      frames: scroll.frames,
      reachedEnd: scroll.reachedEnd,
      ...frameFigures(scroll.intervals),
      // Where the slow frames fell (ms since the scroll began, and their length): a
      // steady period points at a timer, not at the rows scrolled into view.
      slowFrames: slowFrames(scroll.intervals),
    },
    scrollbarDrag: {
      stepPxPerFrame: DRAG_STEP,
      frames: drag.frames,
      ...frameFigures(drag.intervals),
    },
    heap: {
      afterLoadAllMB: mb(afterLoadAll.usedSize),
      afterLoadAllGcMB: mb(afterLoadAllGc.usedSize),
      afterScrollMB: mb(before.usedSize),
      afterScrollAndGcMB: mb(after.usedSize),
    },
    dom,
    api: {
      requests: requests.length,
      transactionPageRequests: requests.filter((entry) => entry.path.includes('/transactions'))
        .length,
      duplicateRequests: duplicates.reduce((total, [, times]) => total + times.length - 1, 0),
      duplicateExamples: duplicates
        .slice(0, 5)
        .map(([key, times]) => `${key} at ${times.map((time) => `${time} ms`).join(', ')}`),
    },
    pageErrors: errors,
    rowsFloor,
    browserFloor,
    ...(PROFILE ? { profiles } : {}),
  };
}

/** The scroll and drag targets, for the payments table and for the rows floor alike. */
type FrameFigures = ReturnType<typeof frameFigures>;
const meetsScrollP95 = (f: FrameFigures) => (f.p95FrameMs ?? Infinity) <= LIMITS.scrollP95Ms;
const meetsNoFrameOver50 = (f: FrameFigures) => f.framesOver50Ms === 0;
const meetsDragP95 = (f: FrameFigures) => (f.p95FrameMs ?? Infinity) <= LIMITS.dragFrameP95Ms;

/** Frame figures of one scroll: what the report says of the payments table and of the rows floor. */
function frameFigures(intervals: number[]) {
  return {
    p95FrameMs: round(percentile(intervals, 95)),
    medianFrameMs: round(median(intervals)),
    maxFrameMs: round(Math.max(...intervals)),
    framesOver50Ms: intervals.filter((interval) => interval > 50).length,
  };
}

/**
 * A floor page of rows (`url`) scrolled as the payments table was: the same browser
 * context, CPU slowdown, steps and frame counts, the pointer in the middle of the window
 * (over the rows, as a wheel user's is). The 200 px scroll when `scroll`, then the drag.
 * A reference beside the targets, not a target itself.
 */
async function measureRowsFloor(
  context: BrowserContext,
  url: string,
  cpuScale: number,
  { label, scroll: withScroll }: { label: string; scroll: boolean },
) {
  const page = await context.newPage();
  try {
    if (cpuScale > 1) {
      const throttle = await context.newCDPSession(page);
      await throttle.send('Emulation.setCPUThrottlingRate', { rate: cpuScale });
    }
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // tsx compiles with esbuild's keepNames, which wraps functions in `__name(...)`.
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    await page.goto(url);
    await page.locator('table tbody tr').first().waitFor();
    const viewport = page.viewportSize();
    if (viewport) await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await page.waitForTimeout(500);
    const scroll = withScroll
      ? await page.evaluate(scrollWholeTable, {
          tableSelector: 'table',
          step: SCROLL_STEP,
          maxFrames: 20_000,
          maxMs: SCROLL_MAX_MS,
        })
      : null;
    if (scroll && 'error' in scroll) throw new Error(`${label} scroll: ${scroll.error}`);
    const drag = await page.evaluate(scrollWholeTable, {
      tableSelector: 'table',
      step: DRAG_STEP,
      maxFrames: DRAG_FRAMES,
      maxMs: SCROLL_MAX_MS,
    });
    if ('error' in drag) throw new Error(`${label} drag: ${drag.error}`);
    const figures = {
      scroll: scroll
        ? {
            frames: scroll.frames,
            reachedEnd: scroll.reachedEnd,
            ...frameFigures(scroll.intervals),
          }
        : null,
      scrollbarDrag: { frames: drag.frames, ...frameFigures(drag.intervals) },
    };
    log(
      `${label}: ${figures.scroll ? `scroll p95 ${cell(figures.scroll.p95FrameMs)} ms, ` : ''}drag p95 ${cell(figures.scrollbarDrag.p95FrameMs)} ms`,
    );
    return { ...figures, pageErrors: errors };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await page.close();
  }
}

function slowFrames(intervals: number[]): { atMs: number; ms: number }[] {
  const slow: { atMs: number; ms: number }[] = [];
  let at = 0;
  for (const interval of intervals) {
    at += interval;
    if (interval > 50) slow.push({ atMs: Math.round(at), ms: Math.round(interval) });
  }
  return slow.slice(0, 20);
}

/** The Chain / Status multi-select input (a combobox; a textbox in older Mantine). */
function filterInput(page: Page, name: string) {
  return page
    .getByRole('combobox', { name, exact: true })
    .or(page.getByRole('textbox', { name, exact: true }))
    .first();
}

/**
 * The options of the open filter dropdown (its listbox): not the options of the header's
 * native selects (profile, language), which are options too.
 */
function filterOptions(page: Page, name?: string) {
  const listbox = page.getByRole('listbox');
  return name === undefined
    ? listbox.getByRole('option')
    : listbox.getByRole('option', { name, exact: true });
}

/** Opens a filter's dropdown (the input's wrapper takes the pointer, as for a user). */
async function openFilter(page: Page, name: string) {
  await filterInput(page, name).click({ force: true });
}

/**
 * 20 changes through the Chain and Status filters (the URL-driven controls): each
 * option is switched on, then off, so the table ends unfiltered. Time from the click
 * on the option to the frame after the table's content changed.
 */
async function measureFilters(page: Page) {
  const samples: number[] = [];
  const errors: string[] = [];
  const plan: { field: string; option: string }[] = [];
  for (const field of ['Chain', 'Status']) {
    await openFilter(page, field);
    const options = (await filterOptions(page).allTextContents()).map((text) => text.trim());
    await page.keyboard.press('Escape');
    const picks = field === 'Status' ? options.filter((o) => o !== 'Pending') : options;
    for (const option of picks.slice(0, 3)) plan.push({ field, option }, { field, option });
  }
  let index = 0;
  while (samples.length + errors.length < FILTER_CHANGES && plan.length) {
    const step = plan[index % plan.length]!;
    index += 1;
    await openFilter(page, step.field);
    await filterOptions(page, step.option).waitFor();
    const result = await page.evaluate(timeClickUntilTableChanges, {
      optionName: step.option,
      tableSelector: TABLE_SELECTOR,
      timeoutMs: 5_000,
    });
    if ('error' in result) errors.push(`${step.field} ${step.option}: ${result.error}`);
    else samples.push(result.ms);
    await page.keyboard.press('Escape');
    // Let the dropdown close and the browser go idle between changes.
    await page.waitForTimeout(150);
  }
  // An odd number of changes leaves a filter on: clear it for the scroll.
  const url = new URL(page.url());
  if (url.searchParams.has('chain') || url.searchParams.has('status')) {
    const last = plan[(index - 1) % plan.length]!;
    await openFilter(page, last.field);
    await filterOptions(page, last.option).click();
    await page.keyboard.press('Escape');
  }
  return { samples, errors };
}

/** A control's latencies (filter or sort changes): how many, median, p95, max, failures. */
function latencyFigures({ samples, errors }: { samples: number[]; errors: string[] }) {
  return {
    changes: samples.length,
    medianMs: round(median(samples)),
    p95Ms: round(percentile(samples, 95)),
    maxMs: round(Math.max(...samples)),
    errors,
  };
}

/**
 * Sorting the 20,000 payments by a column's sort button: USD, reversed, amount (by
 * token), reversed, then back to the default (time, newest first), twice. Time from the
 * click to the frame after the table changed, as for the filters. Issue 22 asks that
 * sorting stay within its frames but sets it no figure: reported, not a target.
 */
async function measureSorts(page: Page) {
  const samples: number[] = [];
  const errors: string[] = [];
  for (let round = 0; round < 2; round++)
    for (const column of ['USD,', 'USD,', 'Amount,', 'Amount,', 'Time (']) {
      const result = await page.evaluate(timeClickUntilTableChanges, {
        buttonNameStart: column,
        tableSelector: TABLE_SELECTOR,
        timeoutMs: 5_000,
      });
      if ('error' in result) errors.push(`${column} ${result.error}`);
      else samples.push(result.ms);
      // Let the browser go idle between changes, as between filter changes.
      await page.waitForTimeout(150);
    }
  return { samples, errors };
}

// ---------------------------------------------------------------------------------
// The floor page (bench/floor): the same dependencies, one table, nothing else
// ---------------------------------------------------------------------------------

/**
 * Builds pages of bench/floor (the Lighthouse floor, index.html; the rows floor,
 * rows.html, with the browser floor, plain-rows.html, which imports nothing) with the
 * app's build target; no app config (no router plugin, no aliases). The Lighthouse floor
 * is built alone, so it shares no chunk with another page.
 */
type FloorPage = 'index.html' | 'rows.html' | 'plain-rows.html';

async function buildFloor(pages: FloorPage[], outDir: string) {
  log(`building the floor's ${pages.join(' and ')}…`);
  await build({
    configFile: false,
    root: FLOOR_SRC,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      rollupOptions: { input: pages.map((page) => join(FLOOR_SRC, page)) },
    },
  });
}

/** `vite preview` of a floor page with the app preview's headers (its CSP), as the app is served. */
async function serveFloor(outDir: string): Promise<string> {
  const port = await freePort();
  const server = await preview({
    configFile: false,
    root: FLOOR_SRC,
    logLevel: 'warn',
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      open: false,
      headers: { 'Content-Security-Policy': contentSecurityPolicy },
    },
  });
  cleanups.push(() => server.close());
  return `http://127.0.0.1:${port}`;
}

// ---------------------------------------------------------------------------------
// Lighthouse: every page in each mode, and the floor, round-robin
// ---------------------------------------------------------------------------------

async function launchLighthouseBrowser(): Promise<PuppeteerBrowser> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
    // Our own signal handler stops everything in order (see the end of this file).
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  cleanups.push(() => closePuppeteer(browser));
  return browser;
}

/** Closes the browser, and kills its process if it does not go within 10 s. */
async function closePuppeteer(browser: PuppeteerBrowser) {
  const child = browser.process();
  await Promise.race([
    browser.close().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 10_000)),
  ]);
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * N runs of every target, one round after another (floor, then each page and mode), so
 * a slow spell of this shared machine hits every page alike rather than one page's runs.
 * A new browser context per run (lighthouseRun); one browser for the whole phase.
 */
async function measureLighthouse(
  targets: LighthouseTarget[],
  cpuScale: number,
): Promise<LighthouseSummary[]> {
  let browser = await launchLighthouseBrowser();
  const runs = targets.map(() => [] as Awaited<ReturnType<typeof lighthouseRun>>[]);
  const errors = targets.map(() => [] as string[]);
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round += 1) {
    for (const [index, target] of targets.entries()) {
      const label = `${target.page} ${new URL(target.url).pathname}, ${MODE_LABELS[target.mode]}`;
      if (!browser.connected) browser = await launchLighthouseBrowser();
      try {
        const run = await lighthouseRun(browser, target, cpuScale);
        runs[index]!.push(run);
        const f = run.figures;
        log(
          `Lighthouse ${round}/${LIGHTHOUSE_RUNS} ${label}: score ${String(f.score)}, LCP ${String(f.lcpMs)} ms, TBT ${String(f.tbtMs)} ms, JS ${kb(f.fetched.jsGzipBytes)} KB gz${f.problems.length ? `; PROBLEM: ${f.problems.join('; ')}` : ''}`,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        errors[index]!.push(`run ${round}: ${message}`);
        log(`Lighthouse ${round}/${LIGHTHOUSE_RUNS} ${label} failed: ${message}`);
      }
    }
  }
  await closePuppeteer(browser);
  return targets.map((target, index) => {
    const { summary, medianReport } = summarise(target, runs[index]!, errors[index]!);
    // The full report of the median run, for everything the table leaves out.
    if (medianReport)
      writeFileSync(
        join(RESULTS, `lighthouse-${target.page}-${target.mode}.json`),
        JSON.stringify(medianReport),
      );
    return summary;
  });
}

const kb = (bytes: number) => round(bytes / 1024) ?? 0;

interface VsFloor {
  /** Floor score minus page score (negative: above the floor). */
  scorePointsBelow: number | null;
  fcpRatio: number | null;
  lcpRatio: number | null;
  speedIndexRatio: number | null;
  tbtDiffMs: number | null;
  clsDiff: number | null;
}
type PageResult = LighthouseSummary & { vsFloor: VsFloor | null };

function vsFloor(page: LighthouseSummary, floor: LighthouseSummary | null): VsFloor | null {
  if (!floor) return null;
  const diff = (a: number | null, b: number | null, digits = 0) =>
    a === null || b === null ? null : round(a - b, digits);
  const ratio = (a: number | null, b: number | null) =>
    a === null || b === null || b === 0 ? null : round(a / b, 2);
  return {
    scorePointsBelow: diff(floor.score, page.score),
    fcpRatio: ratio(page.fcpMs, floor.fcpMs),
    lcpRatio: ratio(page.lcpMs, floor.lcpMs),
    speedIndexRatio: ratio(page.speedIndexMs, floor.speedIndexMs),
    tbtDiffMs: diff(page.tbtMs, floor.tbtMs),
    clsDiff: diff(page.cls, floor.cls, 4),
  };
}

// ---------------------------------------------------------------------------------
// Targets and the table
// ---------------------------------------------------------------------------------

interface Target {
  name: string;
  actual: number | string | null;
  limit: string;
  pass: boolean;
}

/** The per-page targets: the columns of the PASS/FAIL table. */
const PAGE_TARGETS: {
  title: string;
  /** The PASS/FAIL table's column header. */
  column: string;
  limit: string;
  actual: (p: PageResult) => number | string | null;
  pass: (p: PageResult) => boolean;
}[] = [
  {
    title: 'Lighthouse score',
    column: `Score ≥ ${LIMITS.score}`,
    limit: `≥ ${LIMITS.score}`,
    actual: (p) => p.score,
    pass: (p) => p.score !== null && p.score >= LIMITS.score,
  },
  {
    title: 'Points below the floor',
    column: `≤ ${LIMITS.pointsBelowFloor} below floor`,
    limit: `≤ ${LIMITS.pointsBelowFloor}`,
    actual: (p) => p.vsFloor?.scorePointsBelow ?? null,
    pass: (p) => (p.vsFloor?.scorePointsBelow ?? Infinity) <= LIMITS.pointsBelowFloor,
  },
  {
    title: 'LCP (ms)',
    column: `LCP ≤ ${LIMITS.lcpMs / 1000} s`,
    limit: `≤ ${LIMITS.lcpMs}`,
    actual: (p) => p.lcpMs,
    pass: (p) => p.lcpMs !== null && p.lcpMs <= LIMITS.lcpMs,
  },
  {
    title: 'TBT (ms)',
    column: `TBT ≤ ${LIMITS.tbtMs} ms`,
    limit: `≤ ${LIMITS.tbtMs}`,
    actual: (p) => p.tbtMs,
    pass: (p) => p.tbtMs !== null && p.tbtMs <= LIMITS.tbtMs,
  },
  {
    title: 'CLS',
    column: `CLS < ${LIMITS.cls}`,
    limit: `< ${LIMITS.cls}`,
    actual: (p) => p.cls,
    pass: (p) => p.cls !== null && p.cls < LIMITS.cls,
  },
  {
    title: 'JS fetched (gzip KB)',
    column: `JS ≤ ${LIMITS.pageJsGzipKB} KB gz`,
    limit: `≤ ${LIMITS.pageJsGzipKB}`,
    actual: (p) => p.jsGzipKB,
    pass: (p) => p.jsGzipKB !== null && p.jsGzipKB <= LIMITS.pageJsGzipKB,
  },
  {
    title: 'Runs cold, in the right mode',
    column: 'Cold runs, right mode',
    limit: 'all',
    actual: (p) =>
      p.problems.length ? p.problems.join('; ') : `${p.runs.length} of ${p.runs.length}`,
    pass: (p) => p.runs.length > 0 && p.problems.length === 0,
  },
];

function pageLabel(p: LighthouseSummary) {
  return `${p.page} ${p.path}, ${MODE_LABELS[p.mode]}`;
}

function targets(result: BenchResult): Target[] {
  const { size, checkout: c, lighthouse: lh } = result;
  const list: Target[] = [
    {
      name: 'First page JS (gzip KB; entry and its static imports, from the build)',
      actual: size.firstPageJsGzipKB,
      limit: `≤ ${BUDGET.jsGzipBytes / 1024}`,
      pass: (size.firstPageJsGzipKB ?? Infinity) <= BUDGET.jsGzipBytes / 1024,
    },
    {
      name: 'First page CSS (gzip KB)',
      actual: size.firstPageCssGzipKB,
      limit: `≤ ${BUDGET.cssGzipBytes / 1024}`,
      pass: (size.firstPageCssGzipKB ?? Infinity) <= BUDGET.cssGzipBytes / 1024,
    },
  ];
  if (lh && !lh.floor)
    list.push({ name: 'Floor page measured', actual: 'no', limit: 'yes', pass: false });
  for (const page of lh?.pages ?? [])
    for (const target of PAGE_TARGETS)
      list.push({
        name: `${target.title}, ${pageLabel(page)}`,
        actual: target.actual(page),
        limit: target.limit,
        pass: target.pass(page),
      });
  if (c) {
    list.push(
      {
        name: 'Filter p95 (ms)',
        actual: c.filter.p95Ms,
        limit: `≤ ${LIMITS.filterP95Ms}`,
        pass: c.filter.errors.length === 0 && (c.filter.p95Ms ?? Infinity) <= LIMITS.filterP95Ms,
      },
      {
        name: 'Scroll frame p95 (ms)',
        actual: c.scroll.p95FrameMs,
        limit: `≤ ${LIMITS.scrollP95Ms}`,
        pass: meetsScrollP95(c.scroll),
      },
      {
        name: 'Scroll frames > 50 ms',
        actual: c.scroll.framesOver50Ms,
        limit: '0',
        pass: meetsNoFrameOver50(c.scroll),
      },
      {
        // A phase cut short by its time limit measured only part of the table.
        name: 'Scroll reached the end of the table',
        actual: c.scroll.reachedEnd ? 'yes' : 'no',
        limit: 'yes',
        pass: c.scroll.reachedEnd,
      },
      {
        name: 'Scrollbar drag frame p95 (ms)',
        actual: c.scrollbarDrag.p95FrameMs,
        limit: `≤ ${LIMITS.dragFrameP95Ms}`,
        pass: meetsDragP95(c.scrollbarDrag),
      },
      {
        name: 'JS heap after loading all (MB, live, after a GC)',
        actual: c.heap.afterLoadAllGcMB,
        limit: `≤ ${LIMITS.heapMB}`,
        pass: (c.heap.afterLoadAllGcMB ?? Infinity) <= LIMITS.heapMB,
      },
      {
        name: 'Table row elements in the DOM',
        actual: c.dom.tableRowElements,
        limit: `≤ ${LIMITS.tableRows}`,
        pass: c.dom.tableRowElements <= LIMITS.tableRows,
      },
      {
        name: 'Page errors (uncaught)',
        actual: c.pageErrors.length,
        limit: '0',
        pass: c.pageErrors.length === 0,
      },
      {
        name: 'Duplicate API requests (same GET within one user action)',
        actual: c.api.duplicateRequests,
        limit: '0',
        pass: c.api.duplicateRequests === 0,
      },
    );
  }
  if (result.checkoutError)
    list.push({
      name: 'Checkout measurements',
      actual: result.checkoutError,
      limit: 'ran',
      pass: false,
    });
  return list;
}

/**
 * Issue 22's verdict: every target of this run met (the pages' and the 20,000-payment
 * ones), with the count, and the pages at ≥ 95 within 3 points of the floor (issue 14's
 * bar, the first of issue 22's).
 */
function issueVerdict(lh: LighthouseResult, checks: Target[]): string {
  const ok = (p: PageResult) =>
    PAGE_TARGETS.slice(0, 2).every((t) => t.pass(p)) && p.problems.length === 0;
  const passing = lh.pages.filter(ok).length;
  const complete =
    lh.pages.length === Object.keys(PAGES).length * MODES.length && lh.runsPerPage >= 3;
  const scope = complete
    ? ''
    : ` (partial run: ${lh.pages.length} page × mode combinations, ${lh.runsPerPage} run(s) each; the verdict needs all ${Object.keys(PAGES).length * MODES.length} at a median of 3)`;
  const met = checks.filter((check) => check.pass).length;
  const done = complete && lh.floor !== null && met === checks.length;
  return `**Issue 22: ${done ? 'every target met' : 'not done'}** (${met} of ${checks.length} targets met). Pages at ≥ ${LIMITS.score} and within ${LIMITS.pointsBelowFloor} points of the floor (${String(lh.floor?.score ?? 'not measured')}): ${passing} of ${lh.pages.length}${scope}.`;
}

function seconds(value: number | null) {
  return value === null ? '–' : `${(value / 1000).toFixed(2)} s`;
}
function times(ratio: number | null | undefined) {
  return ratio === null || ratio === undefined ? '' : ` (${ratio.toFixed(1)}×)`;
}
function signed(value: number | null | undefined, unit = '') {
  if (value === null || value === undefined) return '';
  return ` (${value >= 0 ? '+' : '−'}${Math.abs(value)}${unit})`;
}
const cell = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '–' : String(value);

/**
 * The rows floor's figures (bench/floor/rows.tsx), beside the 20,000-payment targets:
 * what the plain pattern does on this machine, and which of the targets it meets itself.
 */
function rowsFloorLine(rows: NonNullable<BenchResult['checkout']>['rowsFloor']): string {
  const name =
    'Rows floor (`bench/floor/rows.tsx`: the virtualised-rows pattern with six plain text cells a row, 20,000 rows, in the same browser at the same CPU slowdown and steps)';
  if (!rows) return `${name}: not measured.`;
  if ('error' in rows) return `${name}: failed (${rows.error}).`;
  const meets = (pass: boolean) => (pass ? 'meets' : 'misses');
  const { scroll, scrollbarDrag: drag } = rows;
  const errors = pageErrorsNote(rows.pageErrors);
  // Measured with its scroll (measureCheckout): the check is for the type.
  if (!scroll) return `${name}: scrollbar drag p95 ${cell(drag.p95FrameMs)} ms${errors}.`;
  return `${name}: scroll frame p95 ${cell(scroll.p95FrameMs)} ms (median ${cell(scroll.medianFrameMs)}, ${scroll.framesOver50Ms} of ${scroll.frames} frames over 50 ms${scroll.reachedEnd ? '' : ', cut short'}), scrollbar drag p95 ${cell(drag.p95FrameMs)} ms (${drag.framesOver50Ms} of ${drag.frames} over 50 ms)${errors}. The floor itself ${meets(meetsScrollP95(scroll))} the scroll p95 target, ${meets(meetsNoFrameOver50(scroll))} the no-frame-over-50 ms one and ${meets(meetsDragP95(drag))} the drag's.`;
}

/**
 * The browser floor's drag (bench/floor/plain-rows.ts): when even it misses the drag
 * target, no table can meet it on this machine, and the line says so.
 */
function browserFloorLine(rows: NonNullable<BenchResult['checkout']>['browserFloor']): string {
  const name =
    'Browser floor (`bench/floor/plain-rows.ts`: the same rows without a framework, a fixed pool of row elements whose text and position change in the scroll event)';
  if (!rows) return `${name}: not measured.`;
  if ('error' in rows) return `${name}: failed (${rows.error}).`;
  const drag = rows.scrollbarDrag;
  const verdict = meetsDragP95(drag)
    ? 'It meets the drag target.'
    : '**It misses the drag target: no table meets it on this machine at this slowdown.**';
  return `${name}: scrollbar drag p95 ${cell(drag.p95FrameMs)} ms (median ${cell(drag.medianFrameMs)}, ${drag.framesOver50Ms} of ${drag.frames} over 50 ms)${pageErrorsNote(rows.pageErrors)}. ${verdict}`;
}

/** ", n page errors" after a floor's figures, or nothing. */
function pageErrorsNote(errors: readonly string[]): string {
  return errors.length ? `, ${errors.length} page errors` : '';
}

/** The figures as Markdown, ready for the README's Performance section. */
/**
 * Said beside every table: how fast this machine is, and whether the budgets were proven
 * at the reference machine's speed.
 */
function machineLine(machine: BenchResult['machine']): string {
  const index = `benchmarkIndex ${machine.benchmarkIndex.toLocaleString('en-US')}`;
  if (machine.cpuScale > 1)
    return `Machine: ${index}; the CPU was slowed ×${machine.cpuScale} (Lighthouse's cpuSlowdownMultiplier ${round(4 * machine.cpuScale, 2)}, and the 20,000-payment phase) to act like the reference machine (~${machine.referenceIndex.toLocaleString('en-US')}).`;
  if (machine.benchmarkIndex > FAST_MACHINE_INDEX)
    return `Machine: ${index}. **Fast machine: budgets not proven** (run without BENCH_CALIBRATE=0 to slow it to ~${machine.referenceIndex.toLocaleString('en-US')}).`;
  return `Machine: ${index} (at or below the reference ~${machine.referenceIndex.toLocaleString('en-US')}: the budgets hold for it as measured).`;
}

function markdown(result: BenchResult, checks: Target[]): string {
  const { checkout: c, lighthouse: lh } = result;
  const lines = [
    `Run of ${result.date.slice(0, 16).replace('T', ' ')} UTC (\`${result.command}\`), Node ${result.machine.node}, ${result.machine.cpus} CPUs, ${result.durationS ?? '?'} s.`,
    machineLine(result.machine),
  ];
  if (lh) {
    const floor = lh.floor;
    lines.push(
      `Lighthouse 12, mobile preset (simulated throttling), performance only; median of ${lh.runsPerPage} cold run(s) per page, taken round-robin; Lighthouse benchmarkIndex ${cell(lh.benchmarkIndex)}.`,
      '',
      issueVerdict(lh, checks),
      '',
      '| Page | Mode | Score | Below floor | FCP | LCP | Speed Index | TBT | CLS | JS (gzip) | CSS (gzip) | Scores of the runs |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    );
    const row = (p: LighthouseSummary, v: VsFloor | null, isFloor: boolean) =>
      `| ${isFloor ? 'floor (bench/floor)' : `${p.page} \`${p.path}\``} | ${MODE_LABELS[p.mode]} | ${cell(p.score)} | ${isFloor ? '–' : cell(v?.scorePointsBelow)} | ${seconds(p.fcpMs)}${times(v?.fcpRatio)} | ${seconds(p.lcpMs)}${times(v?.lcpRatio)} | ${seconds(p.speedIndexMs)}${times(v?.speedIndexRatio)} | ${cell(p.tbtMs)} ms${signed(v?.tbtDiffMs)} | ${cell(p.cls)}${signed(v?.clsDiff)} | ${cell(p.jsGzipKB)} KB | ${cell(p.cssGzipKB)} KB | ${p.runs.map((run) => cell(run.score)).join(', ')}${p.errors.length ? ` (${p.errors.length} failed)` : ''} |`;
    if (floor) lines.push(row(floor, null, true));
    for (const page of lh.pages) lines.push(row(page, page.vsFloor, false));
    lines.push(
      '',
      "Below floor: points under the floor page measured in the same run; (n×): the page's time ÷ the floor's; (+n): the difference. JS/CSS: gzip -9 bytes of every distinct file the page fetched (demo mode: the in-page demo API's chunk included).",
      '',
      `| Page | Mode | ${PAGE_TARGETS.map((t) => t.column).join(' | ')} |`,
      `| --- | --- | ${PAGE_TARGETS.map(() => ':-:').join(' | ')} |`,
    );
    for (const page of lh.pages)
      lines.push(
        `| ${page.page} | ${MODE_LABELS[page.mode]} | ${PAGE_TARGETS.map((t) => (t.pass(page) ? 'PASS' : 'FAIL')).join(' | ')} |`,
      );
    const problems = lh.pages.filter((p) => p.problems.length);
    for (const p of problems)
      lines.push('', `Not a valid measurement, ${pageLabel(p)}: ${p.problems.join('; ')}.`);
  }
  const other = checks.filter((check) => !lh?.pages.some((p) => check.name.endsWith(pageLabel(p))));
  lines.push('', '| Target | Measured | Limit | |', '| --- | ---: | --- | --- |');
  for (const check of other)
    lines.push(
      `| ${check.name} | ${cell(check.actual)} | ${check.limit} | ${check.pass ? 'PASS' : 'FAIL'} |`,
    );
  if (c) {
    lines.push(
      '',
      rowsFloorLine(c.rowsFloor),
      '',
      browserFloorLine(c.browserFloor),
      '',
      `${result.largeCount.toLocaleString('en-US')} transactions: first rows visible ${c.firstRowsVisibleMs} ms after navigation; Load all in ${c.loadAllMs} ms (${c.api.transactionPageRequests} page requests, ${c.api.duplicateRequests} duplicates); filter median ${c.filter.medianMs} ms; sort (USD, amount, each reversed, back to time) median ${c.sort.medianMs} ms, p95 ${c.sort.p95Ms} ms${c.sort.errors.length ? ` (${c.sort.errors.length} failed: ${c.sort.errors.join('; ')})` : ''}; scroll median frame ${c.scroll.medianFrameMs} ms (idle baseline p95 ${c.scroll.idleFrameP95Ms} ms); scrollbar drag (${c.scrollbarDrag.stepPxPerFrame} px/frame) p95 ${c.scrollbarDrag.p95FrameMs} ms, ${c.scrollbarDrag.framesOver50Ms} of ${c.scrollbarDrag.frames} frames over 50 ms; heap after scrolling and a GC ${c.heap.afterScrollAndGcMB} MB.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Where each page's first screen spends its time (the median run's report), for latest.md. */
function diagnosticsMarkdown(lh: LighthouseResult): string {
  const lines = ['## Where the first screen spends its time (run nearest the median)', ''];
  for (const p of [...(lh.floor ? [lh.floor] : []), ...lh.pages]) {
    const d = p.diagnostics;
    if (!d) continue;
    const run = p.runs[0];
    const top = (record: Record<string, number>) =>
      Object.entries(record)
        .sort((a, b) => b[1] - a[1])
        .map(([name, value]) => `${name} ${value} ms`)
        .join(', ');
    lines.push(
      `**${pageLabel(p)}**`,
      '',
      `- LCP element: ${d.lcpElement?.slice(0, 120) ?? '–'}; phases: ${top(d.lcpPhases) || '–'}`,
      `- Render-blocking: ${d.renderBlocking.map((r) => `${r.url} (${cell(r.wastedMs)} ms)`).join(', ') || 'none'}`,
      `- Main thread: ${top(d.mainThreadMs)}`,
      `- Scripts by main-thread time: ${d.scripts.map((s) => `${s.url} ${s.totalMs} ms`).join(', ')}`,
      `- Long tasks: ${d.longTasks.map((t) => `${t.durationMs} ms at ${t.startMs} ms (${t.url})`).join(', ') || 'none'}`,
    );
    if (run)
      lines.push(
        `- Fetched: ${run.fetched.jsFiles} JS files, ${run.fetched.cssFiles} CSS files, ${run.fetched.requests} requests, ${kb(run.fetched.transferBytes)} KB on the wire as the page saw it (files answered by a service worker, which the app no longer has: ${run.fetched.assetsViaServiceWorker}); largest: ${run.fetched.files
          .slice(0, 5)
          .map((f) => `${f.url} ${kb(f.gzipBytes)} KB`)
          .join(', ')}`,
      );
    lines.push('');
  }
  return lines.join('\n');
}

/** This 2-core machine runs one browser suite at a time: wait for a running e2e run. */
async function waitForIdleMachine() {
  const busy = () => {
    try {
      execFileSync('pgrep', ['-f', 'playwright test'], { stdio: 'ignore' });
      return true;
    } catch {
      return false; // pgrep exits 1 when nothing matches
    }
  };
  for (let waited = 0; busy(); waited += 10) {
    if (waited === 0) log('a Playwright test run is in progress: waiting for it to finish…');
    if (waited >= 900) throw new Error('a Playwright test run is still going after 15 minutes');
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

interface LighthouseResult {
  runsPerPage: number;
  order: 'round-robin';
  benchmarkIndex: number | null;
  floor: LighthouseSummary | null;
  pages: PageResult[];
}

interface BenchResult {
  date: string;
  command: string;
  machine: {
    cpus: number;
    node: string;
    /** Lighthouse's benchmarkIndex of this machine, measured before the runs. */
    benchmarkIndex: number;
    /** How much the CPU was slowed to act like the reference machine (1: not at all). */
    cpuScale: number;
    referenceIndex: number;
  };
  largeCount: number;
  pageSize: number;
  size: ReturnType<typeof sizeFigures>;
  checkout?: Awaited<ReturnType<typeof measureCheckout>>;
  checkoutError?: string;
  lighthouse?: LighthouseResult;
  targets?: Target[];
  durationS?: number | null;
}

/** How this run was started, for the table's first line. */
function commandLine() {
  const env = Object.entries(process.env)
    .filter(([name]) => name.startsWith('BENCH_'))
    .map(([name, value]) => `${name}=${String(value)}`)
    .sort();
  return [...env, 'npm run bench'].join(' ');
}

async function main() {
  const startedAt = new Date();
  const pages = listFromEnv('BENCH_PAGES', Object.keys(PAGES) as PageName[]);
  const modes = listFromEnv('BENCH_MODES', MODES);
  const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
  mkdirSync(RESULTS, { recursive: true });
  await waitForIdleMachine();
  if (!skipBuild) {
    log('building for production…');
    // Hidden source maps: the same JS as `npm run build` (no sourceMappingURL comment),
    // with maps for BENCH_PROFILE.
    await build({
      logLevel: 'warn',
      build: { outDir: DIST, emptyOutDir: true, sourcemap: 'hidden' },
    });
  }
  if (LIGHTHOUSE_RUNS > 0 && (!skipBuild || !existsSync(join(FLOOR_DIST, 'index.html'))))
    await buildFloor(['index.html'], FLOOR_DIST);
  const measureRows = process.env.BENCH_SKIP_CHECKOUT !== '1';
  if (
    measureRows &&
    (!skipBuild ||
      !existsSync(join(ROWS_FLOOR_DIST, 'rows.html')) ||
      !existsSync(join(ROWS_FLOOR_DIST, 'plain-rows.html')))
  )
    await buildFloor(['rows.html', 'plain-rows.html'], ROWS_FLOOR_DIST);
  const size = sizeFigures();

  const mock = await startMockApiServer({ port: 0, largeCount: LARGE_COUNT });
  cleanups.push(() => mock.close());
  const previewPort = await freePort();
  const server: PreviewServer = await preview({
    logLevel: 'warn',
    build: { outDir: DIST },
    preview: { host: '127.0.0.1', port: previewPort, strictPort: true, open: false },
  });
  cleanups.push(() => server.close());
  const origin = `http://127.0.0.1:${previewPort}`;
  log(`mock API ${mock.url} (${LARGE_COUNT} records on ${CHECKOUT_CODE}), preview ${origin}`);

  // How fast this machine is, and how much to slow it to act like the reference one.
  const calibration = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const index = await machineIndex(calibration);
  await calibration.close();
  const cpuScale = CALIBRATE ? Math.max(1, round(index / REFERENCE_INDEX, 2) ?? 1) : 1;
  log(
    `benchmarkIndex ${index}${cpuScale > 1 ? `: CPU slowed ×${cpuScale} to act like ~${REFERENCE_INDEX}` : ''}`,
  );

  const result: BenchResult = {
    date: startedAt.toISOString(),
    command: commandLine(),
    machine: {
      cpus: cpus().length,
      node: process.version,
      benchmarkIndex: index,
      cpuScale,
      referenceIndex: REFERENCE_INDEX,
    },
    largeCount: LARGE_COUNT,
    pageSize: mock.db.pageSize,
    size,
  };

  if (measureRows) {
    const rowsFloorOrigin = await serveFloor(ROWS_FLOOR_DIST);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    cleanups.push(() => browser.close());
    try {
      result.checkout = await measureCheckout(browser, origin, mock, cpuScale, rowsFloorOrigin);
    } catch (error) {
      result.checkoutError = error instanceof Error ? error.message : String(error);
      log(`checkout measurements failed: ${result.checkoutError}`);
    }
    await browser.close();
  }

  if (LIGHTHOUSE_RUNS > 0) {
    await waitForIdleMachine();
    const floorOrigin = await serveFloor(FLOOR_DIST);
    // The mock generates a checkout's records on first use: not inside a measured run.
    mock.db.getRecords(CHECKOUT_CODE);
    const settings = JSON.stringify({
      version: 2,
      value: { baseUrl: mock.url, appId: TEST_APP_ID, remember: false, scope: BENCH_SCOPE },
    });
    const targets: LighthouseTarget[] = [
      { page: 'floor', mode: 'floor', url: `${floorOrigin}/`, distDir: FLOOR_DIST },
      ...pages.flatMap((page) =>
        modes.map((mode): LighthouseTarget => ({
          page,
          mode,
          url: `${origin}${PAGES[page].path(mode)}`,
          distDir: DIST,
          expectsApi: PAGES[page].expectsApi,
          ...(mode === 'configured'
            ? {
                sessionStorage: { key: SETTINGS_KEY, value: settings },
                apiOrigin: new URL(mock.url).origin,
              }
            : {}),
        })),
      ),
    ];
    log(`Lighthouse: ${targets.length} pages × ${LIGHTHOUSE_RUNS} run(s), round-robin…`);
    const [floor, ...measured] = await measureLighthouse(targets, cpuScale);
    const validFloor = floor && floor.score !== null ? floor : null;
    result.lighthouse = {
      runsPerPage: LIGHTHOUSE_RUNS,
      order: 'round-robin',
      benchmarkIndex: round(
        median(
          [floor, ...measured].flatMap((summary) =>
            (summary?.runs ?? []).flatMap((run) =>
              run.benchmarkIndex === null ? [] : [run.benchmarkIndex],
            ),
          ),
        ),
        0,
      ),
      floor: validFloor,
      pages: measured.map((summary) => ({ ...summary, vsFloor: vsFloor(summary, validFloor) })),
    };
  }

  result.durationS = round((Date.now() - startedAt.getTime()) / 1000, 0);
  const checks = targets(result);
  result.targets = checks;

  const text = JSON.stringify(result, null, 2);
  writeFileSync(join(RESULTS, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`), text);
  writeFileSync(join(RESULTS, 'latest.json'), text);
  const table = markdown(result, checks);
  const details = result.lighthouse ? diagnosticsMarkdown(result.lighthouse) : '';
  writeFileSync(join(RESULTS, 'latest.md'), details ? `${table}\n${details}` : table);
  console.log(table);
  if (details) console.log(details);
  const failed = checks.filter((check) => !check.pass);
  console.log(
    `${checks.length - failed.length} of ${checks.length} targets pass. Every figure: bench/results/latest.json; this table: bench/results/latest.md (${result.durationS} s).`,
  );
  // Figures over a target are results; a measurement that could not be taken is an error.
  const invalid =
    result.checkoutError !== undefined ||
    (result.lighthouse !== undefined &&
      (result.lighthouse.floor === null ||
        result.lighthouse.pages.some((page) => page.problems.length > 0)));
  if (invalid) {
    console.error('Some measurements could not be taken or were not valid: see above.');
    exitCode = 1;
  }
}

let exitCode = 0;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping servers and browsers`);
    void cleanup().finally(() => process.exit(130));
  });
}
try {
  await main();
} catch (error) {
  exitCode = 1;
  console.error(error);
} finally {
  await cleanup();
}
// Lighthouse and vite can leave handles open; everything we started is closed above.
process.exit(exitCode);
