import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectInWindow } from './helpers';

/** The skip link, and where focus goes after a navigation. */

test.use({ viewport: { width: 1366, height: 768 } });

/** The focused element, described for a failure message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element === document.body ? 'body' : `${element?.tagName} ${element?.textContent}`;
  });

test('the first Tab shows "Skip to content", which moves focus to the main region', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Checkouts', level: 1 })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expectInWindow(skip, { outside: true });

  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expectInWindow(skip);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
  // The next Tab is inside the page, past the header and the navigation.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Checkout code')).toBeFocused();
});

test("Open by keyboard puts focus on the checkout's heading; the first load moves nothing", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Checkouts', level: 1 })).toBeVisible();
  expect(await focused(page)).toBe('body');

  await page.getByLabel('Checkout code').focus();
  await page.keyboard.type('conf-2026');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Open', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  const heading = page.getByRole('heading', { name: 'DevConf 2026 ticket', level: 1 });
  await expect(heading).toBeFocused();
  // Programmatic focus only: Tab never stops on the heading.
  await expect(heading).toHaveAttribute('tabindex', '-1');

  // A link in the navigation: the new page's heading again.
  await page.getByRole('link', { name: 'Fiat currencies' }).click();
  await expect(page.getByRole('heading', { name: 'Fiat currencies', level: 1 })).toBeFocused();
});
