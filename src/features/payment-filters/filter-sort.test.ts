import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimals } from '@/lib/decimal';
import { compareTokens, isKnownToken, tokenOf } from '@/model/payments';
import {
  chainsPresent,
  countUndated,
  filterPayments,
  rowFilterOf,
  sortPayments,
  type RowFilter,
} from './filter-sort';
import { effectiveSearch } from './search-filters';
import { parseCheckoutSearch } from './search-schema';
import { makePayment } from '@/testing/payments';

const payments = [
  makePayment({
    hash: '0xaaa',
    chainName: 'ethereum',
    status: 'Completed',
    amount: '2',
    amountUsd: '9.99',
    updatedAt: 3,
  }),
  makePayment({
    hash: '0xbbb',
    chainName: 'ETH',
    status: 'Pending',
    amount: '10',
    amountUsd: '10.00',
    updatedAt: 1,
  }),
  makePayment({
    hash: 'ccc',
    chainName: 'solana',
    status: 'Completed',
    amount: '0.000000000000000001',
    amountUsd: '100.00',
    updatedAt: 2,
  }),
  makePayment({
    hash: 'ddd',
    chainName: 'TRON',
    status: 'Failed',
    from: 'TPayerXYZ',
    to: [{ address: 'TMerchantQQQ', amount: '1' }],
    amount: '1.5',
    amountUsd: '1.50',
    updatedAt: 4,
  }),
];

/** Filters and sorts as the page does: every filter of the URL applied (rowFilterOf). */
function run(search: Record<string, unknown>) {
  const parsed = parseCheckoutSearch(search);
  const effective = effectiveSearch(parsed);
  return sortPayments(
    filterPayments(payments, rowFilterOf(parsed, 'UTC', Date.now())).slice(),
    effective.sort,
    effective.dir,
  ).map((payment) => payment.hash);
}

/** A row filter with only these set. */
const filterOf = (set: Partial<RowFilter>): RowFilter => ({
  ...rowFilterOf({}, 'UTC', 0),
  ...set,
});

