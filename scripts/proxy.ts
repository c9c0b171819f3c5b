/**
 * The dev and preview servers' `/api` proxy (vite.config.ts) forwards the app's requests
 * to a real API. The browser adds this site's cookies and the page's address (Referer)
 * to same-origin requests; neither is the API's business, so they are removed before
 * the request leaves. X-TX-AppId passes through unchanged.
 */
interface ProxyRequest {
  removeHeader(name: string): void;
}
interface ProxyServer {
  on(event: 'proxyReq', listener: (proxyRequest: ProxyRequest) => void): unknown;
}

export const STRIPPED_HEADERS = ['cookie', 'referer'] as const;

export function stripBrowserContext(proxy: ProxyServer): void {
  proxy.on('proxyReq', (proxyRequest) => {
    for (const header of STRIPPED_HEADERS) proxyRequest.removeHeader(header);
  });
}
