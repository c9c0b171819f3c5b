import { ActionIcon } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders, createTestQueryClient } from '@/testing/render';
import { DeferredTooltip } from './deferred-tooltip';

function renderTooltip() {
  return render(
    <TestProviders queryClient={createTestQueryClient()}>
      <DeferredTooltip label="Switch to dark theme">
        <ActionIcon aria-label="Switch theme">x</ActionIcon>
      </DeferredTooltip>
    </TestProviders>,
  );
}

describe('DeferredTooltip', () => {
  it('renders only the child until the pointer reaches it, then shows the label', async () => {
    renderTooltip();
    const button = screen.getByRole('button', { name: 'Switch theme' });
    expect(screen.queryByText('Switch to dark theme')).not.toBeInTheDocument();

    fireEvent.mouseEnter(button);
    expect(await screen.findByText('Switch to dark theme')).toBeInTheDocument();
    // The child is the same element: loading the tooltip never re-mounts it.
    expect(screen.getByRole('button', { name: 'Switch theme' })).toBe(button);
  });

  it('hides the label when the pointer leaves and on Escape', async () => {
    renderTooltip();
    const button = screen.getByRole('button', { name: 'Switch theme' });
    fireEvent.mouseEnter(button);
    await screen.findByText('Switch to dark theme');
    fireEvent.mouseLeave(button);
    await expect.poll(() => screen.queryByText('Switch to dark theme')).not.toBeInTheDocument();

    fireEvent.mouseEnter(button);
    await screen.findByText('Switch to dark theme');
    fireEvent.keyDown(button, { key: 'Escape' });
    await expect.poll(() => screen.queryByText('Switch to dark theme')).not.toBeInTheDocument();
  });

  it('keeps the handlers the child already had', () => {
    let entered = 0;
    render(
      <TestProviders queryClient={createTestQueryClient()}>
        <DeferredTooltip label="Hint">
          <ActionIcon aria-label="Target" onMouseEnter={() => (entered += 1)}>
            x
          </ActionIcon>
        </DeferredTooltip>
      </TestProviders>,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Target' }));
    expect(entered).toBe(1);
  });
});
