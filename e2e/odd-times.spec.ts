import { SMALL, serverRecords, warnings } from './exact-figures';
import { expect, test } from './fixtures';
import { firstRecordRow, transactionsTable } from './helpers';

/**
 * Times that are not epoch milliseconds are shown unchanged and never break the page.
 * Expected figures: ./exact-figures.ts.
 */

const TIME_CASES = [
  {
    kind: 'time-out-of-range' as const,
    odd: [{ index: 0, warning: '1 payment has a time that no date can hold' }],
  },
  {
    kind: 'time-not-ms' as const,
    odd: [
      {
        index: 1,
        warning: '1 payment has a time that the service gave in seconds, not milliseconds',
      },
      {
        index: 2,
        warning: '1 payment has a time that the service gave in microseconds, not milliseconds',
      },
    ],
  },
];

for (const timeCase of TIME_CASES) {
  test(`${timeCase.kind}: the odd time is shown unchanged, the other rows stay`, async ({
    page,
    mockApi,
    consoleErrors,
  }) => {
    await mockApi.addFault({ route: 'transactions', checkoutCode: SMALL, kind: timeCase.kind });
    const sent = await serverRecords(SMALL);
    expect(sent).toHaveLength(37);
    if (timeCase.kind === 'time-out-of-range') expect(sent[0]!.updatedAt).toBe(8640000000000001);

    await page.goto(`/checkouts/${SMALL}`);
    await expect(page.getByText('37 loaded payments; all pages loaded')).toBeVisible();
    await expect(transactionsTable(page)).toHaveAttribute('aria-rowcount', '38');
    await expect(firstRecordRow(page)).toBeVisible();
    const warning = warnings(page);
    for (const odd of timeCase.odd) await expect(warning).toContainText(odd.warning);
    // Merchant words only: the API's field name is kept for the Raw data section.
    await expect(warning).not.toContainText('updatedAt');

    const search = page.getByRole('textbox', { name: 'Search' });
    for (const odd of timeCase.odd) {
      const record = sent[odd.index]!;
      const asSent = String(record.updatedAt);
      await search.fill(record.hash);
      await search.press('Enter');
      await expect(
        page.getByText('1 of 37 loaded payments matches; all pages loaded'),
      ).toBeVisible();
      const row = firstRecordRow(page);
      // Shown unchanged, with a marker that says why.
      await expect(row.getByRole('cell').first()).toContainText(asSent);
      await expect(row.getByTitle(/shown unchanged$/)).toBeVisible();

      await row.getByRole('cell').first().click();
      const drawer = page.getByRole('dialog', { name: /^Payment of / });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByText(record.hash, { exact: true })).toBeVisible();
      // The headline says why; the value itself is in the raw data, as the service sent it.
      await expect(drawer.getByText(/shown unchanged \(see Raw data\)$/)).toBeVisible();
      await drawer.getByText('Raw data', { exact: true }).click();
      await expect(drawer.getByText(`"updatedAt": ${asSent}`)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
    await search.fill('');
    await search.press('Enter');
    await expect(page.getByText('37 loaded payments; all pages loaded')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}
