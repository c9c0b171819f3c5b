/**
 * What `npm run bench` makes of its figures: the targets (limit, PASS/FAIL) and the
 * report it prints and writes to bench/RESULTS.md, the latest run (the runs before it
 * are that file's git history). Measuring is bench/run.ts's; nothing here touches a
 * browser or the disk.
 */
import { BUDGET } from '../scripts/size-budget';
import type { LighthouseSummary, Mode } from './lighthouse';
import { median, round } from './stats';

export const PAGE_NAMES = ['home', 'checkout', 'crypto'] as const;
export type PageName = (typeof PAGE_NAMES)[number];
export const MODES = ['demo', 'configured'] as const;
export const MODE_LABELS: Record<Mode, string> = {
  demo: 'first visit (demo)',
  configured: 'configured',
  floor: '—',
};

/** Above this benchmarkIndex, a run that is not slowed says its budgets are not proven. */
const FAST_MACHINE_INDEX = 2000;

/**
 * The targets of issue 55 (and issues 8 and 14's, which still hold). The table's frames
 * are held to the floors measured in the same run, not to absolute times: the machines'
 * speed varies too much from run to run for one figure to hold on all of them.
 */
const LIMITS = {
  score: 95,
  pointsBelowFloor: 3,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.02,
  pageJsGzipKB: 200,
  filterP95Ms: 50,
  sortP95Ms: 100,
  /** Scroll p95 ≤ this × the rows floor's; drag p95 ≤ this × the browser floor's. */
  floorRatio: 1.25,
  heapMB: 80,
  tableRows: 100,
  // Issue 52: 20,000 orders × 20,000 payments matched off the page's thread.
  reconcileMs: 2000,
  reconcileLongTaskMs: 200,
};

// ---------------------------------------------------------------------------------
// What the report reads of a run (bench/run.ts's result holds more)
// ---------------------------------------------------------------------------------

/** Frame figures of one scroll, of the payments table or of a floor. */
export interface FrameFigures {
  p95FrameMs: number | null;
  medianFrameMs: number | null;
  maxFrameMs: number | null;
  framesOver50Ms: number;
}

/** A floor page of rows scrolled as the payments table was (no scroll: the drag only). */
export type FloorFigures =
  | {
      scroll: (FrameFigures & { frames: number; reachedEnd: boolean }) | null;
      scrollbarDrag: FrameFigures & { frames: number };
      pageErrors: string[];
    }
  | { error: string };

interface Latency {
  medianMs: number | null;
  p95Ms: number | null;
  errors: string[];
}

interface CheckoutFigures {
  firstRowsVisibleMs: number | null;
  loadAllMs: number | null;
  filter: Latency;
  sort: Latency;
  scroll: FrameFigures & { idleFrameP95Ms: number | null; frames: number; reachedEnd: boolean };
  scrollbarDrag: FrameFigures & { stepPxPerFrame: number; frames: number };
  heap: { afterLoadAllGcMB: number | null; afterScrollAndGcMB: number | null };
  dom: { tableRowElements: number };
  api: { transactionPageRequests: number; duplicateRequests: number };
  pageErrors: string[];
  rowsFloor: FloorFigures | null;
  browserFloor: FloorFigures | null;
}

export interface VsFloor {
  /** Floor score minus page score (negative: above the floor). */
  scorePointsBelow: number | null;
  fcpRatio: number | null;
  lcpRatio: number | null;
  speedIndexRatio: number | null;
  tbtDiffMs: number | null;
  clsDiff: number | null;
}
type PageResult = LighthouseSummary & { vsFloor: VsFloor | null };

export interface LighthouseResult {
  runsPerPage: number;
  order: 'round-robin';
  benchmarkIndex: number | null;
  floor: LighthouseSummary | null;
  pages: PageResult[];
}

/**
 * The reconciliation's 20,000 × 20,000 (bench/reconcile/): each run on a fresh page, so
 * the worker and the page's code start cold as a user's first run does. Measured at the
 * machine's own speed (CPU throttling does not reach a worker), then scaled to the
 * reference machine by the benchmarkIndex taken on that page just before the run.
 */
