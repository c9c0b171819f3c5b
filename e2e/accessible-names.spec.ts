import { expect, test } from './fixtures';
import { firstRecordRow, transactionsTable, waitForRecords } from './helpers';

/** What a screen reader hears for a payment row and a sortable header. */

test.use({ viewport: { width: 1366, height: 768 } });

test('a row is read as payment, chain, status and time, with what Enter does', async ({ page }) => {
  await page.goto('/checkouts/conf-2026');
  await waitForRecords(page);
  const row = firstRecordRow(page);
  // The exact time: the cell's text, in the zone the column header names.
  const cell = row.locator('time').first();
  const time = ((await cell.textContent()) ?? '').trim();
  expect(time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  const name = new RegExp(
    `^[\\d,.]+ (\\S+|unknown token) on \\S+, (Completed|Pending|Failed), ${time} \\S+$`,
  );
  await expect(row).toHaveAccessibleName(name);
  await expect(row).toHaveAccessibleDescription(
    'Enter or a click opens the payment details; arrow keys move between payments.',
  );
  // The cells keep their content, and the roving focus its keys.
  await expect(row.getByRole('cell').first()).toHaveText(/\S/);
  await row.focus();
  await page.keyboard.press('ArrowDown');
  await expect(transactionsTable(page).locator('[data-row-index="1"]')).toBeFocused();
});

test('sortable headers have clean names, as the browser computes them', async ({ page }) => {
  await page.goto('/checkouts/conf-2026');
  await waitForRecords(page);
  const table = transactionsTable(page);
  await expect(table.getByRole('button', { name: /^Time \(/ })).toHaveAccessibleName(
    /^Time \([^)]+\), sorted descending, activate to reverse$/,
  );
  await expect(table.getByRole('button', { name: /^USD/ })).toHaveAccessibleName(
    /^USD[^,]*, activate to sort$/,
  );

  // Chrome's own accessibility tree: what a screen reader is given.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value: string }; name?: { value: string } }[];
  };
  const headers = nodes
    .filter((node) => node.role?.value === 'columnheader')
    .map((node) => node.name?.value ?? '');
  expect(headers.length).toBeGreaterThan(4);
  expect(headers.find((header) => header.startsWith('Time ('))).toMatch(
    /^Time \([^)]+\), sorted descending, activate to reverse/,
  );
  for (const header of headers) expect(header, header).not.toMatch(/\s[,.:;]/);
});
