import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  openDisableDialog,
  openExportDialog,
  openFirstRecord,
  transactionsTable,
  waitForCryptoCatalogue,
  waitForFiatCatalogue,
  waitForRecords,
  waitForSettledStyles,
} from './helpers';

/**
 * axe-core on every page and overlay, in the light and the dark scheme. Serious and
 * critical violations fail the test; lesser ones are attached to the report (and
 * printed) so they are visible without blocking.
 */

interface Scan {
  name: string;
  open: (page: Page) => Promise<void>;
}

const SCANS: Scan[] = [
  {
    name: 'settings',
    open: async (page) => {
      await page.goto('/settings');
      await expect(page.getByLabel('API base URL')).toBeVisible();
    },
  },
  {
    name: 'settings after a failed save',
    open: async (page) => {
      await page.goto('/settings');
      await page.getByLabel('App ID', { exact: true }).fill('not-an-app-id');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('button', { name: 'Save anyway' })).toBeVisible();
    },
  },
  {
    name: 'checkouts home',
    open: async (page) => {
      // A recent checkout, so the list is scanned too.
      await page.goto('/checkouts/hoodie-drop');
      await expect(page.getByRole('heading', { name: 'Hoodie drop' })).toBeVisible();
      await page.goto('/');
      await expect(page.getByLabel('Checkout code')).toBeVisible();
      await expect(page.getByText('Hoodie drop').first()).toBeVisible();
    },
  },
  {
    name: 'checkout with data',
    open: async (page) => {
      await page.goto('/checkouts/conf-2026');
      await waitForRecords(page);
    },
  },
  {
    name: 'checkout with the Summary expanded',
    open: async (page) => {
      await page.goto('/checkouts/conf-2026');
      await waitForRecords(page);
      await page.getByRole('button', { name: 'Show details' }).click();
      await expect(page.getByTestId('summary-scope')).toBeVisible();
    },
  },
  {
    name: 'checkout on a phone (cards, stacked Summary)',
    open: async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/checkouts/conf-2026');
      await expect(
        page.getByRole('list', { name: 'Payments of checkout conf-2026' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Show details' }).click();
      await expect(page.getByRole('list', { name: 'Completed totals per token' })).toBeVisible();
    },
  },
  {
    name: 'export dialog',
    open: async (page) => {
      await page.goto('/checkouts/conf-2026');
      await waitForRecords(page);
      await openExportDialog(page);
    },
  },
  {
    name: 'transaction details drawer',
    open: async (page) => {
      await page.goto('/checkouts/conf-2026');
      await openFirstRecord(page);
    },
  },
  {
    name: 'disable dialog',
    open: async (page) => {
      await page.goto('/checkouts/conf-2026');
      await waitForRecords(page);
      await openDisableDialog(page);
    },
  },
  {
    name: 'crypto catalogue',
    open: async (page) => {
      await page.goto('/currencies/crypto');
      await waitForCryptoCatalogue(page);
    },
  },
  {
    name: 'crypto catalogue by chain',
    open: async (page) => {
      await page.goto('/currencies/crypto');
      await page.getByText('By chain', { exact: true }).click();
      await expect(page).toHaveURL(/by-chain/);
      await expect(page.getByRole('table').first()).toBeVisible();
    },
  },
  {
    name: 'fiat catalogue',
    open: async (page) => {
      await page.goto('/currencies/fiat');
      await waitForFiatCatalogue(page);
    },
  },
  {
    name: 'not found',
    open: async (page) => {
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    },
  },
  {
    name: 'error state',
    open: async (page) => {
      await page.goto('/checkouts/coffee-club');
      await expect(page.getByRole('alert').first()).toBeVisible();
    },
  },
];

const BLOCKING = new Set(['serious', 'critical']);

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    for (const scan of SCANS) {
      test(`${scan.name} has no serious or critical axe violations`, async ({ page, mockApi }) => {
        if (scan.name === 'error state') {
          await mockApi.addFault({ route: 'transactions', kind: 'failed-envelope-200' });
        }
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await scan.open(page);
        await expect(page.locator('html')).toHaveAttribute(
          'data-mantine-color-scheme',
          colorScheme,
        );
        // Contrast is measured on the final colours: overlays fully faded in, no hover
        // or enter transition half-way.
        await waitForSettledStyles(page);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.impact ?? 'unknown'} ${violation.id} (${violation.nodes.length}): ` +
            violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(' | '),
        );
        await test.info().attach('axe violations', {
          body: JSON.stringify(summary, null, 2),
          contentType: 'application/json',
        });
        console.log(
          `[axe] ${colorScheme} / ${scan.name}: ${results.violations.length} rule(s) violated` +
            (summary.length ? `\n  ${summary.join('\n  ')}` : ''),
        );
        const blocking = summary.filter((line) => BLOCKING.has(line.split(' ')[0] ?? ''));
        expect(blocking).toEqual([]);
      });
    }
  });
}

test('every status badge carries its status as text', async ({ page, mockApi }) => {
  // Unknown statuses too: they are shown as they came, never as a bare colour.
  await mockApi.addFault({ route: 'transactions', kind: 'unknown-status' });
  await page.goto('/checkouts/live-desk');
  const table = transactionsTable(page);
  await waitForRecords(page);
  const badges = table.locator('.mantine-Badge-root');
  const count = await badges.count();
  expect(count).toBeGreaterThan(0);
  // textContent: the text as written, before any CSS upper-casing.
  const texts = await badges.allTextContents();
  for (const text of texts) expect(text.trim()).not.toBe('');
  const statuses = new Set(texts.map((text) => text.trim()));
  for (const status of ['Pending', 'Refunded']) expect(statuses).toContain(status);
});
