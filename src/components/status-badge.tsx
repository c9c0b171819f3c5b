import { t } from '@/i18n';
import type { CSSProperties } from 'react';
import type { TransactionStatus } from '@/api/schemas';
import { isKnownStatus, statusLabel } from '@/api/statuses';
import { CssIcon } from './css-icon';
import './badge.css';

const STYLE = {
  Completed: { color: 'teal', icon: 'check' },
  Pending: { color: 'yellow', icon: 'clock' },
  Failed: { color: 'red', icon: 'x' },
} as const;

/** Status as text plus colour and icon: never colour alone. Unknown statuses show as they came. */
export function StatusBadge({ status }: { status: TransactionStatus }) {
  const known = isKnownStatus(status);
  const style = known ? STYLE[status] : ({ color: 'gray', icon: 'question' } as const);
  // A plain element (see badge.css): tables render one per row. Mantine's static class
  // name stays as a stable hook (the e2e badge checks find badges by it); it loads no styles.
  return (
    <span
      className="badge mantine-Badge-root"
      data-variant="light"
      data-status={known ? status : 'unknown'}
      style={
        {
          '--badge-bg': `var(--mantine-color-${style.color}-light)`,
          '--badge-color': `var(--mantine-color-${style.color}-light-color)`,
        } as CSSProperties
      }
      title={known ? undefined : t('common.statusOffContract')}
    >
      <CssIcon name={style.icon} size={12} />
      <span className="badge-text">{statusLabel(status)}</span>
    </span>
  );
}
