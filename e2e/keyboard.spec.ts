import type { Locator, Page } from '@playwright/test';
import { MOCK_API_URL, TEST_APP_ID, expect, test } from './fixtures';
import {
  loadedCountLine,
  transactionsTable,
  waitForCryptoCatalogue,
  waitForFiatCatalogue,
  waitForRecords,
} from './helpers';

/**
 * Keyboard-only paths through the main flows: Tab, Shift+Tab, Enter, Space, Escape and
 * arrows, never the mouse. Every element reached with Tab must show a visible focus
 * indicator (outline, ring, or a changed border for text fields).
 */

/** Describes the focused element if it shows no visible focus indicator, else null. */
async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const visible = (target: Element | null): boolean => {
      if (!target) return false;
      const style = getComputedStyle(target);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    if (visible(element)) return null;
    // Visually hidden inputs (switch, checkbox, segmented control) draw the ring on a
    // sibling or on their wrapper.
    if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
      const around = [
        element.nextElementSibling,
        element.parentElement,
        element.parentElement?.querySelector('[class*="track"], [class*="indicator"], label'),
      ];
      if (around.some((target) => visible(target ?? null))) return null;
    }
    // Text fields show focus with a border in the primary colour (Mantine's focus style).
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      const probe = document.createElement('span');
      probe.style.color = 'var(--mantine-primary-color-filled)';
      document.body.append(probe);
      const primary = getComputedStyle(probe).color;
      probe.remove();
      const box = element.closest('[class*="wrapper"], [class*="PillsInput"]') ?? element;
      if ([element, box].some((target) => getComputedStyle(target).borderColor === primary))
        return null;
      // Multi-selects draw the ring on the box around their small inner field.
      if (visible(element.closest('.mantine-Input-input'))) return null;
    }
    const name =
      element.getAttribute('aria-label') ??
      element.textContent?.trim().slice(0, 40) ??
      element.tagName;
    const label = element.id ? document.querySelector(`label[for="${element.id}"]`) : null;
    return `${element.tagName.toLowerCase()} "${name || label?.textContent || element.className}" has no visible focus`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking the focus indicator at
 * every stop on the way. Fails after `max` presses.
 */
async function tabTo(
  page: Page,
  target: Locator,
  problems: string[],
  { max = 60, back = false } = {},
): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    // A stand-in replaced by its control as the focus reaches it (code-on-touch.ts) hands
    // the focus over in an effect: for that moment it is on the body.
    await page
      .waitForFunction(() => document.activeElement !== document.body, undefined, {
        timeout: 2_000,
      })
      .catch(() => {});
    const problem = await focusProblem(page);
    if (problem) problems.push(problem);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
  }
  throw new Error(`could not reach ${target.toString()} with ${max} presses of Tab`);
}

/** Tab `presses` times and check focus never leaves `container`. */
async function expectFocusTrapped(page: Page, container: Locator, presses: number) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(
      await container.evaluate((element) => element.contains(document.activeElement)),
      `focus left the dialog after ${i + 1} presses`,
    ).toBe(true);
  }
}

