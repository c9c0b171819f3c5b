import type { Page } from '@playwright/test';
import { SEED_CHECKOUTS, generateRecords } from '../mocks/data';
import { expect, test, type MockApiControl } from './fixtures';
import { exportPayments, loadedCountLine, openExportDialog, scrollToEnd } from './helpers';

/**
 * Every way of asking for the next page asks each page once: Load more (also pressed
 * twice, or while the end of the list is reached), reaching the end of the list, Load
 * all, Search all pages (also pressed twice), a link to one payment and the export of
 * every payment (also with Export pressed twice). Checked
 * in the mock server's request log at a phone, a small laptop and a laptop width. Each
 * page answers after a short delay, as a real service behind a CORS preflight does, so
 * a second trigger has time to come while the first request is on its way.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
  { width: 1366, height: 768 },
] as const;

const CONF = 'conf-2026'; // 120 payments: pages 1-3
const BIG = 'big-market'; // 2,500 payments: pages 1-50
const confRecords = generateRecords(SEED_CHECKOUTS.find((checkout) => checkout.code === CONF)!);

/** The page numbers of every GET of a checkout's later pages, in the order asked. */
async function pagesAsked(mockApi: MockApiControl, code: string): Promise<number[]> {
  const pattern = new RegExp(`^/v1/checkout/transactions/${code}/(\\d+)$`);
  return (await mockApi.requests())
    .filter((entry) => entry.method === 'GET')
    .map((entry) => pattern.exec(entry.path)?.[1])
    .filter((page): page is string => page !== undefined)
    .map(Number);
}

/** Pages 2..last, each once and in order. */
const pagesTo = (last: number) => Array.from({ length: last - 1 }, (_, index) => index + 2);

async function openCheckout(page: Page, mockApi: MockApiControl, code: string, search = '') {
  await mockApi.addFault({ route: 'transactions', kind: 'latency', latencyMs: 150 });
  await page.goto(`/checkouts/${code}${search}`);
  await expect(loadedCountLine(page)).toHaveText(/^(\d+ of )?50 loaded/);
}

/** Waits until the count line says `count` payments are loaded. */
const expectLoaded = (page: Page, count: string) =>
  expect(loadedCountLine(page)).toHaveText(new RegExp(`^(\\d+ of )?${count} loaded`));

for (const size of WIDTHS) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('one Load more click asks for the next page once, 20 times in a row', async ({
      page,
      mockApi,
    }) => {
      await openCheckout(page, mockApi, BIG);
      const loadMore = page.getByRole('button', { name: 'Load more' });
      for (let click = 1; click <= 20; click++) {
        await loadMore.click();
        await expectLoaded(page, ((click + 1) * 50).toLocaleString('en-US'));
        expect(await pagesAsked(mockApi, BIG)).toEqual(pagesTo(click + 1));
      }
    });

    test('Load more pressed twice, or while the end of the list is reached, asks once', async ({
      page,
      mockApi,
    }) => {
      await openCheckout(page, mockApi, CONF);
      // Two presses in one task: the button has no time to show that it is loading.
      await page.getByRole('button', { name: 'Load more' }).evaluate((button: HTMLElement) => {
        button.click();
        button.click();
      });
      await expectLoaded(page, '100');
      expect(await pagesAsked(mockApi, CONF)).toEqual([2]);

      // The end of the list reached (which asks for the next page by itself) and Load
      // more pressed in the same moment.
      await page.getByRole('button', { name: 'Load more' }).evaluate((button: HTMLElement) => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        button.click();
        requestAnimationFrame(() => button.click());
      });
      await expectLoaded(page, '120');
      expect(await pagesAsked(mockApi, CONF)).toEqual([2, 3]);
    });

    test('reaching the end of the list asks each page once', async ({ page, mockApi }) => {
      await openCheckout(page, mockApi, CONF);
      await expect
        .poll(
          async () => {
            await scrollToEnd(page);
            return (await loadedCountLine(page).textContent()) ?? '';
          },
          { timeout: 15_000 },
        )
        .toMatch(/^120 loaded/);
      expect(await pagesAsked(mockApi, CONF)).toEqual([2, 3]);
    });

    test('Load all, pressed twice, asks each page once', async ({ page, mockApi }) => {
      await openCheckout(page, mockApi, CONF);
      await page.getByRole('button', { name: 'Load all' }).evaluate((button: HTMLElement) => {
        button.click();
        button.click();
      });
      await expectLoaded(page, '120');
      expect(await pagesAsked(mockApi, CONF)).toEqual([2, 3]);
    });

    test('Search all pages asks each page once', async ({ page, mockApi }) => {
      await openCheckout(page, mockApi, CONF, '?status=%5B%22Failed%22%5D');
      await page.getByRole('button', { name: 'Search all pages' }).click();
      await expectLoaded(page, '120');
      expect(await pagesAsked(mockApi, CONF)).toEqual([2, 3]);
    });

    test('Search all pages pressed twice quickly asks each page once', async ({
      page,
      mockApi,
    }) => {
      await openCheckout(page, mockApi, CONF, '?status=%5B%22Failed%22%5D');
      // Two presses in one task: the button has no time to turn into the progress line.
      await page
        .getByRole('button', { name: 'Search all pages' })
        .evaluate((button: HTMLElement) => {
          button.click();
          button.click();
        });
      await expectLoaded(page, '120');
      await expect(page.getByRole('button', { name: 'Search all pages' })).toBeHidden();
      expect(await pagesAsked(mockApi, CONF)).toEqual([2, 3]);
    });

    test('a link to a payment on page 3 asks each page up to it once', async ({
      page,
      mockApi,
    }) => {
      const target = confRecords[110]!;
      await mockApi.addFault({ route: 'transactions', kind: 'latency', latencyMs: 150 });
      await page.goto(`/checkouts/${CONF}?tx=${target.hash}`);
      // Three pages, each after a delay, on a machine that may be busy.
      await expect(page.getByRole('dialog', { name: /^Payment of / })).toBeVisible({
        timeout: 15_000,
      });
      expect(await pagesAsked(mockApi, CONF)).toEqual([2, 3]);
    });

    test('the export of all payments asks each remaining page once', async ({ page, mockApi }) => {
      await openCheckout(page, mockApi, CONF);
      await exportPayments(page, { scope: 'All payments of this checkout', format: 'CSV' });
      expect(await pagesAsked(mockApi, CONF)).toEqual([2, 3]);
    });

    test('the export of all payments, Export pressed twice quickly, asks each remaining page once', async ({
      page,
      mockApi,
    }) => {
      await openCheckout(page, mockApi, CONF);
      const dialog = await openExportDialog(page);
      await expect(
        dialog.getByRole('radio', { name: 'All payments of this checkout' }),
      ).toBeChecked();
      const downloads: string[] = [];
      page.on('download', (download) => downloads.push(download.suggestedFilename()));
      const written = page.waitForEvent('download');
      // Two presses in one task: the button has no time to show that it is loading.
      await dialog.getByRole('button', { name: 'Export CSV' }).evaluate((button: HTMLElement) => {
        button.click();
        button.click();
      });
      await written;
      await expect(dialog.getByRole('status').filter({ hasText: 'Wrote' })).toHaveText(
        /^Wrote 120 payments to /,
      );
      expect(await pagesAsked(mockApi, CONF)).toEqual([2, 3]);
      // Both presses share the pages; the second writes no second file.
      expect(downloads).toHaveLength(1);
    });
  });
}
