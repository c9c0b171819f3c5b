import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_APP_ID } from '@mocks/data';
import { useApi } from '@/api/identity';
import { settingsStore } from '@/model/profiles';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { PagingFooter } from './paging-footer';
import { useCheckoutPages } from './use-checkout-pages';

// 'conf-2026' has 120 payments: pages of 50, 50 and 20.
const { db } = setupMockApi();

beforeEach(() => {
  settingsStore.save({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: false });
});

const asked = () => db.requestLog.map((entry) => entry.path);

/** The footer wired to the paging hook as the checkout page wires it, with a count above. */
function Paging({ checkoutCode }: { checkoutCode: string }) {
  const api = useApi();
  const { query, loaded, requestNextPage, retryNextPage, everyPage } = useCheckoutPages(
    api,
    checkoutCode,
  );
  if (!query.data) return null;
  return (
    <>
      <p>{`${loaded.payments.length} payments loaded`}</p>
      <PagingFooter
        api={api}
        checkoutCode={checkoutCode}
        hasMore={everyPage.hasMore}
        nextError={query.isFetchNextPageError ? query.error : null}
        loadAll={everyPage.progress}
        onLoadMore={() => void requestNextPage()}
        onRetry={() => void retryNextPage()}
        onLoadAll={() => void everyPage.loadAll()}
        onCancel={everyPage.cancelLoadAll}
      />
    </>
  );
}

const renderPaging = async (checkoutCode: string) => {
  await renderWithProviders(<Paging checkoutCode={checkoutCode} />);
  await screen.findByText(/payments loaded$/);
};

describe('PagingFooter', () => {
  it('offers nothing on a checkout of one page', async () => {
    await renderPaging('coffee-club');
    expect(screen.getByText('37 payments loaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load all' })).not.toBeInTheDocument();
  });

  it('Load more asks for the next page each time, and goes once every page is in', async () => {
    const user = userEvent.setup();
    await renderPaging('conf-2026');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('100 payments loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('120 payments loaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(asked()).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
      '/v1/checkout/transactions/conf-2026/3',
    ]);
  });

  it('a failed page says so with a Retry of that page, which asks it again', async () => {
    const user = userEvent.setup();
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 2,
      kind: 'json-500',
      times: 1,
    });
    await renderPaging('conf-2026');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await user.click(await screen.findByRole('button', { name: 'Retry page 2' }));
    expect(await screen.findByText('100 payments loaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry page 2' })).not.toBeInTheDocument();
    expect(asked()).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
      '/v1/checkout/transactions/conf-2026/2',
    ]);
  });

  it('Load all shows its progress; Cancel keeps the pages and names the page not loaded', async () => {
    const user = userEvent.setup();
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 2,
      kind: 'never-answers',
      times: 1,
    });
    await renderPaging('conf-2026');
    await user.click(screen.getByRole('button', { name: 'Load all' }));
    expect(
      await screen.findByText('Loading all pages: 1 page, 50 payments so far'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await waitFor(() => expect(db.hanging).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('Cancelled: page 2 was not loaded. The pages loaded so far stay.'),
    ).toBeInTheDocument();
    expect(screen.getByText('50 payments loaded')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry page 2' }));
    expect(await screen.findByText('100 payments loaded')).toBeInTheDocument();
    expect(screen.queryByText(/^Cancelled: page/)).not.toBeInTheDocument();
    expect(asked()).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
      '/v1/checkout/transactions/conf-2026/2',
    ]);
  });
});
