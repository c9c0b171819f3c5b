/** Transaction statuses of the spec (§2.1), in a zod-free module the first page can import. */
export const KNOWN_STATUSES = ['Pending', 'Completed', 'Failed'] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];

export function isKnownStatus(status: string): status is KnownStatus {
  return (KNOWN_STATUSES as readonly string[]).includes(status);
}
