import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * The one way this app persists client state: a small observable value kept in Web
 * Storage as versioned JSON, read with useSyncExternalStore, kept in step across tabs
 * through the `storage` event, and reset for tests in one place.
 *
 * Stored as `{ "version": n, "value": ... }`. Anything else under the key (an older
 * unversioned value, corrupt or foreign JSON) goes through `migrate` and then `parse`;
 * what `parse` rejects falls back to the default. Nothing here ever throws on bad data.
 */
type StorageKind = 'local' | 'session';

export interface PersistedStore<T> {
  get(): T;
  set(value: T | ((previous: T) => T)): void;
  /** Removes the stored value; the store then holds its default. */
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export interface PersistedStoreOptions<T> {
  key: string;
  /** Bump when the stored shape changes; older values go through `migrate`. */
  version: number;
  /** The value from storage, or undefined when it is not usable. */
  parse: (raw: unknown) => T | undefined;
  fallback: () => T;
  /** Turns a value stored by an older version (or unversioned: 0) into today's shape. */
  migrate?: (raw: unknown, fromVersion: number) => unknown;
  storage?: StorageKind;
}

interface Envelope {
  version: number;
  value: unknown;
}

function isEnvelope(raw: unknown): raw is Envelope {
  return (
    typeof raw === 'object' &&
    raw !== null &&
    typeof (raw as Envelope).version === 'number' &&
    'value' in raw
  );
}

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode): values live in memory only
  }
}

function readRaw(kind: StorageKind, key: string): unknown {
  const text = storageOf(kind)?.getItem(key);
  if (text == null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function writeRaw(kind: StorageKind, key: string, value: unknown): void {
  try {
    const storage = storageOf(kind);
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded or storage disabled: the in-memory value still works
  }
}

interface Registered {
  kind: StorageKind;
  reload(): void;
}

// Every store made, by storage and key (the same key may live in both): for cross-tab
// sync and the test reset.
const registry = new Map<string, Registered>();
const registryKey = (kind: StorageKind, key: string) => `${kind}:${key}`;

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const kind = event.storageArea === storageOf('session') ? 'session' : 'local';
    // key null: another tab cleared the whole storage.
    if (event.key === null) registry.forEach((store) => store.kind === kind && store.reload());
    else registry.get(registryKey(kind, event.key))?.reload();
  });
}

export function persistedStore<T>(options: PersistedStoreOptions<T>): PersistedStore<T> {
  const kind = options.storage ?? 'local';
  const listeners = new Set<() => void>();
  const read = (): T => {
    const raw = readRaw(kind, options.key);
    if (raw === undefined) return options.fallback();
    const version = isEnvelope(raw) ? raw.version : 0;
    let value = isEnvelope(raw) ? raw.value : raw;
    if (version !== options.version) {
      // A newer version (another tab running newer code) is not guessed at.
      if (version > options.version || !options.migrate) return options.fallback();
      value = options.migrate(value, version);
      const migrated = options.parse(value);
      // Written back: a migration runs once, not on every read.
      if (migrated !== undefined)
        writeRaw(kind, options.key, { version: options.version, value: migrated });
      return migrated ?? options.fallback();
    }
    return options.parse(value) ?? options.fallback();
  };
  let value = read();
  const emit = () => listeners.forEach((listener) => listener());
  const store: PersistedStore<T> = {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      writeRaw(kind, options.key, { version: options.version, value } satisfies Envelope);
      emit();
    },
    clear() {
      writeRaw(kind, options.key, undefined);
      value = options.fallback();
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  registry.set(registryKey(kind, options.key), {
    kind,
    reload() {
      value = read();
      emit();
    },
  });
  return store;
}

/** Where a scope's values live: its name, and the storage (a tab-only profile's: session). */
export interface ScopePlace {
  scope: string;
  storage: StorageKind;
}

/**
 * One store per scope (e.g. per API identity) and storage, made on first use, under
 * `<prefix><scope>`.
 */
export function scopedPersistedStore<T>(
  options: Omit<PersistedStoreOptions<T>, 'key' | 'storage'> & { prefix: string },
): (place: ScopePlace) => PersistedStore<T> {
  const stores = new Map<string, PersistedStore<T>>();
  const { prefix, ...rest } = options;
  return ({ scope, storage }) => {
    const name = registryKey(storage, scope);
    let store = stores.get(name);
    if (!store) {
      store = persistedStore({ ...rest, key: `${prefix}${scope}`, storage });
      stores.set(name, store);
    }
    return store;
  };
}

/** Every key this app keeps starts with this. */
export const STORAGE_PREFIX = 'checkout-dashboard.';

/** The keys of both storages that hold data of `scope` (scoped stores: `<prefix><scope>`). */
export function scopedKeys(scope: string): { storage: StorageKind; key: string }[] {
  const keys: { storage: StorageKind; key: string }[] = [];
  for (const storage of ['local', 'session'] as const) {
    const store = storageOf(storage);
    if (!store) continue;
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index);
      if (key?.startsWith(STORAGE_PREFIX) && key.endsWith(`.${scope}`)) keys.push({ storage, key });
    }
  }
  return keys;
}

