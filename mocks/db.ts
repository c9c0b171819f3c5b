import type { TransactionInput } from '../src/api/schemas';
import {
  AUTO_LIVE_CHECKOUT_CODE,
  DEFAULT_LARGE_COUNT,
  DEFAULT_PAGE_SIZE,
  LARGE_CHECKOUT_CODE,
  OTHER_STORE_CHECKOUTS,
  SEED_CHECKOUTS,
  generatePendingRecord,
  generateRecords,
  type SeedCheckout,
} from './data';

/**
 * The mutable in-memory state behind the mock handlers. No `node:` imports: the same
 * db runs in the browser demo worker.
 */

export const FAULT_ROUTES = ['transactions', 'crypto', 'fiat', 'disable', 'any'] as const;
export type FaultRoute = (typeof FAULT_ROUTES)[number];
/** A concrete operation (what a request is); `any` only appears in rules. */
export type RouteName = Exclude<FaultRoute, 'any'>;

export const FAULT_KINDS = [
  'latency',
  'html-500',
  'json-500',
  'failed-envelope-200',
  'malformed-json',
  'network-error',
  'record-missing-fields',
  'unknown-status',
  'javascript-hashlink',
  'html-in-names',
  'next-missing',
  'next-null',
  'next-zero',
  'next-equals-current',
  'endless-next',
  'long-decimals',
  'page-index-ignored',
  'page-repeats',
  'rate-limited',
  'unavailable-retry-after',
  'never-answers',
  'unauthorized-401',
  'duplicate-records',
  'conflicting-copy',
  'status-casing',
  'time-out-of-range',
  'time-not-ms',
  'redirect-elsewhere',
  'huge-body',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
  route: FaultRoute;
  /** Only requests for this checkout (transactions and disable). */
  checkoutCode?: string;
  /** Only this page of the payments list (1 = first page, the one without a segment). */
  page?: number;
  kind: FaultKind;
  /** Apply N times, then expire. Default: forever (until cleared or reset). */
  times?: number;
  /** For 'latency': how long to wait before the normal answer. Default 1500 ms. */
  latencyMs?: number;
  /** For 'rate-limited' and 'unavailable-retry-after': the Retry-After header. Default 2 s. */
  retryAfterSeconds?: number;
  /** For 'redirect-elsewhere': where the 307 points (another origin). */
  location?: string;
}

export interface ActiveFault extends FaultRule {
  id: number;
  /** Uses left; null = unlimited. */
  remaining: number | null;
}

export interface RequestLogEntry {
  method: string;
  /** Path and query exactly as requested (percent-encoding kept). */
  path: string;
  /** Whether X-TX-AppId was sent. The value itself is never stored. */
  appIdPresent: boolean;
  /** Which of the mock's app IDs it carried (a name, not the ID; see appIdLabel). */
  app?: 'demo' | 'test' | 'other' | 'invalid' | undefined;
  time: number;
}

export const ADVANCE_ACTIONS = ['complete-pending', 'fail-pending', 'add-pending'] as const;
export type AdvanceAction = (typeof ADVANCE_ACTIONS)[number];

export interface MockDbOptions {
  /** Number of records of 'big-market'. Default 2,500. */
  largeCount?: number;
  /** Records per transactions page. Default 50. */
  pageSize?: number;
  /** The clock (epoch ms); injectable so tests can move 'live-shop' along. Default Date.now. */
  now?: () => number;
}

/**
 * 'live-shop' moves on its own without timers: each read applies the ticks due since the
 * db was created or reset. Odd ticks add a Pending payment, even ticks complete the
 * oldest Pending one, so there is always something pending (the watchlist keeps polling).
 */
export const LIVE_TICK_MS = 25_000;
/** 'live-shop' keeps its newest records only, so a tab left open for days stays small. */
export const LIVE_MAX_RECORDS = 40;
/** Ticks applied at most per read: enough to replace every record, never a long loop. */
const LIVE_MAX_CATCH_UP = 2 * LIVE_MAX_RECORDS;

export interface TransactionsPageResult {
  next: number;
  current: number;
  records: TransactionInput[];
}

