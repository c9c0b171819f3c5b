/** The checks of a base URL: what the store keeps and the form refuses. */

/** A base URL as stored: trimmed, without trailing slashes. */
export const trimUrl = (value: string) => value.trim().replace(/\/+$/, '');

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A host whose traffic never leaves this machine: localhost, 127.0.0.0/8, [::1]. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]'
  );
}

/**
 * Whether an app ID sent to this base URL travels unencrypted over the network: plain
 * http to a host other than this machine.
 */
export function isInsecureBaseUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && !isLocalHost(url.hostname);
  } catch {
    return false;
  }
}

/** The host of a base URL, the name a profile gets when none is given. */
export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host || baseUrl;
  } catch {
    return baseUrl;
  }
}
