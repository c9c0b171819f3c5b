import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { WaitingNotice } from './waiting-notice';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderNotice(props: Partial<ComponentProps<typeof WaitingNotice>> = {}) {
  const onCancel = vi.fn();
  const onRetry = vi.fn();
  const all = {
    fetching: true,
    failureCount: 0,
    failureReason: null,
    onCancel,
    onRetry,
    ...props,
  };
  const view = render(
    <MantineProvider env="test">
      <WaitingNotice {...all} />
    </MantineProvider>,
  );
  const rerender = (next: Partial<ComponentProps<typeof WaitingNotice>>) =>
    view.rerender(
      <MantineProvider env="test">
        <WaitingNotice {...all} {...next} />
      </MantineProvider>,
    );
  return { onCancel, onRetry, rerender };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('WaitingNotice', () => {
  it('says nothing for 2 s, then that it is still waiting, counting the seconds', () => {
    const { onCancel, onRetry } = renderNotice({ what: 'Page 3 of the payments' });
    advance(1_900);
    expect(screen.queryByText(/Still waiting/)).not.toBeInTheDocument();
    advance(100);
    expect(screen.getByText(/Still waiting for the service/)).toHaveTextContent(
      'Still waiting for the service (2 s)',
    );
    expect(screen.getByText('Page 3 of the payments.')).toBeInTheDocument();
    advance(5_000);
    expect(screen.getByText(/Still waiting for the service/)).toHaveTextContent('(7 s)');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // A retry starts the count again.
    expect(screen.queryByText(/Still waiting/)).not.toBeInTheDocument();
  });

  it('says which attempt is running after a failure', () => {
    renderNotice({
      failureCount: 1,
      failureReason: new ApiError({ kind: 'timeout', message: 'No answer within 15 s.' }),
    });
    advance(2_000);
    expect(screen.getByText('Attempt 2 of 3.')).toBeInTheDocument();
  });

  it('counts down to the retry the service asked for (Retry-After), with Cancel only', () => {
    const failure = new ApiError({
      kind: 'rate-limited',
      httpStatus: 429,
      message: 'Too many requests',
      retryAfterMs: 8_000,
    });
    renderNotice({ failureCount: 1, failureReason: failure });
    expect(screen.getByRole('status')).toHaveTextContent(
      'The service asked us to wait: retrying in 8 s.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    advance(3_000);
    expect(screen.getByRole('status')).toHaveTextContent('retrying in 5 s');
  });

  it('shows nothing when not fetching, and no Cancel when the caller has its own', () => {
    const { rerender } = renderNotice({ fetching: false });
    advance(5_000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender({ fetching: true, onCancel: undefined });
    advance(2_000);
    expect(screen.getByText(/Still waiting/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('starts again for another page (waitKey)', () => {
    const { rerender } = renderNotice({ waitKey: 2 });
    advance(3_000);
    expect(screen.getByText(/Still waiting/)).toBeInTheDocument();
    rerender({ waitKey: 3 });
    expect(screen.queryByText(/Still waiting/)).not.toBeInTheDocument();
  });
});
