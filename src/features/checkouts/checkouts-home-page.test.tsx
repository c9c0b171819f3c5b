import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutCodeProbe, renderRoutes } from '@/testing/render';
import { DEMO_APP_ID } from '@mocks/data';
import { settingsStore } from '@/model/profiles';
import { CheckoutsHomePage } from './checkouts-home-page';
import { t } from '@/i18n';
import { DOT_CODE_MESSAGE, EMPTY_CODE_MESSAGE } from './open-checkout-form';
import { recordRecentCheckout } from './recent-checkouts-store';

/** The home page at "/" and a probe at the real checkout path that shows the decoded param. */
function renderHome() {
  return renderRoutes({ '/': CheckoutsHomePage, '/checkouts/$checkoutCode': CheckoutCodeProbe });
}

const API_SETTINGS = {
  baseUrl: 'https://api.example.test/v1',
  appId: 'home-test-app',
  remember: false,
};

beforeEach(() => {
  // The router restores scroll on navigation; jsdom does not implement scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  settingsStore.save(API_SETTINGS);
});

describe('Checkouts home page', () => {
  it('opens a code with special characters on Enter, trimmed, and the route receives it intact', async () => {
    const user = userEvent.setup();
    const { router, history } = await renderHome();
    expect(screen.getByRole('heading', { name: 'Checkouts', level: 1 })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Checkout code'), '  a/b?c#d% é{enter}');

    expect(await screen.findByTestId('opened-code')).toHaveTextContent(/^a\/b\?c#d% é$/);
    // One path segment with "/", "?", "#" and "%" percent-encoded: nothing leaks into
    // another segment, the search or the hash. (The router shows " é" decoded.)
    expect(router.state.location.pathname).toMatch(
      /^\/checkouts\/a%2Fb%3Fc%23d%25(%20| )(%C3%A9|é)$/,
    );
    expect(history.location.search).toBe('');
    expect(history.location.hash).toBe('');
  });

  it('opens with the Open button too', async () => {
    const user = userEvent.setup();
    await renderHome();
    await user.type(screen.getByLabelText('Checkout code'), 'coffee-club');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByTestId('opened-code')).toHaveTextContent('coffee-club');
  });

  it('refuses an empty or blank code with a clear message and stays', async () => {
    const user = userEvent.setup();
    const { router } = await renderHome();
    const field = screen.getByLabelText('Checkout code');

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText(t(EMPTY_CODE_MESSAGE))).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, '   {enter}');
    expect(screen.getByText(t(EMPTY_CODE_MESSAGE))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    // Typing clears the message.
    await user.type(field, 'x');
    expect(screen.queryByText(t(EMPTY_CODE_MESSAGE))).not.toBeInTheDocument();
  });

  it('refuses "." and ".." (a web address cannot carry them) and stays', async () => {
    const user = userEvent.setup();
    const { router } = await renderHome();
    const field = screen.getByLabelText('Checkout code');
    for (const code of ['.', ' .. ']) {
      await user.clear(field);
      await user.type(field, `${code}{enter}`);
      expect(screen.getByText(t(DOT_CODE_MESSAGE))).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    }
  });

  it('says why the list is empty', async () => {
    await renderHome();
    expect(screen.getByText(/does not list your checkouts/i)).toBeInTheDocument();
  });

  it('lists recent checkouts with names, and pins, removes and opens them by accessible names', async () => {
    const user = userEvent.setup();
    const api = settingsStore.get().identity!;
    recordRecentCheckout(api, { checkoutCode: 'coffee-club', name: 'Coffee Club subscription' });
    recordRecentCheckout(api, { checkoutCode: 'a/b?c#d%' });
    await renderHome();

    // The rows' code loads on demand (a first visit has none).
    const list = await screen.findByRole('list', { name: 'Recent checkouts' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('a/b?c#d%');
    expect(items[1]).toHaveTextContent('Coffee Club subscription');
    expect(items[1]).toHaveTextContent('coffee-club');

    await user.click(screen.getByRole('button', { name: 'Pin coffee-club' }));
    const pinnedFirst = within(list).getAllByRole('listitem');
    expect(pinnedFirst[0]).toHaveTextContent('Coffee Club subscription');
    expect(screen.getByRole('button', { name: 'Unpin coffee-club' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove coffee-club' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Coffee Club subscription')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Open a/b?c#d%' }));
    expect(await screen.findByTestId('opened-code')).toHaveTextContent(/^a\/b\?c#d%$/);
  });

  it('shows a list per profile', async () => {
    const first = settingsStore.get().scope;
    const api = settingsStore.get().identity!;
    recordRecentCheckout(api, { checkoutCode: 'mine' });
    await renderHome();
    expect(await screen.findByRole('link', { name: 'Open mine' })).toBeInTheDocument();

    act(() => void settingsStore.add({ ...API_SETTINGS, appId: 'another-app', name: 'Store B' }));
    expect(screen.queryByRole('link', { name: 'Open mine' })).not.toBeInTheDocument();
    expect(screen.getByText(/does not list your checkouts/i)).toBeInTheDocument();
    // Back to the first: its list is still there.
    act(() => settingsStore.switchTo(first));
    expect(screen.getByRole('link', { name: 'Open mine' })).toBeInTheDocument();
  });

  it('offers the demo checkouts in demo mode only', async () => {
    await renderHome();
    expect(screen.queryByRole('navigation', { name: 'Demo checkouts' })).not.toBeInTheDocument();

    act(() =>
      settingsStore.save({
        baseUrl: new URL('/demo-api/v1', window.location.origin).href,
        appId: DEMO_APP_ID,
        remember: false,
      }),
    );
    const demo = screen.getByRole('navigation', { name: 'Demo checkouts' });
    const links = within(demo).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'coffee-club',
      'conf-2026',
      'big-market',
      'wholesale',
      'empty-shelf',
      'live-shop',
    ]);
    expect(links[0]).toHaveAttribute('href', '/checkouts/coffee-club');
  });
});
