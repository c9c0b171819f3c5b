import { Badge } from '@mantine/core';
import { t } from '@/i18n';
import type { ChangeMark } from '@/features/live-updates';
import './change-badge.css';

/** The class of a row that a live check just added or changed (see live-news.css). */
export const CHANGED_ROW_CLASS = 'live-row-changed';

/** The words on a row that a live check just added or changed: never colour alone. */
export function ChangeBadge({ kind }: { kind: ChangeMark }) {
  return kind === 'new' ? (
    <Badge
      size="xs"
      variant="filled"
      style={{ flexShrink: 0 }}
      title={t('payment-list.changeNewTitle')}
    >
      {t('payment-list.changeNew')}
    </Badge>
  ) : (
    <Badge
      size="xs"
      color="teal"
      variant="light"
      style={{ flexShrink: 0 }}
      title={t('payment-list.changeUpdatedTitle')}
    >
      {t('payment-list.changeUpdated')}
    </Badge>
  );
}
