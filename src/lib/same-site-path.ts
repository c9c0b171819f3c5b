/**
 * A path of this site to go to after Settings ("/checkouts/abc?tx=1"), or undefined.
 * Not "//host" or "https://…" (an open redirect), not "/\host" (browsers read a
 * backslash as a slash in a URL, so that is "//host" again), no control characters (a
 * tab or newline inside a URL is dropped by the URL parser and could hide a "//").
 * Checked here rather than trusting the router to normalise it.
 */
export function sameSitePath(next: unknown): string | undefined {
  if (typeof next !== 'string' || next.length > 2000) return undefined;
  if (!next.startsWith('/') || next.startsWith('//')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\\\u0000-\u001F\u007F]/.test(next)) return undefined;
  return next;
}
