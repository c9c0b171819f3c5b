import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_APP_ID } from '@mocks/data';
import { settingsStore } from '@/model/profiles';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { makePayment } from '@/testing/payments';
import { renderWithProviders } from '@/testing/render';
import { CheckoutStateBadges, DisableCheckoutButton } from './index';

const { db, server } = setupMockApi();

beforeEach(() => {
  // The router restores scroll on navigation; jsdom does not implement scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // Notifications live in a module-level store: start each test without old ones.
  notifications.clean();
  settingsStore.save({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: false });
});

const patches = () => db.requestLog.filter((entry) => entry.method === 'PATCH');

async function renderButton(
  props: { checkoutCode?: string; variant?: 'button' | 'menu-item' } = {},
) {
  const code = props.checkoutCode ?? 'hoodie-drop';
  return renderWithProviders(
    <>
      <CheckoutStateBadges checkoutCode={code} />
      <DisableCheckoutButton
        checkoutCode={code}
        checkoutName="Hoodie drop"
        variant={props.variant}
      />
    </>,
  );
}

describe('DisableCheckoutButton', () => {
  it('opens a dialog naming the checkout, with focus on Cancel; Escape cancels and sends nothing', async () => {
    const user = userEvent.setup();
    await renderButton();
    await user.click(screen.getByRole('button', { name: 'Disable checkout' }));

    const dialog = await screen.findByRole('dialog', { name: 'Disable checkout hoodie-drop?' });
    expect(dialog).toHaveTextContent('hoodie-drop');
    expect(dialog).toHaveTextContent('Hoodie drop');
    expect(dialog).toHaveTextContent('Customers can no longer pay on this checkout page');
    expect(dialog).toHaveTextContent('no way to re-enable it');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches()).toHaveLength(0);
    expect(screen.queryByText('Disabled')).not.toBeInTheDocument();
  });

  it('is not offered inside a frame (clickjacking), and says why', async () => {
    const framed = vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    try {
      await renderButton();
      expect(screen.queryByRole('button', { name: 'Disable checkout' })).not.toBeInTheDocument();
      expect(screen.getByText(/not offered inside a frame/)).toBeInTheDocument();
    } finally {
      framed.mockRestore();
    }
  });

  it('sends exactly one PATCH for two clicks on Disable before React re-renders', async () => {
    const user = userEvent.setup();
    db.addFault({ route: 'disable', kind: 'latency', latencyMs: 150 });
    await renderButton();
    await user.click(screen.getByRole('button', { name: 'Disable checkout' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Disable' });

    // Both clicks land in one batch, while isPending is still false: only the ref stops the second.
    act(() => {
      confirm.click();
      confirm.click();
    });

    expect(
      await screen.findByText('Checkout hoodie-drop disabled successfully'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches()).toHaveLength(1);
  });

  it('sends exactly one PATCH for a user double click and for a repeated Enter', async () => {
    const user = userEvent.setup();
    db.addFault({ route: 'disable', kind: 'latency', latencyMs: 100 });
    await renderButton();
    await user.click(screen.getByRole('button', { name: 'Disable checkout' }));
    await user.dblClick(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches()).toHaveLength(1);

    db.reset();
    db.addFault({ route: 'disable', kind: 'latency', latencyMs: 100 });
    const other = await renderButton({ checkoutCode: 'coffee-club', variant: 'menu-item' });
    await user.click(other.getByRole('button', { name: 'Disable checkout coffee-club' }));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', {
      name: 'Disable',
    });
    confirm.focus();
    await user.keyboard('{Enter>3/}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches()).toHaveLength(1);
  });

  it('on success shows the server message, records the disable for this app ID and shows the badge', async () => {
    const user = userEvent.setup();
    await renderButton();
    const trigger = screen.getByRole('button', { name: 'Disable checkout' });
    await user.click(trigger);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }),
    );

    // One message, said once (no title repeating it).
    const message = await screen.findByText('Checkout hoodie-drop disabled successfully');
    expect(message.closest('[role="alert"]')).toHaveTextContent(
      /^Checkout hoodie-drop disabled successfully$/,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByText(/disabled from this browser on/)).toBeInTheDocument();
    const done = screen.getByRole('button', { name: 'Disabled from this browser' });
    expect(done).toHaveAttribute('aria-disabled', 'true');

    // Stored per app ID under a random scope, in this tab's storage (the profile is not
    // remembered): the app ID appears in no key, nor in the payment.
    const payments = Object.keys(sessionStorage).filter((key) =>
      key.startsWith('checkout-dashboard.disabled-checkouts.'),
    );
    expect(payments).toHaveLength(1);
    expect(sessionStorage.getItem(payments[0]!)).not.toContain(TEST_APP_ID);
    for (const key of [...Object.keys(localStorage), ...Object.keys(sessionStorage)])
      expect(key).not.toContain(TEST_APP_ID);
    expect(JSON.stringify(localStorage)).not.toContain(TEST_APP_ID);

    // The inert button does not open the dialog again.
    await user.click(done);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches()).toHaveLength(1);
  });

  it('says which checkout was disabled when the server message does not', async () => {
    server.use(
      http.patch(`${TEST_API_BASE}/checkout/disable/:code`, () =>
        HttpResponse.json({ code: 200, msg: 'OK', status: 'success' }),
      ),
    );
    const user = userEvent.setup();
    await renderButton();
    await user.click(screen.getByRole('button', { name: 'Disable checkout' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }),
    );
    const message = await screen.findByText('Checkout hoodie-drop disabled.');
    expect(message.closest('[role="alert"]')).toHaveTextContent(
      /^Checkout hoodie-drop disabled\.$/,
    );
  });

  it('on failure keeps the dialog open with the server message, Try again and Cancel, and records nothing', async () => {
    const user = userEvent.setup();
    db.addFault({ route: 'disable', kind: 'failed-envelope-200', times: 1 });
    await renderButton();
    await user.click(screen.getByRole('button', { name: 'Disable checkout' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Checkout is locked');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    const retry = within(dialog).getByRole('button', { name: 'Try again' });
    expect(screen.queryByText('Disabled')).not.toBeInTheDocument();
    expect(
      [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) =>
        key.includes('disabled-checkouts'),
      ),
    ).toEqual([]);
    expect(patches()).toHaveLength(1);

    // Trying again is a new, explicit confirmation; the fault was used up, so it works.
    await user.click(retry);
    expect(
      await screen.findByText('Checkout hoodie-drop disabled successfully'),
    ).toBeInTheDocument();
    expect(patches()).toHaveLength(2);
  });

  it('says which payments are pending when payments are passed', async () => {
    const user = userEvent.setup();
    const now = Date.now();
    await renderWithProviders(
      <DisableCheckoutButton
        checkoutCode="hoodie-drop"
        payments={[
          makePayment({ status: 'Pending', updatedAt: now - 10 * 60_000 }),
          makePayment({ hash: '0x2', status: 'Completed', updatedAt: now - 60 * 60_000 }),
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Disable checkout' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      '1 pending payment, last activity 10 minutes ago (from the 2 loaded payments)',
    );
  });
});
