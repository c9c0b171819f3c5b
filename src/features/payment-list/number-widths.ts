import { useMemo } from 'react';
import type { Payment } from '@/model/payments';
import { formatUsd } from '@/lib/decimal';
import { isDecimalText } from '@/lib/decimal-text';
import { numberSymbols, t } from '@/i18n';
import { MASK } from '@/lib/mask';
import { SANS_FONT_STACK } from '@/lib/font-stacks';
import { amountUnit } from '@/model/payments';

/**
 * How wide the number columns must be so that no amount, unit or USD value is ever cut,
 * and so that amounts line up on their decimal point: the whole part of every amount is
 * right-aligned in a box as wide as the widest whole part, the fraction (with its point)
 * left-aligned in a box as wide as the widest fraction, the unit after it. Worked out
 * over every row the list holds (not only those on screen), so the columns keep their
 * width while scrolling.
 */

/** Characters of a decimal's whole part and fraction as shown, without building the text. */
function partLengths(text: string): { whole: number; fraction: number } {
  if (!isDecimalText(text)) return { whole: text.length, fraction: 0 };
  const negative = text.startsWith('-') ? 1 : 0;
  const point = text.indexOf('.');
  const digits = (point === -1 ? text.length : point) - negative;
  return {
    // Digits plus a group separator for every three.
    whole: negative + digits + Math.floor((digits - 1) / 3),
    fraction: point === -1 ? 0 : text.length - point,
  };
}

/** Widest parts of the rows' amounts and fees, in characters, and their units. */
export interface NumberExtent {
  amountWhole: number;
  amountFraction: number;
  feeWhole: number;
  feeFraction: number;
  /** Characters of the longest USD value as shown ("$12,549.77"). */
  usd: number;
  units: string[];
  /** The units with their chain ("USDT (TRON)"), as cells say them when no Chain column is shown. */
  chainUnits: string[];
}

export function numberExtent(rows: readonly Payment[]): NumberExtent {
  const extent = { amountWhole: 1, amountFraction: 0, feeWhole: 1, feeFraction: 0, usd: 5 };
  // The language's USD symbol around the number: "$" in English, " $" in German, " US$" in Spanish.
  const { usdPrefix, usdSuffix } = numberSymbols();
  const usdSymbol = usdPrefix.length + usdSuffix.length;
  const units = new Set<string>();
  const chainUnits = new Set<string>();
  for (const payment of rows) {
    const amount = partLengths(payment.amount);
    if (amount.whole > extent.amountWhole) extent.amountWhole = amount.whole;
    if (amount.fraction > extent.amountFraction) extent.amountFraction = amount.fraction;
    const fee = partLengths(payment.fee);
    if (fee.whole > extent.feeWhole) extent.feeWhole = fee.whole;
    if (fee.fraction > extent.feeFraction) extent.feeFraction = fee.fraction;
    // "$", the grouped whole part and at least two decimals (formatUsd).
    const usd = partLengths(payment.amountUsd);
    const usdLength = usdSymbol + usd.whole + Math.max(3, usd.fraction);
    if (usdLength > extent.usd) extent.usd = usdLength;
    const unit = amountUnit(payment);
    units.add(unit);
    chainUnits.add(unitWithChain(unit, payment.chain));
  }
  return { ...extent, units: [...units], chainUnits: [...chainUnits] };
}

/** Pixel widths of text in the table's font: digits at their tabular width. */
export interface TextMeasure {
  /** Width of one tabular digit (separators and signs are narrower: a safe bound). */
  digit: number;
  text: (text: string) => number;
  /** In the headers' weight (600). */
  heading: (text: string) => number;
}

let cached: TextMeasure | null = null;

/**
 * Measures with a canvas in the table's font (14 px, the app's sans stack). Canvas cannot
 * apply tabular figures, so a digit counts as the widest of the ten. Without a canvas
 * (unit tests: jsdom has none), a generous estimate.
 */
export function tableTextMeasure(): TextMeasure {
  if (cached) return cached;
  const context =
    typeof OffscreenCanvas === 'undefined' || typeof document === 'undefined'
      ? null
      : new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) {
    const estimate = (text: string) => text.length * 9;
    return (cached = { digit: 9, text: estimate, heading: estimate });
  }
  // The theme's stack, not the body's computed font: measured during the first render,
  // before the theme's CSS variables are on the page, that would be Mantine's default.
  const family = SANS_FONT_STACK;
  context.font = `14px ${family}`;
  const digit = Math.max(...'0123456789'.split('').map((d) => context.measureText(d).width));
  const widths = new Map<string, number>();
  // A unit may be set in italic ("unknown token", .tx-unit[data-unknown]): the wider of
  // the two counts, so no unit in either style is cut.
  const measure = (text: string) => {
    context.font = `14px ${family}`;
    const upright = context.measureText(text).width;
    context.font = `italic 14px ${family}`;
    return Math.max(upright, context.measureText(text).width);
  };
  cached = {
    digit,
    text: (text) => {
      let width = widths.get(text);
      if (width === undefined) widths.set(text, (width = measure(text)));
      return width;
    },
    heading: (text) => {
      context.font = `600 14px ${family}`;
      return context.measureText(text).width;
    },
  };
  return cached;
}

