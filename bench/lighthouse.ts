/**
 * Lighthouse 12, performance category, default (mobile) preset, run programmatically on
 * a Puppeteer page of the same Chromium and flags as the e2e tests. Each run gets a
 * fresh browser context (cold cache) whose sessionStorage holds the API settings, so
 * the dashboard talks to the mock server, as in the e2e tests.
 */
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/browser';
import { median, round } from './stats';

export interface LighthouseSummary {
  /** Lighthouse's CPU benchmark of this machine (higher is faster; ~1000+ is a fast desktop). */
  benchmarkIndex: number | null;
  runs: { score: number | null; fcpMs: number; lcpMs: number; tbtMs: number; cls: number }[];
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
}

export async function runLighthouse(options: {
  origin: string;
  path: string;
  runs: number;
  settings: { key: string; baseUrl: string; appId: string };
  /** Where to write the last run's full report (for its diagnostics), if anywhere. */
  reportPath?: string;
}): Promise<LighthouseSummary> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const runs: LighthouseSummary['runs'] = [];
  let benchmarkIndex: number | null = null;
  try {
    for (let run = 0; run < options.runs; run += 1) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      // A static file of the same origin: sets the session's settings without loading
      // (and caching) the app before the measured navigation.
      await page.goto(`${options.origin}/favicon.svg`);
      await page.evaluate(
        ({ key, baseUrl, appId }) =>
          sessionStorage.setItem(key, JSON.stringify({ baseUrl, appId, remember: false })),
        options.settings,
      );
      const result = await lighthouse(
        `${options.origin}${options.path}`,
        {
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance'],
          // The fresh context is the cold start; a reset would also drop the settings.
          disableStorageReset: true,
        },
        undefined,
        page,
      );
      await context.close();
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${options.path}`);
      if (options.reportPath) writeFileSync(options.reportPath, JSON.stringify(lhr));
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      benchmarkIndex = lhr.environment.benchmarkIndex ?? benchmarkIndex;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const score = lhr.categories.performance?.score;
      runs.push({
        score: score === null || score === undefined ? null : Math.round(score * 100),
        fcpMs: round(audit('first-contentful-paint'), 0) ?? NaN,
        lcpMs: round(audit('largest-contentful-paint'), 0) ?? NaN,
        tbtMs: round(audit('total-blocking-time'), 0) ?? NaN,
        cls: round(audit('cumulative-layout-shift'), 4) ?? NaN,
      });
    }
  } finally {
    await browser.close();
  }
  const pick = (key: keyof LighthouseSummary['runs'][number]) =>
    median(runs.map((run) => run[key]).filter((value): value is number => value !== null));
  return {
    benchmarkIndex,
    runs,
    score: pick('score'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: round(pick('cls'), 4),
  };
}