describe('filtering and sorting the loaded payments', () => {
  it('lists the normalised chains present', () => {
    expect(chainsPresent(payments)).toEqual(['ETH', 'SOL', 'TRON']);
  });

  it('filters by chain through normalisation: "ethereum" in the URL matches ETH and ethereum records', () => {
    expect(run({ chain: ['ethereum'] }).sort()).toEqual(['0xaaa', '0xbbb']);
    expect(run({ chain: ['SOL', 'tron'] }).sort()).toEqual(['ccc', 'ddd']);
  });

  it('filters by status and combines filters with AND', () => {
    expect(run({ status: ['Completed'] }).sort()).toEqual(['0xaaa', 'ccc']);
    expect(run({ status: ['Completed'], chain: ['ETH'] })).toEqual(['0xaaa']);
  });

  it('searches hash, payer and recipient addresses, case-insensitively', () => {
    expect(run({ q: '0XBB' })).toEqual(['0xbbb']);
    expect(run({ q: 'tpayer' })).toEqual(['ddd']);
    expect(run({ q: 'merchantqqq' })).toEqual(['ddd']);
    expect(run({ q: 'nothing-like-this' })).toEqual([]);
  });

  it('sorts by time (newest first by default), by exact amount and by USD', () => {
    expect(run({})).toEqual(['ddd', '0xaaa', 'ccc', '0xbbb']);
    expect(run({ dir: 'asc' })).toEqual(['0xbbb', 'ccc', '0xaaa', 'ddd']);
    // Amounts compare only within a token (chain + pay symbol): grouped by token in the
    // fixed token order, "10" after "2" numerically (not as text) inside a group.
    expect(run({ sort: 'amount', dir: 'asc' })).toEqual(['0xaaa', '0xbbb', 'ddd', 'ccc']);
    expect(run({ sort: 'amount', dir: 'desc' })).toEqual(['0xbbb', '0xaaa', 'ddd', 'ccc']);
    expect(run({ sort: 'usd' })).toEqual(['ccc', '0xbbb', '0xaaa', 'ddd']);
  });

  it('never orders 529 TRX above 122.448 ETH: amounts of different tokens are not compared', () => {
    const mixed = [
      makePayment({ hash: 'usdc', chainName: 'ethereum', paySymbol: 'USDC', amount: '120.10' }),
      makePayment({ hash: 'trx', chainName: 'tron', paySymbol: 'TRX', amount: '529' }),
      makePayment({
        hash: 'eth',
        chainName: 'ethereum',
        paySymbol: undefined,
        amount: '122.448',
      }),
      makePayment({ hash: 'usdc2', chainName: 'ethereum', paySymbol: 'USDC', amount: '5' }),
    ];
    const sorted = sortPayments(mixed.slice(), 'amount', 'desc').map((payment) => payment.hash);
    expect(sorted).toEqual(['usdc', 'usdc2', 'eth', 'trx']);
  });

  it('never compares amounts of an unknown token, not even with each other: newest first', () => {
    const unknown = [
      makePayment({
        hash: 'small-old',
        chainName: 'ethereum',
        paySymbol: undefined,
        amount: '0.0075',
        updatedAt: 1_000,
      }),
      makePayment({
        hash: 'big-new',
        chainName: 'ethereum',
        paySymbol: undefined,
        amount: '25',
        updatedAt: 3_000,
      }),
      makePayment({
        hash: 'mid',
        chainName: 'ethereum',
        paySymbol: undefined,
        amount: '3',
        updatedAt: 2_000,
      }),
    ];
    for (const dir of ['asc', 'desc'] as const)
      expect(sortPayments(unknown.slice(), 'amount', dir).map((payment) => payment.hash)).toEqual([
        'big-new',
        'mid',
        'small-old',
      ]);
    // Nor is an amount range applied to an unknown token.
    const hashesOf = (payments: readonly { hash: string }[]) =>
      payments.map((payment) => payment.hash);
    expect(
      hashesOf(filterPayments(unknown, filterOf({ tokens: ['ETH|'], amountMin: '1' }))),
    ).toEqual(['small-old', 'big-new', 'mid']);
  });

  it('matches statuses in any casing, shown in their canonical spelling', () => {
    const cased = [
      makePayment({ hash: '1', status: 'completed' }),
      makePayment({ hash: '2', status: 'PENDING' }),
      makePayment({ hash: '3', status: ' Completed ' }),
      makePayment({ hash: '4', status: 'Refunded' }),
    ];
    expect(cased.map((payment) => payment.status)).toEqual([
      'Completed',
      'Pending',
      'Completed',
      'Refunded',
    ]);
    expect(cased.map((payment) => payment.sentStatus)).toEqual([
      'completed',
      'PENDING',
      ' Completed ',
      'Refunded',
    ]);
    const completed = filterPayments(cased, filterOf({ statuses: ['Completed'] })).map(
      (payment) => payment.hash,
    );
    expect(completed).toEqual(['1', '3']);
  });

  it('hands back the same list when no filter is set, and a new one when one is', () => {
    const copy = payments.slice();
    // The same list: what is worked out per list (the Summary) is found again.
    expect(filterPayments(payments, filterOf({}))).toBe(payments);
    const completed = filterPayments(payments, filterOf({ statuses: ['Completed'] }));
    expect(completed).not.toBe(payments);
    expect(payments).toEqual(copy);
  });
});

