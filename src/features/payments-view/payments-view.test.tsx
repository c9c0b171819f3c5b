import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Payment } from '@/model/payments';
import type { EveryPageLoader } from '@/features/checkout-paging';
import { parseCheckoutSearch, type CheckoutSearch } from '@/features/payment-filters';
import { fakeLayout } from '@/testing/layout';
import { makePayment } from '@/testing/payments';
import { renderWithProviders } from '@/testing/render';
import { useSearchState } from '@/testing/search-state';
import { PaymentsView, type PaymentsViewProps } from './payments-view';

fakeLayout();

const completed = [
  makePayment({ hash: '0xc0ffee01', status: 'Completed' }),
  makePayment({ hash: '0xc0ffee02', status: 'Completed', chainName: 'TRON' }),
  makePayment({ hash: '0xc0ffee03', status: 'Completed' }),
];

/**
 * A loader with more pages, never started here: what the view offers for it is under
 * test, not loading (use-checkout-pages.test.tsx covers that).
 */
const morePages: EveryPageLoader = {
  checkoutCode: 'conf-2026',
  hasMore: true,
  complete: false,
  loadAll: () => Promise.reject(new Error('not started in these tests')),
  cancelLoadAll: () => {},
  progress: null,
};

/** The view with its search held as a route holds it, and the search's `tx` said. */
function View({
  payments,
  initial = {},
  ...props
}: { payments: Payment[]; initial?: CheckoutSearch } & Partial<
  Pick<PaymentsViewProps, 'hasMore' | 'everyPage' | 'subject' | 'checkoutCodeOf'>
>) {
  const [search, onSearchChange] = useSearchState(initial, parseCheckoutSearch);
  return (
    <>
      <p>{`Open payment: ${search.tx ?? 'none'}`}</p>
      <PaymentsView
        subject={{ kind: 'checkout', checkoutCode: 'coffee-club' }}
        tableLabel="Payments"
        loaded={{ payments, duplicates: 0, conflicts: [], rejected: [] }}
        hasMore={false}
        moreNote="; more on the server"
        search={search}
        onSearchChange={onSearchChange}
        {...props}
      />
    </>
  );
}

describe('PaymentsView: when no row is shown', () => {
  it('says nothing is loaded yet, with nothing to clear', async () => {
    await renderWithProviders(<View payments={[]} />);
    expect(await screen.findByText('No payments loaded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says none of the loaded payments match, and Clear filters shows them', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<View payments={completed} initial={{ status: ['Failed'] }} />);
    const message = await screen.findByText('None of the 3 loaded payments matches these filters.');
    expect(screen.queryByRole('table', { name: 'Payments' })).not.toBeInTheDocument();
    // The notice's own Clear filters (the filter bar has one too).
    const notice = message.closest<HTMLElement>('[role="status"]')!;
    await user.click(within(notice).getByRole('button', { name: 'Clear filters' }));
    const table = await screen.findByRole('table', { name: 'Payments' });
    // A header row and the three payments (the rows come in the task after the table).
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
  });

  it('speaks of the one loaded payment in the singular', async () => {
    await renderWithProviders(
      <View payments={completed.slice(0, 1)} initial={{ status: ['Failed'] }} />,
    );
    expect(
      await screen.findByText('The one loaded payment does not match these filters.'),
    ).toBeInTheDocument();
  });

  it('with more pages and a loader, points to Search all pages and offers it', async () => {
    await renderWithProviders(
      <View payments={completed} initial={{ status: ['Failed'] }} hasMore everyPage={morePages} />,
    );
    expect(
      await screen.findByText(
        'None of the 3 loaded payments matches these filters. More pages on the server may hold matches: use Search all pages.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search all pages' })).toBeInTheDocument();
  });

  it('with more pages and no loader (the watchlist), points to Load all instead', async () => {
    await renderWithProviders(
      <View payments={completed} initial={{ status: ['Failed'] }} hasMore />,
    );
    expect(
      await screen.findByText(
        'None of the 3 loaded payments matches these filters. More pages on the server may hold matches: use Load all.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search all pages' })).not.toBeInTheDocument();
  });

  it('does not offer Search all pages without a filter', async () => {
    await renderWithProviders(<View payments={completed} hasMore everyPage={morePages} />);
    await screen.findByRole('table', { name: 'Payments' });
    expect(screen.queryByRole('button', { name: 'Search all pages' })).not.toBeInTheDocument();
  });
});

describe('PaymentsView: a link to one payment', () => {
  it('opens a loaded payment’s details; Copy for support names the checkout it is shown under', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <View
        payments={completed}
        initial={{ tx: '0xc0ffee02', txChain: 'TRON' }}
        checkoutCodeOf={() => 'pinned-desk'}
      />,
    );
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Copy for support' }));
    const copied = await navigator.clipboard.readText();
    expect(copied.split('\n').slice(0, 3)).toEqual([
      'Checkout code: pinned-desk',
      'Chain: TRON (the service wrote "TRON")',
      'Transaction hash: 0xc0ffee02',
    ]);
  });

  it('an unknown payment of a fully loaded checkout is "not in this checkout"; Dismiss drops the link', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<View payments={completed} initial={{ tx: '0xdeadbeef' }} />);
    expect(await screen.findByText('Payment not found')).toBeInTheDocument();
    expect(
      screen.getByText(/is not in this checkout: none of the 3 payments has that hash/),
    ).toBeInTheDocument();
    expect(screen.getByText('Open payment: 0xdeadbeef')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByText('Open payment: none')).toBeInTheDocument();
    expect(screen.queryByText('Payment not found')).not.toBeInTheDocument();
  });

  it('on the watchlist, an unknown payment is "not in the pinned checkouts"', async () => {
    await renderWithProviders(
      <View payments={completed} initial={{ tx: '0xdeadbeef' }} subject={{ kind: 'watchlist' }} />,
    );
    expect(await screen.findByText(/is not in the pinned checkouts:/)).toBeInTheDocument();
  });
});

describe('PaymentsView: times that are not dates', () => {
  it('with a date filter, says how many loaded payments it leaves out', async () => {
    const payments = [...completed, makePayment({ hash: '0xseconds', updatedAt: 1_790_000_000 })];
    await renderWithProviders(<View payments={payments} initial={{ date: '7d' }} />);
    expect(
      await screen.findByText(
        '1 loaded payment has a time that cannot be read as a date: the date filter leaves it out.',
      ),
    ).toBeInTheDocument();
  });

  it('without a date filter, says nothing of them', async () => {
    const payments = [...completed, makePayment({ hash: '0xseconds', updatedAt: 1_790_000_000 })];
    await renderWithProviders(<View payments={payments} />);
    await screen.findByRole('table', { name: 'Payments' });
    expect(screen.queryByText(/cannot be read as a date/)).not.toBeInTheDocument();
  });
});
