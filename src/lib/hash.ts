/**
 * FNV-1a (32 bits) as a short base-36 tag: cheap and stable, for telling texts apart
 * (storage scopes, change digests). Not a secrecy mechanism: short inputs can be
 * found from it by trying.
 */
export function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
