import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A phone opens a checkout to see its payments: at 390×844, in each language, the first
 * three payments sit wholly in the first screen, above the paging bar fixed to its
 * bottom. The checkouts are the demo's with payments, and one of a configured API.
 */

const DEMO_CHECKOUTS = ['coffee-club', 'conf-2026', 'big-market', 'wholesale', 'live-shop'];
const CONFIGURED_CHECKOUT = 'hoodie-drop';

/** The lowest y the first screen shows payments down to: the window, or a bar fixed over it. */
async function firstScreenBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    let bottom = window.innerHeight;
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      const box = element.getBoundingClientRect();
      // A bar along the bottom edge (the paging bar), not the header at the top.
      if (
        box.height > 0 &&
        box.bottom >= window.innerHeight - 1 &&
        box.top > window.innerHeight / 2
      )
        bottom = Math.min(bottom, box.top);
    }
    return bottom;
  });
}

async function expectThreePaymentsOnFirstScreen(page: Page, checkoutCode: string) {
  await page.goto(`/checkouts/${checkoutCode}`);
  const cards = page.locator('[data-row-index]');
  // The demo's first visit loads its data inside the page: more than the usual wait.
  await expect(cards.nth(2)).toBeVisible({ timeout: 15_000 });
  // The page is at its top, as a visitor opens it.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const bottom = await firstScreenBottom(page);
  for (const index of [0, 1, 2]) {
    const box = await page.locator(`[data-row-index="${index}"]`).first().boundingBox();
    expect(box, `${checkoutCode}: payment ${index + 1}`).not.toBeNull();
    expect(box!.y, `${checkoutCode}: payment ${index + 1} top`).toBeGreaterThanOrEqual(0);
    expect(
      box!.y + box!.height,
      `${checkoutCode}: payment ${index + 1} ends above ${bottom}`,
    ).toBeLessThanOrEqual(bottom);
  }
}

for (const locale of ['en-US', 'de-DE', 'es-ES']) {
  test.describe(`a phone in ${locale}`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 }, hasTouch: true });

    test.describe('on demo data', () => {
      test.use({ connected: false });
      test('every demo checkout shows three payments in its first screen', async ({ page }) => {
        test.setTimeout(90_000);
        for (const code of DEMO_CHECKOUTS) await expectThreePaymentsOnFirstScreen(page, code);
      });
    });

    test('a configured checkout shows three payments in its first screen', async ({ page }) => {
      await expectThreePaymentsOnFirstScreen(page, CONFIGURED_CHECKOUT);
    });
  });
}
