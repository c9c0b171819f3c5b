import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { makePayment } from '@/testing/payments';
import { FORMULA_START } from '@/lib/csv-text';
import { paymentsToCsv } from './export-payments';

/** The `name` cell of one payment written to CSV and read back. */
function nameCell(name: string): string {
  const csv = paymentsToCsv([makePayment({ name })], { columns: ['name'] });
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, delimiter: ',' });
  return parsed.data[0]?.name ?? '';
}

const DANGEROUS = ['=', '+', '-', '@', '\t', '\r', '\n', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];

describe('the CSV formula guard', () => {
  it.each(DANGEROUS.map((start) => [JSON.stringify(start), start]))(
    'defuses a text cell starting with %s',
    (_, start) => {
      expect(nameCell(`${start}1+2`)).toBe(`'${start}1+2`);
      expect(nameCell(`${start}cmd|' /C calc'!A0`)).toBe(`'${start}cmd|' /C calc'!A0`);
    },
  );

  it('defuses a minus, a number and then an operator (the gap of the old rule)', () => {
    expect(nameCell("-1+2+cmd|' /C calc'!A0")).toBe("'-1+2+cmd|' /C calc'!A0");
    expect(nameCell('-12.5e3')).toBe("'-12.5e3");
    expect(nameCell('-1 ')).toBe("'-1 ");
  });

  it('leaves a cell that is entirely a plain decimal number as it is', () => {
    for (const number of ['-12.5', '-0.000000000000000001', '-3', '12.5', '0'])
      expect(nameCell(number)).toBe(number);
  });

  it('defuses every generated text that starts with a dangerous character, and only those', () => {
    const plainDecimal = /^-?\d+(\.\d+)?$/;
    fc.assert(
      fc.property(fc.constantFrom(...DANGEROUS, 'a', '1', ' ', '"'), fc.string(), (start, rest) => {
        const text = start + rest;
        const cell = nameCell(text);
        const dangerous = DANGEROUS.includes(start) && !plainDecimal.test(text);
        expect(FORMULA_START.test(text)).toBe(dangerous);
        // Papa trims nothing; a defused cell is the text behind one apostrophe.
        expect(cell).toBe(dangerous ? `'${text}` : text);
      }),
      { numRuns: 500 },
    );
  });
});
