import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loadedCountLine, waitForRecords } from './helpers';

// The checkout's filter comboboxes, More filters' drawer and the column chooser bring
// Mantine's combobox, popover, drawer and floating-ui: their code is fetched when one of
// them is reached for, not with the rows. Until it is in, each control is a stand-in that
// keeps what is done to it.
const ON_TOUCH =
  /\/assets\/(filter-comboboxes|more-filters-drawer|column-chooser-popover)-[\w-]+\.js$/;
const COMBOBOXES = /\/assets\/filter-comboboxes-[\w-]+\.js$/;

async function openCheckout(page: Page) {
  await page.goto('/checkouts/conf-2026');
  await waitForRecords(page);
}

/** Holds back the files matching `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("the filters' and the column chooser's code is fetched when reached for, not with the rows", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await openCheckout(page);
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => ON_TOUCH.test(path))).toEqual([]);

  const comboboxes = page.waitForRequest((request) => COMBOBOXES.test(request.url()));
  await page.getByRole('combobox', { name: 'Status' }).hover();
  await comboboxes;
  // Only the pointer came: nothing opens, the focus stays where it was.
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByRole('combobox', { name: 'Status' })).not.toBeFocused();
});

test('keys pressed on a filter while its code loads are replayed when it arrives', async ({
  page,
}) => {
  const release = await holdBack(page, COMBOBOXES);
  await openCheckout(page);
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.focus();
  // ArrowDown opens the list on its first option (Pending); once more is Completed.
  for (const key of ['ArrowDown', 'ArrowDown', 'Enter', 'Escape']) await page.keyboard.press(key);
  await expect(page.getByRole('option', { name: 'Completed' })).toHaveCount(0);
  release();

  await expect(page).toHaveURL(/status=.*Completed/);
  await expect(loadedCountLine(page)).toHaveText(/^\d+ of 50 loaded payments match/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeFocused();
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test('a click on a filter while its code loads opens its list when it arrives', async ({
  page,
}) => {
  const release = await holdBack(page, COMBOBOXES);
  await openCheckout(page);
  await page.getByRole('combobox', { name: 'Chain' }).click();
  await expect(page.getByRole('option', { name: 'ETH', exact: true })).toHaveCount(0);
  release();

  await page.getByRole('option', { name: 'ETH', exact: true }).click();
  await expect(page).toHaveURL(/chain=.*ETH/);
});

test('More filters and Columns clicked while their code loads open when it arrives', async ({
  page,
}) => {
  const release = await holdBack(page, /\/assets\/more-filters-drawer-/);
  await openCheckout(page);
  await page.getByRole('button', { name: 'More filters' }).click();
  await expect(page.getByRole('dialog', { name: 'More filters' })).toHaveCount(0);
  release();
  const drawer = page.getByRole('dialog', { name: 'More filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Close more filters' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'More filters' })).toBeFocused();

  await page.unrouteAll();
  const release2 = await holdBack(page, /\/assets\/column-chooser-popover-/);
  await page.reload();
  await waitForRecords(page);
  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(page.getByRole('group', { name: 'Visible columns' })).toHaveCount(0);
  release2();
  await expect(page.getByRole('group', { name: 'Visible columns' })).toBeVisible();
});

test("the Summary's details, left open, are closed on the next visit, and nothing shifts", async ({
  page,
}) => {
  await openCheckout(page);
  await page.getByRole('button', { name: 'Show details' }).click();
  await expect(page.getByTestId('summary-scope')).toBeVisible();

  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await waitForRecords(page);
  // Details open where asked (issue 58 item 4): the next visit starts with payments.
  await expect(page.getByRole('button', { name: 'Show details' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByTestId('summary-scope')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
  ).toEqual([]);
});
