import { t } from '@/i18n';

/** Minutes as the largest whole unit: "90 minutes", "2 hours", "1 day". */
export function durationText(minutes: number): string {
  if (minutes % 1440 === 0) return t('payment-filters.durationDays', { count: minutes / 1440 });
  if (minutes % 60 === 0) return t('payment-filters.durationHours', { count: minutes / 60 });
  return t('payment-filters.durationMinutes', { count: minutes });
}
