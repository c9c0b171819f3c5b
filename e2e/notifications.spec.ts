import { LIVE_CHECK_MS } from '../src/features/live-updates';
import { expect, test } from './fixtures';
import { checkoutAction, boxOf, overlaps, waitForRecords } from './helpers';

/** Where notifications appear, and how the activity feed marks what is unseen. */

test.use({ viewport: { width: 1366, height: 768 } });

test('the disable notification says it once, away from the header controls', async ({ page }) => {
  await page.goto('/checkouts/hoodie-drop');
  await waitForRecords(page);
  await page.getByRole('button', { name: 'Disable checkout', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable checkout hoodie-drop?' });
  await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(dialog).toBeHidden();

  const notification = page.getByRole('alert').filter({ hasText: 'disabled' });
  await expect(notification).toHaveText('Checkout hoodie-drop disabled successfully');
  const note = await boxOf(notification);
  const controls = page.locator('header').getByRole('button');
  expect(await controls.count()).toBeGreaterThan(2);
  for (const control of await controls.all()) {
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
    expect(overlaps(note, await boxOf(control)), `covers ${name}`).toBe(false);
  }
  // Bottom right of the window.
  const viewport = page.viewportSize()!;
  expect(note.y).toBeGreaterThan(viewport.height / 2);
  expect(note.x + note.width).toBeGreaterThan(viewport.width - 40);
});

test('the activity feed marks unseen items quietly: a dot, and "Unseen" for screen readers', async ({
  page,
  mockApi,
}) => {
  await page.clock.install();
  await page.goto('/checkouts/live-desk');
  await expect(page.getByRole('heading', { name: 'Live desk', level: 1 })).toBeVisible();
  await (await checkoutAction(page, 'Pin to watchlist')).click();
  await page.getByRole('link', { name: 'Watchlist' }).click();
  await expect(page.getByRole('table', { name: 'Payments of pinned checkouts' })).toBeVisible();

  await mockApi.advance('live-desk', 'complete-pending');
  await page.clock.fastForward(LIVE_CHECK_MS);
  const feed = page.getByRole('list', { name: 'Activity feed' });
  const item = feed.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(/^Unseen: /);
  await expect(item.locator('[data-unseen-mark]')).toBeVisible();
  await expect(item).not.toContainText('(unseen)');
  await expect(page.getByRole('heading', { name: /Activity/ })).toContainText('1 unseen');

  await page.getByRole('button', { name: 'Mark as seen' }).click();
  await expect(item).not.toContainText('Unseen');
  await expect(item.locator('[data-unseen-mark]')).toHaveCount(0);
  await expect(item).toContainText('went from Pending to Completed');
});
