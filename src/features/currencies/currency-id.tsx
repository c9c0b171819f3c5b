import { CopyButton } from '@/components/copy-button';
import { t } from '@/i18n';
import './currency-id.css';

/**
 * A currency ID, prominent, with its copy button ("Copy ID 12" → announces "Copied ID 12").
 * Plain elements (see currency-id.css): every row of a catalogue has one.
 */
export function CurrencyId({ id }: { id: number }) {
  return (
    <div className="currency-id">
      <p className="currency-id-value">{id}</p>
      <CopyButton value={String(id)} label={t('currencies.idLabel', { id: String(id) })} />
    </div>
  );
}
