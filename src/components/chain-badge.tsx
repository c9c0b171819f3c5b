import { t } from '@/i18n';
import { chainColor, isKnownChain, normalizeChainName } from '@/lib/chain';
import './badge.css';

/**
 * A chain as an outlined badge, under its canonical name (see lib/chain.ts), with the
 * API's own spelling in a title when it differs. `isNew` fills it and says "new" (the
 * catalogue's "what changed").
 */
export function ChainBadge({ chain, isNew = false }: { chain: string; isNew?: boolean }) {
  const canonical = normalizeChainName(chain);
  const color = chainColor(canonical);
  const sent = chain.trim();
  // A plain element (see badge.css): tables render one per row. Mantine's static class
  // name stays as a stable hook (the e2e badge checks find badges by it); it loads no styles.
  return (
    <span
      className="badge mantine-Badge-root"
      data-variant={isNew ? 'filled' : 'outline'}
      data-color={color}
      title={sent !== canonical ? t('common.chainSentAs', { sent }) : undefined}
    >
      {isKnownChain(canonical) && !isNew ? (
        // A known chain's short name: text alone, one element fewer in a table's row.
        canonical
      ) : (
        <span className="badge-text">
          {canonical}
          {isNew ? ` · ${t('common.chainNew')}` : ''}
        </span>
      )}
    </span>
  );
}
