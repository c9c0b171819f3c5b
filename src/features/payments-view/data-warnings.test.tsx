import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LoadedPayments } from '@/model/payments';
import { makePayment } from '@/testing/payments';
import { renderWithProviders } from '@/testing/render';
import { DataWarnings } from './data-warnings';

const TITLE = 'The service sent data the dashboard had to work around';

/** Loaded payments with nothing to work around, and `over` on top. */
function loaded(over: Partial<LoadedPayments> = {}): LoadedPayments {
  return {
    payments: [makePayment({ hash: '0xa1' }), makePayment({ hash: '0xa2' })],
    duplicates: 0,
    conflicts: [],
    rejected: [],
    ...over,
  };
}

const warnings = () => within(screen.getByRole('alert')).getAllByRole('listitem');

describe('DataWarnings', () => {
  it('says nothing when the service sent clean data', async () => {
    await renderWithProviders(<DataWarnings loaded={loaded()} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('counts the copies of payments dropped', async () => {
    await renderWithProviders(<DataWarnings loaded={loaded({ duplicates: 3 })} />);
    expect(screen.getByText(TITLE)).toBeInTheDocument();
    expect(warnings().map((item) => item.textContent)).toEqual([
      '3 copies of payments already loaded (same chain, hash and details): each payment is shown and counted once.',
    ]);
  });

  it('names the first three payments sent in several versions by hash, then "…"', async () => {
    const conflicts = ['0xc1', '0xc2', '0xc3', '0xc4'].map((hash) => ({
      key: `ETH|${hash}`,
      versions: 2,
    }));
    await renderWithProviders(<DataWarnings loaded={loaded({ conflicts })} />);
    expect(warnings()[0]).toHaveTextContent(
      '4 payments came in several versions (same chain and hash, different details): every version is shown, and counted, until the service agrees with itself. Check them in the details: 0xc1, 0xc2, 0xc3, ….',
    );
  });

  it('names one payment in several versions without "…"', async () => {
    const conflicts = [{ key: 'TRON|abc123', versions: 3 }];
    await renderWithProviders(<DataWarnings loaded={loaded({ conflicts })} />);
    expect(warnings()[0]).toHaveTextContent(
      /^1 payment came in several versions .* details: abc123\.$/,
    );
  });

  it('counts the times that are not epoch milliseconds, one line per kind', async () => {
    const payments = [
      makePayment({ hash: '0xt1', updatedAt: 1_790_000_000 }), // seconds
      makePayment({ hash: '0xt2', updatedAt: 1_790_000_001 }), // seconds
      makePayment({ hash: '0xt3', updatedAt: 1_790_000_000_000_000 }), // microseconds
      makePayment({ hash: '0xt4', updatedAt: 42 }), // not a payment's date
      makePayment({ hash: '0xt5' }), // milliseconds: fine
    ];
    await renderWithProviders(<DataWarnings loaded={loaded({ payments })} />);
    expect(warnings().map((item) => item.textContent)).toEqual([
      '2 payments have a time that the service gave in seconds, not milliseconds: it is shown unchanged, marked, and left out of date filters.',
      '1 payment has a time that the service gave in microseconds, not milliseconds: it is shown unchanged, marked, and left out of date filters.',
      '1 payment has a time that is not a date of a payment: it is shown unchanged, marked, and left out of date filters.',
    ]);
  });

  it('counts unreadable records and shows, on demand, each one’s page, number and reason', async () => {
    const user = userEvent.setup();
    const rejected = [
      { page: 1, index: 0, reason: 'amount: not a decimal', raw: { amount: 'ten' } },
      { page: 3, index: 49, reason: 'hash: missing', raw: { amount: '1' } },
    ];
    await renderWithProviders(<DataWarnings loaded={loaded({ rejected })} />);
    expect(
      screen.getByText(/^2 records could not be read: they do not match the API contract/),
    ).toBeInTheDocument();
    await user.click(screen.getByText('Show the reasons'));
    expect(screen.getByText('Page 1, record 1: amount: not a decimal')).toBeVisible();
    expect(screen.getByText('Page 3, record 50: hash: missing')).toBeVisible();
  });

  it('lists at most 50 reasons and counts the rest', async () => {
    const rejected = Array.from({ length: 53 }, (_, index) => ({
      page: 2,
      index,
      reason: 'status: missing',
      raw: {},
    }));
    await renderWithProviders(<DataWarnings loaded={loaded({ rejected })} />);
    expect(screen.getAllByText(/^Page 2, record \d+: status: missing$/)).toHaveLength(50);
    expect(screen.getByText('Page 2, record 50: status: missing')).toBeInTheDocument();
    expect(screen.queryByText('Page 2, record 51: status: missing')).not.toBeInTheDocument();
    expect(screen.getByText('…and 3 more.')).toBeInTheDocument();
  });
});
