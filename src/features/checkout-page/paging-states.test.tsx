import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_APP_ID } from '@mocks/data';
import { settingsStore } from '@/model/profiles';
import { fakeLayout } from '@/testing/layout';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { CheckoutPage } from './checkout-page';

const { db } = setupMockApi();
fakeLayout();

beforeEach(() => {
  settingsStore.save({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: false });
});

const renderPage = (checkoutCode: string) =>
  renderWithProviders(
    <CheckoutPage checkoutCode={checkoutCode} search={{}} onSearchChange={() => {}} />,
  );

describe('CheckoutPage: how paging ends and how waiting looks', () => {
  it('stops Load all at a repeated page, says which, and shows each payment once', async () => {
    const user = userEvent.setup();
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 3,
      kind: 'page-repeats',
    });
    await renderPage('conf-2026');
    await user.click(await screen.findByRole('button', { name: 'Load all' }));
    expect(
      await screen.findByText(
        'Paging stopped: the service sent page 3 again (the same payments as page 2).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('100 loaded payments; paging stopped early')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(db.requestLog.map((entry) => entry.path)).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
      '/v1/checkout/transactions/conf-2026/3',
    ]);
  }, 20_000);

  it('Load all pressed while Load more is on its way joins that page: each page asked once', async () => {
    const user = userEvent.setup();
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 2,
      kind: 'latency',
      latencyMs: 800,
    });
    await renderPage('conf-2026');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Loading page 2…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load all' }));
    expect(
      await screen.findByText('120 loaded payments; all pages loaded', undefined, {
        timeout: 5_000,
      }),
    ).toBeInTheDocument();
    expect(db.requestLog.map((entry) => entry.path)).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
      '/v1/checkout/transactions/conf-2026/3',
    ]);
  }, 20_000);

  it('Load more pressed again before its page arrives asks that page once', async () => {
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 2,
      kind: 'latency',
      latencyMs: 300,
    });
    await renderPage('conf-2026');
    const loadMore = await screen.findByRole('button', { name: 'Load more' });
    // Two presses in one task: the button cannot show its loading state in between.
    fireEvent.click(loadMore);
    fireEvent.click(loadMore);
    // And once more after the request is on its way (e.g. the end of the list reached).
    await waitFor(() => expect(db.requestLog).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('100 loaded payments; more on the server')).toBeInTheDocument();
    expect(db.requestLog.map((entry) => entry.path)).toEqual([
      '/v1/checkout/transactions/conf-2026',
      '/v1/checkout/transactions/conf-2026/2',
    ]);
  }, 20_000);

  it('says it is still waiting after 2 s; Cancel stops the request and says so; Retry loads', async () => {
    const user = userEvent.setup();
    db.addFault({ route: 'transactions', kind: 'never-answers', times: 1 });
    await renderPage('coffee-club');
    expect(screen.getByText('Loading payments…')).toBeInTheDocument();
    // The seconds are their own element (not announced each second): match the line.
    const notice = await screen.findByText(
      (_, element) =>
        element?.tagName === 'P' &&
        /^Still waiting for the service \(\d+ s\)$/.test(element.textContent ?? ''),
      undefined,
      { timeout: 4_000 },
    );
    expect(db.hanging).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Loading was cancelled')).toBeInTheDocument();
    expect(notice).not.toBeInTheDocument();
    // The request in flight was stopped: the mock server saw the client go away.
    await expect.poll(() => db.hanging).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('37 loaded payments; all pages loaded')).toBeInTheDocument();
    expect(db.requestLog).toHaveLength(2);
  }, 20_000);

  it('says when a next page keeps them waiting; Cancel keeps the loaded pages and offers Retry', async () => {
    const user = userEvent.setup();
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 2,
      kind: 'never-answers',
      times: 1,
    });
    await renderPage('conf-2026');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByText('Page 2 of the payments.', undefined, { timeout: 4_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('Cancelled: page 2 was not loaded. The pages loaded so far stay.'),
    ).toBeInTheDocument();
    expect(screen.getByText('50 loaded payments; more on the server')).toBeInTheDocument();
    await expect.poll(() => db.hanging).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Retry page 2' }));
    expect(await screen.findByText('100 loaded payments; more on the server')).toBeInTheDocument();
    expect(screen.queryByText(/^Cancelled:/)).not.toBeInTheDocument();
  }, 20_000);

  it('during Load all, a slow page gets the notice with Retry (Load all keeps the one Cancel)', async () => {
    const user = userEvent.setup();
    db.addFault({
      route: 'transactions',
      checkoutCode: 'conf-2026',
      page: 3,
      kind: 'never-answers',
      times: 1,
    });
    await renderPage('conf-2026');
    await user.click(await screen.findByRole('button', { name: 'Load all' }));
    expect(
      await screen.findByText('Page 3 of Load all.', undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    // One Cancel (Load all's own), and the notice's Retry.
    expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // The retried page answers (the fault was used once): Load all finishes.
    expect(await screen.findByText('120 loaded payments; all pages loaded')).toBeInTheDocument();
    expect(db.requestLog.map((entry) => entry.path.split('/').pop())).toEqual([
      'conf-2026',
      '2',
      '3',
      '3',
    ]);
  }, 20_000);

  it('links a 401 to Settings', async () => {
    db.addFault({ route: 'transactions', kind: 'unauthorized-401' });
    await renderPage('coffee-club');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not authorised');
    expect(alert).toHaveTextContent('HTTP 401');
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });
});
