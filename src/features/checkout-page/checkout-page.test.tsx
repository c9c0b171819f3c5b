import { Profiler } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import Big from 'big.js';
import { TEST_APP_ID } from '@mocks/data';
import { transactionSchema } from '@/api/schemas';
import { normalizeChainName } from '@/lib/chain';
import { formatDecimal } from '@/lib/decimal';
import { settingsStore } from '@/model/profiles';
import { fakeLayout } from '@/testing/layout';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { useSearchState } from '@/testing/search-state';
import { CheckoutPage, type CheckoutPageProps } from './checkout-page';
import { parseCheckoutSearch, type CheckoutSearch } from '@/features/payment-filters';

const { db } = setupMockApi();
fakeLayout();

beforeEach(() => {
  settingsStore.save({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: false });
});

/** Holds the search like the route does (the URL), so filter changes re-render the page. */
type Facts = Parameters<NonNullable<CheckoutPageProps['onFacts']>>[0];

function Harness({
  checkoutCode,
  initial,
  onFacts,
  onUnknown,
}: {
  checkoutCode: string;
  initial: CheckoutSearch;
  onFacts?: (facts: Facts) => void;
  onUnknown?: () => void;
}) {
  const [search, onSearchChange] = useSearchState(initial, parseCheckoutSearch);
  return (
    <CheckoutPage
      checkoutCode={checkoutCode}
      search={search}
      onSearchChange={onSearchChange}
      onFacts={onFacts}
      onUnknown={onUnknown}
    />
  );
}

function renderPage(
  checkoutCode: string,
  initial: CheckoutSearch = {},
  onFacts?: (facts: Facts) => void,
  onUnknown?: () => void,
) {
  return renderWithProviders(
    <Harness
      checkoutCode={checkoutCode}
      initial={initial}
      onFacts={onFacts}
      onUnknown={onUnknown}
    />,
  );
}

