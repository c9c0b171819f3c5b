import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkBothSchemes, LAYOUT_WIDTHS } from './helpers';
import { message, type TestLocale } from './messages';

/**
 * Issue 52's screen against the HTTP mock (the demo seed's coffee-club): orders in by
 * file, paste or the sample, mapped, reconciled, exported, kept and forgotten. Every
 * expected result below is written by hand from the seed's payments (the sample file's
 * comments say which payment each order stands for), not computed by the matcher.
 */

/** What each order of the sample (and of the German copy below) must end as. */
const EXPECTED: readonly { orderId: string; result: string; detail?: RegExp }[] = [
  { orderId: 'CC-1001', result: 'Paid', detail: /^By transaction hash/ },
  { orderId: 'CC-1002', result: 'Underpaid', detail: /^Short by \$0\.01$/ },
  { orderId: 'CC-1003', result: 'Overpaid', detail: /^Over by 0\.15 USDT \(TRON\)$/ },
  { orderId: 'CC-1004', result: 'Paid by several payments' },
  { orderId: 'CC-1005', result: 'Awaiting confirmation' },
  { orderId: 'CC-1006', result: 'Unpaid' },
  {
    orderId: 'CC-1007',
    result: 'Ambiguous',
    detail: /^3 payments fit equally .* none was chosen\.$/,
  },
  { orderId: 'CC-1008', result: 'Paid', detail: /^By payer and token in the window/ },
  { orderId: 'CC-1009', result: 'Paid', detail: /^By amount and token in the window/ },
];
/**
 * coffee-club's 36 payments (the seed's 37 records, one sent twice) that settle none of
 * the orders: the seed's 5 Failed ones, the 3 that fit CC-1007 equally, and 21 others
 * (36 − 7 that settle an order).
 */
const UNMATCHED = 21;
const FAILED = 5;
const AMBIGUOUS = 3;

/**
 * The sample's orders as a German spreadsheet saves them: semicolons, decimal commas,
 * German headers in another order, a BOM.
 */
const GERMAN_CSV =
  '\uFEFFZeit;Betrag;Kette;Bestellnummer;Transaktions-Hash;Währung;Zahler\n' +
  '2026-09-21T16:50:00Z;25;TRON;CC-1001;71fd60c7b61e23d85fcf7a69026186c628c50784a2278576b1fc84f11eed0b30;USDT;\n' +
  '2026-08-21T16:00:00Z;25,00;;CC-1002;4bAT1SoCNE1hFGJSLCLb7WymUT6gULRXfntFNcpUXv2jR58bHhJFSWHmMmhiguSsAd95gY9wpCqcVFuJPTFVJYiz;USD;\n' +
  '2026-09-25T22:00:00Z;25;TRON;CC-1003;d145d2bb94d5c909a280d72abb053abf4444cae689b6f5a8b7dd6fec1ee5c459;USDT;\n' +
  '2026-10-03T12:00:00Z;50,00;Ethereum;CC-1004;"0xdb25a9a0e0837632b5027f444698120a7155184e76d997947878ea0d933f403b 0xe2f018232567de722207dd664deafab9cbd5581785583237ea3a93d0826c7117";USDC;\n' +
  '2026-10-12T01:00:00Z;25;TRON;CC-1005;892c2eafe130f317dc67dd9b8cd7092253f3b014aec308ed17b4f9ce03f518a5;USDT;\n' +
  '2026-10-30T09:00:00Z;40;TRON;CC-1006;;USDT;\n' +
  ';25;Ethereum;CC-1007;;USDC;\n' +
  '2026-10-02T05:00:00Z;0,136893722;Solana;CC-1008;;SOL;q7tAuAyKECSDES1xi3GNFGN3Pb5DJPY2co6kVyZPHsyh\n' +
  '2026-08-07T10:00:00Z;25;Ethereum;CC-1009;;USDT;\n';

const resultsTable = (page: Page): Locator => page.getByRole('table', { name: 'Result' });
/** An order's row: orders are listed before the payments (which may name an order too). */
const orderRow = (page: Page, orderId: string): Locator =>
  resultsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: orderId, exact: true }) })
    .first();

async function reconcile(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Reconcile', exact: true }).click();
  await expect(page.getByText(/^Checkouts coffee-club, window 24 h/)).toBeVisible({
    timeout: 20_000,
  });
}

