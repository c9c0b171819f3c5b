import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_APP_ID } from '@mocks/data';
import { useApi } from '@/api/identity';
import { settingsStore } from '@/model/profiles';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { SearchAllPages } from './search-all-pages';
import { useCheckoutPages } from './use-checkout-pages';

// 'conf-2026' has 120 payments: pages of 50, 50 and 20.
const { db } = setupMockApi();

beforeEach(() => {
  settingsStore.save({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: false });
});

const asked = () => db.requestLog.map((entry) => entry.path);

/** "Search all pages" over the real paging hook, beside a Load all started elsewhere. */
function Paging({ checkoutCode }: { checkoutCode: string }) {
  const { query, loaded, everyPage } = useCheckoutPages(useApi(), checkoutCode);
  if (!query.data) return null;
  return (
    <>
      <p>{`${loaded.payments.length} payments loaded`}</p>
      <button type="button" onClick={() => void everyPage.loadAll()}>
        Load all elsewhere
      </button>
      <SearchAllPages source={everyPage} />
    </>
  );
}

const renderPaging = async (checkoutCode: string) => {
  await renderWithProviders(<Paging checkoutCode={checkoutCode} />);
  await screen.findByText(/payments loaded$/);
};

describe('SearchAllPages', () => {
  it('is not offered when every page is loaded', async () => {
    await renderPaging('coffee-club');
    expect(screen.queryByRole('button', { name: 'Search all pages' })).not.toBeInTheDocument();
  });

  it('loads every remaining page once, then goes', async () => {
    const user = userEvent.setup();
    await renderPaging('conf-2026');
    await user.click(screen.getByRole('button', { name: 'Search all pages' }));
    expect(await screen.findByText('120 payments loaded')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Search all pages' })).not.toBeInTheDocument(),
    );
    expect(asked()).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
      '/v1/checkout/transactions/conf-2026/3',
    ]);
  });

  it('says it is searching, with Cancel, which keeps the pages and offers it again', async () => {
    const user = userEvent.setup();
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 3,
      kind: 'never-answers',
      times: 1,
    });
    await renderPaging('conf-2026');
    await user.click(screen.getByRole('button', { name: 'Search all pages' }));
    await waitFor(() => expect(db.hanging).toBe(1));
    expect(screen.getByRole('status')).toHaveTextContent(/^Searching all pages: \d+ pages?, /);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Search all pages' })).toBeEnabled();
    expect(screen.getByText('100 payments loaded')).toBeInTheDocument();
  });

  it('cannot be pressed while a Load all started elsewhere runs, and does not say it searches', async () => {
    const user = userEvent.setup();
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 2,
      kind: 'never-answers',
      times: 1,
    });
    await renderPaging('conf-2026');
    await user.click(screen.getByRole('button', { name: 'Load all elsewhere' }));
    await waitFor(() => expect(db.hanging).toBe(1));
    expect(screen.getByRole('button', { name: 'Search all pages' })).toBeDisabled();
    expect(screen.queryByText(/^Searching all pages/)).not.toBeInTheDocument();
  });
});
