import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

/** The transactions table of a checkout page. */
export const transactionsTable = (page: Page): Locator =>
  page.getByRole('table', { name: /^Payments of checkout/ });

/** The first record's row (row 0 is the header row). */
export const firstRecordRow = (page: Page): Locator =>
  transactionsTable(page).getByRole('row').nth(1);

/**
 * The count line above the table ("50 loaded payments; more on the server", "3 of 50
 * loaded payments match; …"), not the Summary's sentence about the same records.
 */
export const loadedCountLine = (page: Page): Locator =>
  page.getByText(/^[\d,]+ (of [\d,]+ )?loaded payments?( match(es)?)?;/);

/** Waits until the checkout page's table shows a record. */
export async function waitForRecords(page: Page): Promise<void> {
  await expect(firstRecordRow(page)).toBeVisible();
}

/** Opens the first record's details drawer with a click on its first cell. */
export async function openFirstRecord(page: Page): Promise<Locator> {
  await firstRecordRow(page).getByRole('cell').first().click();
  const drawer = page.getByRole('dialog', { name: /^Payment of / });
  await expect(drawer).toBeVisible();
  return drawer;
}

/**
 * A button of the checkout page's actions (Refresh, Copy link, Pin, Disable). On a phone
 * they are folded behind one "Actions" button, which is unfolded first. `actions` is
 * that button's name in the page's language.
 */
export async function checkoutAction(
  page: Page,
  name: string | RegExp,
  actions = 'Actions',
): Promise<Locator> {
  const button = page.getByRole(
    'button',
    typeof name === 'string' ? { name, exact: true } : { name },
  );
  const menu = page.getByRole('button', { name: actions, exact: true });
  // The page drawn: its action in view, or the menu that folds it.
  await expect(button.or(menu).first()).toBeVisible();
  await unfold(menu);
  return button;
}

/**
 * Unfolds the filters of a payments view where a phone folds them behind one
 * "Filters" button (its name in the page's language: `filters`).
 */
export async function unfoldFilters(page: Page, filters: RegExp = /^Filters\b/): Promise<void> {
  await unfold(page.getByRole('button', { name: filters }));
}

/** Clicks a disclosure button that is shown and folded; anything else is left as it is. */
async function unfold(disclosure: Locator): Promise<void> {
  if ((await disclosure.count()) === 0 || !(await disclosure.first().isVisible())) return;
  if ((await disclosure.first().getAttribute('aria-expanded')) === 'false')
    await disclosure.first().click();
}

/** Opens the Disable checkout confirmation from the checkout page header. */
export async function openDisableDialog(page: Page): Promise<Locator> {
  await (await checkoutAction(page, 'Disable checkout')).click();
  const dialog = page.getByRole('dialog', { name: /Disable checkout/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Waits until the crypto catalogue lists currencies (each has a Copy ID button). */
export async function waitForCryptoCatalogue(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Copy ID \d+$/ }).first()).toBeVisible();
}

/** Waits until the fiat catalogue lists EUR. */
export async function waitForFiatCatalogue(page: Page): Promise<void> {
  await expect(page.getByRole('cell', { name: 'EUR', exact: true })).toBeVisible();
}

/**
 * Waits until the colours on screen are the final ones, for axe's contrast checks: no
 * CSS transition or finite animation is running (hover fades, Mantine's enter
 * transitions, the watchlist's row highlight), and every dialog has faded all the way
 * in. Mantine starts an overlay's transition a frame or two after it mounts, so
 * "nothing running" alone could be seen before it began; the opacity check covers that.
 * Endless animations (loaders, skeletons) do not count: they never finish.
 */
export async function waitForSettledStyles(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const moving = document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().iterations !== Infinity,
            )
            .map((animation) => {
              const target = (animation.effect as KeyframeEffect | null)?.target;
              const name =
                animation instanceof CSSTransition
                  ? animation.transitionProperty
                  : animation instanceof CSSAnimation
                    ? animation.animationName
                    : 'animation';
              return `${name} on ${target?.tagName.toLowerCase() ?? '?'}.${target?.className ?? ''}`;
            });
          const fading = [...document.querySelectorAll('[role="dialog"]')]
            .filter((dialog) => {
              for (let node: Element | null = dialog; node; node = node.parentElement)
                if (Number(getComputedStyle(node).opacity) < 1) return true;
              return false;
            })
            .map((dialog) => {
              const labelledBy = dialog.getAttribute('aria-labelledby');
              const label = labelledBy && document.getElementById(labelledBy)?.textContent;
              return `dialog "${dialog.getAttribute('aria-label') ?? label ?? ''}" fading in`;
            });
          return [...moving, ...fading];
        }),
      { message: 'styles still changing before the axe scan' },
    )
    .toEqual([]);
}

