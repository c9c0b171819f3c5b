import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_APP_ID } from '@mocks/data';
import { onAnnounce } from '@/lib/announce';
import { settingsStore } from '@/model/profiles';
import { fakeLayout } from '@/testing/layout';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { useSearchState } from '@/testing/search-state';
import { CheckoutPage } from './checkout-page';
import { parseCheckoutSearch, type CheckoutSearch } from '@/features/payment-filters';

const { db } = setupMockApi();
fakeLayout();

beforeEach(() => {
  settingsStore.save({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: false });
});
afterEach(() => {
  vi.useRealTimers();
});

function Harness({ checkoutCode }: { checkoutCode: string }) {
  const [search, onSearchChange] = useSearchState<CheckoutSearch>({}, parseCheckoutSearch);
  return (
    <CheckoutPage checkoutCode={checkoutCode} search={search} onSearchChange={onSearchChange} />
  );
}

const requestsFor = (code: string) =>
  db.requestLog
    .map((entry) => entry.path)
    .filter((path) => path.startsWith(`/v1/checkout/transactions/${code}`));

describe('CheckoutPage live news', () => {
  it('opens with one first-page request, then checks the first page alone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWithProviders(<Harness checkoutCode="conf-2026" />);
    expect(await screen.findByText('Checked every 10 s')).toBeInTheDocument();
    // The list's first page also fills the polled first page: one request, not two.
    expect(requestsFor('conf-2026')).toEqual(['/v1/checkout/transactions/conf-2026']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('100 loaded payments; more on the server')).toBeInTheDocument();
    db.clearRequestLog();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    // One request per check however many pages are loaded.
    await waitFor(() => expect(requestsFor('conf-2026')).toHaveLength(1));
    expect(requestsFor('conf-2026')).toEqual(['/v1/checkout/transactions/conf-2026']);
  });

  it('merges a new payment in at the top, marks it New and announces it once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const announced: string[] = [];
    const stop = onAnnounce((message) => announced.push(message));
    await renderWithProviders(<Harness checkoutCode="live-desk" />);
    expect(await screen.findByText('5 loaded payments; all pages loaded')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Payments of checkout live-desk' });
    expect(within(table).queryByRole('columnheader', { name: 'Change' })).not.toBeInTheDocument();

    const added = db.advance('live-desk', 'add-pending');
    db.advance('live-desk', 'complete-pending');
    await act(() => vi.advanceTimersByTimeAsync(10_000));

    expect(await screen.findByText('6 loaded payments; all pages loaded')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Change' })).toBeInTheDocument();
    const newRow = within(table).getByText('New', { exact: true }).closest('[role="row"]');
    expect(newRow).toHaveTextContent(added?.hash.slice(0, 6) ?? 'missing');
    expect(newRow).toHaveClass('live-row-changed');
    // Newest first: the payment completed last, then the new one.
    const updatedRow = within(table).getByText('Updated', { exact: true }).closest('[role="row"]');
    expect(within(table).getAllByRole('row').slice(1, 3)).toEqual([updatedRow, newRow]);
    // Each payment once: the completed one is not listed twice.
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    // One message for the check, naming both changes.
    const messages = announced.filter((message) => message.startsWith('Live desk:'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Live desk: new pending payment of');
    expect(messages[0]).toContain('went from Pending to Completed');

    // The marks fade after a few seconds; the rows stay.
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    await waitFor(() =>
      expect(within(table).queryByText('New', { exact: true })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('6 loaded payments; all pages loaded')).toBeInTheDocument();
    stop();
  });

  it('checks a checkout with nothing Pending every 60 s and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWithProviders(<Harness checkoutCode="empty-shelf" />);
    expect(await screen.findByText('No payments on this checkout yet')).toBeInTheDocument();
    expect(screen.getByText(/checks for them every 60 s while it is open/)).toBeInTheDocument();
    expect(screen.getByText('Checked every 60 s')).toBeInTheDocument();
    db.advance('empty-shelf', 'add-pending');
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(requestsFor('empty-shelf')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(await screen.findByText('1 loaded payment; all pages loaded')).toBeInTheDocument();
    expect(requestsFor('empty-shelf')).toHaveLength(2);
    expect(screen.getByText('Checked every 10 s')).toBeInTheDocument();
  });
});
