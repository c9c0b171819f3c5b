import { useEffect, useRef, useSyncExternalStore, type KeyboardEvent, type RefObject } from 'react';

/**
 * Code a control needs only once someone reaches for it (a combobox's list, a popover, a
 * drawer): loaded when the pointer comes over the control or the focus comes to it, not
 * with the page, so a visit that never uses it does not download or evaluate it.
 */
export interface CodeOnTouch<T> {
  /** Starts the load, once; after a failed load, the next call starts it again. */
  load(): void;
  /** The code, once it is in. */
  current(): T | undefined;
  /** The load, started if it was not: for React's `use`, to wait for the code. */
  ready(): Promise<T>;
  subscribe(listener: () => void): () => void;
}

export function codeOnTouch<T>(importer: () => Promise<T>): CodeOnTouch<T> {
  let code: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const ready = () =>
    (loading ??= importer().then(
      (loaded) => {
        code = loaded;
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    load: () => void ready().catch(() => {}),
    current: () => code,
    ready,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The code, re-rendering when it arrives; `now` loads it at once (a value to show, say). */
export function useCode<T>(code: CodeOnTouch<T>, now = false): T | undefined {
  const loaded = useSyncExternalStore(code.subscribe, code.current, code.current);
  useEffect(() => {
    if (now) code.load();
  }, [code, now]);
  return loaded;
}

/** Starts loading at the first key pressed anywhere: a keyboard user is on the way. */
export function useLoadOnFirstKey(code: CodeOnTouch<unknown>) {
  useEffect(() => {
    const start = () => code.load();
    document.addEventListener('keydown', start, { capture: true, once: true });
    return () => document.removeEventListener('keydown', start, { capture: true });
  }, [code]);
}

/** What was done to a stand-in before its control's code arrived. */
export interface TouchIntent {
  /** It had the focus. */
  focus: boolean;
  /** A click (or tap) asked for its list or popover. */
  open: boolean;
  /** Keys pressed on it, in order, for the control to replay. */
  keys: { key: string; code: string }[];
  /** Text typed into it (a searchable control's search, which a key event cannot type). */
  text: string;
}

/** Keys a combobox acts on; pressed on a stand-in, they are kept and replayed. */
const KEPT_KEYS = new Set([
  'ArrowDown',
  'ArrowUp',
  'Enter',
  'NumpadEnter',
  'Escape',
  'Home',
  'End',
]);

/**
 * The event handlers of a stand-in: each starts the load, and what the user did is kept
 * (`intent`) for the control to take over when it arrives, so no click or key is lost.
 */
export function useStandIn(code: CodeOnTouch<unknown>) {
  const intent = useRef<TouchIntent>({ focus: false, open: false, keys: [], text: '' });
  const handlers = {
    onPointerEnter: () => code.load(),
    onFocus: () => {
      intent.current.focus = true;
      code.load();
    },
    onBlur: () => (intent.current = { focus: false, open: false, keys: [], text: '' }),
    onPointerDown: () => {
      intent.current.focus = true;
      intent.current.open = true;
      code.load();
    },
    onKeyDown: (event: KeyboardEvent) => {
      // A character typed (not a shortcut): kept as the search it starts.
      if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        intent.current.text += event.key;
        code.load();
        return;
      }
      if (!KEPT_KEYS.has(event.key)) return;
      event.preventDefault();
      intent.current.keys.push({ key: event.key, code: event.nativeEvent.code || event.key });
      code.load();
    },
  };
  return { intent, handlers };
}

/**
 * The control's side: as it replaces its stand-in, it takes the focus the stand-in had and
 * replays the keys pressed on it, one a task (as typed keys come), so its list opens and
 * moves as it would have.
 */
export function useTakeOver(
  target: RefObject<HTMLElement | null>,
  intent: TouchIntent | undefined,
) {
  useEffect(() => {
    if (!intent || !(intent.focus || intent.keys.length)) return;
    const element = target.current;
    if (!element) return;
    element.focus();
    const keys = [...intent.keys];
    intent.keys.length = 0;
    let timer = 0;
    const next = () => {
      const pressed = keys.shift();
      if (!pressed || document.activeElement !== element) return;
      element.dispatchEvent(new window.KeyboardEvent('keydown', { ...pressed, bubbles: true }));
      timer = window.setTimeout(next, 0);
    };
    timer = window.setTimeout(next, 0);
    return () => window.clearTimeout(timer);
    // Only as it takes over from the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