export interface ReconcileFigures {
  orders: number;
  payments: number;
  runs: { matchMs: number; longTasksMs: number[]; benchmarkIndex: number; cpuScale: number }[];
  /** Orders per result in the last run: the work it did. */
  results: Record<string, number>;
}

/** A run's figures as on the reference machine: × its own cpuScale. */
export function reconcileScaled(figures: ReconcileFigures) {
  return {
    medianMs: round(median(figures.runs.map((run) => run.matchMs * run.cpuScale)), 0),
    longestTaskMs:
      round(
        Math.max(
          0,
          ...figures.runs.flatMap((run) => run.longTasksMs.map((ms) => ms * run.cpuScale)),
        ),
        0,
      ) ?? 0,
  };
}

export interface BenchReport {
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
  size: {
    firstPageJsGzipKB: number | null;
    firstPageCssGzipKB: number | null;
    /** What the service worker's install fetches (from the build); absent without one. */
    serviceWorker?: { scriptGzipKB: number; precacheGzipKB: number; precacheFiles: number } | null;
  };
  checkout?: CheckoutFigures;
  checkoutError?: string;
  reconcile?: ReconcileFigures;
  reconcileError?: string;
  lighthouse?: LighthouseResult;
  durationS?: number | null;
}

// ---------------------------------------------------------------------------------
// Targets
// ---------------------------------------------------------------------------------

export interface Target {
  name: string;
  actual: number | string | null;
  limit: string;
  pass: boolean;
}

/**
 * A frame target beside a floor: p95 ≤ `LIMITS.floorRatio` × the floor's p95 in the same
 * run. A floor that was not measured (or failed) fails the target: there is nothing to
 * hold the table to.
 */
function besideFloor(
  name: string,
  table: FrameFigures,
  floorName: string,
  floor: FrameFigures | null,
): Target {
  const floorP95 = floor?.p95FrameMs ?? null;
  const limitMs = floorP95 === null ? null : round(floorP95 * LIMITS.floorRatio);
  return {
    name,
    actual: table.p95FrameMs,
    limit:
      limitMs === null
        ? `≤ ${LIMITS.floorRatio} × the ${floorName} (not measured)`
        : `≤ ${cell(limitMs)} (${LIMITS.floorRatio} × the ${floorName}'s ${cell(floorP95)})`,
    pass: limitMs !== null && (table.p95FrameMs ?? Infinity) <= limitMs,
  };
}

const floorFrames = (floor: FloorFigures | null, kind: 'scroll' | 'scrollbarDrag') =>
  floor && !('error' in floor) ? floor[kind] : null;

