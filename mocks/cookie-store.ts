/**
 * Stands in for msw's cookie store in the browser build of the demo API
 * (vite.config.ts swaps it in). The real one keeps cookies with tough-cookie and a
 * public-suffix list, about 80 KB gzip in the demo chunk; the mock API neither reads
 * nor sets cookies, so an empty jar answers the same.
 */
export const cookieStore = {
  getCookies: (_url: string): { key: string; value: string }[] => [],
  setCookie: async (_cookies: string, _url: string): Promise<void> => {},
};
