/**
 * Code that runs inside the page (passed to Playwright's `page.evaluate` /
 * `addInitScript`). Kept free of imports: only what the browser has.
 */

/** The data rows of the payments table (role="row" with cells, not the header). */
export const DATA_ROW_SELECTOR =
  '[role="table"][aria-label^="Payments of checkout"] [role="row"]:has([role="cell"])';

/**
 * Init script: records when the first data row is in the DOM and painted
 * (performance.now() is measured from navigation start).
 */
export function installFirstRowProbe(selector: string) {
  const bench = ((window as unknown as { __bench?: Record<string, unknown> }).__bench ??= {});
  const check = () => {
    if (bench.firstRowAt !== undefined) return true;
    if (!document.querySelector(selector)) return false;
    const inDom = performance.now();
    bench.firstRowInDomAt = inDom;
    // The next frame is the one that shows it.
    requestAnimationFrame(() => setTimeout(() => (bench.firstRowAt = performance.now()), 0));
    return true;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  const start = () =>
    observer.observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
}

/** Clicks a button and resolves when the page text contains one of `doneTexts` (checked per frame). */
export function clickAndWaitForText(args: {
  buttonName: string;
  /** Any of these texts means done. */
  doneTexts: string[];
  timeoutMs: number;
  /** Presses in one go (2 = an impatient double press). Default 1. */
  presses?: number;
}): Promise<{ ms: number; progressSamples: string[] } | { error: string }> {
  const button = [...document.querySelectorAll<HTMLButtonElement>('button')].find(
    (element) => element.textContent?.trim() === args.buttonName,
  );
  if (!button) return Promise.resolve({ error: `no button "${args.buttonName}"` });
  const progressSamples: string[] = [];
  return new Promise((resolve) => {
    const started = performance.now();
    let lastSample = started;
    for (let press = 0; press < (args.presses ?? 1); press++) button.click();
    const tick = () => {
      const now = performance.now();
      const text = document.body.textContent ?? '';
      if (args.doneTexts.some((done) => text.includes(done))) {
        resolve({ ms: now - started, progressSamples });
        return;
      }
      if (now - lastSample > 2000) {
        lastSample = now;
        const progress = /Loading[^.]*?\d[\d,]* (?:of|pages|records)[^.]*/i.exec(text);
        if (progress) progressSamples.push(`${Math.round(now - started)} ms: ${progress[0]}`);
      }
      if (now - started > args.timeoutMs) {
        resolve({
          error: `timed out after ${args.timeoutMs} ms waiting for "${args.doneTexts[0]}"`,
        });
        return;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/**
 * Clicks a control and measures until the table's content has changed and the next
 * frame has run (the result is on screen). The control: the option named `optionName`
 * in the open listbox, or the button whose accessible name (`aria-label`) starts with
 * `buttonNameStart` (a column header's sort button).
 */
export function timeClickUntilTableChanges(
  args: { tableSelector: string; timeoutMs: number } & (
    { optionName: string } | { buttonNameStart: string }
  ),
): Promise<{ ms: number } | { error: string }> {
  const control =
    'optionName' in args
      ? [...document.querySelectorAll<HTMLElement>('[role="option"]')].find(
          (element) => element.textContent?.trim() === args.optionName,
        )
      : [...document.querySelectorAll<HTMLElement>('button[aria-label]')].find((element) =>
          element.getAttribute('aria-label')!.startsWith(args.buttonNameStart),
        );
  const table = document.querySelector(args.tableSelector);
  if (!control)
    return Promise.resolve({
      error: `no control "${'optionName' in args ? args.optionName : args.buttonNameStart}"`,
    });
  if (!table) return Promise.resolve({ error: 'no table' });
  const before = table.textContent;
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: { ms: number } | { error: string }) => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      resolve(result);
    };
    const observer = new MutationObserver(() => {
      const current = document.querySelector(args.tableSelector);
      if (!current || current.textContent === before) return;
      observer.disconnect();
      // Shown once the frame after the DOM change has been produced.
      requestAnimationFrame(() => setTimeout(() => finish({ ms: performance.now() - started }), 0));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const timer = setTimeout(
      () => finish({ error: `table did not change within ${args.timeoutMs} ms` }),
      args.timeoutMs,
    );
    const started = performance.now();
    control.click();
  });
}

/**
 * Scrolls the window (which scrolls the table: one scroll container for the page) from
 * the table's top to the bottom of the page, `step` pixels per frame, recording the
 * interval between animation frames.
 */
export function scrollWholeTable(args: {
  tableSelector: string;
  step: number;
  maxFrames: number;
  /** Wall-clock limit: a page whose frames stall ends the phase with what it measured. */
  maxMs: number;
}): Promise<{ intervals: number[]; frames: number; reachedEnd: boolean } | { error: string }> {
  const table = document.querySelector<HTMLElement>(args.tableSelector);
  if (!table) return Promise.resolve({ error: 'no table' });
  const scroller = document.scrollingElement ?? document.documentElement;
  const start = Math.max(0, table.getBoundingClientRect().top + window.scrollY - 60);
  window.scrollTo(0, start);
  const intervals: number[] = [];
  // Start measuring only once the jump to the table's top has been rendered.
  return new Promise((resolve) => {
    let last = 0;
    let frames = 0;
    const started = performance.now();
    const frame = (time: number) => {
      if (last) intervals.push(time - last);
      last = time;
      frames += 1;
      const max = scroller.scrollHeight - window.innerHeight;
      if (
        window.scrollY >= max - 1 ||
        frames >= args.maxFrames ||
        performance.now() - started > args.maxMs
      ) {
        resolve({ intervals, frames, reachedEnd: window.scrollY >= max - 1 });
        return;
      }
      window.scrollTo(0, Math.min(max, window.scrollY + args.step));
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(() => requestAnimationFrame(frame));
  });
}

/** Frame intervals with nothing to do: the machine's baseline for the scroll figures. */
export function idleFrames(count: number): Promise<number[]> {
  const intervals: number[] = [];
  return new Promise((resolve) => {
    let last = 0;
    const frame = (time: number) => {
      if (last) intervals.push(time - last);
      last = time;
      if (intervals.length >= count) resolve(intervals);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}
