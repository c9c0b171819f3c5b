// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiIdentity } from '@/api/identity';
import {
  addView,
  defaultViewFor,
  deleteView,
  moveView,
  parseViewsState,
  sameViewSearch,
  setDefaultView,
  updateView,
  viewsNow,
  type SavedView,
} from './views-store';

const api: ApiIdentity = {
  baseUrl: 'https://api.example/v1',
  appId: 'app-1',
  scope: 'scope00000000001',
  storage: 'local',
};
const other: ApiIdentity = { ...api, appId: 'app-2', scope: 'scope00000000002' };

const weekly: Omit<SavedView, 'id'> = {
  name: 'Weekly USDT',
  search: { token: ['TRON|USDT'], status: ['Completed'], date: '7d', sort: 'time', dir: 'desc' },
  timeZone: 'utc',
  hiddenColumns: [],
  shownColumns: ['from'],
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const names = () => viewsNow(api).views.map((view) => view.name);

describe('saved views of a profile', () => {
  it('adds, renames, reorders and deletes views, each profile apart', () => {
    const first = addView(api, weekly);
    const second = addView(api, { ...weekly, name: '  Large today  ' });
    addView(api, { ...weekly, name: 'Failed' });
    expect(first.id).toMatch(/^[a-z0-9]{8}$/);
    expect(names()).toEqual(['Weekly USDT', 'Large today', 'Failed']);

    updateView(api, second.id, { name: 'Large payments today' });
    moveView(api, second.id, -1);
    expect(names()).toEqual(['Large payments today', 'Weekly USDT', 'Failed']);
    // The first cannot move up, the last not down: nothing changes.
    moveView(api, second.id, -1);
    expect(names()).toEqual(['Large payments today', 'Weekly USDT', 'Failed']);

    deleteView(api, first.id);
    expect(names()).toEqual(['Large payments today', 'Failed']);
    expect(viewsNow(other).views).toEqual([]);
  });

  it('keeps a default per checkout before the one for all; deleting a view drops it as default', () => {
    const weeklyView = addView(api, weekly);
    const failed = addView(api, { ...weekly, name: 'Failed' });
    setDefaultView(api, weeklyView.id, 'coffee-club', 'all');
    setDefaultView(api, failed.id, 'conf-2026', 'checkout');
    expect(defaultViewFor(viewsNow(api), 'coffee-club')?.name).toBe('Weekly USDT');
    expect(defaultViewFor(viewsNow(api), 'conf-2026')?.name).toBe('Failed');

    setDefaultView(api, failed.id, 'conf-2026', 'none');
    expect(defaultViewFor(viewsNow(api), 'conf-2026')?.name).toBe('Weekly USDT');
    deleteView(api, weeklyView.id);
    expect(defaultViewFor(viewsNow(api), 'conf-2026')).toBeUndefined();
  });

  it('keeps a default for a checkout whose code is __proto__, and no other checkout gets it', () => {
    const failed = addView(api, { ...weekly, name: 'Failed' });
    setDefaultView(api, failed.id, '__proto__', 'checkout');
    expect(defaultViewFor(viewsNow(api), '__proto__')?.name).toBe('Failed');
    expect(defaultViewFor(viewsNow(api), 'coffee-club')).toBeUndefined();
    expect(defaultViewFor(viewsNow(api), 'constructor')).toBeUndefined();
    // Read back from storage, as after a reload.
    const stored = parseViewsState(JSON.parse(JSON.stringify(viewsNow(api))));
    expect(stored && defaultViewFor(stored, '__proto__')?.name).toBe('Failed');
  });

  it('reads a stored list view by view: a broken view is dropped, the others kept', () => {
    const state = parseViewsState({
      views: [
        { id: 'abc123', name: 'Good', search: { status: ['Failed', 'Nonsense'], sort: 'usd' } },
        { id: 'UPPER', name: 'Bad id', search: {} },
        { id: 'def456', name: '   ', search: {} },
        { id: 'abc123', name: 'Same id again', search: {} },
        'not a view',
      ],
      defaultForAll: 'gone00',
      defaultByCheckout: { 'coffee-club': 'abc123', 'conf-2026': 'gone00' },
    });
    expect(state).toEqual({
      views: [
        {
          id: 'abc123',
          name: 'Good',
          search: { status: ['Failed'], sort: 'usd', dir: 'desc' },
          timeZone: 'local',
          hiddenColumns: [],
          shownColumns: [],
        },
      ],
      defaultForAll: null,
      defaultByCheckout: { 'coffee-club': 'abc123' },
    });
  });

  it('compares searches by what they select: key order and defaults aside', () => {
    expect(
      sameViewSearch(
        { status: ['Completed'], token: ['TRON|USDT'] },
        { token: ['TRON|USDT'], status: ['Completed'], sort: 'time', dir: 'desc' },
      ),
    ).toBe(true);
    expect(sameViewSearch({ status: ['Completed'] }, { status: ['Pending'] })).toBe(false);
    expect(sameViewSearch({ sort: 'usd' }, {})).toBe(false);
  });
});
