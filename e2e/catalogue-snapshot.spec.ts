import { expect, test } from './fixtures';
import { waitForCryptoCatalogue } from './helpers';

/** The crypto catalogue names each chain once, and its first visit takes a snapshot. */

test.use({ viewport: { width: 1366, height: 768 } });

test('the crypto catalogue: one name per chain, and a first visit says what it did', async ({
  page,
}) => {
  await page.goto('/currencies/crypto');
  await waitForCryptoCatalogue(page);
  await expect(
    page.getByText(/A snapshot of the catalogue was taken now .*From your next visit/),
  ).toBeVisible();
  await expect(page.getByText(/No catalogue changes since/)).toHaveCount(0);

  const badges = await page
    .getByRole('table')
    .first()
    .locator('.mantine-Badge-root')
    .allTextContents();
  expect(badges).toEqual(expect.arrayContaining(['ARB', 'OP', 'ETH']));
  for (const spelling of ['Arbitrum', 'Optimism', 'Ethereum'])
    expect(badges.filter((badge) => badge.includes(spelling))).toEqual([]);

  await page.getByText('By chain', { exact: true }).click();
  await expect(page).toHaveURL(/view=by-chain/);
  const headers = await page.getByRole('columnheader').allTextContents();
  expect(headers.filter((header) => header === 'ARB')).toHaveLength(1);
  expect(headers.filter((header) => header === 'OP')).toHaveLength(1);
  for (const spelling of ['Arbitrum', 'Optimism', 'Ethereum'])
    expect(headers).not.toContain(spelling);

  // The next visit compares with that snapshot.
  await page.reload();
  await expect(page.getByText(/No catalogue changes since your snapshot of/)).toBeVisible();
  await expect(page.getByText(/taken now/)).toHaveCount(0);
});
