/**
 * One polite live region for the whole app (rendered by the shell). Screen readers
 * hear short confirmations such as "Copied ID 12" without focus moving.
 */
type Listener = (message: string) => void;
const listeners = new Set<Listener>();

export function announce(message: string) {
  listeners.forEach((listener) => listener(message));
}

export function onAnnounce(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
