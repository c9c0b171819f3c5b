import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { TEST_APP_ID } from '@mocks/data';
import {
  CSV_COLUMNS,
  exportFileName,
  transactionsToCsv,
  transactionsToJson,
} from './export-transactions';
import { makeTransaction } from '@/testing/records';

const records = [
  makeTransaction({
    name: 'Conf, "2026"',
    paySymbol: 'ETH',
    amount: '0.015873015873015873',
    amountUsd: '50.00',
    fee: '0.000158730158730158',
    to: [
      { address: '0xA', amount: '0.015555555555555556' },
      { address: '0xB', amount: '0.000317460317460317' },
    ],
    updatedAt: Date.UTC(2026, 9, 31, 23, 59, 58, 123),
  }),
  makeTransaction({
    paySymbol: undefined,
    name: '=HYPERLINK("http://evil")',
    amount: '-1.50',
    chainName: 'solana',
  }),
];

function parse(csv: string) {
  return Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
}

describe('CSV export', () => {
  it('has the documented header and exact decimal strings', () => {
    const csv = transactionsToCsv(records);
    const result = parse(csv);
    expect(result.errors).toEqual([]);
    expect(result.meta.fields).toEqual([...CSV_COLUMNS]);
    const [first, second] = result.data;
    expect(first?.amount).toBe('0.015873015873015873');
    expect(first?.fee).toBe('0.000158730158730158');
    expect(first?.amount_usd).toBe('50.00');
    expect(first?.name).toBe('Conf, "2026"');
    expect(first?.updated_at_iso).toBe('2026-10-31T23:59:58.123Z');
    expect(first?.updated_at_ms).toBe(String(Date.UTC(2026, 9, 31, 23, 59, 58, 123)));
    expect(first?.chain).toBe('ETH');
    expect(first?.chain_name).toBe('ethereum');
    expect(second?.chain).toBe('SOL');
    expect(second?.pay_symbol).toBe('');
    // Negative numbers are kept; formula-like text is defused.
    expect(second?.amount).toBe('-1.50');
    expect(second?.name).toBe(`'=HYPERLINK("http://evil")`);
  });

  it('carries every recipient as JSON plus a count', () => {
    const [first] = parse(transactionsToCsv(records)).data;
    expect(first?.to_count).toBe('2');
    expect(JSON.parse(first?.to ?? '')).toEqual([
      { address: '0xA', amount: '0.015555555555555556' },
      { address: '0xB', amount: '0.000317460317460317' },
    ]);
  });

  it('never contains the app ID', () => {
    const csv = transactionsToCsv(records);
    const json = transactionsToJson(records, {
      checkoutCode: 'conf-2026',
      filters: { chain: ['ETH'] },
    });
    expect(csv).not.toContain(TEST_APP_ID);
    expect(json).not.toContain(TEST_APP_ID);
    expect(csv.toLowerCase()).not.toContain('appid');
    expect(json.toLowerCase()).not.toContain('appid');
  });

  it('has only a header for no rows', () => {
    expect(transactionsToCsv([]).trim()).toBe(CSV_COLUMNS.join(','));
  });
});

describe('JSON export', () => {
  it('keeps exact strings, both times, null pay symbol and the filters', () => {
    const body = JSON.parse(
      transactionsToJson(records, {
        checkoutCode: 'conf-2026',
        filters: { status: ['Completed'] },
        now: new Date(Date.UTC(2026, 10, 2)),
      }),
    );
    expect(body.count).toBe(2);
    expect(body.exportedAt).toBe('2026-11-02T00:00:00.000Z');
    expect(body.filters).toEqual({ status: ['Completed'] });
    expect(body.records[0].amount).toBe('0.015873015873015873');
    expect(body.records[0].updatedAtIso).toBe('2026-10-31T23:59:58.123Z');
    expect(body.records[0].to).toHaveLength(2);
    expect(body.records[1].paySymbol).toBeNull();
  });
});

describe('exportFileName', () => {
  const day = new Date(2026, 10, 21, 10, 0, 0);
  it('carries the checkout code and the local date', () => {
    expect(exportFileName('conf-2026', 'csv', day)).toBe('checkout-conf-2026-2026-11-21.csv');
    expect(exportFileName('conf-2026', 'json', day)).toBe('checkout-conf-2026-2026-11-21.json');
  });
  it('sanitises codes with unsafe characters', () => {
    expect(exportFileName('../a/b?c#d%', 'csv', day)).toBe('checkout-a_b_c_d_-2026-11-21.csv');
    expect(exportFileName('...', 'csv', day)).toBe('checkout-checkout-2026-11-21.csv');
  });
});
