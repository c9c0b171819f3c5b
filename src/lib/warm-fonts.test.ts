import { describe, expect, it } from 'vitest';
import { FONT_FACES_AHEAD, warmFontFaces } from './warm-fonts';

describe('warmFontFaces', () => {
  it('lays out one face per task, in a hidden element it removes in the same task', () => {
    const tasks: (() => void)[] = [];
    const fonts: string[] = [];
    const appended = document.body.append.bind(document.body);
    document.body.append = (...nodes) => {
      for (const node of nodes)
        if (node instanceof HTMLElement) {
          expect(node.style.visibility).toBe('hidden');
          expect(node.getAttribute('aria-hidden')).toBe('true');
          fonts.push(node.style.font);
        }
      appended(...nodes);
    };
    try {
      warmFontFaces(['sans 14px 600 normal', 'mono 12px 400 normal'], (task) => tasks.push(task));
      expect(fonts).toEqual([]);
      tasks.shift()?.();
      expect(fonts).toHaveLength(1);
      expect(fonts[0]).toMatch(/600.*14px.*--mantine-font-family\)/);
      expect(document.body.childElementCount).toBe(0);
      tasks.shift()?.();
      expect(fonts[1]).toMatch(/12px.*--mantine-font-family-monospace/);
      // The last face scheduled one more task, which finds nothing left to do.
      tasks.shift()?.();
      expect(tasks).toHaveLength(0);
      expect(fonts).toHaveLength(2);
      expect(document.body.childElementCount).toBe(0);
    } finally {
      document.body.append = appended;
    }
  });

  it('lists each face once', () => {
    expect(new Set(FONT_FACES_AHEAD).size).toBe(FONT_FACES_AHEAD.length);
  });
});
