import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_APP_ID } from '@mocks/data';
import { settingsStore } from '@/model/profiles';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { FiatCurrenciesPage } from './fiat-currencies-page';

const { db } = setupMockApi();

beforeEach(() =>
  settingsStore.save({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: false }),
);

describe('a catalogue that does not answer', () => {
  it('says it is still waiting, cancels into a clear state, and retries', async () => {
    const user = userEvent.setup();
    db.addFault({ route: 'fiat', kind: 'never-answers', times: 1 });
    await renderWithProviders(<FiatCurrenciesPage search={{}} onSearchChange={() => {}} />);
    expect(screen.getByRole('status', { name: 'Loading fiat currencies' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }, { timeout: 4_000 }));
    expect(await screen.findByText('Loading was cancelled')).toBeInTheDocument();
    expect(
      screen.queryByRole('status', { name: 'Loading fiat currencies' }),
    ).not.toBeInTheDocument();
    await expect.poll(() => db.hanging).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Euro')).toBeInTheDocument();
    expect(db.requestLog).toHaveLength(2);
  }, 20_000);
});
