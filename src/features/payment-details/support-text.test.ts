import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_APP_ID } from '@mocks/data';
import { settingsStore } from '@/model/profiles';
import { TEST_API_BASE } from '@/testing/mock-api';
import { makePayment } from '@/testing/payments';
import { supportText } from './support-text';

// 2026-10-01 12:00:00 UTC.
const NOON_UTC = Date.UTC(2026, 9, 1, 12, 0, 0);

/** A payment as the service might send it: a TRON chain spelled "trx", a long decimal amount. */
const payment = makePayment({
  checkoutCode: 'coffee-club',
  chainName: 'trx',
  paySymbol: 'USDT',
  hash: '0xAbC123def',
  hashLink: 'https://tronscan.org/#/transaction/0xAbC123def',
  amount: '25.000000000000000001',
  amountUsd: '25.00',
  status: 'Completed',
  updatedAt: NOON_UTC,
});

const lines = (text: string) => text.split('\n');

beforeEach(() => {
  settingsStore.save({ baseUrl: TEST_API_BASE, appId: TEST_APP_ID, remember: false });
});

describe('supportText: the "Copy for support" block', () => {
  it('lists the payment line by line, amounts exactly as sent', () => {
    const text = lines(supportText(payment, 'coffee-club'));
    expect(text.slice(0, 8)).toEqual([
      'Checkout code: coffee-club',
      'Chain: TRON (the service wrote "trx")',
      'Transaction hash: 0xAbC123def',
      'Explorer link: https://tronscan.org/#/transaction/0xAbC123def',
      'Amount: 25.000000000000000001 USDT',
      'USD value: 25.00',
      'Status: Completed',
      'Time (UTC): 2026-10-01 12:00:00 UTC',
    ]);
    // The local line depends on the machine's zone (a worker cannot change it): its shape
    // only. A zone is at most 14 h from UTC, so noon UTC is on 1 or 2 October there.
    expect(text[8]).toMatch(/^Time \(local\): 2026-10-0[12] \d\d:\d\d:00 \S.*$/);
    expect(text).toHaveLength(9);
  });

  it('never carries the app ID, whatever is saved in the settings', () => {
    const text = supportText(payment, 'coffee-club');
    expect(text).not.toContain(TEST_APP_ID);
    expect(text.toLowerCase()).not.toContain('app id');
    expect(text.toLowerCase()).not.toContain('appid');
  });

  it('writes the checkout code it is given, not the one in the record', () => {
    // A watchlist row opened under its pinned checkout's code.
    expect(lines(supportText(payment, 'b-store-desk'))[0]).toBe('Checkout code: b-store-desk');
  });

  it('does not present a non-http explorer link as a link', () => {
    const text = lines(
      supportText(makePayment({ hashLink: 'javascript:alert(1)' }), 'coffee-club'),
    );
    expect(text[3]).toBe('Explorer link: javascript:alert(1) (not a web link)');
  });

  it('says "(none)" when the service sent no explorer link', () => {
    const text = lines(supportText(makePayment({ hashLink: '' }), 'coffee-club'));
    expect(text[3]).toBe('Explorer link: (none) (not a web link)');
  });

  it('names an unknown token as such, never an empty unit', () => {
    const noSymbol = makePayment({ paySymbol: undefined, amount: '7.5' });
    const blank = makePayment({ paySymbol: '  ', amount: '7.5' });
    expect(lines(supportText(noSymbol, 'coffee-club'))[4]).toBe('Amount: 7.5 unknown token');
    expect(lines(supportText(blank, 'coffee-club'))[4]).toBe('Amount: 7.5 unknown token');
  });

  it('keeps a status the spec does not list as sent', () => {
    const text = lines(supportText(makePayment({ status: 'Refunded' }), 'coffee-club'));
    expect(text[6]).toBe('Status: Refunded');
  });

  it('gives a time that is not epoch milliseconds unchanged, with the reason, and no dates', () => {
    const text = lines(supportText(makePayment({ updatedAt: 1_790_000_000 }), 'coffee-club'));
    expect(text.slice(7)).toEqual([
      'Time (unchanged): 1790000000 (The service gave this time in seconds, not milliseconds: shown unchanged)',
    ]);
  });
});