test.describe('without settings', () => {
  test.use({ connected: false });

  test('set the app ID in Settings', async ({ page }) => {
    const problems: string[] = [];
    await page.goto('/settings');
    const baseUrl = page.getByLabel('API base URL');
    await tabTo(page, baseUrl, problems);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(MOCK_API_URL);
    await tabTo(page, page.getByLabel('App ID', { exact: true }), problems);
    await page.keyboard.type(TEST_APP_ID);
    await tabTo(page, page.getByRole('switch', { name: 'Remember on this device' }), problems);
    await tabTo(page, page.getByRole('button', { name: 'Save' }), problems);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(page.getByText('Demo data', { exact: true })).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test('open a checkout, filter, read a record, load more', async ({ page, mockApi }) => {
  const problems: string[] = [];
  await page.goto('/');
  await tabTo(page, page.getByLabel('Checkout code'), problems);
  await page.keyboard.type('conf-2026');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'DevConf 2026 ticket' })).toBeVisible();
  await expect(page.getByText('50 loaded payments; more on the server')).toBeVisible();

  // Filter by status with the keyboard: type to narrow the options, Enter to pick.
  const status = page.getByRole('combobox', { name: 'Status' });
  await tabTo(page, status, problems);
  // ArrowDown opens the list on its first option (Pending); once more is Completed.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=.*Completed/);
  await expect(loadedCountLine(page)).toHaveText(/^\d+ of 50 loaded payments match/);

  // A row of the table, then its details.
  const table = transactionsTable(page);
  const firstRow = table.locator('[data-row-index="0"]');
  await tabTo(page, firstRow, problems);
  await page.keyboard.press('ArrowDown');
  const secondRow = table.locator('[data-row-index="1"]');
  await expect(secondRow).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: /^Payment of / });
  await expect(drawer).toBeVisible();
  await expect
    .poll(() => drawer.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await expectFocusTrapped(page, drawer, 12);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(secondRow).toBeFocused();

  // Load more, by keyboard.
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await tabTo(page, loadMore, problems, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByText(/of 100 loaded payments match; more on the server/)).toBeVisible();
  const pages = (await mockApi.requests()).filter((request) =>
    request.path.startsWith('/v1/checkout/transactions/conf-2026'),
  );
  expect(pages.map((request) => request.path)).toContain('/v1/checkout/transactions/conf-2026/2');
  expect(problems).toEqual([]);
});

test('typing in a filter narrows its options and Enter picks the one highlighted', async ({
  page,
}) => {
  const problems: string[] = [];
  await page.goto('/checkouts/conf-2026');
  await expect(page.getByText('50 loaded payments; more on the server')).toBeVisible();

  // Each filter as a keyboard user meets it: typed text narrows, Enter picks, Escape closes.
  const pick = async (name: string, typed: string) => {
    await tabTo(page, page.getByRole('combobox', { name, exact: true }), problems);
    await page.keyboard.type(typed);
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
  };
  await pick('Status', 'Fail');
  await expect(page).toHaveURL(/status=.*Failed/);
  await expect(page).not.toHaveURL(/Pending|Completed/);
  await pick('Chain', 'tro');
  await expect(page).toHaveURL(/chain=.*TRON/);
  await pick('Date (UTC)', 'last 7');
  await expect(page).toHaveURL(/date=7d/);

  await page.goto('/currencies/crypto');
  await waitForCryptoCatalogue(page);
  await pick('Chains', 'poly');
  await expect(page).toHaveURL(/chains=.*Polygon/i);
  expect(problems).toEqual([]);
});

test('disable a checkout with confirmation, by keyboard', async ({ page, mockApi }) => {
  const problems: string[] = [];
  await page.goto('/checkouts/hoodie-drop');
  await waitForRecords(page);
  const trigger = page.getByRole('button', { name: 'Disable checkout', exact: true });
  await tabTo(page, trigger, problems);

  // Space opens; Escape cancels, sends nothing, and gives focus back.
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Disable checkout hoodie-drop?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectFocusTrapped(page, dialog, 6);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  expect((await mockApi.requests()).filter((request) => request.method === 'PATCH')).toEqual([]);

  // Enter opens; Tab to Disable; Enter confirms: exactly one PATCH.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Disable', exact: true }), problems, {
    max: 6,
  });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/disabled from this browser on/)).toBeVisible();
  const patches = (await mockApi.requests()).filter((request) => request.method === 'PATCH');
  expect(patches.map((request) => request.path)).toEqual(['/v1/checkout/disable/hoodie-drop']);
  expect(problems).toEqual([]);
});

test.describe('clipboard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copy a currency ID, by keyboard', async ({ page }) => {
    const problems: string[] = [];
    await page.goto('/currencies/fiat');
    await waitForFiatCatalogue(page);
    const copy = page.getByRole('button', { name: /^Copy ID \d+$/ }).first();
    const label = (await copy.getAttribute('aria-label')) ?? '';
    const id = label.replace('Copy ID ', '');
    await tabTo(page, copy, problems, { max: 40 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: `Copied ID ${id}` })).toBeVisible();
    await expect(page.getByTestId('announcer')).toHaveText(`Copied ID ${id}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);
    expect(problems).toEqual([]);
  });
});
