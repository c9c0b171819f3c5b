import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import Papa from 'papaparse';
import { CRYPTO_CURRENCIES, FIAT_CURRENCIES, SEED_CHECKOUTS } from '../mocks/data';
import { sum, serverRecords } from './exact-figures';
import { expect, test } from './fixtures';
import {
  checkoutAction,
  LAYOUT_WIDTHS,
  layoutProblems,
  unfoldFilters,
  waitForSettledStyles,
} from './helpers';
import { englishOnlyWords, message, type TestLocale } from './messages';

/**
 * The dashboard in German and Spanish: a browser whose language is German opens it in
 * German, every page and dialog without English left over (each visible text, accessible
 * name, title and placeholder checked against the words of the English catalogue that
 * the language never uses); German at the four widths of the layout matrix, where long
 * words must not overflow or cut anything; amounts exact in the language's format; the
 * choice of language remembered, and a link working whatever the receiver's language.
 */

const WIDTHS = LAYOUT_WIDTHS;

/** Words of the demo data (checkout and currency names, codes), shown as the service sent them. */
const DATA_WORDS = new Set(
  [
    ...SEED_CHECKOUTS.map((checkout) => checkout.name),
    ...CRYPTO_CURRENCIES.flatMap((currency) => [currency.name, currency.symbol]),
    ...FIAT_CURRENCIES.flatMap((currency) => [currency.name, currency.code]),
  ].flatMap((text) => (text.match(/\p{L}{3,}/gu) ?? []).map((word) => word.toLowerCase())),
);

/**
 * Every text a person can see or hear on the page: text, names, titles, placeholders
 * (what is marked translate="no", such as a file name, aside).
 */
function textsOnPage(): string[] {
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    // translate="no" marks what is never translated: a file name, say.
    if (!element || element.closest('script, style, [aria-hidden="true"], [translate="no"]'))
      continue;
    // Visually hidden text counts (a screen reader reads it); display: none does not.
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of document.querySelectorAll<HTMLElement>(
    '[aria-label], [title], [placeholder], [alt], [aria-description]',
  )) {
    if (!element.checkVisibility()) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'])
      if (element.hasAttribute(name)) texts.push(element.getAttribute(name) ?? '');
  }
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** English words on the page in another language, each with the text it is in. */
async function englishLeft(page: Page, locale: Exclude<TestLocale, 'en'>): Promise<string[]> {
  const english = englishOnlyWords(locale);
  const found = new Set<string>();
  for (const text of await page.evaluate(textsOnPage)) {
    for (const word of text.match(/\p{L}{3,}/gu) ?? []) {
      const lower = word.toLowerCase();
      if (english.has(lower) && !DATA_WORDS.has(lower))
        found.add(`"${word}" in "${text.slice(0, 90)}"`);
    }
  }
  return [...found];
}

