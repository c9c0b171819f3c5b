import { act, screen, waitFor } from '@testing-library/react';
import { Link, Outlet } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { useFocusHeadingOnNavigation } from './focus-on-navigation';

function Layout() {
  useFocusHeadingOnNavigation('main');
  return (
    <>
      <nav>
        <Link to="/watch">To B</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

const PageA = () => <h1>Page A</h1>;
const PageB = () => <h1>Page B</h1>;
/** Shows a loading heading, then swaps it for the real one (as the checkout page does). */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1 key="ready">Loaded heading</h1> : <h1 key="loading">Loading…</h1>;
}

async function render() {
  return renderRoutes(
    { '/': PageA, '/watch': PageB, '/settings': SlowPage },
    { layout: Layout, path: '/' },
  );
}

describe('focus after navigation', () => {
  it('stays put on the first load', async () => {
    await render();
    expect(screen.getByRole('heading', { name: 'Page A' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it("moves to the new page's h1, focusable by script only", async () => {
    const { router } = await render();
    screen.getByRole('link', { name: 'To B' }).focus();
    await act(() => router.navigate({ to: '/watch' }));
    const heading = await screen.findByRole('heading', { name: 'Page B' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('follows a heading the page swaps while it loads', async () => {
    const { router } = await render();
    await act(() => router.navigate({ to: '/settings' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Loaded heading' })).toHaveFocus(),
    );
  });

  it('leaves focus alone on a search-only change and once the person has moved it', async () => {
    const { router } = await render();
    const link = screen.getByRole('link', { name: 'To B' });
    link.focus();
    await act(() => router.navigate({ to: '/', search: { q: 'x' } as never }));
    expect(link).toHaveFocus();

    await act(() => router.navigate({ to: '/settings' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Loading…' })).toHaveFocus());
    link.focus();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Loaded heading' })).toBeInTheDocument(),
    );
    expect(link).toHaveFocus();
  });
});
