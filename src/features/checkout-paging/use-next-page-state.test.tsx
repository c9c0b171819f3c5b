import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_APP_ID } from '@mocks/data';
import { useApi } from '@/api/identity';
import { settingsStore } from '@/model/profiles';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { createTestQueryClient, TestProviders } from '@/testing/render';
import { useCheckoutPages } from './use-checkout-pages';
import { useNextPageState } from './use-next-page-state';

// 'conf-2026' has 120 payments: pages of 50, 50 and 20.
const { db } = setupMockApi();

beforeEach(() => {
  settingsStore.save({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: false });
});

function wrapperWith() {
  const queryClient = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient}>{children}</TestProviders>
  );
}

describe('useNextPageState: the next page’s fetch state, for the paging footer', () => {
  it('never asks for a page by itself', async () => {
    const { result } = renderHook(() => useNextPageState(useApi(), 'conf-2026'), {
      wrapper: wrapperWith(),
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current).toEqual({
      fetchingNext: false,
      failureCount: 0,
      failureReason: null,
      pagesLoaded: 0,
    });
    expect(db.requestLog).toEqual([]);
  });

  it('follows the pages the paging hook loads, and the next page on its way', async () => {
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 2,
      kind: 'never-answers',
      times: 1,
    });
    const { result } = renderHook(
      () => {
        const api = useApi();
        return {
          pages: useCheckoutPages(api, 'conf-2026'),
          next: useNextPageState(api, 'conf-2026'),
        };
      },
      { wrapper: wrapperWith() },
    );
    await waitFor(() => expect(result.current.next.pagesLoaded).toBe(1));
    expect(result.current.next.fetchingNext).toBe(false);
    act(() => {
      void result.current.pages.requestNextPage();
    });
    await waitFor(() => expect(result.current.next.fetchingNext).toBe(true));
    expect(result.current.next.pagesLoaded).toBe(1);
    // Given up and asked again: the second answer arrives.
    await act(async () => {
      await result.current.pages.retryNextPage();
    });
    expect(result.current.next).toMatchObject({ fetchingNext: false, pagesLoaded: 2 });
    // One observer more asks for nothing more: the first page once, page 2 twice (the retry).
    expect(db.requestLog).toHaveLength(3);
  });
});
