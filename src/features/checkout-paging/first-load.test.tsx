import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { FirstLoad } from './first-load';

const props = {
  checkoutCode: 'conf-2026',
  failureCount: 0,
  failureReason: null,
  onCancel: () => {},
  onRetry: () => {},
};

/** The region FirstLoad draws, named as a screen reader hears it. */
const region = () => screen.getByLabelText('Loading payments');

describe('FirstLoad: the checkout page before its first page is in', () => {
  it('while the first page is on its way, is busy and says the payments are loading', async () => {
    await renderWithProviders(<FirstLoad {...props} isPending fetchStatus="fetching" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Checkout conf-2026' }),
    ).toBeInTheDocument();
    expect(region()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading payments…')).toBeInTheDocument();
    expect(screen.queryByText('Loading was cancelled')).not.toBeInTheDocument();
  });

  it('offline, says it waits for a network connection', async () => {
    await renderWithProviders(<FirstLoad {...props} isPending fetchStatus="paused" />);
    expect(screen.getByText('Waiting for a network connection…')).toBeInTheDocument();
    expect(region()).toHaveAttribute('aria-busy', 'true');
  });

  it('a cancelled first load is no longer busy, says nothing was loaded, and offers Retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    await renderWithProviders(
      <FirstLoad {...props} onRetry={onRetry} isPending fetchStatus="idle" />,
    );
    expect(screen.getByText('Loading was cancelled')).toBeInTheDocument();
    expect(
      screen.getByText('No payments were loaded. Retry to ask the service again.'),
    ).toBeInTheDocument();
    expect(region()).not.toHaveAttribute('aria-busy');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('the first page in but not yet drawn is still loading, not cancelled', async () => {
    await renderWithProviders(<FirstLoad {...props} isPending={false} fetchStatus="idle" />);
    expect(screen.queryByText('Loading was cancelled')).not.toBeInTheDocument();
    expect(region()).toHaveAttribute('aria-busy', 'true');
  });
});
