// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CRYPTO_CURRENCIES,
  DATA_SPAN_MS,
  FIAT_CURRENCIES,
  REFERENCE_TIME,
  SEED_CHECKOUTS,
  generateRecords,
  splitUnits,
} from './data';
import { createMockDb } from './db';

const DECIMAL = /^\d+(\.\d+)?$/;

/** Exact decimal text → [units, scale] for comparing sums without floats. */
function toScaled(text: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(scale, '0'));
}

describe('seed data', () => {
  it('is deterministic', () => {
    const a = createMockDb().getRecords('conf-2026');
    const b = createMockDb().getRecords('conf-2026');
    expect(a).toEqual(b);
  });

  // Typically ~200 ms; the bound is loose because test files run in parallel on small CI boxes.
  it('generates 20,000 records fast', () => {
    const started = performance.now();
    const records = generateRecords({
      code: 'perf',
      name: 'Perf',
      pricing: '10',
      pricingSymbol: 'USD',
      count: 20_000,
    });
    expect(records).toHaveLength(20_000);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('follows the record format of spec §2.1', () => {
    const db = createMockDb();
    const all = SEED_CHECKOUTS.flatMap((checkout) => db.getRecords(checkout.code) ?? []);
    const chainNames = new Set(all.map((record) => record.chainName));
    for (const name of ['ethereum', 'ETH', 'Ethereum', 'TRON', 'tron', 'solana', 'SOL']) {
      expect(chainNames).toContain(name);
    }
    expect(new Set(all.map((record) => record.status))).toEqual(
      new Set(['Pending', 'Completed', 'Failed']),
    );
    expect(all.some((record) => !('paySymbol' in record))).toBe(true);
    expect(all.some((record) => /\.\d{17,}$/.test(record.amount))).toBe(true);

    for (const record of all) {
      expect(record.amount).toMatch(DECIMAL);
      expect(record.fee).toMatch(DECIMAL);
      expect(record.amountUsd).toMatch(/^\d+\.\d{2}$/);
      expect(record.to.length).toBeGreaterThanOrEqual(1);
      expect(record.to.length).toBeLessThanOrEqual(3);
      const sum = record.to.reduce((total, to) => total + toScaled(to.amount, 30), 0n);
      expect(sum).toBe(toScaled(record.amount, 30));
      const chain = record.chainName.toLowerCase();
      if (chain === 'eth' || chain === 'ethereum') {
        expect(record.from).toMatch(/^0x[0-9a-f]{40}$/);
        expect(record.hash).toMatch(/^0x[0-9a-f]{64}$/);
        expect(record.hashLink).toBe(`https://etherscan.io/tx/${record.hash}`);
      } else if (chain === 'tron') {
        expect(record.from).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
        expect(record.hash).toMatch(/^[0-9a-f]{64}$/);
        expect(record.hashLink).toBe(`https://tronscan.org/#/transaction/${record.hash}`);
      } else {
        expect(record.from).toMatch(/^[1-9A-HJ-NP-Za-km-z]{44}$/);
        expect(record.hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{88}$/);
        expect(record.hashLink).toBe(`https://solscan.io/tx/${record.hash}`);
      }
      expect(record.updatedAt).toBeLessThanOrEqual(REFERENCE_TIME);
      expect(record.updatedAt).toBeGreaterThan(REFERENCE_TIME - DATA_SPAN_MS);
    }
  });

  it('lists each checkout newest first with the seed counts', () => {
    const db = createMockDb();
    for (const checkout of SEED_CHECKOUTS) {
      const records = db.getRecords(checkout.code) ?? [];
      expect(records).toHaveLength(checkout.count);
      for (let i = 1; i < records.length; i++) {
        expect(records[i]!.updatedAt).toBeLessThan(records[i - 1]!.updatedAt);
      }
    }
    const live = db.getRecords('live-desk') ?? [];
    expect(live.filter((record) => record.status === 'Pending').length).toBeGreaterThanOrEqual(2);
  });

  it('splits amounts exactly', () => {
    expect(splitUnits(10n, [3, 3, 3]).reduce((a, b) => a + b, 0n)).toBe(10n);
    expect(splitUnits(12345678901234567n, [9800, 200])).toEqual([
      12098765323209876n,
      246913578024691n,
    ]);
  });

  it('has catalogues with the spec fields', () => {
    expect(CRYPTO_CURRENCIES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(CRYPTO_CURRENCIES.map((item) => item.id)).size).toBe(CRYPTO_CURRENCIES.length);
    for (const item of CRYPTO_CURRENCIES) {
      // Same-origin logo files that exist in public/logos.
      expect(item.logoUrl).toMatch(/^\/logos\/[a-z0-9-]+\.svg$/);
      expect(existsSync(`public${item.logoUrl}`)).toBe(true);
      for (const chain of item.chains) {
        expect(chain.networkId).toMatch(/^\d+$/);
        expect(['EVM', 'TVM']).toContain(chain.chainType);
      }
    }
    const usdt = CRYPTO_CURRENCIES.find((item) => item.symbol === 'USDT');
    expect(usdt?.chains.find((chain) => chain.chainName === 'BNB')?.decimals).toBe(18);
    expect(usdt?.chains.find((chain) => chain.chainName === 'Ethereum')?.decimals).toBe(6);
    expect(FIAT_CURRENCIES.length).toBeGreaterThanOrEqual(15);
    for (const item of FIAT_CURRENCIES) expect(item.code).toMatch(/^[A-Z]{3}$/);
  });
});
