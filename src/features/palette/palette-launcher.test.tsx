import { Outlet } from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutCodeProbe, renderRoutes } from '@/testing/render';
import { settingsStore } from '@/model/profiles';
import { recordRecentCheckout } from '@/features/checkouts';
import { t } from '@/i18n';
import { PALETTE_SEARCH_LABEL } from './command-palette';
import { PaletteLauncher } from './palette-launcher';
import { palette } from './palette-store';

async function renderWithLauncher() {
  const { router } = await renderRoutes(
    {
      '/': () => <h1>Home</h1>,
      '/settings': () => <h1>Settings page</h1>,
      '/checkouts/$checkoutCode': CheckoutCodeProbe,
    },
    {
      layout: () => (
        <>
          <PaletteLauncher />
          <label>
            Some field
            <input />
          </label>
          <Outlet />
        </>
      ),
    },
  );
  return router;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  settingsStore.save({
    baseUrl: 'https://api.example.test/v1',
    appId: 'palette-app',
    remember: false,
  });
});

afterEach(() => {
  act(() => palette.close());
  vi.restoreAllMocks();
});

describe('command palette', () => {
  it('opens with Ctrl+K, and typing a code + Enter opens that checkout', async () => {
    const user = userEvent.setup();
    await renderWithLauncher();
    await user.keyboard('{Control>}k{/Control}');
    const search = await screen.findByRole('textbox', { name: t(PALETTE_SEARCH_LABEL) });
    await user.type(search, 'a/b?c#d%');
    expect(
      await screen.findByRole('button', { name: /Open checkout a\/b\?c#d%/ }),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('opened-code')).toHaveTextContent(/^a\/b\?c#d%$/);
  });

  it('opens with "/" outside text fields only', async () => {
    const user = userEvent.setup();
    await renderWithLauncher();
    await user.click(screen.getByLabelText('Some field'));
    await user.keyboard('/');
    expect(screen.getByLabelText('Some field')).toHaveValue('/');
    expect(
      screen.queryByRole('textbox', { name: t(PALETTE_SEARCH_LABEL) }),
    ).not.toBeInTheDocument();

    // Ctrl+K works even from a text field.
    await user.keyboard('{Control>}k{/Control}');
    expect(
      await screen.findByRole('textbox', { name: t(PALETTE_SEARCH_LABEL) }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('heading', { name: 'Home' }));
    await user.keyboard('/');
    expect(await screen.findByRole('textbox', { name: t(PALETTE_SEARCH_LABEL) })).toHaveValue('');
  });

  it('opens from the Search button and lists recent checkouts and pages', async () => {
    const user = userEvent.setup();
    recordRecentCheckout(settingsStore.get().identity!, {
      checkoutCode: 'coffee-club',
      name: 'Coffee Club subscription',
    });
    await renderWithLauncher();
    // Two variants (text button and narrow-screen icon); CSS shows one, jsdom has no CSS.
    await user.click(screen.getAllByRole('button', { name: 'Search pages and checkouts' })[0]!);
    await screen.findByRole('textbox', { name: t(PALETTE_SEARCH_LABEL) });

    expect(screen.getByRole('button', { name: /Coffee Club subscription/ })).toBeInTheDocument();
    for (const page of ['Checkouts', 'Crypto currencies', 'Fiat currencies', 'Settings']) {
      expect(screen.getByRole('button', { name: new RegExp(`^${page}`) })).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: /Coffee Club subscription/ }));
    expect(await screen.findByTestId('opened-code')).toHaveTextContent('coffee-club');

    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('textbox', { name: t(PALETTE_SEARCH_LABEL) }), 'sett');
    await user.click(screen.getByRole('button', { name: /^Settings/ }));
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
  });
});
