import { describe, expect, it } from 'vitest';
import { makePayment } from '@/testing/payments';
import {
  findPayment,
  linkedPaymentSearch,
  paymentMatcher,
  paymentTargetOf,
} from './linked-payment';

// The same EVM hash on Ethereum and on BNB Chain: two payments.
const onEth = makePayment({ hash: '0xAbCdEf01', chainName: 'ethereum' });
const onBnb = makePayment({ hash: '0xAbCdEf01', chainName: 'bsc' });
// A Solana signature: base58, where case matters.
const onSol = makePayment({ hash: '5KtPn1LGuxhFiwjxErkxTb7XxtLVYUBe6Cn', chainName: 'solana' });
const other = makePayment({ hash: '0x99', chainName: 'TRON' });

describe('the link to a payment (?tx=&txChain=)', () => {
  it('opens nothing without a hash', () => {
    expect(paymentTargetOf({})).toBeNull();
    expect(paymentTargetOf({ txChain: 'ETH' })).toBeNull();
  });

  it('reads the hash and the chain, or the hash alone', () => {
    expect(paymentTargetOf({ tx: '0xAbCdEf01', txChain: 'ETH' })).toEqual({
      hash: '0xAbCdEf01',
      chain: 'ETH',
    });
    expect(paymentTargetOf({ tx: '0xAbCdEf01' })).toEqual({ hash: '0xAbCdEf01' });
  });

  it('is written with the canonical chain, not the spelling the service sent', () => {
    expect(linkedPaymentSearch(onBnb)).toEqual({ tx: '0xAbCdEf01', txChain: 'BNB' });
  });
});

describe('finding the linked payment among the loaded ones', () => {
  const loaded = [other, onEth, onBnb, onSol];

  it('finds the payment on the chain the link names, not the same hash on another chain', () => {
    expect(findPayment(loaded, { hash: '0xAbCdEf01', chain: 'BNB' })).toBe(onBnb);
    expect(findPayment(loaded, { hash: '0xAbCdEf01', chain: 'ETH' })).toBe(onEth);
  });

  it('with the hash alone, opens the first loaded payment with that hash', () => {
    expect(findPayment(loaded, { hash: '0xAbCdEf01' })).toBe(onEth);
    expect(findPayment([onBnb, onEth], { hash: '0xAbCdEf01' })).toBe(onBnb);
  });

  it('finds nothing for a hash on a chain that does not have it', () => {
    expect(findPayment(loaded, { hash: '0xAbCdEf01', chain: 'TRON' })).toBeNull();
    expect(findPayment(loaded, { hash: '0xAbCdEf01', chain: 'eth' })).toBeNull();
  });

  it('reads a hex hash in any case, with or without 0x', () => {
    expect(findPayment(loaded, { hash: '0xABCDEF01', chain: 'ETH' })).toBe(onEth);
    const tron = makePayment({ hash: 'a1b2c3', chainName: 'TRON' });
    expect(findPayment([tron], { hash: 'A1B2C3' })).toBe(tron);
  });

  it('reads a base58 hash exactly: another case is another payment', () => {
    expect(findPayment(loaded, { hash: '5KtPn1LGuxhFiwjxErkxTb7XxtLVYUBe6Cn' })).toBe(onSol);
    expect(findPayment(loaded, { hash: '5ktpn1lguxhfiwjxerkxtb7xxtlvyube6cn' })).toBeNull();
  });

  it('finds nothing among no payments, and matches no prefix of a hash', () => {
    expect(findPayment([], { hash: '0xAbCdEf01' })).toBeNull();
    expect(paymentMatcher({ hash: '0xAbCd' })(onEth)).toBe(false);
  });
});
