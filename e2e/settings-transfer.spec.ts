import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { MOCK_API_URL, TEST_APP_ID, connectToMockApi, expect, test } from './fixtures';
import {
  checkBothSchemes,
  checkoutAction,
  LAYOUT_WIDTHS,
  layoutProblems,
  savedViewNames,
  seriousAxeViolations,
  waitForSettledStyles,
} from './helpers';
import { message, type TestLocale } from './messages';

/**
 * Issue 53's settings export and import: views and pins travel in one JSON file without
 * app IDs, into the profile of the same name and base URL in another browser. The test
 * profile is the fixtures' "127.0.0.1:8787" (its host) on the HTTP mock.
 */

const PROFILE = '127.0.0.1:8787';

/** A settings file written by hand: one view and one pin for the test profile. */
const SHARED_FILE = {
  format: 'checkout-dashboard-settings',
  version: 1,
  exportedAt: '2026-11-29T10:00:00.000Z',
  appIdsIncluded: false,
  profiles: [
    {
      name: PROFILE,
      color: 'blue',
      production: true,
      baseUrl: MOCK_API_URL,
      views: {
        views: [
          {
            id: 'failed01',
            name: 'Failed only',
            search: { status: ['Failed'], sort: 'time', dir: 'desc' },
            timeZone: 'local',
            hiddenColumns: [],
            shownColumns: [],
          },
        ],
        defaultForAll: null,
        defaultByCheckout: {},
      },
      pins: [{ checkoutCode: 'coffee-club', name: 'Coffee Club subscription' }],
    },
  ],
};

const jsonFile = (name: string, content: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(typeof content === 'string' ? content : JSON.stringify(content)),
});

const section = (page: Page, title = 'Share settings') => page.getByRole('region', { name: title });

async function chooseFile(
  page: Page,
  file: ReturnType<typeof jsonFile>,
  label = 'Import a settings file',
) {
  await page.getByLabel(label).setInputFiles(file);
}

