// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { proposeMapping } from './propose-mapping';

describe('proposing columns from the header', () => {
  it('maps English headers in any order, whatever their case and separators', () => {
    expect(
      proposeMapping([
        'TX-Hash',
        'payer_address',
        'Order ID',
        'AMOUNT',
        'Currency',
        'Network',
        'created_at',
        'Checkout Code',
      ]),
    ).toEqual({
      mapping: {
        txHash: 0,
        payer: 1,
        orderId: 2,
        amount: 3,
        currency: 4,
        chain: 5,
        orderTime: 6,
        checkoutCode: 7,
      },
      missing: [],
      unmapped: [],
    });
  });

  it('maps German headers, accents or not', () => {
    expect(
      proposeMapping(['Bestellnummer', 'Betrag', 'Währung', 'Datum', 'Absender']).mapping,
    ).toEqual({
      orderId: 0,
      amount: 1,
      currency: 2,
      orderTime: 3,
      payer: 4,
    });
    expect(proposeMapping(['Bestell-Nr.', 'Waehrung', 'Gesamtbetrag']).mapping).toEqual({
      orderId: 0,
      currency: 1,
      amount: 2,
    });
  });

  it('maps Spanish headers with and without accents', () => {
    expect(
      proposeMapping(['Pedido', 'Importe', 'Moneda', 'Fecha', 'Hash de transacción', 'Dirección'])
        .mapping,
    ).toEqual({ orderId: 0, amount: 1, currency: 2, orderTime: 3, txHash: 4, payer: 5 });
  });

  it('prefers a header that is the very word: "Order ID" over "id", "Transaction ID" is the hash', () => {
    expect(proposeMapping(['id', 'Order ID', 'Transaction ID', 'Total']).mapping).toEqual({
      orderId: 1,
      txHash: 2,
      amount: 3,
    });
  });

  it('says which required fields are missing and which columns are left', () => {
    expect(proposeMapping(['Note', 'Currency'])).toEqual({
      mapping: { currency: 1 },
      missing: ['orderId', 'amount'],
      unmapped: [0],
    });
  });
});
