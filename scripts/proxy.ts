/**
 * The dev and preview servers' `/api` proxy (vite.config.ts) forwards the app's requests
 * to a real API. The browser adds this site's cookies and the page's address (Referer)
 * to same-origin requests; neither is the API's business, so they are removed before
 * the request leaves; the API's cookies are not set on this site either. X-TX-AppId
 * passes through unchanged.
 */
interface ProxyRequest {
  removeHeader(name: string): void;
}
interface ProxyResponse {
  headers: Record<string, unknown>;
}
interface ProxyServer {
  on(event: 'proxyReq', listener: (proxyRequest: ProxyRequest) => void): unknown;
  on(event: 'proxyRes', listener: (proxyResponse: ProxyResponse) => void): unknown;
}

export const STRIPPED_HEADERS = ['cookie', 'referer'] as const;

export function stripBrowserContext(proxy: ProxyServer): void {
  proxy.on('proxyReq', (proxyRequest) => {
    for (const header of STRIPPED_HEADERS) proxyRequest.removeHeader(header);
  });
  proxy.on('proxyRes', (proxyResponse) => {
    delete proxyResponse.headers['set-cookie'];
  });
}
