import { Profiler } from 'react';
import { reloadPersistedStores } from '@/lib/persisted-store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CRYPTO_CURRENCIES } from '@mocks/data';
import { TEST_APP_ID } from '@mocks/data';
import { settingsStore } from '@/model/profiles';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { takeSnapshot } from './catalogue-diff';
import { CryptoCurrenciesPage } from './crypto-currencies-page';
import type { CryptoSearch } from './search-params';
import { storageScope, type ApiIdentity } from '@/api/identity';

// The profile is kept in this tab only: its snapshot is in sessionStorage.
const snapshotKey = (identity: ApiIdentity) =>
  `checkout-dashboard.crypto-catalogue-snapshot.${storageScope(identity)}`;

const { db } = setupMockApi();
/** The identity the page uses: the saved settings' (their scope is random). */
const api = () => settingsStore.get().identity!;

beforeEach(() => {
  settingsStore.save({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: false });
});

async function renderPage(search: CryptoSearch = {}) {
  const onSearchChange = vi.fn();
  const result = await renderWithProviders(
    <CryptoCurrenciesPage search={search} onSearchChange={onSearchChange} />,
  );
  return { onSearchChange, ...result };
}

describe('CryptoCurrenciesPage', () => {
  it('lists currencies with IDs, chains by their one name and a decimals warning', async () => {
    await renderPage();
    const row = (await screen.findByText('Tether USD')).closest('tr')!;
    expect(within(row).getByText('1001')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Copy ID 1001' })).toBeInTheDocument();
    // "Ethereum" in the API's chain object: shown as ETH, as everywhere else.
    expect(within(row).getByTitle('The service calls it “Ethereum”')).toHaveTextContent('ETH');
    expect(within(row).getByText('Decimals differ by chain')).toBeInTheDocument();
    // Shiba Inu lives on one chain only: no warning.
    const shib = screen.getByText('Shiba Inu').closest('tr')!;
    expect(within(shib).queryByText('Decimals differ by chain')).not.toBeInTheDocument();
  });

  it('sends the chosen chains as one lower-case chains parameter', async () => {
    await renderPage({ chains: 'ETH,TRON' });
    await screen.findByText('Tether USD');
    const paths = db.requestLog.map((entry) =>
      new URL(entry.path, 'http://x').searchParams.getAll('chains'),
    );
    expect(paths).toEqual([['eth,tron']]);
  });

  it('filters by search text instantly and offers to clear a search without match', async () => {
    const user = userEvent.setup();
    await renderPage();
    await screen.findByText('Tether USD');
    await user.type(screen.getByLabelText('Search'), 'usdt');
    expect(screen.getByText('Tether USD')).toBeInTheDocument();
    expect(screen.queryByText('Shiba Inu')).not.toBeInTheDocument();
    expect(screen.getByText(`1 of ${CRYPTO_CURRENCIES.length} currencies`)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'dogecoin');
    expect(screen.getByText(/No currency matches/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByText('Shiba Inu')).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('expands a currency into one row per chain with its decimals', async () => {
    const user = userEvent.setup();
    await renderPage();
    const toggle = await screen.findByRole('button', { name: 'Chains of Tether USD' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByRole('table', { name: 'Chains of Tether USD (USDT)' });
    const bnb = within(details).getByRole('row', { name: /BNB/ });
    expect(
      within(bnb)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['BNB', 'BNB', 'EVM', '56', '18differs']);
    const tron = within(details).getByRole('row', { name: /TRON/ });
    expect(
      within(tron)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['TRON', 'TRX', 'TVM', '728126428', '6']);
  });

  it('shows decimals per chain in the by-chain view', async () => {
    await renderPage({ view: 'by-chain' });
    const rowHeader = await screen.findByRole('rowheader', { name: /Tether USD/ });
    const table = rowHeader.closest('table')!;
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    const cells = within(rowHeader.closest('tr')!)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    const at = (chain: string) => cells[headers.indexOf(chain) - 1];
    expect(at('ETH')).toBe('6');
    expect(at('BNB')).toMatch(/^18/);
    expect(at('TRON')).toBe('6');
    // Arbitrum is written two ways by the API; both are one column, named as everywhere.
    expect(headers.filter((header) => header === 'ARB')).toHaveLength(1);
    expect(headers).not.toContain('Arbitrum');
  });

  it('takes a snapshot on the first visit and says changes show from the next one', async () => {
    const first = await renderPage();
    await screen.findByText('Tether USD');
    await waitFor(() => expect(sessionStorage.getItem(snapshotKey(api()))).not.toBeNull());
    expect(sessionStorage.getItem(snapshotKey(api()))).not.toContain(TEST_APP_ID);
    expect(
      await screen.findByText(/A snapshot of the catalogue was taken now .*From your next visit/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No catalogue changes since/)).not.toBeInTheDocument();

    // The next visit compares with that snapshot.
    first.unmount();
    await renderPage();
    await screen.findByText('Tether USD');
    expect(
      await screen.findByText(/No catalogue changes since your snapshot of/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/snapshot of the catalogue was taken now/)).not.toBeInTheDocument();
  });

  it('draws the first snapshot’s note under the list it was taken of, never one without the other', async () => {
    // What each commit put on the page: the list, the note, or both, and any cancelled notice.
    const commits: { list: boolean; note: boolean; cancelled?: true }[] = [];
    await renderWithProviders(
      <Profiler
        id="crypto"
        onRender={() =>
          commits.push({
            list: screen.queryByText('Tether USD') !== null,
            note: screen.queryByText(/A snapshot of the catalogue was taken now/) !== null,
            ...(screen.queryByText('Loading was cancelled') ? { cancelled: true } : {}),
          })
        }
      >
        <CryptoCurrenciesPage search={{}} onSearchChange={vi.fn()} />
      </Profiler>,
    );
    await screen.findByText('Tether USD');
    // Both come in one commit: nothing moves when the list comes.
    expect(commits.find((commit) => commit.note)).toEqual({ list: true, note: true });
    expect(commits.filter((commit) => commit.list !== commit.note)).toEqual([]);
    // The note, which has nothing to report yet, comes under the list, not between the
    // page's first screen and it.
    const note = screen.getByText(/A snapshot of the catalogue was taken now/);
    expect(
      screen.getByText('Tether USD').compareDocumentPosition(note) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // The frame between them is a skeleton, not the notice of a cancelled load.
    expect(commits.filter((commit) => commit.cancelled)).toEqual([]);
  });

  it('highlights what changed since the snapshot until marked as seen', async () => {
    const user = userEvent.setup();
    // An older catalogue: without Shiba Inu, and USDT not yet on TRON.
    const older = CRYPTO_CURRENCIES.filter((c) => c.id !== 1012).map((c) =>
      c.id === 1001 ? { ...c, chains: c.chains.filter((chain) => chain.chainName !== 'TRON') } : c,
    );
    sessionStorage.setItem(
      snapshotKey(api()),
      JSON.stringify(takeSnapshot(older, Date.UTC(2026, 0, 2))),
    );
    reloadPersistedStores();
    await renderPage();
    const panel = await screen.findByRole('region', { name: 'What changed' });
    await screen.findByText('Shiba Inu');
    expect(within(panel).getByText(/2 changes since your snapshot of/)).toBeInTheDocument();
    expect(within(panel).getByText(/Shiba Inu \(SHIB, ID 1012\)/)).toBeInTheDocument();
    expect(within(panel).getByText('Tether USD (USDT, ID 1001) on TRON')).toBeInTheDocument();
    const shib = screen.getByText('Shiba Inu').closest('tr')!;
    expect(within(shib).getByText('New')).toBeInTheDocument();
    const usdt = screen.getByText('Tether USD').closest('tr')!;
    expect(within(usdt).getByText(/TRON · new/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Mark as seen' }));
    expect(screen.queryByRole('region', { name: 'What changed' })).not.toBeInTheDocument();
    expect(screen.getByText(/No catalogue changes since/)).toBeInTheDocument();
    expect(
      within(screen.getByText('Shiba Inu').closest('tr')!).queryByText('New'),
    ).not.toBeInTheDocument();
  });

  it('shows the error with a retry that recovers', async () => {
    const user = userEvent.setup();
    db.addFault({ route: 'crypto', kind: 'json-500', times: 1 });
    await renderPage();
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Tether USD')).toBeInTheDocument();
  });
});
