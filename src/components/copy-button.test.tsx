import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says "copied" for the value it copied, not for another value it is handed next', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { rerender } = render(<CopyButton value="0xaaa" label="hash" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy hash' }));
    expect(await screen.findByRole('button', { name: 'Copied hash' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('0xaaa');

    // A table row reused for another payment while scrolling hands the button a new value.
    rerender(<CopyButton value="0xbbb" label="hash" />);
    expect(screen.getByRole('button', { name: 'Copy hash' })).toBeInTheDocument();
  });
});