/** Issue 55: the crypto page's largest first-screen element is in its list, not a note. */
const LIST_ELEMENT = /(^|[\s>])(table|thead|tbody|tr|td|th)([.#:[\s>]|$)/;

/** The targets each page is held to in each mode. */
const PAGE_TARGETS: {
  title: string;
  limit: string;
  actual: (p: PageResult) => number | string | null;
  pass: (p: PageResult) => boolean;
}[] = [
  {
    title: 'Lighthouse score',
    limit: `≥ ${LIMITS.score}`,
    actual: (p) => p.score,
    pass: (p) => p.score !== null && p.score >= LIMITS.score,
  },
  {
    title: 'Points below the floor',
    limit: `≤ ${LIMITS.pointsBelowFloor}`,
    actual: (p) => p.vsFloor?.scorePointsBelow ?? null,
    pass: (p) => (p.vsFloor?.scorePointsBelow ?? Infinity) <= LIMITS.pointsBelowFloor,
  },
  {
    title: 'LCP (ms)',
    limit: `≤ ${LIMITS.lcpMs}`,
    actual: (p) => p.lcpMs,
    pass: (p) => p.lcpMs !== null && p.lcpMs <= LIMITS.lcpMs,
  },
  {
    title: 'TBT (ms)',
    limit: `≤ ${LIMITS.tbtMs}`,
    actual: (p) => p.tbtMs,
    pass: (p) => p.tbtMs !== null && p.tbtMs <= LIMITS.tbtMs,
  },
  {
    title: 'CLS',
    limit: `< ${LIMITS.cls}`,
    actual: (p) => p.cls,
    pass: (p) => p.cls !== null && p.cls < LIMITS.cls,
  },
  {
    title: 'JS fetched (gzip KB)',
    limit: `≤ ${LIMITS.pageJsGzipKB}`,
    actual: (p) => p.jsGzipKB,
    pass: (p) => p.jsGzipKB !== null && p.jsGzipKB <= LIMITS.pageJsGzipKB,
  },
  {
    title: 'Runs cold, in the right mode',
    limit: 'all',
    actual: (p) =>
      p.problems.length ? p.problems.join('; ') : `${p.runs.length} of ${p.runs.length}`,
    pass: (p) => p.runs.length > 0 && p.problems.length === 0,
  },
];

function pageLabel(p: LighthouseSummary) {
  return `${p.page} ${p.path}, ${MODE_LABELS[p.mode]}`;
}

/** Every target of a run, with what was measured, its limit and whether it was met. */
export function targets(result: BenchReport): Target[] {
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
  for (const page of lh?.pages ?? []) {
    for (const target of PAGE_TARGETS)
      list.push({
        name: `${target.title}, ${pageLabel(page)}`,
        actual: target.actual(page),
        limit: target.limit,
        pass: target.pass(page),
      });
    // The catalogue is what the crypto page is for: its first screen's largest element is
    // in the list (a cell of its table), not a note above it.
    if (page.page === 'crypto') {
      const selector = page.diagnostics?.lcpSelector ?? null;
      list.push({
        name: `Largest first-screen element in the list, ${pageLabel(page)}`,
        // Its last two steps say what it is; the whole selector is in latest.json.
        actual: selector === null ? '–' : selector.split(' > ').slice(-2).join(' > '),
        limit: 'a cell of the table',
        pass: selector !== null && LIST_ELEMENT.test(selector),
      });
    }
  }
  if (c) {
    list.push(
      {
        name: 'Filter p95 (ms)',
        actual: c.filter.p95Ms,
        limit: `≤ ${LIMITS.filterP95Ms}`,
        pass: c.filter.errors.length === 0 && (c.filter.p95Ms ?? Infinity) <= LIMITS.filterP95Ms,
      },
      {
        name: 'Sort p95 (ms)',
        actual: c.sort.p95Ms,
        limit: `≤ ${LIMITS.sortP95Ms}`,
        pass: c.sort.errors.length === 0 && (c.sort.p95Ms ?? Infinity) <= LIMITS.sortP95Ms,
      },
      besideFloor(
        'Scroll frame p95 (ms)',
        c.scroll,
        'rows floor',
        floorFrames(c.rowsFloor, 'scroll'),
      ),
      {
        name: 'Scroll frames > 50 ms',
        actual: c.scroll.framesOver50Ms,
        limit: '0',
        pass: c.scroll.framesOver50Ms === 0,
      },
      {
        // A phase cut short by its time limit measured only part of the table.
        name: 'Scroll reached the end of the table',
        actual: c.scroll.reachedEnd ? 'yes' : 'no',
        limit: 'yes',
        pass: c.scroll.reachedEnd,
      },
      besideFloor(
        'Scrollbar drag frame p95 (ms)',
        c.scrollbarDrag,
        'browser floor',
        floorFrames(c.browserFloor, 'scrollbarDrag'),
      ),
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
  const r = result.reconcile;
  if (r) {
    const { medianMs: scaledMs, longestTaskMs: scaledTaskMs } = reconcileScaled(r);
    list.push(
      {
        name: `Reconcile ${r.orders.toLocaleString('en-US')} orders × ${r.payments.toLocaleString('en-US')} payments in a worker (ms, median of ${r.runs.length} cold runs, scaled to the reference machine)`,
        actual: scaledMs,
        limit: `≤ ${LIMITS.reconcileMs}`,
        pass: scaledMs !== null && scaledMs <= LIMITS.reconcileMs,
      },
      {
        name: 'Longest task on the page while reconciling (ms, scaled to the reference machine)',
        actual: scaledTaskMs,
        limit: `≤ ${LIMITS.reconcileLongTaskMs}`,
        pass: scaledTaskMs <= LIMITS.reconcileLongTaskMs,
      },
    );
  }
  if (result.reconcileError)
    list.push({
      name: 'Reconciliation measurements',
      actual: result.reconcileError,
      limit: 'ran',
      pass: false,
    });
  return list;
}

/**
 * Issue 55's verdict: every target of this run met (the pages' and the 20,000-payment
 * ones), with the count, and the pages at ≥ 95 within 3 points of the floor. Done needs
 * two such full runs in a row, one on a slow machine (or slowed ×1.7 or more): that is
 * the runs' history, not one report's.
 */
function issueVerdict(lh: LighthouseResult, checks: Target[]): string {
  const ok = (p: PageResult) =>
    PAGE_TARGETS.slice(0, 2).every((t) => t.pass(p)) && p.problems.length === 0;
  const passing = lh.pages.filter(ok).length;
  const combinations = PAGE_NAMES.length * MODES.length;
  const complete = lh.pages.length === combinations && lh.runsPerPage >= 3;
  const scope = complete
    ? ''
    : ` (partial run: ${lh.pages.length} page × mode combinations, ${lh.runsPerPage} run(s) each; the verdict needs all ${combinations} at a median of 3)`;
  const met = checks.filter((check) => check.pass).length;
  const done = complete && lh.floor !== null && met === checks.length;
  return `**Issue 55: ${done ? 'every target met in this run' : 'not done'}** (${met} of ${checks.length} targets met). Pages at ≥ ${LIMITS.score} and within ${LIMITS.pointsBelowFloor} points of the floor (${String(lh.floor?.score ?? 'not measured')}): ${passing} of ${lh.pages.length}${scope}.`;
}

// ---------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------

export const kb = (bytes: number) => round(bytes / 1024) ?? 0;

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
export const cell = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '–' : String(value);
/** A table cell's text: one line, its pipes escaped (an error message may hold either). */
const tableCell = (value: number | string | null | undefined) =>
  cell(value)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|');

/**
 * The rows floor's figures (bench/floor/rows.tsx): what the plain pattern does on this
 * machine at this slowdown, which the table's scroll is held to.
 */
function rowsFloorLine(rows: FloorFigures | null): string {
  const name =
    'Rows floor (`bench/floor/rows.tsx`: the virtualised-rows pattern with six plain text cells a row, 20,000 rows, in the same browser at the same CPU slowdown and steps)';
  if (!rows) return `${name}: not measured.`;
  if ('error' in rows) return `${name}: failed (${rows.error}).`;
  const { scroll, scrollbarDrag: drag } = rows;
  const errors = pageErrorsNote(rows.pageErrors);
  // Measured with its scroll (measureCheckout): the check is for the type.
  if (!scroll) return `${name}: scrollbar drag p95 ${cell(drag.p95FrameMs)} ms${errors}.`;
  const over = scroll.framesOver50Ms
    ? ` Even it has frames over 50 ms here, which the table's "no frame over 50 ms" does not allow.`
    : '';
  return `${name}: scroll frame p95 ${cell(scroll.p95FrameMs)} ms (median ${cell(scroll.medianFrameMs)}, ${scroll.framesOver50Ms} of ${scroll.frames} frames over 50 ms${scroll.reachedEnd ? '' : ', cut short'}), scrollbar drag p95 ${cell(drag.p95FrameMs)} ms (${drag.framesOver50Ms} of ${drag.frames} over 50 ms)${errors}. The table's scroll p95 is held to ${LIMITS.floorRatio} × its scroll p95.${over}`;
}

/**
 * The browser floor's drag (bench/floor/plain-rows.ts): what rows without a framework
 * do on this machine at this slowdown, which the table's drag is held to.
 */
function browserFloorLine(rows: FloorFigures | null): string {
  const name =
    'Browser floor (`bench/floor/plain-rows.ts`: the same rows without a framework, a fixed pool of row elements whose text and position change in the scroll event)';
  if (!rows) return `${name}: not measured.`;
  if ('error' in rows) return `${name}: failed (${rows.error}).`;
  const drag = rows.scrollbarDrag;
  return `${name}: scrollbar drag p95 ${cell(drag.p95FrameMs)} ms (median ${cell(drag.medianFrameMs)}, ${drag.framesOver50Ms} of ${drag.frames} over 50 ms)${pageErrorsNote(rows.pageErrors)}. The table's drag p95 is held to ${LIMITS.floorRatio} × its drag p95.`;
}

/** ", n page errors" after a floor's figures, or nothing. */
function pageErrorsNote(errors: readonly string[]): string {
  return errors.length ? `, ${errors.length} page errors` : '';
}

/**
 * Said above the targets: how fast this machine is, and whether the budgets were proven
 * at the reference machine's speed.
 */
function machineLine(machine: BenchReport['machine']): string {
  const index = `benchmarkIndex ${machine.benchmarkIndex.toLocaleString('en-US')}`;
  if (machine.cpuScale > 1)
    return `Machine: ${index}; the CPU was slowed ×${machine.cpuScale} (Lighthouse's cpuSlowdownMultiplier ${round(4 * machine.cpuScale, 2)}, and the 20,000-payment phase) to act like the reference machine (~${machine.referenceIndex.toLocaleString('en-US')}).`;
  if (machine.benchmarkIndex > FAST_MACHINE_INDEX)
    return `Machine: ${index}. **Fast machine: budgets not proven** (run without BENCH_CALIBRATE=0 to slow it to ~${machine.referenceIndex.toLocaleString('en-US')}).`;
  return `Machine: ${index} (at or below the reference ~${machine.referenceIndex.toLocaleString('en-US')}: the budgets hold for it as measured).`;
}

/**
 * The whole report, as printed and as written to bench/RESULTS.md: the run and the
 * machine, the verdict, every target (measured, limit, PASS/FAIL), the figures beside
 * the floors, and where each page's first screen spends its time.
 */
export function resultsMarkdown(result: BenchReport, checks: Target[]): string {
  const { checkout: c, lighthouse: lh } = result;
  const met = checks.filter((check) => check.pass).length;
  const lines = [
    '# Benchmark results',
    '',
    "The latest `npm run bench`, written by `bench/run.ts` at the end of the run in place of the one before: earlier runs are in this file's git history. How the bench measures and what each figure means: [README.md](README.md).",
    '',
    `Run of ${result.date.slice(0, 16).replace('T', ' ')} UTC (\`${result.command}\`), Node ${result.machine.node}, ${result.machine.cpus} CPUs, ${result.durationS ?? '?'} s.`,
    machineLine(result.machine),
  ];
  if (lh)
    lines.push(
      `Lighthouse 12, mobile preset (simulated throttling), performance only; median of ${lh.runsPerPage} cold run(s) per page, taken round-robin; Lighthouse benchmarkIndex ${cell(lh.benchmarkIndex)}.`,
      '',
      issueVerdict(lh, checks),
    );
  lines.push(
    '',
    `## Targets: ${met} of ${checks.length} met`,
    '',
    '| Target | Measured | Limit | Result |',
    '| --- | ---: | --- | --- |',
    ...checks.map(
      (check) =>
        `| ${tableCell(check.name)} | ${tableCell(check.actual)} | ${check.limit} | ${check.pass ? 'PASS' : 'FAIL'} |`,
    ),
  );
  for (const p of lh?.pages.filter((page) => page.problems.length) ?? [])
    lines.push('', `Not a valid measurement, ${pageLabel(p)}: ${p.problems.join('; ')}.`);
  if (lh || c) lines.push('', '## Beside the floors');
  if (lh) {
    lines.push(
      '',
      '| Page | Mode | Score | Below floor | FCP | LCP | Speed Index | TBT | CLS | JS (gzip) | CSS (gzip) | Scores of the runs |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    );
    const row = (p: LighthouseSummary, v: VsFloor | null, isFloor: boolean) =>
      `| ${isFloor ? 'floor (bench/floor)' : `${p.page} \`${p.path}\``} | ${MODE_LABELS[p.mode]} | ${cell(p.score)} | ${isFloor ? '–' : cell(v?.scorePointsBelow)} | ${seconds(p.fcpMs)}${times(v?.fcpRatio)} | ${seconds(p.lcpMs)}${times(v?.lcpRatio)} | ${seconds(p.speedIndexMs)}${times(v?.speedIndexRatio)} | ${cell(p.tbtMs)} ms${signed(v?.tbtDiffMs)} | ${cell(p.cls)}${signed(v?.clsDiff)} | ${cell(p.jsGzipKB)} KB | ${cell(p.cssGzipKB)} KB | ${p.runs.map((run) => cell(run.score)).join(', ')}${p.errors.length ? ` (${p.errors.length} failed)` : ''} |`;
    if (lh.floor) lines.push(row(lh.floor, null, true));
    for (const page of lh.pages) lines.push(row(page, page.vsFloor, false));
    lines.push(
      '',
      "Below floor: points under the floor page measured in the same run; (n×): the page's time ÷ the floor's; (+n): the difference. JS/CSS: gzip -9 bytes of every distinct file the page fetched (demo mode: the in-page demo API's chunk included).",
    );
    const worker = result.size.serviceWorker;
    if (worker)
      lines.push(
        '',
        `Service worker: its code is fetched 5 s after a page's load (src/main.tsx), and is not in the pages' JS above (it is the worker's, fetched once per version, whether or not a run lasts that long); its install fetches its script, ${cell(worker.scriptGzipKB)} KB, and the build it precaches, ${cell(worker.precacheGzipKB)} KB in ${worker.precacheFiles} files (gzip -9), once per version.`,
      );
  }
  if (c)
    lines.push(
      '',
      rowsFloorLine(c.rowsFloor),
      '',
      browserFloorLine(c.browserFloor),
      '',
      `${result.largeCount.toLocaleString('en-US')} transactions: first rows visible ${cell(c.firstRowsVisibleMs)} ms after navigation; Load all in ${cell(c.loadAllMs)} ms (${c.api.transactionPageRequests} page requests, ${c.api.duplicateRequests} duplicates); filter median ${cell(c.filter.medianMs)} ms; sort (USD, amount, each reversed, back to time) median ${cell(c.sort.medianMs)} ms, p95 ${cell(c.sort.p95Ms)} ms${c.sort.errors.length ? ` (${c.sort.errors.length} failed: ${c.sort.errors.join('; ')})` : ''}; scroll median frame ${cell(c.scroll.medianFrameMs)} ms (idle baseline p95 ${cell(c.scroll.idleFrameP95Ms)} ms); scrollbar drag (${c.scrollbarDrag.stepPxPerFrame} px/frame) p95 ${cell(c.scrollbarDrag.p95FrameMs)} ms, ${c.scrollbarDrag.framesOver50Ms} of ${c.scrollbarDrag.frames} frames over 50 ms; heap after scrolling and a GC ${cell(c.heap.afterScrollAndGcMB)} MB.`,
    );
  const r = result.reconcile;
  if (r)
    lines.push(
      '',
      `Reconciliation, ${r.orders.toLocaleString('en-US')} orders × ${r.payments.toLocaleString('en-US')} payments (made up, bench/reconcile/): runs of ${r.runs.map((run) => `${run.matchMs} ms at benchmarkIndex ${run.benchmarkIndex.toLocaleString('en-US')} (× ${run.cpuScale})`).join(', ')}, at this machine's speed and scaled to the reference machine by the index taken just before each (a worker is not slowed by CPU throttling); long tasks on the page ${r.runs.map((run) => `[${run.longTasksMs.join(', ')}]`).join(' ')} ms; orders per result ${Object.entries(
        r.results,
      )
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ')}.`,
    );
  const diagnosis = lh ? diagnosticsLines(lh) : [];
  if (diagnosis.length)
    lines.push(
      '',
      '## Where the first screen spends its time (run nearest the median)',
      ...diagnosis,
    );
  return `${lines.join('\n')}\n`;
}

/** Where each page's first screen spends its time (the median run's report). */
function diagnosticsLines(lh: LighthouseResult): string[] {
  const lines: string[] = [];
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
      '',
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
  }
  return lines;
}
