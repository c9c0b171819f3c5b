import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_APP_ID } from '@mocks/data';
import { ApiError } from '@/api/errors';
import { useApi } from '@/api/identity';
import { transactionsInfiniteOptions } from '@/api/transactions';
import { useCheckoutPages } from '@/features/checkout-paging';
import { parseCheckoutSearch, type CheckoutSearch } from '@/features/payment-filters';
import { settingsStore } from '@/model/profiles';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { createTestQueryClient, TestProviders } from '@/testing/render';
import { useSearchState } from '@/testing/search-state';
import { useLinkedPayment } from './use-linked-payment';

// 'big-market' with 500 payments: 10 pages of 50. 'conf-2026' has 120: pages of 50, 50, 20.
const { db } = setupMockApi({ largeCount: 500 });

beforeEach(() => {
  settingsStore.save({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: false });
});

const asked = () => db.requestLog.map((entry) => entry.path);

/** The seed's payment at `index` (newest first), as the service sends it. */
function seedPayment(checkoutCode: string, index: number) {
  const payment = db.getRecords(checkoutCode)?.[index];
  if (!payment) throw new Error(`the seed has no payment ${index} in ${checkoutCode}`);
  return payment;
}

/**
 * The checkout page's wiring: its pages, the search held as the route holds it, and the
 * link. The first page is in before the view mounts, as the route's loader sees to.
 */
async function renderLink(
  checkoutCode: string,
  initial: CheckoutSearch,
  { withSource = true }: { withSource?: boolean } = {},
) {
  const queryClient = createTestQueryClient();
  const api = settingsStore.get().identity!;
  await queryClient.prefetchInfiniteQuery(transactionsInfiniteOptions(api, checkoutCode));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient}>{children}</TestProviders>
  );
  return renderHook(
    () => {
      const pages = useCheckoutPages(useApi(), checkoutCode);
      const [search, onSearchChange] = useSearchState(initial, parseCheckoutSearch);
      const link = useLinkedPayment({
        payments: pages.loaded.payments,
        search,
        onSearchChange,
        hasMore: pages.everyPage.hasMore,
        source: withSource ? pages.everyPage : undefined,
      });
      return {
        link,
        search,
        payments: pages.loaded.payments,
        loaded: pages.loaded.payments.length,
      };
    },
    { wrapper },
  );
}

describe('useLinkedPayment: a link to one payment of the checkout', () => {
  it('opens a payment on the loaded page without asking for more', async () => {
    const payment = seedPayment('conf-2026', 9);
    const { result } = await renderLink('conf-2026', { tx: payment.hash, txChain: 'ETH' });
    // The seed's conf-2026 payment 9 is on Ethereum, spelled "ethereum" (checked, not assumed).
    expect(payment.chainName.toLowerCase()).toBe('ethereum');
    expect(result.current.link.opened).toBe(true);
    expect(result.current.link.selected?.hash).toBe(payment.hash);
    expect(result.current.link.lookup).toEqual({ kind: 'none' });
    expect(asked()).toEqual(['/v1/checkout/transactions/conf-2026']);
  });

  it('finds one on a later page by loading pages up to it, and no further', async () => {
    // Payment 160 of 500 is on page 4 of 10.
    const payment = seedPayment('big-market', 160);
    const { result } = await renderLink('big-market', { tx: payment.hash });
    expect(result.current.link.lookup).toEqual({ kind: 'searching' });
    await waitFor(() => expect(result.current.link.opened).toBe(true));
    expect(result.current.link.selected?.hash).toBe(payment.hash);
    expect(result.current.link.lookup).toEqual({ kind: 'none' });
    expect(result.current.loaded).toBe(200);
    expect(asked()).toEqual([
      '/v1/checkout/transactions/big-market',
      '/v1/checkout/transactions/big-market/2',
      '/v1/checkout/transactions/big-market/3',
      '/v1/checkout/transactions/big-market/4',
    ]);
  });

  it('an unknown hash ends in "not in this checkout" once every page is asked once', async () => {
    const { result } = await renderLink('conf-2026', { tx: '0xdeadbeef', txChain: 'ETH' });
    await waitFor(() => expect(result.current.link.lookup).toEqual({ kind: 'not-found' }));
    expect(result.current.link.opened).toBe(false);
    expect(result.current.link.selected).toBeNull();
    expect(result.current.loaded).toBe(120);
    expect(asked()).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
      '/v1/checkout/transactions/conf-2026/3',
    ]);
  });

  it('a real hash with the wrong chain is not that payment: not in this checkout', async () => {
    const payment = seedPayment('conf-2026', 9);
    expect(payment.chainName.toLowerCase()).toBe('ethereum');
    const { result } = await renderLink('conf-2026', { tx: payment.hash, txChain: 'TRON' });
    await waitFor(() => expect(result.current.link.lookup).toEqual({ kind: 'not-found' }));
    expect(result.current.link.selected).toBeNull();
    expect(asked()).toHaveLength(3);
  });

  it('a page that fails while looking says so; Try again looks on and finds it', async () => {
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 2,
      kind: 'json-500',
      times: 1,
    });
    const payment = seedPayment('conf-2026', 110);
    const { result } = await renderLink('conf-2026', { tx: payment.hash });
    await waitFor(() => expect(result.current.link.lookup.kind).toBe('failed'));
    const lookup = result.current.link.lookup;
    expect(lookup.kind === 'failed' && lookup.error).toBeInstanceOf(ApiError);
    expect(result.current.loaded).toBe(50);

    act(() => result.current.link.retry());
    await waitFor(() => expect(result.current.link.opened).toBe(true));
    expect(result.current.link.selected?.hash).toBe(payment.hash);
    expect(asked()).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
      '/v1/checkout/transactions/conf-2026/2',
      '/v1/checkout/transactions/conf-2026/3',
    ]);
  });

  it('where pages cannot be loaded (no source) it says the payment is not loaded, and asks nothing', async () => {
    const { result } = await renderLink('conf-2026', { tx: '0xdeadbeef' }, { withSource: false });
    expect(result.current.link.lookup).toEqual({ kind: 'not-loaded' });
    // Nothing is asked after the first page, however long one waits for it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked()).toEqual(['/v1/checkout/transactions/conf-2026']);
  });

  it('opening writes the hash and canonical chain to the URL; closing removes both', async () => {
    const { result } = await renderLink('conf-2026', {});
    expect(result.current.link.target).toBeNull();
    // The seed's payment 1 of conf-2026 is on TRON, spelled "TRON".
    const payment = result.current.payments[1]!;
    expect(payment.hash).toBe(seedPayment('conf-2026', 1).hash);
    act(() => result.current.link.open(payment));
    expect(result.current.search).toMatchObject({ tx: payment.hash, txChain: 'TRON' });
    expect(result.current.link.opened).toBe(true);
    expect(result.current.link.selected).toBe(payment);

    act(() => result.current.link.close());
    expect(result.current.search.tx).toBeUndefined();
    expect(result.current.search.txChain).toBeUndefined();
    expect(result.current.link.opened).toBe(false);
    // The drawer keeps its payment while it slides out.
    expect(result.current.link.selected).toBe(payment);
  });
});
