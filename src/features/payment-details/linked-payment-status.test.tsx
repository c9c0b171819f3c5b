import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { renderWithProviders } from '@/testing/render';
import { LinkedPaymentStatus } from './linked-payment-status';
import type { PaymentTarget } from './linked-payment';
import type { LinkedPaymentLookup } from './use-linked-payment';

// Shown shortened: its first 10 and last 6 characters.
const HASH = '0x1234567890abcdef1234567890abcdef';
const SHORT = '0x12345678…abcdef';

function renderStatus(
  lookup: LinkedPaymentLookup,
  {
    target = { hash: HASH, chain: 'TRON' },
    progress = null,
  }: { target?: PaymentTarget | null; progress?: { pages: number; payments: number } | null } = {},
) {
  const calls = { onCancel: vi.fn(), onRetry: vi.fn(), onDismiss: vi.fn() };
  const rendered = renderWithProviders(
    <LinkedPaymentStatus
      target={target}
      lookup={lookup}
      where="this checkout"
      loaded={120}
      progress={progress}
      {...calls}
    />,
  );
  return { calls, rendered };
}

describe('LinkedPaymentStatus', () => {
  it('says nothing when no payment is linked, or it is found', async () => {
    await renderStatus({ kind: 'none' }).rendered;
    await renderStatus({ kind: 'not-found' }, { target: null }).rendered;
    expect(screen.queryByText(/payment/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('while looking, names the payment and its chain, counts the pages, and Cancel stops it', async () => {
    const user = userEvent.setup();
    const { calls, rendered } = renderStatus(
      { kind: 'searching' },
      { progress: { pages: 3, payments: 150 } },
    );
    await rendered;
    expect(screen.getByRole('status')).toHaveTextContent(
      `Looking for payment ${SHORT} on TRON on later pages: 3 pages, 150 payments so far`,
    );
    // The full hash is kept for a pointer's title.
    expect(screen.getByTitle(HASH)).toHaveTextContent(SHORT);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.onCancel).toHaveBeenCalledTimes(1);
  });

  it('a link without a chain names the hash alone', async () => {
    await renderStatus({ kind: 'searching' }, { target: { hash: HASH } }).rendered;
    expect(screen.getByRole('status')).toHaveTextContent(
      `Looking for payment ${SHORT} on later pages…`,
    );
  });

  it('not in the checkout: says where it looked and how many payments it read', async () => {
    const user = userEvent.setup();
    const { calls, rendered } = renderStatus({ kind: 'not-found' });
    await rendered;
    expect(screen.getByText('Payment not found')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      `The payment ${SHORT} on TRON is not in this checkout: none of the 120 payments has that hash. Check the link.`,
    );
    expect(screen.queryByRole('button', { name: 'Keep looking' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(calls.onDismiss).toHaveBeenCalledTimes(1);
  });

  it('after a Cancel, says it stopped and offers Keep looking', async () => {
    const user = userEvent.setup();
    const { calls, rendered } = renderStatus({ kind: 'cancelled' });
    await rendered;
    expect(screen.getByRole('status')).toHaveTextContent(
      `Stopped looking: the payment ${SHORT} on TRON is not among the 120 payments loaded so far.`,
    );
    await user.click(screen.getByRole('button', { name: 'Keep looking' }));
    expect(calls.onRetry).toHaveBeenCalledTimes(1);
  });

  it('where pages cannot be loaded, points to the checkout’s page, with no Keep looking', async () => {
    await renderStatus({ kind: 'not-loaded' }).rendered;
    expect(screen.getByRole('status')).toHaveTextContent(
      `The payment ${SHORT} on TRON is not among the 120 payments loaded here. Load more on its checkout, or open it from the checkout's page.`,
    );
    expect(screen.queryByRole('button', { name: 'Keep looking' })).not.toBeInTheDocument();
  });

  it('a failed page is an alert naming the error, with Try again', async () => {
    const user = userEvent.setup();
    const error = new ApiError({ kind: 'server-error', message: 'HTTP 500', httpStatus: 500 });
    const { calls, rendered } = renderStatus({ kind: 'failed', error });
    await rendered;
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not finish looking for the payment');
    expect(alert).toHaveTextContent(
      `Loading stopped (The service had an error) before payment ${SHORT} on TRON turned up; 120 payments are loaded.`,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls.onRetry).toHaveBeenCalledTimes(1);
  });
});