async function expectEveryResult(page: Page): Promise<void> {
  for (const { orderId, result, detail } of EXPECTED) {
    const row = orderRow(page, orderId);
    await expect(row.getByText(result, { exact: true }), orderId).toBeVisible();
    if (detail) await expect(row.getByText(detail), orderId).toBeVisible();
  }
  const table = resultsTable(page);
  await expect(table.getByRole('cell', { name: 'Unmatched payment' })).toHaveCount(UNMATCHED);
  await expect(table.getByRole('cell', { name: 'Failed payment' })).toHaveCount(FAILED);
  await expect(table.getByRole('cell', { name: 'Fits an ambiguous order' })).toHaveCount(AMBIGUOUS);
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a German spreadsheet file (semicolons, decimal commas, other column order) is mapped and reconciled to every result', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/reconcile');
    await page.getByLabel('Order file (CSV or JSON)').setInputFiles({
      name: 'bestellungen.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(GERMAN_CSV, 'utf8'),
    });
    await expect(page.getByText('9 orders read, 0 problems')).toBeVisible();
    // The proposal, column by column, from the German headers.
    for (const [field, column] of [
      ['Order ID', 'Bestellnummer'],
      ['Amount', 'Betrag'],
      ['Currency or token', 'Währung'],
      ['Chain', 'Kette'],
      ['Payer', 'Zahler'],
      ['Transaction hash', 'Transaktions-Hash'],
      ['Order time', 'Zeit'],
    ] as const)
      await expect(page.getByRole('combobox', { name: field, exact: true }), field).toHaveValue(
        column,
      );
    await page.getByLabel('Or type a checkout code').fill('coffee-club');
    await reconcile(page);
    await expectEveryResult(page);
    // The payment a row matched opens on its checkout page.
    await orderRow(page, 'CC-1001')
      .getByRole('link', {
        name: '71fd60c7b61e23d85fcf7a69026186c628c50784a2278576b1fc84f11eed0b30',
      })
      .click();
    await expect(page).toHaveURL(/\/checkouts\/coffee-club\?tx=71fd60c7/);
    await expect(page.getByRole('dialog', { name: /^Payment of 25 USDT/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the sample: the ambiguous order is flagged, the export holds the rows on screen, a reload keeps the result and Forget removes it', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/reconcile');
    await page.getByRole('button', { name: 'Try it with sample orders' }).click();
    await reconcile(page);
    await expectEveryResult(page);
    const ambiguous = orderRow(page, 'CC-1007');
    await expect(ambiguous.getByRole('link')).toHaveCount(3);

    // The filter shows one result at a time.
    await page.getByRole('combobox', { name: 'Show', exact: true }).click();
    await page.getByRole('option', { name: 'Ambiguous' }).click();
    await expect(resultsTable(page).getByRole('row')).toHaveCount(2); // header + CC-1007
    await page.getByRole('combobox', { name: 'Show', exact: true }).click();
    await page.getByRole('option', { name: 'All results' }).click();

    const screenRows = (await resultsTable(page).getByRole('row').count()) - 1;
    expect(screenRows).toBe(EXPECTED.length + UNMATCHED + FAILED + AMBIGUOUS);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV', exact: true }).click();
    const csv = await readFile((await (await downloading).path())!, 'utf8');
    // A byte-order mark first, so a spreadsheet reads the file as UTF-8.
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('scope,coffee-club');
    expect(lines.filter((line) => /^order,CC-10\d\d,/.test(line))).toHaveLength(EXPECTED.length);
    expect(lines.filter((line) => line.startsWith('payment,'))).toHaveLength(
      UNMATCHED + FAILED + AMBIGUOUS,
    );
    expect(lines.find((line) => line.startsWith('order,CC-1007,'))).toMatch(/,ambiguous,/);

    await page.reload();
    await expect(orderRow(page, 'CC-1003').getByText('Overpaid', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Forget this result' }).click();
    await expect(resultsTable(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Reconcile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try it with sample orders' })).toBeVisible();
    await expect(resultsTable(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

for (const locale of ['de', 'es'] as const satisfies readonly TestLocale[]) {
  test.describe(`in ${locale}`, () => {
    test.use({
      locale: locale === 'de' ? 'de-DE' : 'es-ES',
      viewport: { width: 1366, height: 768 },
    });

    test('the sample reconciles with every result named in the language', async ({
      page,
      consoleErrors,
    }) => {
      const m = (id: string) => message(locale, id);
      await page.goto('/reconcile');
      await expect(
        page.getByRole('heading', { level: 1, name: m('reconcile.title') }),
      ).toBeVisible();
      await page.getByRole('button', { name: m('reconcile.trySample') }).click();
      await page.getByRole('button', { name: m('reconcile.run'), exact: true }).click();
      const table = page.getByRole('table', { name: m('reconcile.resultsTitle') });
      await expect(table).toBeVisible({ timeout: 20_000 });
      for (const [orderId, id] of [
        ['CC-1001', 'reconcile.resultPaid'],
        ['CC-1002', 'reconcile.resultUnderpaid'],
        ['CC-1003', 'reconcile.resultOverpaid'],
        ['CC-1005', 'reconcile.resultAwaiting'],
        ['CC-1006', 'reconcile.resultUnpaid'],
        ['CC-1007', 'reconcile.resultAmbiguous'],
      ] as const) {
        const row = table
          .getByRole('row')
          .filter({ has: page.getByRole('cell', { name: orderId, exact: true }) });
        await expect(row.getByText(m(id), { exact: true }), orderId).toBeVisible();
      }
      expect(consoleErrors).toEqual([]);
    });
  });
}

for (const size of LAYOUT_WIDTHS) {
  test.describe(`${size.name} ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the screen with its results fits, is named for a screen reader and passes axe, light and dark', async ({
      page,
    }, testInfo) => {
      await page.goto('/reconcile');
      await page.getByRole('button', { name: 'Try it with sample orders' }).click();
      await reconcile(page);
      // A phone lists the results as cards; wider screens as a table.
      const results =
        size.width < 768
          ? page.getByRole('list', { name: 'Result' })
          : page.getByRole('table', { name: 'Result' });
      await expect(results).toBeVisible();
      await checkBothSchemes(page, testInfo, `reconcile-${size.width}`);
    });
  });
}
