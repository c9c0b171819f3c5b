import { http, HttpResponse, type HttpHandler } from 'msw';
import type { CryptoCurrency, FiatCurrency, TransactionInput } from '../src/api/schemas';
import {
  CHAIN_FILTER_ALIASES,
  CRYPTO_CURRENCIES,
  FIAT_CURRENCIES,
  VALID_APP_IDS,
  appIdLabel,
  generateRecord,
  storeOfAppId,
  slotForCount,
  type SeedCheckout,
} from './data';
import type { ActiveFault, FaultKind, MockDb, RouteName } from './db';

/**
 * msw handlers for the four operations of checkout-service-v1 under `baseUrl` (which
 * ends with /v1; absolute, or relative like '/demo-api/v1' for the browser worker).
 * Only URLs under that base match, so pointing the app elsewhere never hits the mock.
 */

export interface HandlerOptions {
  baseUrl: string;
  db: MockDb;
}

export const APP_ID_HEADER = 'X-TX-AppId';
const HTML_NAME = '<img src=x onerror=alert(1)><b>Bold</b>';

function failed(code: number, msg: string, httpStatus = code): Response {
  return HttpResponse.json({ code, msg, status: 'failed' }, { status: httpStatus });
}

function ok(result: unknown): Response {
  return HttpResponse.json({ code: 200, msg: 'OK', status: 'success', result });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** 429 or 503 with Retry-After: "come back in N seconds" (N from the rule, default 2). */
function retryLater(httpStatus: 429 | 503, msg: string, fault: ActiveFault): Response {
  return HttpResponse.json(
    { code: httpStatus, msg, status: 'failed' },
    { status: httpStatus, headers: { 'Retry-After': String(fault.retryAfterSeconds ?? 2) } },
  );
}

/** Faults that replace the whole answer, on any route. */
const RESPONSE_FAULTS: Partial<Record<FaultKind, (fault: ActiveFault) => Response>> = {
  'html-500': () =>
    HttpResponse.html('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>', {
      status: 500,
    }),
  'json-500': () => failed(500, 'Internal error'),
  'failed-envelope-200': () => failed(4001, 'Checkout is locked', 200),
  'malformed-json': () =>
    new HttpResponse('{"code":200,', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  'network-error': () => HttpResponse.error(),
  'rate-limited': (fault) => retryLater(429, 'Too many requests', fault),
  'unavailable-retry-after': (fault) => retryLater(503, 'Service unavailable', fault),
  'unauthorized-401': () => failed(401, 'Unauthorized'),
  // A 307 to another origin: a client that followed it would send its app ID there.
  'redirect-elsewhere': (fault) =>
    new HttpResponse(null, {
      status: 307,
      headers: { Location: fault.location ?? 'https://elsewhere.invalid/v1' },
    }),
  // 50 MB of spaces around an envelope: more than any answer of this API.
  'huge-body': () => {
    const chunk = new TextEncoder().encode(' '.repeat(1024 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 50) {
          controller.enqueue(
            new TextEncoder().encode('{"code":200,"msg":"OK","status":"success","result":[]}'),
          );
          controller.close();
          return;
        }
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    return new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
  },
};

/** Faults that change one transactions page (the first record of the page, where one). */
type PageFault = (
  page: PageBody,
  ctx: { checkout: SeedCheckout; pageSize: number; pageAt: (index: number) => PageBody },
) => void;
interface PageBody {
  next?: number | null;
  current: number;
  records: TransactionInput[];
}

const LONG_INTEGER = '123456789012345';
const LONG_FRACTION = '123456789012345';

function longDecimals(record: TransactionInput, index: number): TransactionInput {
  // 30 digits; the recipients split it exactly (integer arithmetic on the digits).
  const units = BigInt(LONG_INTEGER + LONG_FRACTION) + BigInt(index);
  const recipients = Math.max(1, record.to.length);
  const share = units / BigInt(recipients);
  const format = (value: bigint): string => {
    const text = value.toString().padStart(16, '0');
    return `${text.slice(0, -15)}.${text.slice(-15)}`;
  };
  const to = record.to.map((recipient, i) => ({
    address: recipient.address,
    amount: format(i === 0 ? units - share * BigInt(recipients - 1) : share),
  }));
  return {
    ...record,
    amount: format(units),
    to: to.length ? to : [{ address: record.from, amount: format(units) }],
    fee: format(units / 100n),
    amountUsd: `${LONG_INTEGER}${LONG_INTEGER}.12`,
    pricing: format(units),
  };
}

const PAGE_FAULTS: Partial<Record<FaultKind, PageFault>> = {
  'record-missing-fields': (page) => {
    const first = page.records[0];
    if (!first) return;
    const { hash: _hash, amount: _amount, ...rest } = first;
    page.records[0] = rest as TransactionInput;
  },
  'unknown-status': (page) => {
    const first = page.records[0];
    if (first) page.records[0] = { ...first, status: 'Refunded' };
  },
  'javascript-hashlink': (page) => {
    const first = page.records[0];
    if (first) page.records[0] = { ...first, hashLink: 'javascript:alert(1)' };
  },
  'html-in-names': (page) => {
    page.records = page.records.map((record) => ({ ...record, name: HTML_NAME }));
  },
  'next-missing': (page) => {
    delete page.next;
  },
  'next-null': (page) => {
    page.next = null;
  },
  'next-zero': (page) => {
    page.next = 0;
  },
  'next-equals-current': (page) => {
    page.next = page.current;
  },
  'endless-next': (page, { checkout, pageSize }) => {
    // Past the real data, make up a full page on the fly; never terminate.
    if (page.records.length < pageSize) {
      const slot = slotForCount(Math.max(checkout.count, 1));
      const start = (page.current - 1) * pageSize + page.records.length;
      for (let i = start; page.records.length < pageSize; i++) {
        page.records.push(generateRecord(checkout, i, slot));
      }
    }
    page.next = page.current + 1;
  },
  'long-decimals': (page) => {
    page.records = page.records.map(longDecimals);
  },
  'page-index-ignored': (page, { pageAt }) => {
    // A server that ignores the index: whatever was asked, page 1 comes back.
    const first = pageAt(1);
    page.current = first.current;
    page.next = first.next;
    page.records = first.records;
  },
  'page-repeats': (page, { pageAt }) => {
    // The previous page's records again, under this page's own current/next. Page 1
    // has no page before it and is left as it is.
    if (page.current > 1) page.records = pageAt(page.current - 1).records;
  },
  'duplicate-records': (page, { pageAt }) => {
    // Exact copies: this page's first record once more at its end, and (after page 1)
    // the previous page's first record too. Nothing is lost, two records come twice.
    const first = page.records[0];
    if (!first) return;
    const copies = [{ ...first }];
    if (page.current > 1) {
      const previous = pageAt(page.current - 1).records[0];
      if (previous) copies.push({ ...previous });
    }
    page.records = [...page.records, ...copies];
  },
  'conflicting-copy': (page) => {
    // The page's first payment again (same chain and hash) with another status.
    const first = page.records[0];
    if (!first) return;
    const status = first.status === 'Completed' ? 'Pending' : 'Completed';
    page.records = [...page.records, { ...first, status }];
  },
  'status-casing': (page) => {
    // The spec's statuses in other casings: "completed", "PENDING", "failed".
    page.records = page.records.map((record, index) => ({
      ...record,
      status: index % 2 ? record.status.toUpperCase() : record.status.toLowerCase(),
    }));
  },
  'time-out-of-range': (page) => {
    // A valid integer no JavaScript date can hold (the limit is 8.64e15 ms).
    const first = page.records[0];
    if (first) page.records[0] = { ...first, updatedAt: 8_640_000_000_000_001 };
  },
  'time-not-ms': (page) => {
    // The second record's time in seconds, the third's in microseconds.
    const [, second, third] = page.records;
    if (second) page.records[1] = { ...second, updatedAt: Math.floor(second.updatedAt / 1000) };
    if (third) page.records[2] = { ...third, updatedAt: third.updatedAt * 1000 };
  },
};

/** Catalogue faults: only 'html-in-names' changes data (the first currency's name). */
function catalogueHtmlName<T extends CryptoCurrency | FiatCurrency>(list: readonly T[]): T[] {
  return list.map((item, index) =>
    index === 0 ? { ...item, name: `${HTML_NAME} ${item.name}` } : item,
  );
}

/**
 * The `chains` filter of §4.2: comma-separated, case-insensitive options (ETH, BNB,
 * Polygon, ARB, OP, TRON); unknown options are ignored; no usable option = everything.
 * A matching currency is returned with ONLY its matching chains (so the chain list a
 * merchant sees is what they asked for); currencies without a match are left out.
 */
export function filterCryptoByChains(
  currencies: readonly CryptoCurrency[],
  chainsParam: string | null,
): CryptoCurrency[] {
  const options = (chainsParam ?? '')
    .split(',')
    .map((option) => option.trim().toLowerCase())
    .filter((option) => option in CHAIN_FILTER_ALIASES);
  if (options.length === 0) return currencies.map((item) => ({ ...item }));
  const names = new Set(options.flatMap((option) => CHAIN_FILTER_ALIASES[option] ?? []));
  return currencies.flatMap((item) => {
    const chains = item.chains.filter((chain) => names.has(chain.chainName.trim().toLowerCase()));
    return chains.length ? [{ ...item, chains }] : [];
  });
}

function pageFromParam(raw: string | undefined): number | Response {
  if (raw === undefined) return 1;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
    return failed(400, `Invalid page index "${raw}": next must be a positive integer`);
  }
  return Number(raw);
}

function param(value: string | readonly string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join('/') : (value as string | undefined);
}

export function createHandlers({ baseUrl, db }: HandlerOptions): HttpHandler[] {
  const base = baseUrl.replace(/\/+$/, '');

  /**
   * Common steps for every operation: log, latency faults, auth, whole-answer faults.
   * Returns a Response to send as is, or the faults left for the operation to apply.
   */
  async function prelude(
    request: Request,
    route: RouteName,
    target: { checkoutCode?: string; page?: number },
    dataFaults: (kind: FaultKind) => boolean,
  ): Promise<Response | ActiveFault[]> {
    const url = new URL(request.url);
    const appIdPresent = request.headers.has(APP_ID_HEADER);
    const appId = request.headers.get(APP_ID_HEADER);
    db.logRequest({
      method: request.method,
      path: url.pathname + url.search,
      appIdPresent,
      ...(appId === null ? {} : { app: appIdLabel(appId) }),
      time: Date.now(),
    });
    // Auth comes first: faults are for valid callers only, and are not used up otherwise.
    if (!appIdPresent || appId === null) return failed(403, 'Forbidden');
    if (!VALID_APP_IDS.includes(appId)) return failed(400, 'Invalid app ID');

    const faults = db.takeFaults(
      route,
      target,
      (kind) =>
        kind === 'latency' ||
        kind === 'never-answers' ||
        kind in RESPONSE_FAULTS ||
        dataFaults(kind),
    );
    const latency = faults
      .filter((fault) => fault.kind === 'latency')
      .reduce((total, fault) => total + (fault.latencyMs ?? 1500), 0);
    if (latency > 0) await sleep(latency);
    if (faults.some((fault) => fault.kind === 'never-answers')) {
      // No answer until the client gives up or the db is reset; then the connection is
      // cut (nobody is listening any more, or the test that wanted the hang is over).
      await db.hang(request.signal);
      return HttpResponse.error();
    }
    const replacing = faults.find((fault) => fault.kind in RESPONSE_FAULTS);
    if (replacing) return RESPONSE_FAULTS[replacing.kind]!(replacing);
    return faults.filter((fault) => fault.kind !== 'latency');
  }

  const transactions = async (
    request: Request,
    params: Record<string, string | readonly string[] | undefined>,
  ): Promise<Response> => {
    const checkoutCode = param(params.checkoutCode) ?? '';
    const page = pageFromParam(param(params.next));
    const pageNumber = typeof page === 'number' ? page : undefined;
    const pre = await prelude(
      request,
      'transactions',
      { checkoutCode, page: pageNumber },
      (kind) => kind in PAGE_FAULTS,
    );
    if (pre instanceof Response) return pre;
    if (typeof page !== 'number') return page;

    const found: SeedCheckout | undefined = db.getCheckout(checkoutCode);
    // Each app ID sees its own store's checkouts only.
    const checkout =
      found && (found.store ?? 'main') === storeOfAppId(request.headers.get(APP_ID_HEADER) ?? '')
        ? found
        : undefined;
    // The spec does not say what an unknown code gets; the mock answers as a REST service
    // would, so the dashboard's "unknown checkout code" page can be seen and tested.
    if (!checkout) return failed(404, 'Checkout not found');
    const body: PageBody = db.getPage(checkoutCode, page);
    const ctx = {
      checkout,
      pageSize: db.pageSize,
      pageAt: (index: number): PageBody => db.getPage(checkoutCode, index),
    };
    for (const fault of pre) PAGE_FAULTS[fault.kind]?.(body, ctx);
    return ok(body);
  };

  return [
    http.get(`${base}/checkout/transactions/:checkoutCode`, ({ request, params }) =>
      transactions(request, params),
    ),
    http.get(`${base}/checkout/transactions/:checkoutCode/:next`, ({ request, params }) =>
      transactions(request, params),
    ),

    http.get(`${base}/currencies/crypto`, async ({ request }) => {
      const pre = await prelude(request, 'crypto', {}, (kind) => kind === 'html-in-names');
      if (pre instanceof Response) return pre;
      let list = filterCryptoByChains(
        CRYPTO_CURRENCIES,
        new URL(request.url).searchParams.get('chains'),
      );
      if (pre.some((fault) => fault.kind === 'html-in-names')) list = catalogueHtmlName(list);
      return ok(list);
    }),

    http.get(`${base}/currencies/fiat`, async ({ request }) => {
      const pre = await prelude(request, 'fiat', {}, (kind) => kind === 'html-in-names');
      if (pre instanceof Response) return pre;
      let list = FIAT_CURRENCIES.map((item) => ({ ...item }));
      if (pre.some((fault) => fault.kind === 'html-in-names')) list = catalogueHtmlName(list);
      return ok(list);
    }),

    http.patch(`${base}/checkout/disable/:checkoutCode`, async ({ request, params }) => {
      const checkoutCode = param(params.checkoutCode) ?? '';
      const pre = await prelude(request, 'disable', { checkoutCode }, () => false);
      if (pre instanceof Response) return pre;
      // Unknown and already-disabled codes are accepted too (the spec does not say).
      db.disable(checkoutCode);
      return HttpResponse.json({
        code: 200,
        msg: `Checkout ${checkoutCode} disabled successfully`,
        status: 'success',
      });
    }),

    // Anything else under the base: logged, then a 404 failed envelope.
    http.all(`${base}/*`, ({ request }) => {
      const url = new URL(request.url);
      db.logRequest({
        method: request.method,
        path: url.pathname + url.search,
        appIdPresent: request.headers.has(APP_ID_HEADER),
        time: Date.now(),
      });
      return failed(404, `No such operation: ${request.method} ${url.pathname}`);
    }),
  ];
}
