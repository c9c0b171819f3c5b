import { Suspense, lazy, useState } from 'react';
import type LastKnownAlertType from './last-known-alert';
import type { ApiIdentity } from '@/api/identity';
import { addCataloguePart, loadCataloguePart } from '@/i18n';
import { useServiceState } from '@/model/last-known';

/** What a line dates: the checkout's payments (with their totals) or a catalogue. */
export type LastKnownSubject = 'payments' | 'currencies';

export interface LastKnownLineProps {
  api: Pick<ApiIdentity, 'scope'>;
  /** When the data shown was given by the service (epoch ms); 0: nothing shown. */
  at: number;
  subject: LastKnownSubject;
  onRetry?: (() => void) | undefined;
  /** When any of the page's data was last given (a live first page): "back" is said then. */
  refreshedAt?: number;
  /** A watchlist card: one line of text, no title. */
  compact?: boolean;
}

// Drawn only while the service is down or just back: its code and words are not on a
// first screen. app/keep-answers.ts loads them ahead (`loadLastKnownLine`), so an outage
// finds them here; the service worker has them for a page opened offline.
let loading: Promise<{ default: typeof LastKnownAlertType }> | null = null;
export function loadLastKnownLine() {
  addCataloguePart('last-known', {
    en: () => import('@/i18n/catalogs/en/last-known'),
    de: () => import('@/i18n/catalogs/de/last-known'),
    es: () => import('@/i18n/catalogs/es/last-known'),
  });
  loading ??= Promise.all([import('./last-known-alert'), loadCataloguePart('last-known')]).then(
    ([alert]) => alert,
    (error: unknown) => {
      loading = null; // asked again next time (the network may be back)
      throw error;
    },
  );
  return loading;
}
// Offline before anything was loaded: no line rather than a broken page.
const LastKnownAlert = lazy(() => loadLastKnownLine().catch(() => ({ default: () => null })));

/**
 * The dated line above data the service could not refresh, and "The service answers
 * again" after (see last-known-alert.tsx); nothing while the service answers.
 */
export function LastKnownLine(props: LastKnownLineProps) {
  const state = useServiceState(props.api);
  // Only a page that said the service was down says it is back.
  const [sawDown, setSawDown] = useState(false);
  if (state.down && !sawDown) setSawDown(true);
  if (!state.down && !(sawDown && state.recoveredAt !== null)) return null;
  return (
    <Suspense fallback={null}>
      <LastKnownAlert {...props} state={state} />
    </Suspense>
  );
}
