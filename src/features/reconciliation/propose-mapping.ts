/**
 * Which column of the merchant's order file holds what, proposed from the header. A
 * header is read case- and accent-insensitively, with `_`, `-`, `.` and camelCase as
 * word breaks ("Order_ID", "orderId", "Bestell-Nr." and "Währung" all read). Words of
 * English, German and Spanish spreadsheets and shop exports. Only the order ID and the
 * amount are required; the proposal says what is missing and the user confirms it.
 */

/** The fields an order can have; `orderId` and `amount` are required. */
export const ORDER_FIELDS = [
  'orderId',
  'amount',
  'currency',
  'chain',
  'payer',
  'txHash',
  'orderTime',
  'checkoutCode',
] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

export const REQUIRED_ORDER_FIELDS: readonly OrderField[] = ['orderId', 'amount'];

/** Column index (0-based, in the header) per field; a field not in the file is absent. */
export type ColumnMapping = Partial<Record<OrderField, number>>;

export interface MappingProposal {
  mapping: ColumnMapping;
  /** Required fields no column was found for: the user must pick them. */
  missing: OrderField[];
  /** Columns left unmapped (0-based), for the mapping step to offer. */
  unmapped: number[];
}

/** Header words per field, written as `simplify` leaves them (lower case, no accents). */
const HEADER_WORDS: Record<OrderField, readonly string[]> = {
  orderId: [
    'order id',
    'order',
    'order number',
    'order no',
    'order nr',
    'order ref',
    'order reference',
    'reference',
    'invoice',
    'invoice id',
    'invoice number',
    'id',
    'bestellnummer',
    'bestellung',
    'bestell nr',
    'bestell id',
    'auftragsnummer',
    'auftrag',
    'rechnungsnummer',
    'rechnung',
    'pedido',
    'numero de pedido',
    'n de pedido',
    'no pedido',
    'id pedido',
    'id del pedido',
    'orden',
    'factura',
    'numero de factura',
    'referencia',
  ],
  amount: [
    'amount',
    'order amount',
    'total',
    'order total',
    'grand total',
    'price',
    'sum',
    'value',
    'betrag',
    'summe',
    'gesamt',
    'gesamtbetrag',
    'rechnungsbetrag',
    'preis',
    'wert',
    'importe',
    'monto',
    'total pedido',
    'precio',
    'valor',
  ],
  currency: [
    'currency',
    'ccy',
    'token',
    'coin',
    'asset',
    'symbol',
    'pay symbol',
    'unit',
    'wahrung',
    'waehrung',
    'einheit',
    'moneda',
    'divisa',
    'simbolo',
    'activo',
  ],
  chain: [
    'chain',
    'chain name',
    'network',
    'blockchain',
    'netzwerk',
    'netz',
    'kette',
    'red',
    'cadena',
  ],
  payer: [
    'payer',
    'payer address',
    'payer wallet',
    'from',
    'from address',
    'sender',
    'sender address',
    'wallet',
    'wallet address',
    'customer wallet',
    'address',
    'zahler',
    'absender',
    'adresse',
    'wallet adresse',
    'pagador',
    'remitente',
    'direccion',
    'billetera',
    'cartera',
  ],
  txHash: [
    'tx hash',
    'txhash',
    'tx',
    'txid',
    'tx id',
    'hash',
    'transaction hash',
    'transaction id',
    'transaktions hash',
    'transaktionshash',
    'transaktions id',
    'transaktion',
    'hash de transaccion',
    'hash de la transaccion',
    'id de transaccion',
    'transaccion',
  ],
  orderTime: [
    'order time',
    'order date',
    'time',
    'date',
    'datetime',
    'timestamp',
    'created',
    'created at',
    'placed at',
    'datum',
    'zeit',
    'zeitpunkt',
    'bestelldatum',
    'bestellzeit',
    'erstellt',
    'erstellt am',
    'fecha',
    'hora',
    'fecha de pedido',
    'fecha del pedido',
    'creado',
  ],
  checkoutCode: [
    'checkout',
    'checkout code',
    'checkout id',
    'checkoutcode',
    'code',
    'codigo',
    'codigo de checkout',
    'kassen code',
  ],
};

/** "Währung", "Order_ID", "orderId", " Bestell-Nr. " → "wahrung", "order id", "order id", "bestell nr". */
export function simplifyHeader(header: string): string {
  return header
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9#]+/g, ' ')
    .replace(/#/g, ' nr ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * How well a header names a field: being one of its words beats containing one, and
 * among those, the word of more words ("order id" beats "id"); 0 is not at all.
 */
function fitOf(header: string, field: OrderField): number {
  const compact = header.replace(/ /g, '');
  let best = 0;
  for (const word of HEADER_WORDS[field]) {
    const words = word.split(' ').length;
    if (header === word || compact === word.replace(/ /g, '')) best = Math.max(best, 100 + words);
    else if (` ${header} `.includes(` ${word} `)) best = Math.max(best, 10 + words);
  }
  return best;
}

/**
 * The proposed mapping of a header row. Each column names at most one field and each
 * field one column: the best fits are taken first (see fitOf), ties in the order of
 * ORDER_FIELDS and then of the columns, so of "id" and "Order ID" the latter is the
 * order ID.
 */
export function proposeMapping(header: readonly string[]): MappingProposal {
  const simplified = header.map(simplifyHeader);
  const fits: { field: OrderField; column: number; fit: number }[] = [];
  ORDER_FIELDS.forEach((field) =>
    simplified.forEach((text, column) => {
      const fit = fitOf(text, field);
      if (fit > 0) fits.push({ field, column, fit });
    }),
  );
  // Stable sort: equal fits keep the field order, then the column order.
  fits.sort((a, b) => b.fit - a.fit);
  const mapping: ColumnMapping = {};
  const usedColumns = new Set<number>();
  for (const { field, column } of fits) {
    if (mapping[field] !== undefined || usedColumns.has(column)) continue;
    mapping[field] = column;
    usedColumns.add(column);
  }
  return {
    mapping,
    missing: REQUIRED_ORDER_FIELDS.filter((field) => mapping[field] === undefined),
    unmapped: header.map((_, column) => column).filter((column) => !usedColumns.has(column)),
  };
}
