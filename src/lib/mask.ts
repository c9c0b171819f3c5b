/**
 * Display helpers for addresses and the "Hide amounts" privacy mode (screen sharing).
 * Display only: copy buttons and exports always carry the full value.
 */

export const MASK = '•••••';

/** "0x1234…abcd": start and end of a long address or hash. */
export function shortenMiddle(value: string, head = 6, tail = 4): string {
  if (value.length <= head + tail + 1) return value;
  return `${value.slice(0, head)}…${value.slice(-tail)}`;
}

/** An address with its middle hidden (Hide amounts), or shortened, or in full. */
export function displayAddress(value: string, options: { hide: boolean; short: boolean }): string {
  if (options.hide) {
    if (value.length <= 8) return MASK;
    return `${value.slice(0, 4)}${MASK}${value.slice(-4)}`;
  }
  return options.short ? shortenMiddle(value) : value;
}

/** An amount or total, or the mask while amounts are hidden. */
export function displayAmount(formatted: string, hide: boolean): string {
  return hide ? MASK : formatted;
}
