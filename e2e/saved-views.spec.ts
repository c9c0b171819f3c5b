import type { Page } from '@playwright/test';
import { connectToMockApi, expect, test } from './fixtures';
import {
  checkBothSchemes,
  expectInWindow,
  LAYOUT_WIDTHS,
  savedViewNames,
  seriousAxeViolations,
  unfoldFilters,
  waitForSettledStyles,
} from './helpers';
import { message, type TestLocale } from './messages';

/**
 * Issue 53's saved views against the HTTP mock (the demo seed). Expected rows are written
 * by hand from the seed: coffee-club has 5 Failed payments (as e2e/reconcile.spec.ts).
 */
const FAILED_ON_COFFEE_CLUB = 5;

const FAILED_SEARCH = '?status=%5B%22Failed%22%5D';

/** "5 of 37 loaded payments match; …": the count of rows the filters show. */
const matching = (page: Page, shown: number) =>
  page.getByText(new RegExp(`^${shown} of \\d+ loaded payments match`));

async function saveView(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Save as new view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as a view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`View: ${name}`, { exact: true })).toBeVisible();
}

async function openManage(page: Page) {
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Manage views…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved views' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a view is saved, says Modified when the filters change, resets, and is renamed, reordered and deleted', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`/checkouts/coffee-club${FAILED_SEARCH}`);
    await expect(matching(page, FAILED_ON_COFFEE_CLUB)).toBeVisible();
    await saveView(page, 'Failed only');
    await expect(page).toHaveURL(/[?&]view=[a-z0-9]{8}(&|$)/);
    await expect(page.getByText('Modified')).toHaveCount(0);

    // Another filter: the view is modified; Reset brings its filters back.
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('zzz-no-such-hash');
    await expect(page.getByText('Modified', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Reset to view Failed only' }).click();
    await expect(page.getByText('Modified', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Search', exact: true })).toHaveValue('');
    await expect(matching(page, FAILED_ON_COFFEE_CLUB)).toBeVisible();

    await saveView(page, 'Second look');
    expect(await savedViewNames(page)).toEqual(['Failed only', 'Second look']);

    const dialog = await openManage(page);
    const firstName = dialog.getByRole('textbox', { name: 'Name of view 1' });
    await firstName.fill('Failed payments');
    await firstName.press('Tab');
    await dialog.getByRole('button', { name: 'Move Second look up' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name of view 1' })).toHaveValue(
      'Second look',
    );
    await dialog.getByRole('button', { name: 'Delete view Second look' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name of view 2' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    expect(await savedViewNames(page)).toEqual(['Failed payments']);

    // Kept across a reload, for this profile.
    await page.reload();
    expect(await savedViewNames(page)).toEqual(['Failed payments']);
    expect(consoleErrors).toEqual([]);
  });

  test('the default view opens on a plain link, and a copied link opens the view in a fresh browser', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/checkouts/coffee-club${FAILED_SEARCH}`);
    await saveView(page, 'Failed only');

    const dialog = await openManage(page);
    await dialog.getByRole('combobox', { name: 'Opens by default' }).click();
    await page.getByRole('option', { name: 'On every checkout' }).click();
    await dialog.getByRole('button', { name: 'Copy a link to view Failed only' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    // The link names the profile, never its app ID.
    expect(link).toMatch(/\/checkouts\/coffee-club\?/);
    expect(link).toMatch(/[?&]profile=/);
    expect(link).toMatch(/status=/);

    // A plain link to a checkout opens with the default view.
    await page.goto('/checkouts/coffee-club');
    await expect(page.getByText('View: Failed only', { exact: true })).toBeVisible();
    await expect(matching(page, FAILED_ON_COFFEE_CLUB)).toBeVisible();
    await expect(page).toHaveURL(/status=/);
    // A link with filters of its own keeps them.
    await page.goto('/checkouts/coffee-club?sort=usd');
    await expect(page.getByText('View: Failed only', { exact: true })).toHaveCount(0);

    const fresh = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const other = await fresh.newPage();
    // A teammate's browser with a profile of the same name (the link names no app ID).
    await connectToMockApi(other);
    await other.goto(link);
    await expect(matching(other, FAILED_ON_COFFEE_CLUB)).toBeVisible();
    await fresh.close();
    expect(consoleErrors).toEqual([]);
  });
});

for (const locale of ['de', 'es'] as const satisfies readonly TestLocale[]) {
  test.describe(`in ${locale}`, () => {
    test.use({
      locale: locale === 'de' ? 'de-DE' : 'es-ES',
      viewport: { width: 1366, height: 768 },
    });

    test('a view is saved and shown in the language', async ({ page, consoleErrors }) => {
      const m = (id: string, values?: Record<string, string>) => message(locale, id, values);
      await page.goto(`/checkouts/coffee-club${FAILED_SEARCH}`);
      await page.getByRole('button', { name: m('saved-views.menu'), exact: true }).click();
      await page.getByRole('menuitem', { name: m('views-dialog.saveAs') }).click();
      const dialog = page.getByRole('dialog', { name: m('views-dialog.saveDialogTitle') });
      await dialog
        .getByRole('textbox', { name: m('views-dialog.nameLabel') })
        .fill('Fehlgeschlagen');
      await dialog.getByRole('button', { name: m('saved-views.save'), exact: true }).click();
      await expect(
        page.getByText(m('saved-views.active', { name: 'Fehlgeschlagen' }), { exact: true }),
      ).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });
}

for (const size of LAYOUT_WIDTHS) {
  test.describe(`${size.name} ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a modified view and the views dialog fit, are named for a screen reader and pass axe, light and dark', async ({
      page,
    }, testInfo) => {
      await page.goto(`/checkouts/coffee-club${FAILED_SEARCH}`);
      await saveView(page, 'Failed payments of the week, by time');
      await unfoldFilters(page);
      await page.getByRole('textbox', { name: 'Search', exact: true }).fill('zzz');
      await expect(page.getByText('Modified', { exact: true })).toBeVisible();
      // The page at rest: no control under the pointer (a hovered button is another scan).
      await page.mouse.move(0, 0);
      await checkBothSchemes(page, testInfo, `saved-views-${size.width}`);
      const dialog = await openManage(page);
      await waitForSettledStyles(page);
      expect.soft(await seriousAxeViolations(page), 'dialog').toEqual([]);
      await expectInWindow(dialog.getByRole('button', { name: /^Delete view/ }));
      await page.screenshot({ path: testInfo.outputPath(`saved-views-${size.width}-dialog.png`) });
    });
  });
}