/** The names the Views menu of a checkout lists (its own entries aside). */
test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('an export holds the view and the pin and no app ID; another browser imports them after a Cancel', async ({
    page,
    browser,
    consoleErrors,
  }, testInfo) => {
    await page.goto('/checkouts/coffee-club?status=%5B%22Failed%22%5D');
    await page.getByRole('button', { name: 'Views', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Save as new view…' }).click();
    const save = page.getByRole('dialog', { name: 'Save as a view' });
    await save.getByRole('textbox', { name: 'Name' }).fill('Failed only');
    await save.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('View: Failed only', { exact: true })).toBeVisible();
    await (await checkoutAction(page, 'Pin to watchlist')).click();
    await expect(page.getByRole('button', { name: 'Unpin' })).toBeVisible();

    await page.goto('/settings');
    const download = page.waitForEvent('download');
    await section(page).getByRole('button', { name: 'Export settings' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^checkout-dashboard-settings-\d{4}-\d{2}-\d{2}\.json$/,
    );
    const path = testInfo.outputPath('settings.json');
    await file.saveAs(path);
    const text = await readFile(path, 'utf8');
    expect(text).not.toContain(TEST_APP_ID);
    const exported = JSON.parse(text) as typeof SHARED_FILE;
    expect(exported.appIdsIncluded).toBe(false);
    expect(exported.profiles.map((profile) => profile.name)).toEqual([PROFILE]);
    expect(exported.profiles[0]!.views.views.map((view) => view.name)).toEqual(['Failed only']);
    expect(exported.profiles[0]!.views.views[0]!.search).toEqual({
      status: ['Failed'],
      sort: 'time',
      dir: 'desc',
    });
    expect(exported.profiles[0]!.pins).toEqual([
      { checkoutCode: 'coffee-club', name: 'Coffee Club subscription' },
    ]);
    await expect(page.getByText('Settings exported')).toBeVisible();

    // A teammate's browser: the same profile, with its app ID typed there.
    const fresh = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const other = await fresh.newPage();
    await connectToMockApi(other);
    await other.goto('/settings');
    await expect(section(other)).toBeVisible();
    await chooseFile(other, {
      name: 'settings.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    let dialog = other.getByRole('dialog', { name: 'Import settings?' });
    await expect(dialog.getByText(`${PROFILE}: 1 view and 1 pin will be added`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Cancel changed nothing.
    await other.goto('/');
    await expect(other.getByRole('heading', { level: 1, name: 'Checkouts' })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Unpin coffee-club' })).toHaveCount(0);
    await other.goto('/checkouts/hoodie-drop');
    // No view: the menu holds only its own entries (Save as new view…, Manage views…).
    expect(await savedViewNames(other)).toEqual([]);

    await other.goto('/settings');
    await chooseFile(other, {
      name: 'settings.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    dialog = other.getByRole('dialog', { name: 'Import settings?' });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(other.getByText('Settings imported')).toBeVisible();

    await other.goto('/checkouts/hoodie-drop');
    expect(await savedViewNames(other)).toEqual(['Failed only']);
    await other.goto('/');
    await expect(other.getByRole('button', { name: 'Unpin coffee-club' })).toBeVisible();
    await other.goto('/watch');
    await expect(other.getByTestId('watched-checkout')).toHaveCount(1);
    await fresh.close();
    expect(consoleErrors).toEqual([]);
  });

  test('a file that is not a settings file, or was tampered with, says so and changes nothing', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/settings');
    await chooseFile(page, {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    const alert = section(page).getByRole('alert');
    await expect(alert).toContainText('Nothing imported');
    await expect(alert).toContainText('notes.txt is not a JSON file.');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const withAppId = structuredClone(SHARED_FILE);
    Object.assign(withAppId.profiles[0]!, { appId: 'someone-elses-id' });
    await chooseFile(page, jsonFile('team.json', withAppId));
    await expect(alert).toContainText('team.json is damaged or was edited by hand');
    await chooseFile(page, jsonFile('package.json', { name: 'x', version: '1.0.0' }));
    await expect(alert).toContainText('package.json is not a settings file of this dashboard.');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkouts' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unpin coffee-club' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

for (const size of LAYOUT_WIDTHS) {
  test.describe(`${size.name} ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the section and the import question fit and pass axe, light and dark', async ({
      page,
    }, testInfo) => {
      await page.goto('/settings');
      await expect(section(page)).toBeVisible();
      await page.mouse.move(0, 0);
      await checkBothSchemes(page, testInfo, `settings-transfer-${size.width}`);
      await chooseFile(page, jsonFile('checkout-dashboard-settings-2026-11-29.json', SHARED_FILE));
      const dialog = page.getByRole('dialog', { name: 'Import settings?' });
      await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeVisible();
      await waitForSettledStyles(page);
      expect.soft(await seriousAxeViolations(page), 'dialog').toEqual([]);
      expect.soft(await page.evaluate(layoutProblems, '^Close'), 'dialog').toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`settings-transfer-${size.width}-dialog.png`),
      });
    });
  });
}

for (const locale of ['de', 'es'] as const satisfies readonly TestLocale[]) {
  test.describe(`in ${locale} at 390 px`, () => {
    test.use({
      locale: locale === 'de' ? 'de-DE' : 'es-ES',
      viewport: { width: 390, height: 844 },
    });

    test('the section, a refused file and the import question are in the language, and pass axe', async ({
      page,
      consoleErrors,
    }) => {
      const m = (id: string, values?: Record<string, string | number>) =>
        message(locale, id, values);
      await page.goto('/settings');
      await expect(section(page, m('settings-transfer.title'))).toBeVisible();
      await chooseFile(
        page,
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
        m('settings-transfer.importLabel'),
      );
      await expect(page.getByRole('alert')).toContainText(
        m('settings-transfer.notJson', { file: 'notes.txt' }),
      );
      await chooseFile(
        page,
        jsonFile('team.json', SHARED_FILE),
        m('settings-transfer.importLabel'),
      );
      const dialog = page.getByRole('dialog', { name: m('settings-transfer.dialogTitle') });
      await expect(
        dialog.getByText(m('settings-transfer.added', { name: PROFILE, views: 1, pins: 1 })),
      ).toBeVisible();
      await waitForSettledStyles(page);
      expect.soft(await seriousAxeViolations(page)).toEqual([]);
      await dialog
        .getByRole('button', { name: m('settings-transfer.import'), exact: true })
        .click();
      await expect(page.getByText(m('settings-transfer.imported'))).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });
}