describe('the date, token, amount, USD value and price mismatch filters', () => {
  const day = (text: string) => Date.parse(text);
  const tokenPayments = [
    makePayment({
      hash: 'tron-usdt-5',
      chainName: 'TRON',
      paySymbol: 'USDT',
      amount: '5',
      amountUsd: '5.00',
      updatedAt: day('2026-10-30T23:30:00Z'),
    }),
    makePayment({
      hash: 'tron-usdt-50',
      chainName: 'tron',
      paySymbol: 'USDT',
      amount: '50.000001',
      amountUsd: '50.00',
      updatedAt: day('2026-10-31T00:30:00Z'),
    }),
    makePayment({
      hash: 'eth-usdt-50',
      chainName: 'ethereum',
      paySymbol: 'USDT',
      amount: '50',
      amountUsd: '50.00',
      updatedAt: day('2026-10-31T12:00:00Z'),
    }),
    makePayment({
      hash: 'eth-none-50',
      chainName: 'ethereum',
      paySymbol: undefined,
      amount: '50',
      amountUsd: '150000.00',
      updatedAt: day('2026-11-01T00:00:00Z'),
    }),
    // A time in seconds: no day to put it on.
    makePayment({
      hash: 'seconds',
      chainName: 'TRON',
      paySymbol: 'USDT',
      amount: '20',
      amountUsd: '20.00',
      updatedAt: 1_761_955_200,
    }),
  ];
  const hashes = (
    search: Record<string, unknown>,
    zone = 'UTC',
    now = day('2026-11-01T12:00:00Z'),
  ) =>
    filterPayments(tokenPayments, rowFilterOf(parseCheckoutSearch(search), zone, now)).map(
      (payment) => payment.hash,
    );

  it('filters by token: a chain plus a pay symbol, "no pay symbol" its own token', () => {
    expect(hashes({ token: ['TRON|USDT'] })).toEqual(['tron-usdt-5', 'tron-usdt-50', 'seconds']);
    expect(hashes({ token: ['ETH|'] })).toEqual(['eth-none-50']);
    expect(hashes({ token: ['ETH|USDT', 'ETH|'] })).toEqual(['eth-usdt-50', 'eth-none-50']);
  });

  it('applies an amount range within the one chosen token, exactly, both ends included', () => {
    expect(hashes({ token: ['TRON|USDT'], amountMin: '5', amountMax: '20' })).toEqual([
      'tron-usdt-5',
      'seconds',
    ]);
    // 50.000001 is above 50: exact decimal comparison, no floating point.
    expect(hashes({ token: ['TRON|USDT'], amountMax: '50' })).toEqual(['tron-usdt-5', 'seconds']);
    expect(hashes({ token: ['TRON|USDT'], amountMin: '50.0000005' })).toEqual(['tron-usdt-50']);
  });

  it('never applies an amount range across tokens', () => {
    // With two tokens the range is dropped from the URL ...
    expect(hashes({ token: ['TRON|USDT', 'ETH|USDT'], amountMin: '10', amountMax: '20' })).toEqual([
      'tron-usdt-5',
      'tron-usdt-50',
      'eth-usdt-50',
      'seconds',
    ]);
    // ... and a filter handed bounds without exactly one token ignores them.
    const direct = filterPayments(tokenPayments, filterOf({ amountMin: '1000' }));
    expect(direct).toHaveLength(tokenPayments.length);
  });

  it('filters by USD value across tokens (one unit)', () => {
    expect(hashes({ usdMin: '20', usdMax: '50' })).toEqual([
      'tron-usdt-50',
      'eth-usdt-50',
      'seconds',
    ]);
    expect(hashes({ usdMin: '100000' })).toEqual(['eth-none-50']);
  });

  it('filters by date in the chosen zone, leaving out times that are not epoch ms', () => {
    expect(hashes({ from: '2026-10-31', to: '2026-10-31' })).toEqual([
      'tron-usdt-50',
      'eth-usdt-50',
    ]);
    // In New York, 23:30 UTC on 30 October is still 30 October; 00:30 UTC on the 31st too.
    expect(hashes({ from: '2026-10-30', to: '2026-10-30' }, 'America/New_York')).toEqual([
      'tron-usdt-5',
      'tron-usdt-50',
    ]);
    expect(hashes({ date: 'today' })).toEqual(['eth-none-50']);
    expect(hashes({ date: '7d' })).not.toContain('seconds');
    expect(countUndated(tokenPayments)).toBe(1);
  });

  it('filters by price mismatch, using the payment hints (USD-priced checkouts only)', () => {
    const priced = [
      makePayment({ hash: 'ok', pricing: '100', amountUsd: '99.50' }),
      makePayment({ hash: 'under', pricing: '100', amountUsd: '97.00' }),
      makePayment({ hash: 'over', pricing: '100', amountUsd: '101.01' }),
      makePayment({
        hash: 'eth-priced',
        pricing: '0.05',
        pricingSymbol: 'ETH',
        amountUsd: '1',
      }),
    ];
    const run = (mismatch: string) =>
      filterPayments(priced, rowFilterOf(parseCheckoutSearch({ mismatch }), 'UTC', 0)).map(
        (payment) => payment.hash,
      );
    expect(run('under')).toEqual(['under']);
    expect(run('over')).toEqual(['over']);
    expect(run('either')).toEqual(['under', 'over']);
  });

  it('needs attention: Failed, Pending over the set time, a price mismatch, two versions, an unknown token', () => {
    const now = Date.UTC(2026, 10, 1, 12, 0, 0);
    const minutesAgo = (minutes: number) => now - minutes * 60_000;
    const list = [
      makePayment({ hash: 'fine', updatedAt: minutesAgo(500) }),
      makePayment({ hash: 'failed', status: 'Failed', updatedAt: minutesAgo(1) }),
      makePayment({ hash: 'pending-59', status: 'Pending', updatedAt: minutesAgo(59) }),
      makePayment({ hash: 'pending-61', status: 'Pending', updatedAt: minutesAgo(61) }),
      // Seconds, not epoch ms: no age, so not overdue.
      makePayment({ hash: 'pending-seconds', status: 'Pending', updatedAt: 1_761_955_200 }),
      makePayment({ hash: 'under-paid', amountUsd: '20.00', updatedAt: minutesAgo(5) }),
      makePayment({ hash: 'no-symbol', paySymbol: undefined, updatedAt: minutesAgo(5) }),
      // One payment in two versions (collectPayments keeps both): both need a look.
      makePayment({ hash: 'two-versions', amount: '25', updatedAt: minutesAgo(5) }),
      makePayment({ hash: 'two-versions', amount: '25.1', updatedAt: minutesAgo(4) }),
      makePayment({ hash: 'fine-too', chainName: 'TRON', updatedAt: minutesAgo(5) }),
    ];
    const run = (search: Record<string, unknown>) =>
      filterPayments(list, rowFilterOf(parseCheckoutSearch(search), 'UTC', now)).map(
        (payment) => payment.hash,
      );
    expect(run({ attention: 60 })).toEqual([
      'failed',
      'pending-61',
      'under-paid',
      'no-symbol',
      'two-versions',
      'two-versions',
    ]);
    expect(run({ attention: '1' })).toContain('pending-59');
    expect(run({ attention: 60, status: ['Pending'] })).toEqual(['pending-61']);
    // Not a whole number of minutes in range: no filter.
    expect(run({ attention: 0 })).toHaveLength(list.length);
    expect(run({ attention: '1.5' })).toHaveLength(list.length);
    expect(run({ attention: 43_201 })).toHaveLength(list.length);
  });

  it('filters 20,000 rows with every filter set', () => {
    const many = Array.from({ length: 20_000 }, (_, index) =>
      makePayment({
        hash: `h${index}`,
        chainName: index % 2 ? 'TRON' : 'ethereum',
        amount: `${index % 100}.5`,
        amountUsd: `${index % 100}.50`,
        pricing: '50',
        updatedAt: day('2026-10-01T00:00:00Z') + index * 60_000,
      }),
    );
    const filter = rowFilterOf(
      parseCheckoutSearch({
        token: ['TRON|USDT'],
        amountMin: '10',
        amountMax: '60',
        usdMin: '5',
        from: '2026-10-02',
        mismatch: 'either',
        status: ['Completed'],
      }),
      'Europe/Berlin',
      0,
    );
    // Its speed is the bench's to measure (npm run bench: filter p95); here, what it keeps.
    const rows = filterPayments(many, filter);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((payment) => payment.chain === 'TRON')).toBe(true);
  });
});

