import type { Page } from '@playwright/test';
import { FONT_FACES_AHEAD } from '../src/lib/warm-fonts';
import { expect, test } from './fixtures';

// Each font face (family, size, weight, style) a page first draws text in costs a
// font-cache lookup; src/lib/warm-fonts.ts looks the pages' faces up after the first
// screen, one per task, so a page's first full layout does not pay for them at once.

const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    path: '/checkouts/coffee-club',
    // A table from 1,000 px on, cards below.
    ready: (page) =>
      expect(
        page
          .getByRole('table', { name: 'Payments of checkout coffee-club' })
          .getByRole('row')
          .nth(1)
          .or(
            page
              .getByRole('list', { name: 'Payments of checkout coffee-club' })
              .getByRole('listitem')
              .first(),
          ),
      ).toBeVisible(),
  },
  {
    path: '/currencies/crypto',
    ready: (page) => expect(page.getByRole('row').nth(1)).toBeVisible(),
  },
  {
    path: '/currencies/fiat',
    ready: (page) => expect(page.getByRole('row').nth(1)).toBeVisible(),
  },
  {
    path: '/watchlist',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/settings',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
];

/** The faces of the text laid out on the page, as warm-fonts.ts names them. */
function facesOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faces = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!node.textContent?.trim() || !element || !element.getClientRects().length) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      const family = style.fontFamily.startsWith('ui-monospace') ? 'mono' : 'sans';
      faces.add(`${family} ${style.fontSize} ${style.fontWeight} ${style.fontStyle}`);
    }
    return [...faces];
  });
}

for (const width of [390, 820, 1366, 1920]) {
  test(`every font face the pages draw text in at ${width} px is looked up ahead`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const missing = new Map<string, string>();
    for (const { path, ready } of PAGES) {
      await page.goto(path);
      await ready(page);
      for (const face of await facesOnPage(page))
        if (!(FONT_FACES_AHEAD as readonly string[]).includes(face) && !missing.has(face))
          missing.set(face, path);
    }
    expect(Object.fromEntries(missing), 'faces missing from FONT_FACES_AHEAD').toEqual({});
  });
}

test('the faces are looked up once each, after the first screen has painted', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: { font: string; at: number }[] = [];
    Object.assign(window, { fontFacesAhead: seen });
    // Every text a canvas measures on the main thread; the faces' sample is the text with
    // the warning sign (the table's column widths are measured on a canvas too).
    const measureText = OffscreenCanvasRenderingContext2D.prototype.measureText;
    OffscreenCanvasRenderingContext2D.prototype.measureText = function (text: string) {
      if (text.includes('⚠')) seen.push({ font: this.font, at: performance.now() });
      return measureText.call(this, text);
    };
  });
  await page.goto('/checkouts/coffee-club');
  await expect(
    page.getByRole('table', { name: 'Payments of checkout coffee-club' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { fontFacesAhead: unknown[] }).fontFacesAhead.length,
      ),
    )
    .toBe(FONT_FACES_AHEAD.length);
  const { seen, firstPaint, probes } = await page.evaluate(() => ({
    seen: (window as unknown as { fontFacesAhead: { font: string; at: number }[] }).fontFacesAhead,
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    probes: document.querySelectorAll('body > span[aria-hidden="true"]').length,
  }));
  expect(firstPaint).toBeGreaterThan(0);
  for (const entry of seen) expect(entry.at).toBeGreaterThan(firstPaint);
  expect(new Set(seen.map((entry) => entry.font)).size).toBe(FONT_FACES_AHEAD.length);
  // Nothing is laid out in the page for it.
  expect(probes).toBe(0);
});
