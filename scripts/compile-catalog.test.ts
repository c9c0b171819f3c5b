import { describe, expect, it } from 'vitest';
import { withCountTexts } from '../src/i18n/count-text';
import { compileCatalog } from './compile-catalog';

describe('compileCatalog', () => {
  it("the build points a plural's # at the count's text, also inside a select", () => {
    const compiled = compileCatalog({
      a: '{count, plural, one {# payment} other {# payments of {kind, select, x {# x} other {y}}}}',
      b: '{count, plural, offset:1 one {#} other {#}}',
    });
    expect(JSON.stringify(compiled.a)).toBe(
      JSON.stringify([
        [
          'count',
          'plural',
          {
            one: [['count#'], ' payment'],
            other: [
              ['count#'],
              ' payments of ',
              ['kind', 'select', { x: [['count#'], ' x'], other: ['y'] }],
            ],
          },
        ],
      ]),
    );
    // With an offset, `#` is not the count: left to Lingui.
    expect(JSON.stringify(compiled.b)).toContain('"#"');
    expect(withCountTexts({ count: 2500, kind: 'x' }, 'de')).toEqual({
      count: 2500,
      'count#': '2.500',
      kind: 'x',
    });
  });
});
