import { describe, expect, it } from 'vitest';
import { makePayment } from '@/testing/payments';
import { dailyCompletedTotals } from './daily-totals';

const at = (text: string) => Date.parse(text);

describe('completed payments per day', () => {
  const payments = [
    makePayment({ hash: 'a', amountUsd: '0.10', updatedAt: at('2026-10-30T22:30:00Z') }),
    makePayment({ hash: 'b', amountUsd: '0.20', updatedAt: at('2026-10-30T23:30:00Z') }),
    makePayment({
      hash: 'c',
      amountUsd: '1000000000000.01',
      updatedAt: at('2026-11-02T10:00:00Z'),
    }),
    makePayment({
      hash: 'p',
      status: 'Pending',
      amountUsd: '5',
      updatedAt: at('2026-10-31T10:00:00Z'),
    }),
    makePayment({ hash: 's', amountUsd: '7', updatedAt: 1_761_955_200 }),
  ];

  it('sums exact USD per day (big.js, as text) and counts, filling days without payments', () => {
    expect(dailyCompletedTotals(payments, 'UTC')).toEqual({
      days: [
        { day: '2026-10-30', count: 2, amountUsd: '0.3' },
        { day: '2026-10-31', count: 0, amountUsd: '0' },
        { day: '2026-11-01', count: 0, amountUsd: '0' },
        { day: '2026-11-02', count: 1, amountUsd: '1000000000000.01' },
      ],
      counted: 3,
      undated: 1,
      gapsFilled: true,
    });
  });

  it('counts days in the zone asked for', () => {
    // In Berlin (UTC+1 after 25 October), 23:30 UTC on the 30th is already the 31st.
    expect(dailyCompletedTotals(payments, 'Europe/Berlin').days.slice(0, 2)).toEqual([
      { day: '2026-10-30', count: 1, amountUsd: '0.1' },
      { day: '2026-10-31', count: 1, amountUsd: '0.2' },
    ]);
  });

  it('has no days without completed payments, and leaves out long empty stretches', () => {
    expect(dailyCompletedTotals([], 'UTC')).toEqual({
      days: [],
      counted: 0,
      undated: 0,
      gapsFilled: true,
    });
    const far = dailyCompletedTotals(
      [
        makePayment({ hash: 'old', updatedAt: at('2002-01-01T00:00:00Z') }),
        makePayment({ hash: 'new', updatedAt: at('2026-01-01T00:00:00Z') }),
      ],
      'UTC',
    );
    expect(far.days.map((day) => day.day)).toEqual(['2002-01-01', '2026-01-01']);
    expect(far.gapsFilled).toBe(false);
  });
});
