import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_APP_ID } from '@mocks/data';
import { settingsStore } from '@/model/profiles';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { FiatCurrenciesPage } from './fiat-currencies-page';

setupMockApi();

beforeEach(() =>
  settingsStore.save({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: false }),
);

describe('FiatCurrenciesPage', () => {
  it('finds EUR by code and writes the search to the URL after typing stops', async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn();
    await renderWithProviders(<FiatCurrenciesPage search={{}} onSearchChange={onSearchChange} />);
    await screen.findByText('US Dollar');
    await user.type(screen.getByLabelText('Search'), 'EUR');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('Euro')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Copy ID 2' })).toBeInTheDocument();
    await vi.waitFor(() => expect(onSearchChange).toHaveBeenLastCalledWith({ q: 'EUR' }));
  });

  it('starts from the search in the URL', async () => {
    await renderWithProviders(
      <FiatCurrenciesPage search={{ q: 'yen' }} onSearchChange={() => {}} />,
    );
    expect(await screen.findByText('Japanese Yen')).toBeInTheDocument();
    expect(screen.queryByText('US Dollar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('yen');
  });
});