/** Cell padding left and right. */
const PADDING_PX = 16;
/** Room for fractional text widths, so a width of 80.17 px never meets a box of 80. */
const SLACK_PX = 3;
/** A sort button's gap before its arrow, and the arrows it draws (payments-table.css). */
const SORT_GAP_PX = 4;
const SORT_ARROWS = ['↕', '↓', '↑'];

/** Widths of the Amount and Fee headers, in px. */
interface HeaderWidths {
  amount: number;
  fee: number;
}

/**
 * The Amount and Fee headers as wide as they are drawn in the current language: each
 * starts where its figures start, so its column is at least as wide as the header.
 * Amount's longer label while it is sorted counts too, so sorting never widens it.
 */
function headerWidths(measure: TextMeasure): HeaderWidths {
  const arrow = SORT_GAP_PX + Math.max(...SORT_ARROWS.map((glyph) => measure.text(glyph)));
  const amount = Math.max(
    measure.heading(t('payment-list.columnAmount')),
    measure.heading(t('payment-list.columnAmountByToken')),
  );
  return { amount: amount + arrow, fee: measure.heading(t('payment-list.columnFee')) };
}

/** The px widths of the number columns' parts and the columns themselves. */
export interface NumberWidths {
  amountWhole: number;
  amountFraction: number;
  feeWhole: number;
  feeFraction: number;
  unit: number;
  usd: number;
  /** Narrowest widths of the Amount, Fee and USD columns, padding included. */
  columns: { amount: number; fee: number; usd: number };
}

/** "USDT (TRON)": a unit with its chain, for rows that show no chain otherwise. */
export function unitWithChain(unit: string, chain: string): string {
  return `${unit} (${chain})`;
}

export function numberWidths(
  extent: NumberExtent,
  measure: TextMeasure,
  hide: boolean,
  withChain = false,
  headers: HeaderWidths = { amount: 0, fee: 0 },
): NumberWidths {
  const chars = (count: number) => Math.ceil(count * measure.digit);
  const mask = Math.ceil(measure.text(MASK));
  const amountWhole = hide ? mask : chars(extent.amountWhole);
  const amountFraction = hide ? 0 : chars(extent.amountFraction);
  const feeWhole = hide ? mask : chars(extent.feeWhole);
  const feeFraction = hide ? 0 : chars(extent.feeFraction);
  const units = withChain ? extent.chainUnits : extent.units;
  const unit = Math.ceil(Math.max(0, ...units.map((text) => measure.text(text))));
  // The unit follows a space (a text space, so that it is copied with the amount).
  const space = measure.text(' ');
  const usd = hide ? mask : chars(extent.usd);
  const column = (whole: number, fraction: number, header: number) =>
    PADDING_PX + Math.max(whole + fraction + space + unit, header) + SLACK_PX;
  return {
    amountWhole,
    amountFraction,
    feeWhole,
    feeFraction,
    unit,
    usd,
    columns: {
      amount: Math.ceil(column(amountWhole, amountFraction, headers.amount)),
      fee: Math.ceil(column(feeWhole, feeFraction, headers.fee)),
      usd: PADDING_PX + usd + SLACK_PX,
    },
  };
}

/** The USD value as a cell shows it. */
export const usdText = (payment: Payment, hide: boolean) =>
  hide ? MASK : formatUsd(payment.amountUsd);

/**
 * The number columns' widths for every loaded payment (stable while filters change):
 * with the units alone, and with each unit's chain for a table without a Chain column.
 */
export function useNumberWidths(
  payments: readonly Payment[],
  hide: boolean,
): { plain: NumberWidths; withChain: NumberWidths } {
  const extent = useMemo(() => numberExtent(payments), [payments]);
  // Once: the app is drawn anew when the language changes (app.tsx).
  const headers = useMemo(() => headerWidths(tableTextMeasure()), []);
  return useMemo(
    () => ({
      plain: numberWidths(extent, tableTextMeasure(), hide, false, headers),
      withChain: numberWidths(extent, tableTextMeasure(), hide, true, headers),
    }),
    [extent, hide, headers],
  );
}
