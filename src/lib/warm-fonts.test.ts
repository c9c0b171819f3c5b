import { describe, expect, it } from 'vitest';
import { MONOSPACE_FONT_STACK, SANS_FONT_STACK } from './font-stacks';
import { FONT_FACES_AHEAD, warmFontFaces } from './warm-fonts';

describe('warmFontFaces', () => {
  it("measures text in one face per task, in the theme's font stacks", () => {
    const tasks: (() => void)[] = [];
    const measured: string[] = [];
    const context = {
      font: '',
      measureText(text: string) {
        measured.push(`${this.font} / ${text}`);
      },
    };
    warmFontFaces(
      ['sans 14px 600 normal', 'mono 12px 400 italic'],
      (task) => tasks.push(task),
      context,
    );
    expect(measured).toEqual([]);
    tasks.shift()?.();
    expect(measured).toHaveLength(1);
    expect(measured[0]).toMatch(new RegExp(`^normal 600 14px ${escape(SANS_FONT_STACK)} / .+`));
    tasks.shift()?.();
    expect(measured[1]).toMatch(
      new RegExp(`^italic 400 12px ${escape(MONOSPACE_FONT_STACK)} / .+`),
    );
    // The last face scheduled one more task, which finds nothing left to do.
    tasks.shift()?.();
    expect(tasks).toHaveLength(0);
    expect(measured).toHaveLength(2);
  });

  it('does nothing without a canvas', () => {
    const tasks: (() => void)[] = [];
    warmFontFaces(FONT_FACES_AHEAD, (task) => tasks.push(task), null);
    expect(tasks).toHaveLength(0);
  });

  it('lists each face once', () => {
    expect(new Set(FONT_FACES_AHEAD).size).toBe(FONT_FACES_AHEAD.length);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
