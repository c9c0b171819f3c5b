// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canonicalDecimal,
  checkOrderFileSize,
  MAX_ORDER_FILE_BYTES,
  parseOrders,
  parseOrderTime,
  readOrderTable,
} from './parse-orders';

// Expected values below are written by hand from the files, never computed by the code.

describe('reading an order file', () => {
  it('reads a ;-separated CSV whose columns are in another order', () => {
    const text = [
      'Currency;Tx Hash;Amount;Order ID;Payer;Chain;Order time',
      'USDT;0xAAA;10.5;A-1;TXyz;tron;2026-01-05T12:00:00Z',
      'USDT;;20;A-2;;;',
    ].join('\n');
    const parsed = parseOrders(text);
    expect(parsed.table.delimiter).toBe(';');
    expect(parsed.problems).toEqual([]);
    expect(parsed.orders).toEqual([
      {
        line: 2,
        orderId: 'A-1',
        amount: '10.5',
        currency: 'USDT',
        chain: 'TRON',
        payer: 'TXyz',
        txHashes: ['0xAAA'],
        time: Date.UTC(2026, 0, 5, 12, 0, 0),
        checkoutCode: null,
      },
      {
        line: 3,
        orderId: 'A-2',
        amount: '20',
        currency: 'USDT',
        chain: null,
        payer: null,
        txHashes: [],
        time: null,
        checkoutCode: null,
      },
    ]);
  });

  it('reads a German file with a decimal comma, grouping points and day-first dates', () => {
    const text = [
      'Bestellnummer;Betrag;Währung;Bestelldatum',
      '1001;1.234,56;USDT;31.12.2026 10:30',
      '1002;12,5;USDT;01.02.2026',
      '1003;7;EUR;',
    ].join('\r\n');
    const parsed = parseOrders(text);
    expect(parsed.decimalMark).toBe(',');
    expect(parsed.problems).toEqual([]);
    expect(parsed.orders.map((order) => [order.orderId, order.amount, order.time])).toEqual([
      ['1001', '1234.56', Date.UTC(2026, 11, 31, 10, 30)],
      ['1002', '12.5', Date.UTC(2026, 1, 1)],
      ['1003', '7', null],
    ]);
  });

  it('reads a Spanish file with pedido, importe and moneda', () => {
    const text = 'pedido;importe;moneda\nP-1;0,75;USDC\n';
    expect(parseOrders(text).orders.map((order) => [order.orderId, order.amount])).toEqual([
      ['P-1', '0.75'],
    ]);
  });

  it('reads a file with a byte-order mark, the header unchanged', () => {
    const parsed = parseOrders('\uFEFForder_id,amount\nX,3.00\n');
    expect(parsed.table.header).toEqual(['order_id', 'amount']);
    expect(parsed.orders.map((order) => [order.orderId, order.amount])).toEqual([['X', '3']]);
  });

  it('keeps a delimiter and a line break inside a quoted field', () => {
    const text = 'order id,amount,note\n"A,1","1,234.50","two\nlines, one cell"\nB,2,plain\n';
    const parsed = parseOrders(text);
    expect(parsed.table.delimiter).toBe(',');
    expect(parsed.table.rows).toEqual([
      { line: 2, cells: ['A,1', '1,234.50', 'two\nlines, one cell'] },
      { line: 4, cells: ['B', '2', 'plain'] },
    ]);
    expect(parsed.orders.map((order) => [order.orderId, order.amount])).toEqual([
      ['A,1', '1234.5'],
      ['B', '2'],
    ]);
  });

  it('sniffs tab and bar delimiters', () => {
    expect(readOrderTable('order\tamount\nA\t1\n').delimiter).toBe('\t');
    expect(readOrderTable('order|amount\nA|1\n').delimiter).toBe('|');
  });

  it('reads a JSON array of objects, numbers exactly as written, lines of each object', () => {
    const text = [
      '[',
      '  {"orderId": "J-1", "amount": 12.345678901234567891, "currency": "ETH"},',
      '  {"orderId": "J-2", "amount": "5", "txHash": "0xBEEF"}',
      ']',
    ].join('\n');
    const parsed = parseOrders(text);
    expect(parsed.table.format).toBe('json');
    expect(parsed.problems).toEqual([]);
    expect(parsed.orders.map((order) => [order.line, order.orderId, order.amount])).toEqual([
      [2, 'J-1', '12.345678901234567891'],
      [3, 'J-2', '5'],
    ]);
    expect(parsed.orders[1]!.txHashes).toEqual(['0xBEEF']);
  });

  it('keeps formula-like cells as plain text', () => {
    const parsed = parseOrders('order,amount,payer\n=HYPERLINK("x"),5,@SUM(A1)\n');
    expect(parsed.orders[0]!.orderId).toBe('=HYPERLINK("x")');
    expect(parsed.orders[0]!.payer).toBe('@SUM(A1)');
  });
});

