// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ROOT,
  cssImportsOf,
  missingStylesheets,
  sourceFiles,
  stylesheetsOf,
  type MissingStylesheet,
} from '@/testing/mantine-stylesheets';

/**
 * Styles cannot go missing: styles.ts hand-picks Mantine's per-component CSS (the whole
 * sheet is over the first page's budget), so every Mantine component the source renders
 * must find its stylesheets there, or in the module that renders it (then the CSS comes
 * with that module's chunk: how lazily loaded pages bring what only they use).
 */

const STYLES_TS = join(ROOT, 'src/app/styles.ts');
const sources = () =>
  sourceFiles(join(ROOT, 'src')).map((file) => ({
    file: relative(ROOT, file),
    source: readFileSync(file, 'utf8'),
  }));
const globalSheets = () => cssImportsOf(readFileSync(STYLES_TS, 'utf8'));

function explain({ file, component, stylesheet }: MissingStylesheet): string {
  return (
    `${file} renders ${component}, which needs ${stylesheet}: add ` +
    `import '${stylesheet}'; to src/app/styles.ts (or to ${file}, if it is loaded lazily and ` +
    `alone uses it)`
  );
}

describe("Mantine's stylesheets", () => {
  it("are found from Mantine's own modules, dependencies and namespaces included", () => {
    const core = (...names: string[]) => names.map((name) => `@mantine/core/styles/${name}.css`);
    expect(stylesheetsOf('core', 'SegmentedControl')).toEqual(
      core('FloatingIndicator', 'SegmentedControl'),
    );
    expect(stylesheetsOf('core', 'MultiSelect')).toEqual(
      expect.arrayContaining(core('Combobox', 'Pill', 'PillsInput', 'Input')),
    );
    expect(stylesheetsOf('core', 'Modal')).toEqual(
      expect.arrayContaining(core('Modal', 'ModalBase', 'Overlay', 'CloseButton')),
    );
    expect(stylesheetsOf('core', 'Button')).toEqual(core('Button', 'Loader', 'UnstyledButton'));
    // A namespace member counts only where it is used.
    expect(stylesheetsOf('core', 'Radio')).not.toContain(core('RadioCard')[0]);
    expect(stylesheetsOf('core', 'Radio', 'Card')).toContain(core('RadioCard')[0]);
    expect(stylesheetsOf('core', 'Table', 'ScrollContainer')).toContain(core('ScrollArea')[0]);
    // Sibling packages: their one sheet, plus the core components they render.
    expect(stylesheetsOf('notifications', 'Notifications')).toEqual(
      expect.arrayContaining(['@mantine/notifications/styles.css', ...core('Notification')]),
    );
    expect(stylesheetsOf('core', 'useMantineColorScheme')).toEqual([]);
  });

  it('are imported for every component the source renders', () => {
    const missing = missingStylesheets(sources(), globalSheets());
    expect(missing.map(explain)).toEqual([]);
  });

  it('are reported missing, naming the component and the import line to add', () => {
    const without = new Set(globalSheets());
    without.delete('@mantine/core/styles/Burger.css');
    const messages = missingStylesheets(sources(), without).map(explain);
    expect(messages).toContain(
      'src/features/shell/shell.tsx renders Burger, which needs ' +
        "@mantine/core/styles/Burger.css: add import '@mantine/core/styles/Burger.css'; " +
        'to src/app/styles.ts (or to src/features/shell/shell.tsx, if it is ' +
        'loaded lazily and alone uses it)',
    );
  });

  it("count a sheet imported by the module that renders the component (its chunk's CSS)", () => {
    const file = {
      file: 'src/x.tsx',
      source: "import '@mantine/core/styles/List.css';\nimport { List } from '@mantine/core';",
    };
    const all = new Set(globalSheets());
    expect(missingStylesheets([file], all)).toEqual([]);
    expect(missingStylesheets([{ ...file, source: file.source.split('\n')[1]! }], all)).toEqual([
      { file: 'src/x.tsx', component: 'List', stylesheet: '@mantine/core/styles/List.css' },
    ]);
  });
});
