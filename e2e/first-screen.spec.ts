import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Records when the element marked as the first screen (its title) painted and when each
 * named resource (by the source of a RegExp on its URL) was first asked for; the first
 * of `held` is held back until `release()`. `times()` reads what was recorded.
 */
async function watchFirstScreen(page: Page, resources: Record<string, string>, held: string) {
  await page.addInitScript((patterns: Record<string, string>) => {
    const times: Record<string, number> = { title: 0 };
    Object.assign(window, { firstScreenTimes: times });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        identifier?: string;
        renderTime?: number;
      })[])
        if (entry.identifier === 'first-screen' && !times.title)
          times.title = entry.renderTime ?? entry.startTime;
    }).observe({ type: 'element', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        for (const [name, pattern] of Object.entries(patterns))
          if (new RegExp(pattern).test(entry.name) && !times[name]) times[name] = entry.startTime;
    }).observe({ type: 'resource', buffered: true });
  }, resources);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(resources[held]!), async (route) => {
    await released;
    await route.continue();
  });
  const times = () =>
    page.evaluate(
      () => (window as unknown as { firstScreenTimes: Record<string, number> }).firstScreenTimes,
    );
  return { release, times };
}

// The checkout's first screen (its title and skeleton) comes with the entry script: it
// paints without waiting for the page's own code or its data, which are asked for only
// once it has.
test("a checkout's title and skeleton paint before the page's code and data are asked for", async ({
  page,
}) => {
  // The page's code is held back until the skeleton has been seen.
  const { release, times } = await watchFirstScreen(
    page,
    {
      pageCode: String.raw`/assets/-checkout-route-[\w-]+\.js$`,
      firstPage: String.raw`/checkout/transactions/coffee-club$`,
    },
    'pageCode',
  );

  await page.goto('/checkouts/coffee-club');
  const skeleton = page.getByLabel('Loading payments');
  await expect(
    skeleton.getByRole('heading', { level: 1, name: 'Checkout coffee-club' }),
  ).toBeVisible();
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveTitle(/^Checkout coffee-club · /);
  await expect(page.getByRole('table')).toHaveCount(0);
  release();

  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const { title, pageCode, firstPage } = await times();
  expect(title).toBeGreaterThan(0);
  expect(pageCode).toBeGreaterThan(title!);
  expect(firstPage).toBeGreaterThan(title!);
});

// The same for the crypto catalogue: its title and a skeleton come with the entry, and the
// list's code is asked for once they have painted (Lighthouse's LCP 2.6 → 2.3 s).
test("the crypto catalogue's title and skeleton paint before the list's code is asked for", async ({
  page,
}) => {
  const { release, times } = await watchFirstScreen(
    page,
    { listCode: String.raw`/assets/crypto-catalogue-[\w-]+\.js$` },
    'listCode',
  );

  await page.goto('/currencies/crypto');
  await expect(page.getByRole('heading', { level: 1, name: 'Crypto currencies' })).toBeVisible();
  const skeleton = page.getByRole('status', { name: 'Loading crypto currencies' });
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveTitle(/^Crypto currencies · /);
  await expect(page.getByRole('table')).toHaveCount(0);
  release();

  await expect(page.getByRole('row', { name: /Tether USD/ })).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  const { title, listCode } = await times();
  expect(title).toBeGreaterThan(0);
  expect(listCode).toBeGreaterThan(title!);
});

// Mantine's own useId swaps React's id for a random one just after mounting, which draws
// every input a second time inside the commit; the build keeps React's id instead.
test("the filters keep React's ids: no second render of each input after mounting", async ({
  page,
}) => {
  await page.goto('/checkouts/coffee-club');
  const search = page.getByRole('textbox', { name: 'Search' });
  await expect(search).toBeVisible();
  await expect(search).toHaveAttribute('id', /^mantine-_?r_?[0-9a-z]+_?$/);
});

// A data page's first load goes from its skeleton to its data and nothing else: the
// frame between the data's arrival and its drawing once read the finished fetch as a
// cancelled one and showed "Loading was cancelled" for a few frames.
for (const path of ['/checkouts/coffee-club', '/currencies/crypto', '/currencies/fiat']) {
  test(`the first load of ${path} never says it was cancelled`, async ({ page }) => {
    await page.addInitScript(() => {
      const said: string[] = [];
      Object.assign(window, { cancelledNotices: said });
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Loading was cancelled'))
          said.push(document.body.textContent.slice(0, 200));
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(path);
    await expect(page.getByRole('table')).toBeVisible();
    const said = await page.evaluate(
      () => (window as unknown as { cancelledNotices: string[] }).cancelledNotices,
    );
    expect(said).toEqual([]);
  });
}
