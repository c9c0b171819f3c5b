import { numberSymbols, type Locale } from '@/i18n';
import { downloadText } from './download-text';

/**
 * What every CSV the app writes shares (the payments export and the reconciliation):
 * the formula guard, the cell separator of a language and the download.
 *
 * A cell a spreadsheet would evaluate: it starts with =, +, -, @, a tab, CR or LF, or
 * their full-width forms (＝ ＋ － ＠, which some spreadsheets read as the ASCII ones).
 * Only a cell that is entirely a plain decimal number ("-12.5") is left as it is: "-1+2"
 * or "-2+cmd|' /C calc'!A0" are text from the API and get the leading apostrophe.
 */
export const FORMULA_START = /^(?!-?\d+(?:\.\d+)?$)[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;
/** The same for a localized file, where "-12,5" is a plain number too. */
export const LOCALIZED_FORMULA_START =
  /^(?!-?\d+(?:[.,]\d+)?$)[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/** The cell separator of a CSV in the language: `;` where the decimal mark is a comma. */
export function csvDelimiter(locale: Locale | undefined): ',' | ';' {
  return locale && numberSymbols(locale).decimal === ',' ? ';' : ',';
}

/** The local calendar date of the person exporting, for file names: "2026-11-01". */
export function fileDate(now: Date): string {
  return [
    now.getFullYear(),
    String(now.getMonth() + 1).padStart(2, '0'),
    String(now.getDate()).padStart(2, '0'),
  ].join('-');
}

/**
 * How Papa writes a CSV in the language (`;` and the decimal comma's formula guard where
 * the decimal mark is a comma), or the canonical file without one; CRLF lines.
 */
export function csvWriteOptions(locale: Locale | undefined) {
  return {
    escapeFormulae: locale ? LOCALIZED_FORMULA_START : FORMULA_START,
    newline: '\r\n',
    delimiter: csvDelimiter(locale),
  };
}

// The JSON downloads beside the CSV ones (the payments and reconciliation exports) take it from here.
export { downloadText };

/** A CSV download with a byte-order mark first, so a spreadsheet reads it as UTF-8. */
export function downloadCsv(text: string, fileName: string): void {
  downloadText(`\uFEFF${text}`, fileName, 'text/csv');
}
