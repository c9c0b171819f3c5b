import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_APP_ID } from '@mocks/data';
import { settingsStore } from '@/model/profiles';
import { reloadPersistedStores } from '@/lib/persisted-store';
import { fakeLayout } from '@/testing/layout';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { reconciliationToCsv, reconciliationToJson } from './export-reconciliation';
import { ReconcilePage } from './reconcile-page';
import type { KeptReconciliation } from './reconciliation-store';

setupMockApi();
fakeLayout();

beforeEach(() => {
  settingsStore.save({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: false });
});

async function runSample() {
  const user = userEvent.setup();
  await renderWithProviders(<ReconcilePage />);
  await user.click(screen.getByRole('button', { name: 'Try it with sample orders' }));
  await user.click(screen.getByRole('button', { name: 'Reconcile' }));
  await screen.findByText(/Checkouts coffee-club, window 24 h/, {}, { timeout: 10_000 });
  return user;
}

function keptValue(): KeptReconciliation {
  const key = Object.keys(sessionStorage).find((name) =>
    name.startsWith('checkout-dashboard.reconciliation.'),
  );
  const raw = key ? sessionStorage.getItem(key) : null;
  if (!raw) throw new Error('nothing kept');
  return (JSON.parse(raw) as { value: KeptReconciliation }).value;
}

describe('ReconcilePage', () => {
  it('says the file stays in the browser and offers a labelled file picker and paste box', async () => {
    await renderWithProviders(<ReconcilePage />);
    expect(screen.getByText('The file is read in this browser and never leaves it.')).toBeVisible();
    expect(screen.getByLabelText('Order file (CSV or JSON)')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Paste orders (CSV or JSON)')).toBeInTheDocument();
  });

  it('proposes the columns of the file and lists its problems with their line numbers', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ReconcilePage />);
    await user.type(
      screen.getByLabelText('Paste orders (CSV or JSON)'),
      'Bestellnummer;Betrag;Währung\nA-1;12,50;USDT\nA-2;1e3;USDT\nA-3;;USDT\n',
    );
    await user.click(screen.getByRole('button', { name: 'Read pasted orders' }));
    expect(screen.getByLabelText('Order ID', { selector: 'input' })).toHaveValue('Bestellnummer');
    expect(screen.getByLabelText('Amount', { selector: 'input' })).toHaveValue('Betrag');
    expect(screen.getByLabelText('Currency or token', { selector: 'input' })).toHaveValue(
      'Währung',
    );
    expect(screen.getByText('1 order read, 2 problems')).toBeVisible();
    const problems = within(screen.getByRole('list', { name: 'Problems in the file' }));
    expect(
      problems.getByText(/Line 3: The amount “1e3” is not a plain decimal number\./),
    ).toBeVisible();
    expect(problems.getByText(/Line 4: The amount is empty\./)).toBeVisible();
  });

  it('reconciles the sample against the demo checkout: every result, with its amounts', async () => {
    await runSample();
    // jsdom's matchMedia matches nothing: the phone's stacked cards.
    const table = within(screen.getByRole('list', { name: 'Result' }));
    // An order's card comes before the payments' cards, which may name the order too.
    const row = (id: string) =>
      within(table.getAllByText(id)[0]!.closest('[role=listitem]') as HTMLElement);
    expect(row('CC-1001').getByText('Paid')).toBeVisible();
    expect(row('CC-1001').getByText('By transaction hash (txHash, chain)')).toBeVisible();
    expect(row('CC-1002').getByText('Underpaid')).toBeVisible();
    expect(row('CC-1002').getByText('Short by $0.01')).toBeVisible();
    expect(row('CC-1003').getByText('Overpaid')).toBeVisible();
    expect(row('CC-1003').getByText('Over by 0.15 USDT (TRON)')).toBeVisible();
    expect(row('CC-1004').getByText('Paid by several payments')).toBeVisible();
    expect(row('CC-1005').getByText('Awaiting confirmation')).toBeVisible();
    expect(row('CC-1006').getByText('Unpaid')).toBeVisible();
    expect(row('CC-1007').getByText('Ambiguous')).toBeVisible();
    expect(row('CC-1007').getByText(/3 payments fit equally .* none was chosen\./)).toBeVisible();
    expect(
      row('CC-1008').getByText(
        'By payer and token in the window (payer, token, amount, chain, time)',
      ),
    ).toBeVisible();
    expect(
      row('CC-1009').getByText('By amount and token in the window (amount, token, chain, time)'),
    ).toBeVisible();
    // The linked payment opens on its checkout page.
    expect(
      row('CC-1001').getByRole('link', {
        name: '71fd60c7b61e23d85fcf7a69026186c628c50784a2278576b1fc84f11eed0b30',
      }),
    ).toHaveAttribute(
      'href',
      '/checkouts/coffee-club?tx=71fd60c7b61e23d85fcf7a69026186c628c50784a2278576b1fc84f11eed0b30&txChain=TRON',
    );
    expect(table.getAllByText('Unmatched payment')).toHaveLength(21);
  });

  it('exports scope, window, tolerance and run time, with the formula guard', async () => {
    await runSample();
    const kept = keptValue();
    const poisoned: KeptReconciliation = {
      ...kept,
      reconciliation: {
        ...kept.reconciliation,
        orders: kept.reconciliation.orders.map((match, index) =>
          index === 0 ? { ...match, order: { ...match.order, orderId: '=HYPERLINK("x")' } } : match,
        ),
      },
    };
    const csv = reconciliationToCsv(poisoned);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('scope,coffee-club');
    expect(lines[2]).toBe('window_hours,24');
    // The matcher's canonical form of the typed 0.00.
    expect(lines[3]).toBe('usd_tolerance,0');
    expect(lines[4]).toMatch(/^ran_at,\d{4}-\d\d-\d\dT/);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toMatch(/\r\norder,CC-1002,3,underpaid,hash,txHash,25,USD,24\.99,0?,0\.01,,/);
    const json = JSON.parse(reconciliationToJson(poisoned)) as {
      meta: { checkoutCodes: string[]; windowHours: number; usdTolerance: string };
    };
    expect(json.meta).toMatchObject({
      checkoutCodes: ['coffee-club'],
      windowHours: 24,
      usdTolerance: '0',
    });
  });

  it('keeps the last reconciliation of the profile across a reload', async () => {
    await runSample();
    reloadPersistedStores();
    const { unmount } = await renderWithProviders(<ReconcilePage />);
    expect(await screen.findAllByText('CC-1003')).not.toHaveLength(0);
    unmount();
  });
});