describe('bad input is listed with its line, never dropped silently', () => {
  it('refuses amounts that are not plain decimals, and empty ones', () => {
    const text = [
      'order;amount',
      'A;1e3',
      'B;"12,3,4"',
      'C;',
      'D;+5',
      'E;=1+2',
      'F;-4',
      'G;8',
    ].join('\n');
    const parsed = parseOrders(text);
    expect(parsed.orders.map((order) => order.orderId)).toEqual(['G']);
    expect(parsed.problems.map((problem) => [problem.line, problem.code, problem.value])).toEqual([
      [2, 'amount-not-decimal', '1e3'],
      [3, 'amount-not-decimal', '12,3,4'],
      [4, 'amount-empty', undefined],
      [5, 'amount-not-decimal', '+5'],
      [6, 'amount-not-decimal', '=1+2'],
      [7, 'amount-negative', '-4'],
    ]);
  });

  it('lists a line with the wrong number of fields and a broken quote', () => {
    const text = 'order,amount\nA,1\nB,2,3\nC\n"D,4\n';
    const parsed = parseOrders(text);
    expect(parsed.orders.map((order) => order.orderId)).toEqual(['A']);
    expect(parsed.problems).toEqual([
      { code: 'wrong-field-count', line: 3, severity: 'refused', expected: 2, found: 3 },
      { code: 'wrong-field-count', line: 4, severity: 'refused', expected: 2, found: 1 },
      { code: 'bad-quotes', line: 5, severity: 'refused' },
    ]);
  });

  it('flags an order ID seen twice, and counts an identical line once', () => {
    const text = 'order,amount\nA,1\nB,2\nA,3\nB,2\n';
    const parsed = parseOrders(text);
    expect(parsed.orders.map((order) => [order.line, order.orderId])).toEqual([
      [2, 'A'],
      [3, 'B'],
      [4, 'A'],
    ]);
    expect(parsed.problems).toEqual([
      {
        code: 'order-id-repeated',
        line: 4,
        severity: 'flagged',
        field: 'orderId',
        value: 'A',
        firstLine: 2,
      },
      {
        code: 'order-repeated',
        line: 5,
        severity: 'refused',
        field: 'orderId',
        value: 'B',
        firstLine: 3,
      },
    ]);
  });

  it('refuses an empty order ID and an unreadable time', () => {
    const parsed = parseOrders('order,amount,date\n,1,\nB,2,yesterday\n');
    expect(parsed.orders).toEqual([]);
    expect(parsed.problems.map((problem) => [problem.line, problem.code])).toEqual([
      [2, 'order-id-empty'],
      [3, 'time-unreadable'],
    ]);
  });

  it('says which required column is missing', () => {
    const parsed = parseOrders('order,note\nA,x\n');
    expect(parsed.orders).toEqual([]);
    expect(parsed.problems).toEqual([
      { code: 'column-missing', line: null, severity: 'refused', field: 'amount' },
    ]);
  });

  it('refuses JSON that is not an array, and a payment that is not an object', () => {
    expect(parseOrders('[{"order": "A", "amount": 1}, 7]').problems).toEqual([
      { code: 'record-not-object', line: 1, severity: 'refused' },
    ]);
    expect(parseOrders('[{"order": "A"').problems[0]!.code).toBe('json-invalid');
    expect(parseOrders('   ').problems[0]!.code).toBe('file-empty');
  });

  it('refuses a file over 50 MB before reading it', () => {
    expect(checkOrderFileSize(52_428_800)).toBeNull();
    expect(checkOrderFileSize(52_428_801)).toEqual({
      code: 'file-too-large',
      line: null,
      severity: 'refused',
      value: '52428801',
    });
    expect(MAX_ORDER_FILE_BYTES).toBe(52_428_800);
  });
});

describe('order times', () => {
  it('reads ISO with an offset, epoch seconds and milliseconds, slashed dates', () => {
    expect(parseOrderTime('2026-01-05T12:00:00+02:00')).toBe(Date.UTC(2026, 0, 5, 10));
    expect(parseOrderTime('2026-01-05 12:00')).toBe(Date.UTC(2026, 0, 5, 12));
    expect(parseOrderTime('1767614400')).toBe(1_767_614_400_000);
    expect(parseOrderTime('1767614400123')).toBe(1_767_614_400_123);
    expect(parseOrderTime('05/01/2026 08:15')).toBe(Date.UTC(2026, 0, 5, 8, 15));
    expect(parseOrderTime('01/05/2026', true)).toBe(Date.UTC(2026, 0, 5));
    expect(parseOrderTime('31.02.2026')).toBeUndefined();
    expect(parseOrderTime('')).toBeNull();
  });

  it('reads a file of slashed dates month first when one has a second part over 12', () => {
    const parsed = parseOrders('order,amount,date\nA,1,01/02/2026\nB,1,12/31/2026\n');
    expect(parsed.orders.map((order) => order.time)).toEqual([
      Date.UTC(2026, 0, 2),
      Date.UTC(2026, 11, 31),
    ]);
  });
});

describe('canonical decimal text', () => {
  it.each([
    ['12.5', '12.5'],
    ['0', '0'],
    ['0.5', '0.5'],
    ['-3', '-3'],
    ['-0.25', '-0.25'],
    ['0012.50', '12.5'],
    ['1.000', '1'],
    ['-0', '0'],
    ['-0.0', '0'],
    ['00', '0'],
    ['-007.10', '-7.1'],
    ['10.111111111111111111', '10.111111111111111111'],
  ])('%s is %s', (text, canonical) => {
    expect(canonicalDecimal(text)).toBe(canonical);
  });
});