export interface MockDb {
  readonly pageSize: number;
  readonly largeCount: number;
  /** The checkouts that exist (seed descriptions, with the configured big-market count). */
  readonly checkouts: readonly SeedCheckout[];
  getCheckout(code: string): SeedCheckout | undefined;
  /** All records of a checkout, newest first; generated on first use. Undefined if unknown. */
  getRecords(code: string): TransactionInput[] | undefined;
  /** One page (1-based). Unknown checkout or past the end: no records, next = current. */
  getPage(code: string, page: number): TransactionsPageResult;
  /** The db's clock (epoch ms). */
  now(): number;
  /** Disabled checkout codes → time of disabling (epoch ms). */
  readonly disabled: Map<string, number>;
  disable(code: string): void;
  readonly requestLog: RequestLogEntry[];
  logRequest(entry: RequestLogEntry): void;
  clearRequestLog(): void;
  readonly faults: ActiveFault[];
  addFault(rule: FaultRule): ActiveFault;
  clearFaults(): void;
  /**
   * The rules that apply to a request, each one use consumed (expired rules are removed).
   * `applies` filters by kind, so a rule that cannot affect this route is not used up.
   */
  takeFaults(
    route: RouteName,
    target: { checkoutCode?: string; page?: number },
    applies: (kind: FaultKind) => boolean,
  ): ActiveFault[];
  /** Moves live data along; returns the record changed or added, or undefined. */
  advance(code: string, action: AdvanceAction): TransactionInput | undefined;
  /**
   * How a 'never-answers' request waits: resolves when `signal` aborts (the client went
   * away) or the db is reset, whichever comes first. No timer is involved.
   */
  hang(signal: AbortSignal): Promise<'aborted' | 'reset'>;
  /** Requests hanging right now. */
  readonly hanging: number;
  /** Back to the seed state: records, disabled set, log and faults; hung requests end. */
  reset(): void;
}

