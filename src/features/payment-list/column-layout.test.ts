import { describe, expect, it } from 'vitest';
import { WIDE_TABLE_PX, layoutColumns, toggleColumn } from './column-layout';

const ids = (layout: ReturnType<typeof layoutColumns>) => layout.columns.map((column) => column.id);
const none = { leadingPx: 0, hidden: [], shown: [] };

describe('layoutColumns', () => {
  it('shows every column on a laptop beside the sidebar (1,104 px) and wider', () => {
    for (const width of [1104, 1658]) {
      const layout = layoutColumns({ ...none, width });
      expect(layout.mode).toBe('table');
      expect(ids(layout)).toEqual([
        'time',
        'status',
        'chain',
        'amount',
        'usd',
        'from',
        'hash',
        'fee',
      ]);
    }
  });

  it('keeps time, status, amount and USD on a tablet; the rest can be added where they fit', () => {
    // 820 px with the rail: 820 - 64 - 32.
    const layout = layoutColumns({ ...none, width: 724 });
    expect(layout.mode).toBe('table');
    expect(ids(layout)).toEqual(['time', 'status', 'amount', 'usd']);
    const fits = Object.fromEntries(
      layout.choices.map((choice) => [choice.column.id, choice.fits]),
    );
    expect(fits).toMatchObject({ chain: true, hash: true, from: true, fee: true });

    // With amounts as wide as the demo's (number-widths.ts widens the number columns).
    const mins = { amount: 200, usd: 90, fee: 230 };
    const withChain = layoutColumns({ ...none, width: 724, shown: ['chain'], mins });
    expect(ids(withChain)).toEqual(['time', 'status', 'chain', 'amount', 'usd']);
    // 164 + 118 + 78 + 200 + 90 = 650 of 722 px used: 72 px left, no other column fits.
    expect(withChain.choices.filter((choice) => choice.fits && !choice.shown)).toEqual([]);
    expect(withChain.choices.filter((choice) => choice.fits && !choice.shown)).toEqual([]);
  });

  it("makes the Time column as wide as its header's zone, so headers never overlap", () => {
    const utc = layoutColumns({ ...none, width: 1300, zone: 'UTC' });
    const long = 'America/Argentina/ComodRivadavia';
    const zoned = layoutColumns({ ...none, width: 1300, zone: long });
    const timeMin = (layout: ReturnType<typeof layoutColumns>) =>
      layout.columns.find((column) => column.id === 'time')!.min;
    // A short zone keeps the exact time's width (164 px); a long one needs more.
    expect(timeMin(utc)).toBe(164);
    // "(America/Argentina/ComodRivadavia)": 34 characters of bold 12 px text, ~7 px each.
    expect(timeMin(zoned)).toBeGreaterThanOrEqual(34 * 7);
  });

  it('names a column this width would show that found no room, and none the user hid', () => {
    // A wide table whose amounts take the room the Payer and Fee columns would have had.
    const mins = { amount: 330, usd: 120, fee: 330 };
    const layout = layoutColumns({ ...none, width: 1100, mins });
    // 1098 px: time 164 + status 118 + amount 330 + USD 120 + chain 78 + hash 164 = 974;
    // Payer (144) and Fee (330) no longer fit.
    expect(layout.dropped.map((column) => column.id)).toEqual(['from', 'fee']);
    // Hidden by the user: not "dropped", the user chose it.
    const hidden = layout.dropped.map((column) => column.id);
    expect(layoutColumns({ ...none, width: 1100, mins, hidden }).dropped).toEqual([]);
    // A tablet shows the essential columns only: the others are in the details, not dropped.
    expect(layoutColumns({ ...none, width: 724 }).dropped).toEqual([]);
  });

  it('widens the number columns to their values; lower-priority columns give way', () => {
    // 18-decimal amounts with "unknown token": the amount column needs 330 px.
    const layout = layoutColumns({ ...none, width: 1104, mins: { amount: 330, fee: 300 } });
    // The fee gives way first.
    expect(ids(layout)).toEqual(['time', 'status', 'chain', 'amount', 'usd', 'from', 'hash']);
    expect(layout.columns.find((column) => column.id === 'amount')?.min).toBe(330);
    const used = layout.columns.reduce((total, column) => total + column.min, 0);
    expect(used).toBeLessThanOrEqual(1104 - 2);
  });

  it('turns to cards where even the essential columns do not fit (a phone), leading ones counted', () => {
    expect(layoutColumns({ ...none, width: 358 }).mode).toBe('cards');
    expect(layoutColumns({ ...none, width: 600 }).mode).toBe('table');
    expect(layoutColumns({ ...none, width: 600, leadingPx: 140 }).mode).toBe('cards');
  });

  it('never adds up to more than the width: the lowest priority columns give way', () => {
    const layout = layoutColumns({ width: 1104, leadingPx: 140, hidden: [], shown: [] });
    expect(ids(layout)).toEqual(['time', 'status', 'chain', 'amount', 'usd', 'from', 'hash']);
    const used = layout.columns.reduce((total, column) => total + column.min, 140);
    expect(used).toBeLessThanOrEqual(1104 - 2);
    expect(layout.choices.find((choice) => choice.column.id === 'fee')).toMatchObject({
      shown: false,
      fits: false,
    });
  });

  it('keeps a hidden column hidden at every width, and never shows an empty table', () => {
    expect(ids(layoutColumns({ ...none, width: WIDE_TABLE_PX, hidden: ['fee', 'hash'] }))).toEqual([
      'time',
      'status',
      'chain',
      'amount',
      'usd',
      'from',
    ]);
    const everything = ['time', 'status', 'chain', 'amount', 'usd', 'from', 'hash', 'fee'];
    expect(ids(layoutColumns({ ...none, width: 1200, hidden: everything }))).toEqual(['time']);
  });

  it('without a layout (0 px: jsdom, first render) shows the wide table', () => {
    const layout = layoutColumns({ ...none, width: 0 });
    expect(layout.mode).toBe('table');
    expect(layout.columns).toHaveLength(8);
  });
});

describe('toggleColumn', () => {
  it('moves a column between the hidden and the shown lists, once', () => {
    const start = { hiddenColumns: ['fee'], shownColumns: ['chain'] };
    expect(toggleColumn(start, 'fee', true)).toEqual({
      hiddenColumns: [],
      shownColumns: ['chain', 'fee'],
    });
    expect(toggleColumn(start, 'chain', false)).toEqual({
      hiddenColumns: ['fee', 'chain'],
      shownColumns: [],
    });
  });
});
