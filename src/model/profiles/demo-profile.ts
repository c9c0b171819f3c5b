import type { Profile } from './profile';

/** The built-in demo API, answered in the browser by the msw service worker. */
export const DEMO_API_PATH = '/demo-api/v1';
export const DEMO_APP_ID = 'demo-app-id';
/** The built-in demo profile's scope (saved profiles have 16 random hex characters). */
export const DEMO_SCOPE = 'demo';

export function demoBaseUrl(): string {
  return new URL(DEMO_API_PATH, window.location.origin).href;
}

/** The built-in demo profile: listed last in every tab, never stored. */
export function demoProfile(): Profile {
  return {
    baseUrl: demoBaseUrl(),
    appId: DEMO_APP_ID,
    remember: false,
    scope: DEMO_SCOPE,
    name: 'Demo',
    color: 'grape',
    production: false,
  };
}