describe('CheckoutPage', () => {
  it('shows the checkout, its summary and the rows of a one-page checkout', async () => {
    await renderPage('coffee-club');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coffee Club subscription' }),
    ).toBeInTheDocument();
    // Each fact once: the count says every page is loaded; no badge repeats it.
    expect(screen.getByText('37 loaded payments; all pages loaded')).toBeInTheDocument();
    expect(screen.queryByText(/All 37 payments loaded/)).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Payments of checkout coffee-club' });
    // The rows come in the task after the page around them has painted.
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const rows = within(table).getAllByRole('row');
    // Header + the visible rows only: virtualised, not all 37.
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(38);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('goes from the loading skeleton to the page without a cancelled load’s notice', async () => {
    // What each commit showed: the page's heading, and any notice of a cancelled load.
    const commits: { page: boolean; cancelled: boolean }[] = [];
    await renderWithProviders(
      <Profiler
        id="checkout"
        onRender={() =>
          commits.push({
            page: screen.queryByRole('heading', { name: 'Coffee Club subscription' }) !== null,
            cancelled: screen.queryByText('Loading was cancelled') !== null,
          })
        }
      >
        <Harness checkoutCode="coffee-club" initial={{}} />
      </Profiler>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Coffee Club subscription' });
    // Between the first page's arrival and the page's deferred mount the fetch is over:
    // the skeleton stays, it is not read as a load the user cancelled.
    expect(commits.some((commit) => !commit.page)).toBe(true);
    expect(commits.filter((commit) => commit.cancelled)).toEqual([]);
  });

  it('filters the loaded rows by status and says how many match', async () => {
    const all = db.getRecords('coffee-club') ?? [];
    const failed = all.filter((payment) => payment.status === 'Failed').length;
    await renderPage('coffee-club', { status: ['Failed'] });
    expect(
      await screen.findByText(`${failed} of 37 loaded payments match; all pages loaded`),
    ).toBeInTheDocument();
  });

  it('pages with Load more and Load all, and says when the sums are partial', async () => {
    const user = userEvent.setup();
    await renderPage('conf-2026');
    expect(await screen.findByText('50 loaded payments; more on the server')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('100 loaded payments; more on the server')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load all' }));
    expect(await screen.findByText('120 loaded payments; all pages loaded')).toBeInTheDocument();
    // The key figures are computed from a deferred copy of the payments: they may lag a render.
    const completed = db
      .getRecords('conf-2026')!
      .filter((payment) => payment.status === 'Completed').length;
    expect(await screen.findByTestId('summary-key-figures')).toHaveTextContent(
      new RegExp(`^Completed ${completed},`),
    );
  }, 30_000);

  it('keeps the loaded pages when a page fails, and the retry resumes from that page', async () => {
    const user = userEvent.setup();
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 2,
      kind: 'json-500',
      times: 1,
    });
    await renderPage('conf-2026');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service had an error');
    expect(screen.getByText('50 loaded payments; more on the server')).toBeInTheDocument();
    db.clearRequestLog();
    await user.click(within(alert).getByRole('button', { name: 'Retry page 2' }));
    expect(await screen.findByText('100 loaded payments; more on the server')).toBeInTheDocument();
    // Only page 2 was asked for again, not page 1.
    expect(db.requestLog.map((entry) => entry.path)).toEqual([
      '/v1/checkout/transactions/conf-2026/2',
    ]);
  });

  it('shows the valid payments and warns about the ones that could not be read', async () => {
    db.addFault({
      route: 'transactions',
      checkoutCode: 'coffee-club',
      kind: 'record-missing-fields',
    });
    await renderPage('coffee-club');
    expect(await screen.findByText(/1 record could not be read/)).toBeInTheDocument();
    expect(screen.getByText('36 loaded payments; all pages loaded')).toBeInTheDocument();
  });

  it('sums exactly the rows the filters select, per token, and says so', async () => {
    const user = userEvent.setup();
    const all = db.getRecords('big-market')!.slice(0, 50);
    const chosen = all.filter(
      (payment) =>
        normalizeChainName(payment.chainName) === 'TRON' && payment.status === 'Completed',
    );
    expect(chosen.length).toBeGreaterThan(1);
    await renderPage('big-market', { chain: ['TRON'], status: ['Completed'] });
    // Collapsed (the default), one line: the count says whose figures these are, the key
    // figures are of those rows, and a Completed-only view lists no other status.
    expect(
      await screen.findByText(`${chosen.length} of 50 loaded payments match; more on the server`),
    ).toBeInTheDocument();
    expect(screen.getByTestId('summary-key-figures').textContent).toMatch(
      new RegExp(`^Completed ${chosen.length}, \\$[\\d,.]+$`),
    );
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    expect(
      await screen.findByText(`Totals of the ${chosen.length} that match the filters.`),
    ).toBeInTheDocument();
    // A hand sum per token (chain + pay symbol), with big.js as the independent reference.
    const expected = new Map<string, Big>();
    for (const payment of chosen) {
      // An unknown token's amounts are never added: its row says "not added".
      if (!payment.paySymbol) continue;
      const label = `${payment.paySymbol} (TRON)`;
      expected.set(label, (expected.get(label) ?? new Big(0)).plus(payment.amount));
    }
    const table = screen.getByRole('table', { name: 'Completed totals per token' });
    const shown = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const [token = '', , amount = ''] = [...row.querySelectorAll('th, td')].map(
          (cell) => cell.textContent ?? '',
        );
        return [token, amount.replaceAll(',', '')] as const;
      });
    const unknown = chosen.some((payment) => !payment.paySymbol);
    expect(new Map(shown)).toEqual(
      new Map([
        ...[...expected].map(([label, sum]) => [label, sum.toFixed()] as const),
        ...(unknown ? [['unknown token (TRON)', 'not added'] as const] : []),
      ]),
    );

    // The totals of every loaded payment are one click away.
    await user.click(screen.getByRole('button', { name: 'Show totals of all 50 loaded' }));
    expect(
      screen.getByText('Totals of all 50 loaded payments, filters not applied.'),
    ).toBeInTheDocument();
  });

  it('counts a record sent twice once, and says how many copies came', async () => {
    const user = userEvent.setup();
    db.addFault({ route: 'transactions', checkoutCode: 'conf-2026', kind: 'duplicate-records' });
    await renderPage('conf-2026');
    await user.click(await screen.findByRole('button', { name: 'Load all' }));
    expect(await screen.findByText('120 loaded payments; all pages loaded')).toBeInTheDocument();
    // Page 1 repeats one payment; pages 2 and 3 repeat their own first and page 1's or 2's.
    expect(screen.getByText(/5 copies of payments already loaded/)).toBeInTheDocument();
  }, 30_000);

  it('keeps every other row when a time cannot be shown, and says which field', async () => {
    db.addFault({ route: 'transactions', checkoutCode: 'coffee-club', kind: 'time-out-of-range' });
    db.addFault({ route: 'transactions', checkoutCode: 'coffee-club', kind: 'time-not-ms' });
    await renderPage('coffee-club');
    expect(await screen.findByText('37 loaded payments; all pages loaded')).toBeInTheDocument();
    const warnings = screen.getByText(/had to work around/).closest('.mantine-Alert-root')!;
    expect(warnings).toHaveTextContent(/1 payment has a time that no date can hold/);
    expect(warnings).toHaveTextContent(/in seconds, not milliseconds/);
    expect(warnings).toHaveTextContent(/in microseconds, not milliseconds/);
    expect(await screen.findByText('8640000000000001')).toBeInTheDocument();
  });

  it('matches statuses in any casing', async () => {
    db.addFault({ route: 'transactions', checkoutCode: 'coffee-club', kind: 'status-casing' });
    const completed = db.getRecords('coffee-club')!.filter((r) => r.status === 'Completed').length;
    await renderPage('coffee-club', { status: ['Completed'] });
    expect(
      await screen.findByText(`${completed} of 37 loaded payments match; all pages loaded`),
    ).toBeInTheDocument();
  });

  it('says so when a checkout has no payments, and tells the route (recent checkouts mark it)', async () => {
    const facts: Facts[] = [];
    await renderPage('empty-shelf', {}, (told) => facts.push(told));
    expect(await screen.findByText('No payments on this checkout yet')).toBeInTheDocument();
    // Unknown until the first page is in, then empty.
    expect(facts).toEqual([
      { name: undefined, noPayments: undefined },
      { name: undefined, noPayments: true },
    ]);
  });

  it('offers no Pin or Disable when nothing could be read, and titles the page by its known name', async () => {
    db.addFault({ route: 'transactions', checkoutCode: 'coffee-club', kind: 'unauthorized-401' });
    renderWithProviders(
      <CheckoutPage
        checkoutCode="coffee-club"
        search={parseCheckoutSearch({})}
        onSearchChange={() => {}}
        knownName="Coffee Club (as last seen)"
        renderActions={() => <button type="button">Disable checkout</button>}
      />,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Coffee Club (as last seen)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable checkout' })).not.toBeInTheDocument();
    // What works without the service stays.
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('titles an unreadable checkout never seen before by its code, saying it is a checkout', async () => {
    db.addFault({ route: 'transactions', checkoutCode: 'coffee-club', kind: 'unauthorized-401' });
    await renderPage('coffee-club');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Checkout coffee-club' }),
    ).toBeInTheDocument();
  });

  it('says a code the service does not know is unknown, with no header, and tells the route', async () => {
    let unknown = 0;
    await renderPage('hoodie-drops', {}, undefined, () => (unknown += 1));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unknown checkout code' }),
    ).toBeInTheDocument();
    expect(document.body).toHaveTextContent('it answered “Checkout not found”');
    // The service's own words, marked as never to be translated.
    expect(screen.getByText('Checkout not found')).toHaveAttribute('translate', 'no');
    expect(screen.queryByRole('button', { name: /Refresh/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Unknown checkout code hoodie-drops/);
    expect(unknown).toBe(1);
  });

  it('explains an invalid app ID with a way to Settings', async () => {
    settingsStore.save({ baseUrl: TEST_API_BASE, appId: 'wrong-app-id', remember: false });
    await renderPage('coffee-club');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The app ID is not valid');
    expect(within(alert).getByRole('link', { name: 'Open Settings' })).toBeInTheDocument();
  });

  it('opens the details of a row with Enter, with Copy for support and every recipient', async () => {
    const user = userEvent.setup();
    await renderPage('hoodie-drop');
    const table = await screen.findByRole('table', {
      name: 'Payments of checkout hoodie-drop',
    });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const firstRow = within(table).getAllByRole('row')[1]!;
    firstRow.focus();
    await user.keyboard('{Enter}');
    const newest = [...(db.getRecords('hoodie-drop') ?? [])].sort(
      (a, b) => b.updatedAt - a.updatedAt,
    )[0]!;
    // The headline is the payment itself: amount, pay symbol and chain.
    const dialog = await screen.findByRole('dialog', {
      name: `Payment of ${formatDecimal(newest.amount)} ${newest.paySymbol ?? 'unknown token'} on ${normalizeChainName(newest.chainName)}`,
    });
    expect(within(dialog).getByRole('button', { name: 'Copy for support' })).toBeInTheDocument();
    expect(within(dialog).getByText(newest.hash)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: `Recipients (${newest.to.length})` }),
    ).toBeInTheDocument();
  });

  it('opens a linked payment (?tx=) from a later page: loads pages until it is found', async () => {
    const target = transactionSchema.parse(db.getRecords('conf-2026')![110]!); // page 3
    await renderPage('conf-2026', { tx: target.hash, txChain: target.chain });
    const dialog = await screen.findByRole(
      'dialog',
      {
        name: `Payment of ${formatDecimal(target.amount)} ${target.paySymbol ?? 'unknown token'} on ${target.chain}`,
      },
      { timeout: 10_000 },
    );
    expect(within(dialog).getByText(target.hash)).toBeInTheDocument();
    expect(db.requestLog.map((entry) => entry.path)).toContain(
      '/v1/checkout/transactions/conf-2026/3',
    );
  });

  it('says a linked payment is not in the checkout once every page is loaded', async () => {
    await renderPage('coffee-club', { tx: '0xnot-here' });
    expect(
      await screen.findByText(/is not in this checkout: none of the 37 payments/),
    ).toBeInTheDocument();
  });
});