/** Removes every stored value of `scope`, in both storages; its stores fall back to their defaults. */
export function removeScope(scope: string): void {
  for (const { storage, key } of scopedKeys(scope)) writeRaw(storage, key, undefined);
  registry.forEach((store, key) => {
    if (key.endsWith(`.${scope}`)) store.reload();
  });
}

/** Moves the stored values of one scope to another (a migration of scope names). */
export function renameScope(from: string, to: string): void {
  for (const storage of ['local', 'session'] as const)
    moveScope({ scope: from, storage }, { scope: to, storage });
}

/**
 * Moves the stored values of a scope to another scope or storage (a profile's data
 * following it to a new identity, or into the storage its "remember" choice names). A
 * value already at the target is kept. The stores of both places read storage anew.
 */
export function moveScope(from: ScopePlace, to: ScopePlace): void {
  if (from.scope === to.scope && from.storage === to.storage) return;
  const moved = scopedKeys(from.scope).filter(({ storage }) => storage === from.storage);
  for (const { key } of moved) {
    const target = `${key.slice(0, -from.scope.length)}${to.scope}`;
    if (readRaw(to.storage, target) === undefined)
      writeRaw(to.storage, target, readRaw(from.storage, key));
    writeRaw(from.storage, key, undefined);
    registry.get(registryKey(from.storage, key))?.reload();
    registry.get(registryKey(to.storage, target))?.reload();
  }
}

/** Whether anything is stored under `key` (usable or not). */
export function hasStoredValue(storage: StorageKind, key: string): boolean {
  return readRaw(storage, key) !== undefined;
}

/**
 * The scopes that hold values in one storage (scoped stores' keys: `<prefix><scope>`,
 * the scope the last dot-separated part), for finding data no profile owns any more.
 */
export function storedScopes(storage: StorageKind): Set<string> {
  const scopes = new Set<string>();
  const store = storageOf(storage);
  for (let index = 0; index < (store?.length ?? 0); index++) {
    const key = store?.key(index);
    if (key?.startsWith(STORAGE_PREFIX)) scopes.add(key.slice(key.lastIndexOf('.') + 1));
  }
  return scopes;
}

const noSubscription = () => () => {};

/** The store's value; with no store (e.g. no API identity yet), `whenNone`, which must be a stable value. */
export function usePersistedStore<T>(store: PersistedStore<T>): T;
export function usePersistedStore<T>(store: PersistedStore<T> | null, whenNone: T): T;
export function usePersistedStore<T>(store: PersistedStore<T> | null, whenNone?: T): T {
  const none = () => whenNone as T;
  return useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    store ? store.get : none,
    store ? store.get : none,
  );
}

/**
 * The values of several stores (e.g. one per profile), in their order: the same array
 * while none changes. `stores` should be a stable array (memoised by the caller).
 */
export function usePersistedStores<T>(stores: readonly PersistedStore<T>[]): readonly T[] {
  const last = useRef<T[] | null>(null);
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = stores.map((store) => store.subscribe(listener));
      return () => stops.forEach((stop) => stop());
    },
    [stores],
  );
  const get = useCallback(() => {
    const values = stores.map((store) => store.get());
    const previous = last.current;
    if (
      previous?.length === values.length &&
      previous.every((value, index) => value === values[index])
    )
      return previous;
    last.current = values;
    return values;
  }, [stores]);
  return useSyncExternalStore(subscribe, get, get);
}

/**
 * Tests: every store re-reads storage (call after clearing it).
 * @public used by the test setup, which the production dead-code check leaves out
 */
export function reloadPersistedStores(): void {
  registry.forEach((store) => store.reload());
}
