import { expect, test } from './fixtures';

// The checkout's first screen (its title and skeleton) comes with the entry script: it
// paints without waiting for the page's own code or its data, which are asked for only
// once it has.
test("a checkout's title and skeleton paint before the page's code and data are asked for", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const times = { skeleton: 0, pageCode: 0, firstPage: 0 };
    Object.assign(window, { firstScreenTimes: times });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        identifier?: string;
        renderTime?: number;
      })[])
        if (entry.identifier === 'first-screen' && !times.skeleton)
          times.skeleton = entry.renderTime ?? entry.startTime;
    }).observe({ type: 'element', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (/\/assets\/-checkout-route-[\w-]+\.js$/.test(entry.name) && !times.pageCode)
          times.pageCode = entry.startTime;
        else if (/\/checkout\/transactions\/coffee-club$/.test(entry.name) && !times.firstPage)
          times.firstPage = entry.startTime;
    }).observe({ type: 'resource', buffered: true });
  });
  // The page's code is held back until the skeleton has been seen.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/-checkout-route-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });

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
  const times = await page.evaluate(
    () =>
      (
        window as unknown as {
          firstScreenTimes: { skeleton: number; pageCode: number; firstPage: number };
        }
      ).firstScreenTimes,
  );
  expect(times.skeleton).toBeGreaterThan(0);
  expect(times.pageCode).toBeGreaterThan(times.skeleton);
  expect(times.firstPage).toBeGreaterThan(times.skeleton);
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
