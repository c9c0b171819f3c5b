import { t } from '@/i18n';
import type { PaymentStatus } from '@/model/payments';
import { isKnownStatus, statusLabel } from '@/api/statuses';
import { iconClasses } from './css-icon';
import './badge.css';

const STYLE = {
  Completed: { color: 'teal', icon: 'check' },
  Pending: { color: 'yellow', icon: 'clock' },
  Failed: { color: 'red', icon: 'x' },
} as const;

/** Status as text plus colour and icon: never colour alone. Unknown statuses show as they came. */
export function StatusBadge({ status }: { status: PaymentStatus }) {
  const known = isKnownStatus(status);
  const style = known ? STYLE[status] : ({ color: 'gray', icon: 'question' } as const);
  // A plain element (see badge.css): tables render one per row. Mantine's static class
  // name stays as a stable hook (the e2e badge checks find badges by it); it loads no styles.
  // The badge draws its icon itself. A known status is one short word: only a status off
  // the contract, which may be long, needs the text box that can end in an ellipsis.
  return (
    <span
      className={`badge mantine-Badge-root ${iconClasses(style.icon, 'before', 12)}`}
      data-variant="light"
      data-color={style.color}
      data-status={known ? status : 'unknown'}
      title={known ? undefined : t('common.statusOffContract')}
    >
      {known ? statusLabel(status) : <span className="badge-text">{statusLabel(status)}</span>}
    </span>
  );
}
