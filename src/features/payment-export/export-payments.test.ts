import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { TEST_APP_ID } from '@mocks/data';
import { showIn } from '@/testing/language';
import {
  DEFAULT_COLUMN_IDS,
  exportFileName,
  filtersSlug,
  isoInZone,
  paymentsToCsv,
  paymentsToJson,
  type ExportScope,
} from './export-payments';

const CSV_HEADER = DEFAULT_COLUMN_IDS.map((id) => (id === 'updated_at' ? 'updated_at_utc' : id));
const scope = (over: Partial<ExportScope> = {}): ExportScope => ({
  subject: { kind: 'checkout', checkoutCode: 'conf-2026' },
  scope: 'filtered',
  filters: { chain: ['ETH'] },
  complete: false,
  ...over,
});
import { makePayment } from '@/testing/payments';

const payments = [
  makePayment({
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
  makePayment({
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
    const csv = paymentsToCsv(payments);
    const result = parse(csv);
    expect(result.errors).toEqual([]);
    expect(result.meta.fields).toEqual(CSV_HEADER);
    const [first, second] = result.data;
    expect(first?.amount).toBe('0.015873015873015873');
    expect(first?.fee).toBe('0.000158730158730158');
    expect(first?.amount_usd).toBe('50.00');
    expect(first?.name).toBe('Conf, "2026"');
    expect(first?.updated_at_utc).toBe('2026-10-31T23:59:58.123Z');
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
    const [first] = parse(paymentsToCsv(payments)).data;
    expect(first?.to_count).toBe('2');
    expect(JSON.parse(first?.to ?? '')).toEqual([
      { address: '0xA', amount: '0.015555555555555556' },
      { address: '0xB', amount: '0.000317460317460317' },
    ]);
  });

  it('never contains the app ID', () => {
    const csv = paymentsToCsv(payments);
    const json = paymentsToJson(payments, scope());
    expect(csv).not.toContain(TEST_APP_ID);
    expect(json).not.toContain(TEST_APP_ID);
    expect(csv.toLowerCase()).not.toContain('appid');
    expect(json.toLowerCase()).not.toContain('appid');
  });

  it('has only a header for no rows', () => {
    expect(paymentsToCsv([]).trim()).toBe(CSV_HEADER.join(','));
  });

  it('writes only the chosen columns, and times in the chosen zone', () => {
    const csv = paymentsToCsv(payments, {
      columns: ['hash', 'amount', 'updated_at'],
      timeZone: 'local',
    });
    const result = parse(csv);
    expect(result.meta.fields).toEqual(['amount', 'hash', 'updated_at_local']);
    expect(result.data[0]?.updated_at_local).toBe(isoInZone(payments[0]!.updatedAt, 'local'));
  });

  it('leaves out a time that is not epoch milliseconds, and says why', () => {
    const odd = makePayment({ updatedAt: 1_764_000_000 });
    const [row] = parse(paymentsToCsv([odd])).data;
    expect(row?.updated_at_utc).toBe('');
    expect(row?.updated_at_ms).toBe('1764000000');
    expect(row?.updated_at_note).toMatch(/in seconds, not milliseconds/);
  });
});

describe('isoInZone', () => {
  it('writes ISO 8601 with the offset of the zone', () => {
    const at = Date.UTC(2026, 10, 21, 10, 15, 27);
    expect(isoInZone(at, 'utc')).toBe('2026-11-21T10:15:27.000Z');
    const local = isoInZone(at, 'local');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
    expect(new Date(local).getTime()).toBe(at);
  });
});

describe('JSON export', () => {
  it('keeps exact strings, says its scope, and sums per token only', () => {
    const body = JSON.parse(
      paymentsToJson(payments, scope({ filters: { status: ['Completed'] } }), {
        now: new Date(Date.UTC(2026, 10, 2)),
      }),
    );
    expect(body.count).toBe(2);
    expect(body.exportedAt).toBe('2026-11-02T00:00:00.000Z');
    expect(body.subject).toEqual({ kind: 'checkout', checkoutCode: 'conf-2026' });
    expect(body.scope).toBe('filtered');
    expect(body.complete).toBe(false);
    expect(body.filters).toEqual({ status: ['Completed'] });
    expect(body.payments[0].amount).toBe('0.015873015873015873');
    expect(body.payments[0].updated_at_utc).toBe('2026-10-31T23:59:58.123Z');
    expect(body.payments[0].to).toHaveLength(2);
    expect(body.payments[1].pay_symbol).toBe('');
    expect(body.completedTotals.map((row: { token: string }) => row.token)).toEqual([
      'ETH (Ethereum)',
      'unknown token (Solana)',
    ]);
    // An unknown token's amounts are not added up, and the file says why.
    expect(body.completedTotals[1]).toMatchObject({ amount: null, fee: null, payments: 1 });
    expect(body.completedTotals[1].note).toMatch(/did not name the token/);
  });
});

describe('exportFileName', () => {
  const day = new Date(2026, 10, 21, 10, 0, 0);
  const checkout = (checkoutCode: string) => ({ kind: 'checkout' as const, checkoutCode });
  it('says the scope: all, loaded, or filtered with its filters', () => {
    expect(
      exportFileName({ subject: checkout('conf-2026'), scope: 'all', filters: {} }, 'csv', day),
    ).toBe('checkout-conf-2026-all-2026-11-21.csv');
    expect(
      exportFileName({ subject: checkout('conf-2026'), scope: 'loaded', filters: {} }, 'json', day),
    ).toBe('checkout-conf-2026-loaded-2026-11-21.json');
    expect(
      exportFileName(
        {
          subject: checkout('big-market'),
          scope: 'filtered',
          filters: { chain: ['TRON'], status: ['Completed'] },
        },
        'csv',
        day,
      ),
    ).toBe('checkout-big-market-filtered-chain-TRON_status-Completed-2026-11-21.csv');
    expect(
      exportFileName({ subject: { kind: 'watchlist' }, scope: 'loaded', filters: {} }, 'csv', day),
    ).toBe('watchlist-loaded-2026-11-21.csv');
  });
  it('sanitises codes and filters with unsafe characters', () => {
    expect(
      exportFileName({ subject: checkout('../a/b?c#d%'), scope: 'all', filters: {} }, 'csv', day),
    ).toBe('checkout-a_b_c_d-all-2026-11-21.csv');
    expect(filtersSlug({ q: '../../etc passwd', chain: ['ETH', 'TRON'] })).toBe(
      'q-.._.._etc_passwd_chain-ETH+TRON',
    );
  });
});

describe('the file in another language of the dashboard', () => {
  it('stays canonical English: keys, values and notes are the same in German', () => {
    const odd = [
      ...payments,
      makePayment({ hash: 'odd', paySymbol: 'ETH', updatedAt: 1_764_000_000 }),
    ];
    const now = new Date(Date.UTC(2026, 10, 2));
    const csv = paymentsToCsv(odd, { timeZone: 'utc' });
    const json = paymentsToJson(odd, scope(), { now });
    const [, , row] = parse(csv).data;
    expect(row?.updated_at_note).toBe(
      'The service gave this time in seconds, not milliseconds: shown unchanged',
    );
    expect(JSON.parse(json).completedTotals[1]).toMatchObject({
      token: 'unknown token (Solana)',
      note: 'The service did not name the token of these payments, so their amounts are not added up; their USD values are.',
    });
    try {
      showIn('de');
      expect(paymentsToCsv(odd, { timeZone: 'utc' })).toBe(csv);
      expect(paymentsToJson(odd, scope(), { now })).toBe(json);
    } finally {
      showIn('en');
    }
  });

  it('is written for a German spreadsheet only when asked: names, decimal comma, dates, ";"', () => {
    try {
      showIn('de');
      const csv = paymentsToCsv(payments, { timeZone: 'utc', localized: 'de' });
      const result = Papa.parse<Record<string, string>>(csv, {
        header: true,
        skipEmptyLines: true,
        delimiter: ';',
      });
      expect(result.errors).toEqual([]);
      expect(result.meta.fields).toContain('Betrag');
      expect(result.meta.fields).toContain('Zeit (UTC)');
      const [first, second] = result.data;
      // Every digit, with the decimal comma and no grouping a spreadsheet could misread.
      expect(first?.Betrag).toBe('0,015873015873015873');
      expect(first?.['Zeit (UTC)']).toBe('31.10.2026, 23:59:58');
      // A negative number is a number, not a formula to guard.
      expect(second?.Betrag).toBe('-1,50');
      expect(second?.['Checkout-Name']).toBe('\'=HYPERLINK("http://evil")');
      expect(exportFileName(scope(), 'csv', new Date(2026, 10, 21), 'de')).toBe(
        'checkout-conf-2026-filtered-chain-ETH-2026-11-21-de.csv',
      );
    } finally {
      showIn('en');
    }
  });
});
