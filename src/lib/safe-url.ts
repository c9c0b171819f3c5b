/**
 * URLs already checked: a table's rows check their links on every render, and parsing
 * a URL is most of a link's cost there. Bounded: past it the memory starts again.
 */
const checked = new Map<string, string | null>();
const CHECKED_MAX = 5000;

/**
 * Only http(s) URLs from the API may become links or images. Anything else
 * (`javascript:`, `data:`, relative junk) returns null and is shown as text.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const known = checked.get(value);
  if (known !== undefined) return known;
  let url: URL;
  let safe: string | null;
  try {
    url = new URL(value);
    safe = url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    safe = null;
  }
  if (checked.size >= CHECKED_MAX) checked.clear();
  checked.set(value, safe);
  return safe;
}

/** Like safeHttpUrl, but also accepts same-origin paths (used for logos). */
export function safeImageUrl(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href;
}
