import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paymentKey } from '@/model/payments';
import { makePayment } from '@/testing/payments';
import { renderWithProviders } from '@/testing/render';
import { HiddenByFilters } from './hidden-by-filters';

const completed = makePayment({ hash: '0xaaa1', status: 'Completed' });
const pendingNew = makePayment({ hash: '0xbbb2', status: 'Pending' });
const failedNew = makePayment({ hash: '0xccc3', status: 'Failed' });
const completedNew = makePayment({ hash: '0xddd4', status: 'Completed' });
const payments = [pendingNew, failedNew, completedNew, completed];
const newKeys = new Set([pendingNew, failedNew, completedNew].map(paymentKey));

describe('new payments the filters hide', () => {
  it('counts the new payments the filters hide (not the old ones, not those shown) and offers Show them', async () => {
    const onShow = vi.fn();
    await renderWithProviders(
      <HiddenByFilters
        payments={payments}
        newKeys={newKeys}
        search={{ status: ['Completed'] }}
        onShow={onShow}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 new payments not shown by your filters',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show them' }));
    expect(onShow).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the filters hide none of the news', async () => {
    await renderWithProviders(
      <HiddenByFilters payments={payments} newKeys={newKeys} search={{}} onShow={() => {}} />,
    );
    expect(screen.queryByText(/not shown by your filters/)).toBeNull();
  });
});
