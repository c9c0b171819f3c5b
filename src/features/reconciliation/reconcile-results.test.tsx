import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeLayout } from '@/testing/layout';
import { renderWithProviders } from '@/testing/render';
import { matchOrders } from './match-orders';
import type { Order } from './parse-orders';
import { Results } from './reconcile-results';

fakeLayout();

/** 450 orders and no payment: 450 Unpaid rows. */
const orders: Order[] = Array.from({ length: 450 }, (_, index) => ({
  line: index + 2,
  orderId: `ORD-${String(index + 1).padStart(3, '0')}`,
  amount: '10',
  currency: 'USDT',
  chain: 'TRON',
  payer: null,
  txHashes: [],
  time: null,
  checkoutCode: null,
}));

describe('the results of a large reconciliation', () => {
  it('draws 200 rows at a time, says how many of all it shows, and adds 200 per Show more', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <Results
        kept={{
          ranAt: Date.UTC(2026, 10, 29, 9),
          checkoutCodes: ['coffee-club'],
          complete: true,
          reconciliation: matchOrders(orders, []),
        }}
      />,
    );
    // jsdom's media queries match nothing: the phone's list of results.
    const list = screen.getByRole('list', { name: 'Result' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(200);
    expect(screen.getByText('Showing 200 of 450 rows. The export holds every row.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show 200 more rows' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(400);
    expect(screen.getByText('Showing 400 of 450 rows. The export holds every row.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show 50 more rows' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(450);
    expect(within(list).getByText('ORD-450')).toBeVisible();
    expect(screen.queryByRole('button', { name: /more rows/ })).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });
});