/** Opens the export dialog of a transactions view. */
export async function openExportDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export payments' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Exports through the dialog: `scope` is the radio to pick (by its label), `format` the
 * file type. Resolves with the download once the dialog says it was written.
 */
export async function exportPayments(
  page: Page,
  options: { scope?: RegExp | string; format: 'CSV' | 'JSON' },
) {
  const dialog = await openExportDialog(page);
  if (options.scope) await dialog.getByRole('radio', { name: options.scope }).check();
  // A segmented control: its radios are visually hidden, its labels take the click.
  if (options.format === 'JSON') await dialog.getByText('JSON', { exact: true }).click();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: `Export ${options.format}` }).click();
  await expect(dialog.getByText(/^Wrote /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  return download;
}

/**
 * Scrolls the window (the one scroll container of the checkout page) to its end, so the
 * virtualised table renders its last rows.
 */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

export type Box = { x: number; y: number; width: number; height: number };

/** The element's box on screen; fails naming the locator when it has none. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Waits until the element lies in the window (`whole`: all of it; else any of it), or
 * with `outside`, none of it. Read from its box, where Playwright's `toBeInViewport` asks
 * an IntersectionObserver, whose answer waits for the compositor's next frame: headless
 * Chromium without a GPU once drew no frame for 28 s after a drawer opened, and the
 * assertion hung past its own timeout until the test's (CI, 2026-11-27).
 */
export async function expectInWindow(
  locator: Locator,
  { whole = false, outside = false }: { whole?: boolean; outside?: boolean } = {},
): Promise<void> {
  const page = locator.page();
  const where = async () => {
    const size = page.viewportSize();
    if (!size) throw new Error('the page has no fixed viewport');
    // Not in the DOM (a virtualised row far away): no box, rather than waiting for one.
    if ((await locator.count()) === 0) return 'no box';
    const box = await locator.boundingBox({ timeout: 1_000 });
    if (!box) return 'no box';
    const view: Box = { x: 0, y: 0, width: size.width, height: size.height };
    // Half a pixel of slack: boxes of subpixel layout round either way.
    const inside =
      box.x >= -0.5 &&
      box.y >= -0.5 &&
      box.x + box.width <= size.width + 0.5 &&
      box.y + box.height <= size.height + 0.5;
    if (inside) return 'whole';
    return overlaps(box, view) ? 'part' : 'outside';
  };
  const wanted = outside ? ['outside', 'no box'] : whole ? ['whole'] : ['whole', 'part'];
  // A failure shows where the element was ("part", "outside", "no box").
  await expect
    .poll(async () => {
      const state = await where();
      return wanted.includes(state) ? 'as wanted' : state;
    })
    .toBe('as wanted');
}

/**
 * What is wrong with the layout on screen, in words (runs in the page): the document
 * wider than the window, a badge, figure or header cut, a box scrolling sideways without
 * saying so, a dialog wider than the window or its close button outside it (close
 * buttons found by `closeName`, a pattern of their names in the page's language).
 */
export function layoutProblems(closeName: string): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth)
    problems.push(`the document is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);

  const describe = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `${element.tagName.toLowerCase()} "${text}"`;
  };
  /** Drawn and more than a screen-reader-only pixel. */
  const shown = (element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return false;
    if (element.closest('[aria-hidden="true"], details:not([open]) > :not(summary)')) return false;
    const style = getComputedStyle(element);
    // A transparent control shows no text of its own (the phone's profile switcher lies
    // over its mark).
    return style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0';
  };
  const clipped = (element: HTMLElement) => element.scrollWidth > element.clientWidth;
  /** How many lines the element's text takes (1 for a number that does not wrap). */
  const lines = (element: HTMLElement) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set<number>();
    for (const rect of range.getClientRects())
      if (rect.width > 0) tops.add(Math.round(rect.top + rect.height / 2));
    // Text on one line can still be split in rects (one per text node): compare lines.
    const sorted = [...tops].sort((a, b) => a - b);
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 16;
    return sorted.filter((top, i) => i === 0 || top - sorted[i - 1]! > lineHeight / 2).length;
  };
  const all = (selector: string) =>
    [...document.querySelectorAll<HTMLElement>(selector)].filter(shown);

  // Badges (status badges included) are never cut.
  for (const badge of all('.badge, .mantine-Badge-root')) {
    const parts = [
      badge,
      ...badge.querySelectorAll<HTMLElement>('.badge-text, .mantine-Badge-label'),
    ];
    if (parts.some(clipped)) problems.push(`badge ${describe(badge)} is cut off`);
  }
  // Amounts, units and USD values: never cut (e2e/amounts-whole.spec.ts checks every row).
  for (const value of all('.tx-num, .tx-amount-whole, .tx-amount-fraction, .tx-unit'))
    if (clipped(value)) problems.push(`figure ${describe(value)} is cut off`);
  // Summary figures: whole, on one line.
  for (const figure of all('.summary-num')) {
    if (clipped(figure)) problems.push(`Summary figure ${describe(figure)} is cut off`);
    if (lines(figure) > 1) problems.push(`Summary figure ${describe(figure)} wraps inside`);
  }
  // Headers, table headers and column headers are not cut.
  for (const header of all(
    'h1, h2, h3, h4, th, [role="columnheader"], [role="columnheader"] > * > span:first-child',
  ))
    if (clipped(header)) problems.push(`header ${describe(header)} is cut off`);
  // Controls say all of their text: a button's label, a field's value or placeholder, a
  // select's chosen option (a field's text is measured with its font against its room).
  for (const label of all('button, [role="button"], .mantine-Button-label'))
    if (clipped(label)) problems.push(`control ${describe(label)} is cut off`);
  const measure = document.createElement('canvas').getContext('2d')!;
  for (const field of all('input, select, textarea')) {
    if (field instanceof HTMLInputElement && !/^(text|search|url|email|number|)$/.test(field.type))
      continue;
    const text =
      field instanceof HTMLSelectElement
        ? (field.selectedOptions[0]?.text ?? '')
        : (field as HTMLInputElement).value || (field as HTMLInputElement).placeholder;
    if (!text) continue;
    const style = getComputedStyle(field);
    measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (measure.measureText(text).width > room + 1)
      problems.push(`field "${text}" (${field.getAttribute('aria-label') ?? field.id}) is cut off`);
  }
  // Anything that scrolls sideways is a box that says so (never the page).
  for (const element of all('body *')) {
    const style = getComputedStyle(element);
    if (!['auto', 'scroll'].includes(style.overflowX) || !clipped(element)) continue;
    const hint = element.parentElement?.querySelector<HTMLElement>(':scope > .hscroll-hint');
    if (!element.classList.contains('hscroll-box') || !hint || !shown(hint))
      problems.push(`${describe(element)} scrolls sideways without saying so`);
  }
  // Dialogs and drawers fit the window, their close buttons inside it.
  for (const dialog of all('[role="dialog"]')) {
    const box = dialog.getBoundingClientRect();
    if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
      problems.push(`dialog ${describe(dialog)} is wider than the window`);
    const closers = [...dialog.querySelectorAll<HTMLElement>('button')].filter((button) =>
      new RegExp(closeName, 'i').test(
        button.getAttribute('aria-label') ?? button.textContent ?? '',
      ),
    );
    if (closers.length === 0) problems.push(`dialog ${describe(dialog)} has no close button`);
    for (const button of closers) {
      const rect = button.getBoundingClientRect();
      const inside =
        rect.left >= 0 &&
        rect.top >= 0 &&
        rect.right <= window.innerWidth &&
        rect.bottom <= window.innerHeight;
      if (!inside)
        problems.push(`close button "${button.getAttribute('aria-label')}" is outside the window`);
    }
  }
  return problems;
}

/** The layout matrix: a phone, a tablet, a laptop and a desktop. */
export const LAYOUT_WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'desktop', width: 1920, height: 1080 },
] as const;

/** Axe's serious and critical violations on the page as it is, each with where it is. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * The page in the light and then the dark scheme: nothing overflows (`layoutProblems`),
 * no serious axe violation, and a full-page screenshot of each (`<name>-<scheme>.png`)
 * in the test's output to look at.
 */
export async function checkBothSchemes(page: Page, testInfo: TestInfo, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await waitForSettledStyles(page);
    expect.soft(await page.evaluate(layoutProblems, '^Close'), scheme).toEqual([]);
    expect.soft(await seriousAxeViolations(page), scheme).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${scheme}.png`), fullPage: true });
  }
}

/** The names of the saved views in a checkout page's Views menu, in its order (the menu closed again). */
export async function savedViewNames(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // The saved views are a group named "Saved views"; with none, there is no group.
  const items = await menu
    .getByRole('group', { name: 'Saved views' })
    .getByRole('menuitem')
    .allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return items;
}

/** Waits until this origin's service worker is activated: its install precached every file. */
export async function workerActivated(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker || worker.state === 'activated') return;
    await new Promise<void>((resolve) =>
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      }),
    );
  });
}
