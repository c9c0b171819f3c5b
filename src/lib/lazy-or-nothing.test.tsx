import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyOrNothing } from './lazy-or-nothing';

function Hint({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('a nicety loaded on demand', () => {
  it('draws nothing when its code cannot come, and asks again at the next render', async () => {
    let attempts = 0;
    const hint = lazyOrNothing<{ text: string }>(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /hint.js'))
        : Promise.resolve({ default: Hint });
    });
    const Shown = ({ text }: { text: string }) => {
      const Loaded = hint();
      return (
        <main>
          <h1>Page</h1>
          <Suspense fallback={null}>
            <Loaded text={text} />
          </Suspense>
        </main>
      );
    };

    const { rerender } = render(<Shown text="first" />);
    // The page stays; the hint is simply not there.
    await expect(screen.findByRole('heading', { name: 'Page' })).resolves.toBeDefined();
    // The failed load settles (a throw here would unmount the page: React reports it).
    await act(async () => {});
    expect(attempts).toBe(1);
    expect(screen.getByRole('heading', { name: 'Page' })).toBeDefined();
    expect(screen.queryByText('first')).toBeNull();

    rerender(<Shown text="second" />);
    await expect(screen.findByText('second')).resolves.toBeDefined();
    expect(attempts).toBe(2);
  });
});
