import { DataTable } from '@/components/data-table';
import { t } from '@/i18n';
import { useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { decimalParts, formatDecimal, formatUsd } from '@/lib/decimal';
import { formatCount } from '@/lib/format-count';
import { displayAmount, MASK } from '@/lib/mask';
import type { TokenTotal } from './summary';
import { tokenKey, tokenLabel } from '@/model/payments';

/** A token's total amount or fee; an unknown token's are not added up (said below). */
function TotalOf({ value, hide }: { value: string | null; hide: boolean }) {
  return value === null ? (
    <span className="summary-not-added">{t('payment-summary.notAdded')}</span>
  ) : (
    <>{displayAmount(formatDecimal(value), hide)}</>
  );
}

/**
 * A total in the table, lined up on its decimal point with the others of its column: the
 * whole part right-aligned in a box as wide as the column's widest (in tabular digits),
 * the fraction left-aligned in one as wide as the widest fraction. Inline blocks in the
 * cell's line, so the total copies as one number ("410.96427"), in its cell of the row.
 */
function AlignedTotal({ value, hide }: { value: string | null; hide: boolean }) {
  if (value === null) return <TotalOf value={value} hide={hide} />;
  const { whole, fraction } = hide ? { whole: MASK, fraction: '' } : decimalParts(value);
  return (
    <>
      <span className="summary-whole">{whole}</span>
      <span className="summary-fraction">{fraction}</span>
    </>
  );
}

/** Totals lined up on their point, their header starting where they start (summary-panel.css). */
const DECIMAL_CELL = 'summary-num summary-decimal';

/** The widest whole part and fraction of a column's totals, in characters as shown. */
function columnExtent(values: readonly (string | null)[], hide: boolean) {
  let whole = 0;
  let fraction = 0;
  for (const value of values) {
    if (value === null) continue;
    const parts = hide ? { whole: MASK, fraction: '' } : decimalParts(value);
    whole = Math.max(whole, parts.whole.length);
    fraction = Math.max(fraction, parts.fraction.length);
  }
  return { whole, fraction };
}

/**
 * The completed totals per token, in two forms of which the panel's width shows one
 * (container queries in summary-panel.css): a table where its five columns fit, stacked
 * rows where they do not (a phone, a narrow tablet). Numbers never wrap inside.
 */
export function SummaryTokens({ rows, hide }: { rows: readonly TokenTotal[]; hide: boolean }) {
  const unknown = rows.some((row) => row.amount === null);
  const amount = columnExtent(
    rows.map((row) => row.amount),
    hide,
  );
  const fee = columnExtent(
    rows.map((row) => row.fee),
    hide,
  );
  // In `ch` (a tabular digit's width): separators are narrower, so the boxes are wide enough.
  const widths = {
    '--summary-amount-whole': `${amount.whole}ch`,
    '--summary-amount-fraction': `${amount.fraction}ch`,
    '--summary-fee-whole': `${fee.whole}ch`,
    '--summary-fee-fraction': `${fee.fraction}ch`,
  } as CSSProperties;
  const box = useRef<HTMLDivElement>(null);
  const scroll = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const stacked = useStackedWhenTooWide(box, scroll, table, [rows, hide]);
  return (
    <div ref={box} className="summary-tokens" data-stacked={stacked || undefined}>
      <div className="summary-table-scroll" ref={scroll}>
        <DataTable
          ref={table}
          aria-label={t('payment-summary.tokensLabel')}
          spacing={4}
          className="summary-table"
          style={widths}
        >
          <thead>
            <tr>
              <th>{t('payment-summary.token')}</th>
              <th className="summary-num">{t('payment-summary.payments')}</th>
              <th className={DECIMAL_CELL}>{t('payment-summary.amount')}</th>
              <th className={DECIMAL_CELL}>{t('payment-summary.fee')}</th>
              <th className="summary-num">{t('payment-summary.usdValue')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={tokenKey(row.token)}>
                <th scope="row">{tokenLabel(row.token)}</th>
                <td className="summary-num">{formatCount(row.count)}</td>
                <td className={DECIMAL_CELL} data-kind="amount">
                  <AlignedTotal value={row.amount} hide={hide} />
                </td>
                <td className={DECIMAL_CELL} data-kind="fee">
                  <AlignedTotal value={row.fee} hide={hide} />
                </td>
                <td className="summary-num">{displayAmount(formatUsd(row.amountUsd), hide)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
      <ul className="summary-stack" aria-label={t('payment-summary.tokensLabel')}>
        {rows.map((row) => (
          <li key={tokenKey(row.token)} className="summary-stack-item">
            <div className="summary-stack-head">
              <span className="summary-stack-token">{tokenLabel(row.token)}</span>
              <span className="summary-stack-count">
                {t('common.payments', { count: row.count })}
              </span>
            </div>
            <dl className="summary-stack-figures">
              <div>
                <dt>{t('payment-summary.amount')}</dt>
                <dd className="summary-num">
                  <TotalOf value={row.amount} hide={hide} />
                </dd>
              </div>
              <div>
                <dt>{t('payment-summary.fee')}</dt>
                <dd className="summary-num">
                  <TotalOf value={row.fee} hide={hide} />
                </dd>
              </div>
              <div>
                <dt>{t('payment-summary.usdValue')}</dt>
                <dd className="summary-num">{displayAmount(formatUsd(row.amountUsd), hide)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {unknown && <p className="summary-note">{t('payment-summary.unknownTokenNote')}</p>}
    </div>
  );
}

/**
 * Whether the table is wider than the panel gives it (figures lined up on their points
 * take the widest whole part plus the widest fraction): then the stacked rows are shown
 * instead, so no figure scrolls out of view. Measured before paint and on every resize;
 * while stacked, the table stays laid out (hidden, zero wide: at its narrowest) so it
 * can be measured again. Where the container query already shows the stacked rows,
 * nothing is measured.
 */
function useStackedWhenTooWide(
  box: RefObject<HTMLDivElement | null>,
  scroll: RefObject<HTMLDivElement | null>,
  table: RefObject<HTMLTableElement | null>,
  content: readonly unknown[],
): boolean {
  const [stacked, setStacked] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const wrapper = scroll.current;
      const grid = table.current;
      if (!wrapper || !grid || getComputedStyle(wrapper).display === 'none') return;
      // Shown: the table overflows its scroll box. Hidden (zero wide): its narrowest width.
      const needed = element.dataset.stacked ? grid.offsetWidth : wrapper.scrollWidth;
      setStacked(needed > element.clientWidth + 0.5);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-measured when the figures change
  }, content);
  return stacked;
}