describe('sorting by amount or USD', () => {
  // The definition, one comparison at a time (what the sort computed before it read each
  // record's token and amount once): any list must come out in exactly this order.
  const definition = (sort: 'amount' | 'usd', dir: 'asc' | 'desc') => {
    const sign = dir === 'asc' ? 1 : -1;
    return (a: ReturnType<typeof makePayment>, b: ReturnType<typeof makePayment>) => {
      if (sort === 'usd') return sign * compareDecimals(a.amountUsd, b.amountUsd);
      const byToken = compareTokens(tokenOf(a), tokenOf(b));
      if (byToken !== 0) return byToken;
      return isKnownToken(tokenOf(a))
        ? sign * compareDecimals(a.amount, b.amount)
        : b.updatedAt - a.updatedAt;
    };
  };
  const decimal = fc
    .tuple(fc.boolean(), fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 3 }))
    .map(([negative, units, scale]) => {
      const digits = String(units).padStart(scale + 1, '0');
      const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}0` : digits;
      return negative ? `-${text}` : text;
    });
  const payment = fc
    .record({
      chainName: fc.constantFrom('ethereum', 'ETH', 'tron', 'SOL', 'Base', 'base'),
      paySymbol: fc.constantFrom('USDT', 'USDC', 'usdt', undefined),
      amount: decimal,
      amountUsd: decimal,
      updatedAt: fc.integer({ min: 0, max: 50 }),
    })
    .map((fields) => makePayment(fields));

  it('orders any list as the comparison definition does, ties kept in the order sent', () => {
    fc.assert(
      fc.property(
        fc.array(payment, { maxLength: 40 }),
        fc.constantFrom('amount' as const, 'usd' as const),
        fc.constantFrom('asc' as const, 'desc' as const),
        (list, sort, dir) => {
          const expected = list.slice().sort(definition(sort, dir));
          expect(sortPayments(list.slice(), sort, dir)).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
