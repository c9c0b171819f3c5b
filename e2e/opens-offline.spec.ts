import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectInWindow, waitForRecords, workerActivated } from './helpers';

/**
 * The app opens without the network (issue 54): after one visit its service worker
 * (vite.config.ts, Workbox) has the whole build, so a reload offline of any address
 * opens the app, the demo with its data; a new version waits for the user's Reload.
 * Other specs block service workers (playwright.config.ts); these let it run.
 */
test.use({ serviceWorkers: 'allow', connected: false });

const SW_FILE = join(import.meta.dirname, '..', 'dist', 'sw.js');

/** The same-origin paths in the worker's precache. */
async function precachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

test('after one visit, a reload offline opens the app at any address', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Checkouts', level: 1 })).toBeVisible();
  await workerActivated(page);
  const paths = await precachedPaths(page);
  expect(paths).toContain('/index.html');
  expect(paths).toContain('/manifest.webmanifest');
  // Lazy chunks too: the settings page, the reconciliation's worker, the demo's data.
  expect(paths).toContainEqual(expect.stringMatching(/^\/assets\/settings-[\w-]+\.js$/));
  expect(paths).toContainEqual(
    expect.stringMatching(/^\/assets\/match-orders\.worker-[\w-]+\.js$/),
  );
  expect(paths).toContainEqual(expect.stringMatching(/^\/assets\/in-page-[\w-]+\.js$/));
  // Never an API answer.
  expect(paths.filter((path) => path.startsWith('/api/') || path.includes('/v1/'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Checkouts', level: 1 })).toBeVisible();
  await page.goto('/settings?x=1');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.goto('/checkouts/abc?x=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test('the demo keeps its data offline', async ({ page, context }) => {
  await page.goto('/checkouts/coffee-club');
  await waitForRecords(page);
  await workerActivated(page);

  await context.setOffline(true);
  await page.reload();
  await waitForRecords(page);
  await expect(page.getByText('Demo data').first()).toBeVisible();
  await context.setOffline(false);
});

test('the manifest makes it installable: linked, named, with its icons', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Checkout dashboard',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    // A PNG's signature.
    expect((await image.body()).subarray(1, 4).toString('latin1'), icon.src).toBe('PNG');
  }
});

test('a new version waits for Reload: nothing reloads by itself', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Checkouts', level: 1 })).toBeVisible();
  await workerActivated(page);
  // The next visit is the worker's (a first visit's page is never taken over).
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  // A new release: the worker's script changes on the server.
  const released = await readFile(SW_FILE, 'utf8');
  try {
    await appendFile(SW_FILE, '\n// the next release\n');
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());

    const prompt = page
      .getByRole('status')
      .filter({ hasText: 'A new version of the dashboard is ready' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible();
    // The new version waits; this page is the same document.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null),
    ).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);

    // Later: the notice goes; the next visit asks again.
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(prompt).toBeVisible();
    // Whole on a phone, with no sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectInWindow(prompt, { whole: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    // Reload: the new version takes over and the page loads again.
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Checkouts', level: 1 })).toBeVisible();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting === null),
    ).toBe(true);
  } finally {
    await writeFile(SW_FILE, released);
  }
});
