import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** How long a new page may take to show (or swap) its heading. */
const WATCH_MS = 10_000;

/**
 * After a route change (not the first load), focus goes to the new page's h1, so a
 * keyboard or screen reader user starts at the top of the new page instead of on
 * `<body>`. A page may show its heading late (a lazy chunk) or swap it (a loading
 * heading for the checkout's name): for a few seconds the current h1 takes focus
 * whenever focus is on nothing or still where the navigation left it; once the person
 * moves focus elsewhere, it is theirs. Search-only changes (filters) move nothing.
 */
export function useFocusHeadingOnNavigation(mainId: string) {
  const router = useRouter();
  useEffect(() => {
    let stop = () => {};
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (!event.fromLocation || !event.pathChanged) return;
      stop();
      const main = document.getElementById(mainId);
      if (main) stop = followHeading(main);
    });
    return () => {
      unsubscribe();
      stop();
    };
  }, [router, mainId]);
}

function followHeading(main: HTMLElement): () => void {
  const left = document.activeElement;
  let focused: HTMLElement | null = null;
  const observer = new MutationObserver(() => check());
  const timer = setTimeout(() => observer.disconnect(), WATCH_MS);
  const stop = () => {
    clearTimeout(timer);
    observer.disconnect();
  };
  function check() {
    const active = document.activeElement;
    if (focused && active === focused) return;
    const nowhere = !active || active === document.body;
    // Not yet moved: focus is where the navigation left it. Dropped: our heading was
    // swapped out while it had focus. Anything else is the person's own move.
    const untouched = focused === null && (nowhere || active === left);
    const dropped = focused !== null && !focused.isConnected && nowhere;
    if (!untouched && !dropped) return stop();
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return;
    // Focusable by script only, so Tab never stops on it.
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    focused = heading;
  }
  observer.observe(main, { childList: true, subtree: true });
  check();
  return stop;
}
