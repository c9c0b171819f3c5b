import { expect, test } from './fixtures';

for (const [width, height] of [
  [390, 844],
  [820, 1180],
  [1366, 768],
  [1920, 1080],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`shot ${width} ${scheme}`, async ({ page, context }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/checkouts/coffee-club');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await context.setOffline(true);
      if (width < 768) await page.getByRole('button', { name: 'Navigation' }).click();
      await page.getByRole('link', { name: 'Crypto currencies' }).click();
      await expect(page.getByRole('alert', { name: 'This page could not be loaded' })).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `/tmp/shots/code-${width}-${scheme}.png` });
    });
  }
}
