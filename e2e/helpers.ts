import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The transactions table of a checkout page. */
export const transactionsTable = (page: Page): Locator =>
  page.getByRole('table', { name: /^Transactions of checkout/ });

/** The first record's row (row 0 is the header row). */
export const firstRecordRow = (page: Page): Locator =>
  transactionsTable(page).getByRole('row').nth(1);

/**
 * The count line above the table ("50 loaded transactions; more on the server", "3 of 50
 * loaded transactions match; …"), not the Summary's sentence about the same records.
 */
export const loadedCountLine = (page: Page): Locator =>
  page.getByText(/^[\d,]+ (of [\d,]+ )?loaded transactions?( match(es)?)?;/);

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

/** Opens the Disable checkout confirmation from the checkout page header. */
export async function openDisableDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Disable checkout', exact: true }).click();
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
