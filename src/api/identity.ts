import { createContext, useContext } from 'react';
import { hashText } from '@/lib/hash';

/** Who we talk to and as whom. Part of every query key. */
export interface ApiIdentity {
  baseUrl: string;
  appId: string;
}

/**
 * The identity in use, provided by the route tree (the root route's context, from the
 * saved settings): null until an app ID is saved. Pages under the connected layout
 * route never see null (see `useApi`).
 */
export const ApiIdentityContext = createContext<ApiIdentity | null>(null);

/** The identity, or null when none is saved (the shell and the palette, which work without one). */
export function useOptionalApi(): ApiIdentity | null {
  return useContext(ApiIdentityContext);
}

/** The identity, for components under the connected layout route, which guarantees one. */
export function useApi(): ApiIdentity {
  const api = useContext(ApiIdentityContext);
  if (!api) throw new Error('useApi() is only for pages under the connected layout route');
  return api;
}

/** The part of a browser-storage key that keeps each identity's data apart; never the app ID itself. */
export function storageScope(api: ApiIdentity): string {
  return hashText(`${api.baseUrl}\n${api.appId}`);
}
