import { describe, expect, it } from 'vitest';
import { generateRecords, SEED_CHECKOUTS } from '@mocks/data';
import { SAMPLE_CHECKOUT_CODE, SAMPLE_ORDER_ROWS } from './sample-orders';

// The sample's values are copied by hand from the demo seed: a seed change must fail here.
describe('the sample orders', () => {
  const checkout = SEED_CHECKOUTS.find((seed) => seed.code === SAMPLE_CHECKOUT_CODE);
  const records = checkout ? generateRecords(checkout) : [];
  const byHash = new Map(records.map((record) => [record.hash, record]));

  it('name a demo checkout of the seed', () => {
    expect(checkout?.code).toBe('coffee-club');
  });

  it('each hash names a payment of that checkout, with the status its row relies on', () => {
    const expected: Record<string, string> = {
      '71fd60c7b61e23d85fcf7a69026186c628c50784a2278576b1fc84f11eed0b30': 'Completed 25 USDT',
      '4bAT1SoCNE1hFGJSLCLb7WymUT6gULRXfntFNcpUXv2jR58bHhJFSWHmMmhiguSsAd95gY9wpCqcVFuJPTFVJYiz':
        'Completed 24.987006 USDT',
      d145d2bb94d5c909a280d72abb053abf4444cae689b6f5a8b7dd6fec1ee5c459: 'Completed 25.150000 USDT',
      '0xdb25a9a0e0837632b5027f444698120a7155184e76d997947878ea0d933f403b': 'Completed 25 USDC',
      '0xe2f018232567de722207dd664deafab9cbd5581785583237ea3a93d0826c7117': 'Completed 25 USDC',
      '892c2eafe130f317dc67dd9b8cd7092253f3b014aec308ed17b4f9ce03f518a5': 'Pending 25.000000 USDT',
    };
    const hashes = SAMPLE_ORDER_ROWS.flatMap((row) => row.txHash.split(' ').filter(Boolean));
    expect(hashes.sort()).toEqual(Object.keys(expected).sort());
    for (const [hash, described] of Object.entries(expected)) {
      const record = byHash.get(hash);
      expect(record && `${record.status} ${record.amount} ${record.paySymbol}`, hash).toBe(
        described,
      );
    }
    expect(
      byHash.get(
        '4bAT1SoCNE1hFGJSLCLb7WymUT6gULRXfntFNcpUXv2jR58bHhJFSWHmMmhiguSsAd95gY9wpCqcVFuJPTFVJYiz',
      )?.amountUsd,
    ).toBe('24.99');
  });

  it("the payer's payment and the amount's payment are in the seed at those times", () => {
    const payer = records.find(
      (record) => record.from === 'q7tAuAyKECSDES1xi3GNFGN3Pb5DJPY2co6kVyZPHsyh',
    );
    expect(
      payer && [payer.amount, payer.paySymbol, new Date(payer.updatedAt).toISOString()],
    ).toEqual(['0.136893722', 'SOL', '2026-10-02T05:39:23.686Z']);
    const byAmount = records.find(
      (record) =>
        record.hash === '0x5e681fc173a3b8507257d65f842e1ac8ae45f8160cba7a507e2511447affc4ac',
    );
    expect(
      byAmount && [byAmount.amount, byAmount.paySymbol, new Date(byAmount.updatedAt).toISOString()],
    ).toEqual(['25', 'USDT', '2026-08-07T04:46:37.743Z']);
  });

  it('no payment of 40 USDT (the unpaid order), and several of 25 USDC on Ethereum (the ambiguous one)', () => {
    expect(records.some((record) => record.amount === '40')).toBe(false);
    const usdc25 = records.filter(
      (record) =>
        record.paySymbol === 'USDC' &&
        record.amount === '25' &&
        /^eth/i.test(String(record.chainName)),
    );
    expect(usdc25.length).toBeGreaterThan(3);
  });
});
