/**
 * The window's size and scroll offset as its resize and scroll events last reported
 * them. A list that mounts inside a render reads them here: reading `innerWidth` or
 * `scrollY` then forces the layout of the page being changed (10–13 ms of a phone's
 * checkout mount, unthrottled), a layout the browser does again once the list is in.
 * First read by the entry script (`trackWindowMetrics`), while the page is still empty.
 */
interface WindowMetrics {
  width: number;
  height: number;
  scrollY: number;
}

let metrics: WindowMetrics | null = null;

function read(): WindowMetrics {
  return { width: window.innerWidth, height: window.innerHeight, scrollY: window.scrollY };
}

/** Starts keeping the window's metrics (idempotent); the entry calls it first thing. */
export function trackWindowMetrics(): void {
  if (metrics || typeof window === 'undefined') return;
  metrics = read();
  window.addEventListener('resize', () => (metrics = read()), { passive: true });
  // The first scroll listener of the page: the layout is clean when it runs.
  window.addEventListener(
    'scroll',
    () => {
      if (metrics) metrics.scrollY = window.scrollY;
    },
    { passive: true },
  );
}

export function windowMetrics(): Readonly<WindowMetrics> {
  trackWindowMetrics();
  return metrics ?? { width: 0, height: 0, scrollY: 0 };
}