/** A name's text before its first argument: "Zahlung über " of "Zahlung über {amount} {unit}". */
function namePrefix(locale: TestLocale, id: string, values: Record<string, string>): RegExp {
  const marked = message(locale, id, values);
  const prefix = marked.slice(0, marked.indexOf('\u0001'));
  return new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

async function walkEveryView(
  page: Page,
  testInfo: TestInfo,
  locale: Exclude<TestLocale, 'en'>,
  options: { layout: boolean; label: string },
) {
  const m = (id: string, values?: Record<string, string | number>) => message(locale, id, values);
  const check = async (view: string) => {
    await waitForSettledStyles(page);
    expect.soft(await englishLeft(page, locale), `${view}: English left over`).toEqual([]);
    if (options.layout) {
      const close = locale === 'de' ? 'schließen' : 'cerrar';
      const problems = (await page.evaluate(layoutProblems, close)).filter(
        // The palette (Mantine's Spotlight) closes with Escape or a tap outside, in every
        // language: it has no close button to check.
        (problem) => !(view === 'palette' && problem.endsWith('has no close button')),
      );
      expect.soft(problems, `${view}: layout`).toEqual([]);
    }
    const path = testInfo.outputPath(`${options.label}-${view}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`${options.label} ${view}`, { path, contentType: 'image/png' });
  };
  const firstPayment = page.locator('[data-row-index="0"]').first();

  await page.goto('/checkouts/conf-2026');
  await expect(firstPayment).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await check('checkout');

  await page.getByRole('button', { name: m('payment-summary.showDetails') }).click();
  await expect(page.getByText(m('payment-summary.totalsOfLoaded', { count: 50 }))).toBeVisible();
  await check('summary');
  await page.getByRole('button', { name: m('payment-summary.hideDetails') }).click();

  await firstPayment.click();
  const drawer = page.getByRole('dialog', {
    name: namePrefix(locale, 'payment-details.headline', { amount: '\u0001', unit: '' }),
  });
  await expect(drawer).toBeVisible();
  await check('details');
  await drawer.getByRole('button', { name: m('payment-details.closeDetails') }).click();
  await expect(drawer).toBeHidden();

  await unfoldFilters(page, new RegExp(`^${m('payment-filters.filters')}\\b`));
  await page.getByRole('button', { name: m('payment-filters.moreFilters') }).click();
  const closeMore = page.getByRole('button', { name: m('payment-filters.closeMoreFilters') });
  await expect(closeMore).toBeVisible();
  await check('more-filters');
  await closeMore.click();

  const actions = m('checkout-page.actions');
  await (await checkoutAction(page, m('disable-checkout.disableCheckout'), actions)).click();
  const disable = page.getByRole('dialog', {
    name: m('disable-checkout.dialogTitle', { code: 'conf-2026' }),
  });
  await expect(disable).toBeVisible();
  await check('disable-dialog');
  await disable.getByRole('button', { name: m('disable-checkout.cancel') }).click();
  await expect(disable).toBeHidden();

  await page.getByRole('button', { name: m('payment-filters.export') }).click();
  const exporting = page.getByRole('dialog', { name: m('payment-export.title') });
  await expect(exporting).toBeVisible();
  await check('export-dialog');
  await exporting.getByRole('button', { name: m('payment-export.closeLabel') }).click();
  await expect(exporting).toBeHidden();

  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('textbox', { name: m('palette.searchLabel') });
  await expect(palette).toBeVisible();
  await check('palette');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  await (await checkoutAction(page, m('checkouts.pinToWatchlist'), actions)).click();
  await page.goto('/checkouts/hoodie-drop');
  await (await checkoutAction(page, m('checkouts.pinToWatchlist'), actions)).click();
  await expect(page.getByRole('button', { name: m('checkouts.unpin') })).toBeVisible();
  await page.goto('/watch');
  await expect(page.getByTestId('watched-checkout')).toHaveCount(2);
  await expect(firstPayment).toBeVisible();
  await check('watchlist');

  for (const [path, view] of [
    ['/', 'home'],
    ['/currencies/crypto', 'crypto'],
    ['/currencies/crypto?view=by-chain', 'crypto-by-chain'],
    ['/currencies/fiat', 'fiat'],
    ['/settings', 'settings'],
    ['/checkouts/zq7-x9k', 'unknown-checkout'],
    ['/no/such/page', 'not-found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A checkout's skeleton has its title too: wait for the page itself.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // Catalogues show their rows; the others their own first content.
    if (view.startsWith('crypto') || view === 'fiat')
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    await check(view);
  }
}

test.describe('German, as the browser asks for it', () => {
  test.use({ locale: 'de-DE', connected: false });

  for (const size of WIDTHS) {
    test(`every page and dialog in German, nothing cut or overflowing at ${size.width} px`, async ({
      page,
      consoleErrors,
    }, testInfo) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await walkEveryView(page, testInfo, 'de', { layout: true, label: `de-${size.width}` });
      expect(consoleErrors).toEqual([]);
    });
  }

  test('an 18-decimal amount and its total read exactly, with the decimal comma', async ({
    page,
  }) => {
    const records = await serverRecords('wholesale');
    const completedEth = records.filter(
      (record) =>
        record.status === 'Completed' &&
        record.paySymbol === 'ETH' &&
        /\.\d{18}$/.test(record.amount),
    );
    expect(completedEth.length, 'the demo data has 18-decimal ETH payments').toBeGreaterThan(1);
    const german = (canonical: string) => {
      const [whole = '', fraction] = canonical.split('.');
      const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
      return fraction === undefined ? grouped : `${grouped},${fraction}`;
    };
    // One payment, found by its hash: its row reads the amount whole, with the comma.
    const sample = completedEth[0]!;
    await page.goto(`/checkouts/wholesale?q=${sample.hash}`);
    await expect(
      page.locator('[data-row-index]').filter({ hasText: german(sample.amount) }),
    ).toHaveCount(1);
    await page.goto('/checkouts/wholesale');
    await page.getByRole('button', { name: message('de', 'payment-summary.showDetails') }).click();
    // A table where it fits beside the statuses, stacked rows where it does not.
    const label = message('de', 'payment-summary.tokensLabel');
    const totals = page
      .getByRole('table', { name: label })
      .or(page.getByRole('list', { name: label }));
    await expect(totals).toBeVisible();
    const ethRow = totals.locator('tr, li').filter({ hasText: /^ETH \(Ethereum\)/ });
    const everyEth = records.filter(
      (record) =>
        record.status === 'Completed' &&
        record.paySymbol === 'ETH' &&
        record.chainName.toLowerCase().startsWith('eth'),
    );
    await expect(ethRow).toContainText(german(sum(everyEth.map((record) => record.amount))));
  });
});

test.describe('the export in German', () => {
  test.use({ locale: 'de-DE', connected: false });

  test('is canonical unless asked; for a German spreadsheet it says so and keeps every digit', async ({
    page,
  }) => {
    const records = await serverRecords('hoodie-drop');
    await page.goto('/checkouts/hoodie-drop');
    await expect(page.locator('[data-row-index="0"]').first()).toBeVisible();
    const exportOnce = async (localized: boolean) => {
      await page.getByRole('button', { name: message('de', 'payment-filters.export') }).click();
      const dialog = page.getByRole('dialog', { name: message('de', 'payment-export.title') });
      if (localized)
        await dialog
          .getByRole('radio', { name: message('de', 'payment-export.numbersLocalized') })
          .check();
      const download = page.waitForEvent('download');
      await dialog
        .getByRole('button', {
          name: message('de', 'payment-export.exportButton', { format: 'CSV' }),
        })
        .click();
      const file = await download;
      await dialog
        .getByRole('button', { name: message('de', 'payment-export.close'), exact: true })
        .click();
      return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
    };

    const standard = await exportOnce(false);
    expect(standard.name).toMatch(/^checkout-hoodie-drop-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const canonical = Papa.parse<Record<string, string>>(standard.text.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(canonical.meta.delimiter).toBe(',');
    expect(canonical.meta.fields).toContain('amount');
    expect(canonical.data.map((row) => row.amount).sort()).toEqual(
      records.map((record) => record.amount).sort(),
    );

    const german = await exportOnce(true);
    expect(german.name).toMatch(/-de\.csv$/);
    const localized = Papa.parse<Record<string, string>>(german.text.slice(1), {
      header: true,
      skipEmptyLines: true,
      delimiter: ';',
    });
    expect(localized.errors).toEqual([]);
    const amount = message('de', 'payment-export.columnAmount');
    expect(localized.meta.fields).toContain(amount);
    expect(localized.data.map((row) => row[amount]).sort()).toEqual(
      records.map((record) => record.amount.replace('.', ',')).sort(),
    );
  });
});

test.describe('Spanish, as the browser asks for it', () => {
  test.use({ locale: 'es-ES', connected: false, viewport: { width: 1366, height: 768 } });

  test("every page and dialog in Spanish at a phone's width, nothing cut or overflowing", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await walkEveryView(page, testInfo, 'es', { layout: true, label: 'es-390' });
    expect(consoleErrors).toEqual([]);
  });

  test('every page and dialog in Spanish', async ({ page, consoleErrors }, testInfo) => {
    test.setTimeout(150_000);
    await walkEveryView(page, testInfo, 'es', { layout: false, label: 'es-1366' });
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('choosing the language', () => {
  test.use({ locale: 'en-US', connected: false });

  test('the picker redraws the page in the chosen language, keeps focus, and the choice is remembered', async ({
    page,
  }) => {
    await page.goto('/checkouts/conf-2026');
    await expect(page.locator('[data-row-index="0"]').first()).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Language' });
    await picker.selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const german = page.getByRole('combobox', { name: message('de', 'common.language') });
    await expect(german).toBeFocused();
    await expect(
      page.getByRole('button', { name: message('de', 'payment-filters.export') }),
    ).toBeVisible();
    // The address is the same in every language: nothing about the language in it.
    expect(page.url()).not.toMatch(/[?&](lang|locale)=/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('button', { name: message('de', 'payment-filters.export') }),
    ).toBeVisible();
  });

  test('a link with filters opens in the receiver’s language, filtered the same', async ({
    browser,
  }) => {
    const path = '/checkouts/conf-2026?status=Completed&usdMin=12.5';
    const spanish = await browser.newContext({ locale: 'es-ES' });
    const page = await spanish.newPage();
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // The bound reads as Spanish writes it; the URL keeps the canonical decimal.
    await page.getByRole('button', { name: message('es', 'payment-filters.moreFilters') }).click();
    const from = page.getByRole('textbox', {
      name: message('es', 'payment-filters.rangeFromName', {
        legend: message('es', 'payment-filters.usdLegend'),
      }),
    });
    await expect(from).toHaveValue('12,5');
    // Typed the Spanish way, written the canonical way.
    await from.fill('7,25');
    await from.press('Enter');
    // The router writes text that looks like a number in quotes, to keep it exact.
    await expect
      .poll(() => new URL(page.url()).searchParams.get('usdMin'))
      .toBe(JSON.stringify('7.25'));
    await spanish.close();
  });
});
