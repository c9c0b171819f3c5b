import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { markDown, markUp, serviceStateNow } from './service-state';

const SHOP = 'aaaaaaaaaaaaaaaa';
const OTHER = 'bbbbbbbbbbbbbbbb';

afterEach(() => {
  onlineManager.setOnline(true);
  markUp(SHOP, 0);
  markUp(OTHER, 0);
});

describe('whether the service answers a profile', () => {
  it('is down from the first transport failure until an answer, for that profile alone', () => {
    expect(serviceStateNow(SHOP)).toEqual({ down: null, recoveredAt: null });
    markDown(SHOP, 'server-error', 1_000);
    // A second failure does not move the start of the outage.
    markDown(SHOP, 'timeout', 2_000);
    expect(serviceStateNow(SHOP).down).toEqual({ reason: 'server-error', since: 1_000 });
    expect(serviceStateNow(OTHER).down).toBeNull();
    markUp(SHOP, 3_000);
    expect(serviceStateNow(SHOP)).toEqual({ down: null, recoveredAt: 3_000 });
  });

  it('is down for every profile while the browser is offline, and back for each after', () => {
    onlineManager.setOnline(false);
    expect(serviceStateNow(SHOP).down?.reason).toBe('offline');
    expect(serviceStateNow(OTHER).down?.reason).toBe('offline');
    onlineManager.setOnline(true);
    expect(serviceStateNow(SHOP).down).toBeNull();
    expect(serviceStateNow(OTHER).recoveredAt).toEqual(expect.any(Number));
  });

  it('gives the same snapshot until something changes (for useSyncExternalStore)', () => {
    const first = serviceStateNow(SHOP);
    expect(serviceStateNow(SHOP)).toBe(first);
    markDown(SHOP, 'no-connection', 5_000);
    expect(serviceStateNow(SHOP)).not.toBe(first);
  });
});
