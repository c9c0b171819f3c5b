import { persistedStore, usePersistedStore } from '@/lib/persisted-store';

/**
 * Browser notifications for watchlist news: off until the user turns them on, and the
 * permission is asked for only then (never at load). The choice is kept per browser.
 */
const store = persistedStore<boolean>({
  key: 'checkout-dashboard.watchlist-notifications',
  version: 1,
  parse: (raw) => (typeof raw === 'boolean' ? raw : undefined),
  fallback: () => false,
  migrate: (raw) => raw,
});

export type NotificationSupport = 'unsupported' | NotificationPermission;

export function notificationSupport(): NotificationSupport {
  return typeof window !== 'undefined' && 'Notification' in window
    ? window.Notification.permission
    : 'unsupported';
}

export function useNotificationsOn(): boolean {
  return usePersistedStore(store);
}

/** Asks for permission (only on the user's click) and turns notifications on if granted. */
export async function turnNotificationsOn(): Promise<NotificationSupport> {
  if (notificationSupport() === 'unsupported') return 'unsupported';
  const permission = await window.Notification.requestPermission();
  store.set(permission === 'granted');
  return permission;
}

export function turnNotificationsOff(): void {
  store.set(false);
}

/**
 * Shows a notification when they are on and allowed, and only when the user is not
 * looking at this window (a hidden tab does not poll, but a visible tab in a window
 * behind another one does).
 */
export function notify(title: string, body: string): void {
  if (!store.get() || notificationSupport() !== 'granted') return;
  if (document.visibilityState === 'visible' && document.hasFocus()) return;
  try {
    new window.Notification(title, { body, tag: 'checkout-watchlist' });
  } catch {
    // Some browsers only allow notifications from a service worker: the feed still has it.
  }
}
