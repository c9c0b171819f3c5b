import { useSyncExternalStore } from 'react';

/**
 * A tiny observable value persisted in Web Storage as JSON, read with
 * useSyncExternalStore. Corrupt or foreign JSON falls back to the default (parse is a
 * zod `safeParse`-style guard supplied by the caller), never throws.
 */
export interface LocalStore<T> {
  get(): T;
  set(value: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
  /** Re-reads storage (e.g. after the storage key changed). */
  reload(): void;
}

export type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode): keep values in memory only
  }
}

export function readStorage(kind: StorageKind, key: string): unknown {
  const raw = storageOf(kind)?.getItem(key);
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: unknown): void {
  try {
    const storage = storageOf(kind);
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded or storage disabled: the in-memory value still works
  }
}

export function createLocalStore<T>(options: {
  key: () => string;
  parse: (raw: unknown) => T | undefined;
  fallback: () => T;
  kind?: StorageKind;
}): LocalStore<T> {
  const kind = options.kind ?? 'local';
  const listeners = new Set<() => void>();
  const read = () => options.parse(readStorage(kind, options.key())) ?? options.fallback();
  let value = read();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      writeStorage(kind, options.key(), value);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      value = read();
      emit();
    },
  };
}

export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** FNV-1a: a short stable tag for storage keys, so the app ID itself is never a key. */
export function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