export function createMockDb(options: MockDbOptions = {}): MockDb {
  const now = options.now ?? Date.now;
  const largeCount = Math.max(0, Math.floor(options.largeCount ?? DEFAULT_LARGE_COUNT));
  const pageSize = Math.max(1, Math.floor(options.pageSize ?? DEFAULT_PAGE_SIZE));
  const checkouts: SeedCheckout[] = [...SEED_CHECKOUTS, ...OTHER_STORE_CHECKOUTS].map((checkout) =>
    checkout.code === LARGE_CHECKOUT_CODE ? { ...checkout, count: largeCount } : { ...checkout },
  );
  const byCode = new Map(checkouts.map((checkout) => [checkout.code, checkout]));

  let records = new Map<string, TransactionInput[]>();
  const disabled = new Map<string, number>();
  const requestLog: RequestLogEntry[] = [];
  const faults: ActiveFault[] = [];
  let faultId = 0;
  let addedSerial = 0;
  const hangs = new Set<() => void>();
  // Ticks of 'live-shop' counted from here; reset starts again.
  let startedAt = now();
  let liveTicks = 0;

  const generated = (checkout: SeedCheckout): TransactionInput[] => {
    let list = records.get(checkout.code);
    if (!list) {
      list = generateRecords(checkout);
      records.set(checkout.code, list);
    }
    return list;
  };

  const applyAdvance = (
    checkout: SeedCheckout,
    list: TransactionInput[],
    action: AdvanceAction,
    at: number,
  ): TransactionInput | undefined => {
    // Keep newest-first order even if the clock is behind the seed data.
    const stamp = Math.max(at, (list[0]?.updatedAt ?? 0) + 1);
    if (action === 'add-pending') {
      const record = generatePendingRecord(checkout, ++addedSerial, stamp);
      list.unshift(record);
      checkout.count = list.length;
      return record;
    }
    // Oldest Pending = the last one in newest-first order.
    let index = -1;
    for (let i = list.length - 1; i >= 0; i--) {
      if (list[i]?.status === 'Pending') {
        index = i;
        break;
      }
    }
    const found = list[index];
    if (!found) return undefined;
    const updated: TransactionInput = {
      ...found,
      status: action === 'complete-pending' ? 'Completed' : 'Failed',
      updatedAt: stamp,
    };
    // The updated record is now the most recently updated one: move it to the top.
    list.splice(index, 1);
    list.unshift(updated);
    return updated;
  };

  /** Applies the 'live-shop' ticks due by now, each stamped with its own time. */
  const catchUpLive = (checkout: SeedCheckout, list: TransactionInput[]): void => {
    const due = Math.floor((now() - startedAt) / LIVE_TICK_MS);
    if (due <= liveTicks) return;
    // Tick numbers stay absolute, so skipping old ones keeps the add/complete rhythm.
    for (let tick = Math.max(liveTicks, due - LIVE_MAX_CATCH_UP) + 1; tick <= due; tick++) {
      const action = tick % 2 === 1 ? 'add-pending' : 'complete-pending';
      applyAdvance(checkout, list, action, startedAt + tick * LIVE_TICK_MS);
    }
    liveTicks = due;
    if (list.length > LIVE_MAX_RECORDS) list.length = LIVE_MAX_RECORDS;
    checkout.count = list.length;
  };

  const getRecords = (code: string): TransactionInput[] | undefined => {
    const checkout = byCode.get(code);
    if (!checkout) return undefined;
    const list = generated(checkout);
    if (code === AUTO_LIVE_CHECKOUT_CODE) catchUpLive(checkout, list);
    return list;
  };

  const matches = (
    fault: ActiveFault,
    route: RouteName,
    target: { checkoutCode?: string; page?: number },
  ): boolean =>
    (fault.route === 'any' || fault.route === route) &&
    (fault.checkoutCode === undefined || fault.checkoutCode === target.checkoutCode) &&
    (fault.page === undefined || fault.page === target.page);

  const db: MockDb = {
    pageSize,
    largeCount,
    checkouts,
    getCheckout: (code) => byCode.get(code),
    getRecords,
    getPage(code, page) {
      const list = getRecords(code) ?? [];
      const start = (page - 1) * pageSize;
      const pageRecords = list.slice(start, start + pageSize);
      const hasMore = start + pageSize < list.length;
      return { current: page, next: hasMore ? page + 1 : page, records: pageRecords };
    },
    now,
    disabled,
    disable(code) {
      if (!disabled.has(code)) disabled.set(code, now());
    },
    requestLog,
    logRequest(entry) {
      requestLog.push(entry);
      // Bound memory for long demo sessions.
      if (requestLog.length > 5000) requestLog.splice(0, requestLog.length - 5000);
    },
    clearRequestLog() {
      requestLog.length = 0;
    },
    faults,
    addFault(rule) {
      const times = rule.times === undefined ? null : Math.max(0, Math.floor(rule.times));
      const fault: ActiveFault = { ...rule, id: ++faultId, remaining: times };
      faults.push(fault);
      return fault;
    },
    clearFaults() {
      faults.length = 0;
    },
    takeFaults(route, target, applies) {
      const taken: ActiveFault[] = [];
      for (const fault of [...faults]) {
        if (!matches(fault, route, target) || !applies(fault.kind)) continue;
        if (fault.remaining !== null) {
          if (fault.remaining <= 0) continue;
          fault.remaining -= 1;
          if (fault.remaining <= 0) faults.splice(faults.indexOf(fault), 1);
        }
        taken.push({ ...fault });
      }
      return taken;
    },
    advance(code, action) {
      const checkout = byCode.get(code);
      const list = getRecords(code);
      if (!checkout || !list) return undefined;
      return applyAdvance(checkout, list, action, now());
    },
    hang(signal) {
      return new Promise((resolve) => {
        if (signal.aborted) {
          resolve('aborted');
          return;
        }
        const release = (): void => {
          hangs.delete(release);
          signal.removeEventListener('abort', onAbort);
          resolve('reset');
        };
        const onAbort = (): void => {
          hangs.delete(release);
          resolve('aborted');
        };
        hangs.add(release);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    },
    get hanging() {
      return hangs.size;
    },
    reset() {
      records = new Map();
      for (const checkout of checkouts) {
        const seed = [...SEED_CHECKOUTS, ...OTHER_STORE_CHECKOUTS].find(
          (item) => item.code === checkout.code,
        );
        checkout.count = checkout.code === LARGE_CHECKOUT_CODE ? largeCount : (seed?.count ?? 0);
      }
      disabled.clear();
      requestLog.length = 0;
      faults.length = 0;
      addedSerial = 0;
      startedAt = now();
      liveTicks = 0;
      for (const release of [...hangs]) release();
    },
  };
  return db;
}

/** Checks a fault rule from outside (the control API); throws an Error with a clear message. */
export function parseFaultRule(value: unknown): FaultRule {
  if (typeof value !== 'object' || value === null) throw new Error('fault rule must be an object');
  const raw = value as Record<string, unknown>;
  if (!FAULT_ROUTES.includes(raw.route as FaultRoute)) {
    throw new Error(`route must be one of ${FAULT_ROUTES.join(', ')}`);
  }
  if (!FAULT_KINDS.includes(raw.kind as FaultKind)) {
    throw new Error(`kind must be one of ${FAULT_KINDS.join(', ')}`);
  }
  const rule: FaultRule = { route: raw.route as FaultRoute, kind: raw.kind as FaultKind };
  if (raw.checkoutCode !== undefined) {
    if (typeof raw.checkoutCode !== 'string') throw new Error('checkoutCode must be a string');
    rule.checkoutCode = raw.checkoutCode;
  }
  for (const key of ['page', 'times', 'latencyMs', 'retryAfterSeconds'] as const) {
    const field = raw[key];
    if (field === undefined) continue;
    if (typeof field !== 'number' || !Number.isInteger(field) || field < 0) {
      throw new Error(`${key} must be a non-negative integer`);
    }
    rule[key] = field;
  }
  if (raw.location !== undefined) {
    if (typeof raw.location !== 'string' || !/^https?:\/\//.test(raw.location))
      throw new Error('location must be an http(s) URL');
    rule.location = raw.location;
  }
  return rule;
}
