import { createContext, useContext } from 'react';

/** Who we talk to and as whom. Base URL and app ID are part of every query key. */
export interface ApiIdentity {
  baseUrl: string;
  appId: string;
  /**
   * A random name for this identity's data kept in the browser (recent checkouts,
   * disabled marks, the catalogue snapshot): never derived from the app ID, so a stored
   * key cannot confirm a guessed app ID.
   */
  scope: string;
  /**
   * Where that data is kept: `session` for a profile kept in this tab only (its lists
   * go with the tab, like its app ID), else `local`.
   */
  storage: 'local' | 'session';
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

/** The part of a browser-storage key that keeps each identity's data apart. */
export function storageScope(api: ApiIdentity): string {
  return api.scope;
}

/** A new random storage scope: 16 hex characters. */
export function newStorageScope(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
