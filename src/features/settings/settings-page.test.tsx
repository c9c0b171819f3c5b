import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OTHER_APP_ID, TEST_APP_ID } from '@mocks/data';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { SettingsPage } from './settings-page';
import { settingsStore } from '@/model/profiles';

const { db } = setupMockApi();

const fiatRequests = () => db.requestLog.filter((entry) => entry.path.endsWith('/currencies/fiat'));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  notifications.clean();
  settingsStore.save({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: false });
});

async function renderSettings(onContinue?: (next: string) => void) {
  const user = userEvent.setup();
  await renderWithProviders(
    <SettingsPage next={onContinue ? '/watch' : undefined} onContinue={onContinue} />,
  );
  const appId = screen.getByLabelText('App ID', { exact: true });
  const baseUrl = screen.getByLabelText('API base URL');
  const typeInto = async (field: HTMLElement, text: string) => {
    await user.clear(field);
    await user.type(field, text);
  };
  return { user, appId, baseUrl, typeInto };
}

describe('Settings', () => {
  it('drops a connection result as soon as the URL or the app ID changes', async () => {
    const { user, appId, baseUrl, typeInto } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connection works')).toBeInTheDocument();

    await user.type(appId, 'x');
    expect(screen.queryByText('Connection works')).not.toBeInTheDocument();

    await typeInto(appId, TEST_APP_ID);
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connection works')).toBeInTheDocument();
    await user.type(baseUrl, '/');
    expect(screen.queryByText('Connection works')).not.toBeInTheDocument();
  });

  it('a Save whose test answers after an edit saves nothing', async () => {
    db.addFault({ route: 'fiat', kind: 'latency', latencyMs: 400 });
    const { user, appId, typeInto } = await renderSettings();
    await typeInto(appId, 'other-app-id');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(appId, 'x');
    await waitFor(() => expect(fiatRequests()).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('data-loading'),
    );
    expect(screen.queryByText('Connection works')).not.toBeInTheDocument();
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
    expect(settingsStore.get().appId).toBe(TEST_APP_ID);
  });

  it('Save with a wrong app ID tests first, says why, keeps the values, saves nothing; Save anyway saves them', async () => {
    const { user, appId, typeInto } = await renderSettings();
    await typeInto(appId, 'wrong-app-id');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Not saved: The app ID is not valid')).toBeInTheDocument();
    expect(screen.queryByText('Connection works')).not.toBeInTheDocument();
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
    expect(settingsStore.get().appId).toBe(TEST_APP_ID);
    expect(appId).toHaveValue('wrong-app-id');
    expect(fiatRequests()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    expect(
      await screen.findByText('Settings saved without a working connection'),
    ).toBeInTheDocument();
    expect(settingsStore.get().appId).toBe('wrong-app-id');
    expect(fiatRequests()).toHaveLength(1);
  });

  it('Save anyway goes away with an edit: the next Save tests the new values', async () => {
    const { user, appId, typeInto } = await renderSettings();
    await typeInto(appId, 'wrong-app-id');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Save anyway' })).toBeInTheDocument();

    await typeInto(appId, TEST_APP_ID);
    expect(screen.queryByRole('button', { name: 'Save anyway' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(screen.getByText('Connection works')).toBeInTheDocument();
    expect(fiatRequests()).toHaveLength(2);
  });

  it('Save with a working connection saves and continues; after a successful test it does not ask again', async () => {
    const onContinue = vi.fn();
    settingsStore.forget();
    const { user, appId, baseUrl, typeInto } = await renderSettings(onContinue);
    await typeInto(baseUrl, TEST_API_BASE);
    await typeInto(appId, TEST_APP_ID);
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connection works')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(settingsStore.get().appId).toBe(TEST_APP_ID);
    expect(onContinue).toHaveBeenCalledWith('/watch');
    expect(fiatRequests()).toHaveLength(1);
  });

  it('shows no developer proxy instructions', async () => {
    await renderSettings();
    expect(screen.queryByText(/API_PROXY_TARGET|proxy/i)).not.toBeInTheDocument();
  });

  it('refuses a name another profile has, before testing anything', async () => {
    settingsStore.add({
      baseUrl: TEST_API_BASE,
      appId: OTHER_APP_ID,
      remember: false,
      name: 'Shop',
    });
    const { user, appId, baseUrl, typeInto } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Add a profile' }));
    await user.type(screen.getByLabelText('Profile name'), 'SHOP');
    await typeInto(baseUrl, TEST_API_BASE);
    await typeInto(appId, TEST_APP_ID);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByLabelText('Profile name')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        'Another profile is already called “SHOP”. Give this one another name: a link picks a profile by its name.',
      ),
    ).toBeInTheDocument();
    expect(fiatRequests()).toHaveLength(0);
    expect(settingsStore.get().profiles.map((profile) => profile.name)).toEqual([
      'api.test',
      'Shop',
      'Demo',
    ]);
  });

  it('a new profile is not production until the user says so', async () => {
    const { user, appId, baseUrl, typeInto } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Add a profile' }));
    const production = screen.getByRole('switch', { name: /^Production \(live payments\)/ });
    expect(production).not.toBeChecked();
    await user.type(screen.getByLabelText('Profile name'), 'Store B sandbox');
    await typeInto(baseUrl, TEST_API_BASE);
    await typeInto(appId, OTHER_APP_ID);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved');
    const saved = settingsStore
      .get()
      .profiles.find((profile) => profile.name === 'Store B sandbox');
    expect(saved?.production).toBe(false);

    // Said so: the next one is saved as production.
    await user.click(screen.getByRole('button', { name: 'Add a profile' }));
    await user.type(screen.getByLabelText('Profile name'), 'Live shop');
    await typeInto(baseUrl, TEST_API_BASE);
    await typeInto(appId, 'demo-app-id');
    await user.click(screen.getByRole('switch', { name: /^Production \(live payments\)/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        settingsStore.get().profiles.find((profile) => profile.name === 'Live shop')?.production,
      ).toBe(true),
    );
  });

  it('another app ID moves no pin unless asked: Save asks first', async () => {
    const scope = settingsStore.get().scope;
    // The profile has a pin (kept in the tab: the profile is not remembered).
    const pins = JSON.stringify({
      version: 2,
      value: [{ checkoutCode: 'coffee-club', openedAt: 1, pinned: true }],
    });
    sessionStorage.setItem(`checkout-dashboard.recent-checkouts.${scope}`, pins);
    const { user, appId, typeInto } = await renderSettings();
    const listsChoice = () =>
      screen.queryByRole('combobox', { name: "This profile's pins and lists" });
    expect(listsChoice()).not.toBeInTheDocument();
    await typeInto(appId, OTHER_APP_ID);
    const choice = listsChoice()!;
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(choice).toHaveAccessibleDescription(
      expect.stringContaining(
        'Choose whether the pins and lists stay with the new address or app ID',
      ),
    );
    expect(fiatRequests()).toHaveLength(0);
    expect(settingsStore.get()).toMatchObject({ scope, appId: TEST_APP_ID });

    await user.selectOptions(choice, 'Keep them: the same store, with a new address or app ID');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const moved = settingsStore.get();
    expect(moved.appId).toBe(OTHER_APP_ID);
    expect(moved.scope).not.toBe(scope);
    expect(sessionStorage.getItem(`checkout-dashboard.recent-checkouts.${moved.scope}`)).toBe(pins);
    expect(sessionStorage.getItem(`checkout-dashboard.recent-checkouts.${scope}`)).toBeNull();
  });
});
