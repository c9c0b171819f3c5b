import { t } from '@/i18n';

/** Transaction statuses of the spec (§2.1), in a zod-free module the first page can import. */
export const KNOWN_STATUSES = ['Pending', 'Completed', 'Failed'] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];

export function isKnownStatus(status: string): status is KnownStatus {
  return (KNOWN_STATUSES as readonly string[]).includes(status);
}

const BY_LOWER = new Map<string, KnownStatus>(
  KNOWN_STATUSES.map((status) => [status.toLowerCase(), status]),
);

/**
 * A spec status in any casing ("completed", "PENDING") → its canonical spelling;
 * anything else is kept as sent (trimmed), to be shown as unknown.
 */
export function canonicalStatus(status: string): string {
  return BY_LOWER.get(status.trim().toLowerCase()) ?? status;
}

/**
 * A status as the reader's language names it; one outside the contract (another casing
 * too) is shown as the service sent it ("Unknown" when it sent nothing).
 */
export function statusLabel(status: string): string {
  switch (status) {
    case 'Completed':
      return t('common.statusCompleted');
    case 'Pending':
      return t('common.statusPending');
    case 'Failed':
      return t('common.statusFailed');
    default:
      return status.trim() === '' ? t('common.statusUnknown') : status;
  }
}
