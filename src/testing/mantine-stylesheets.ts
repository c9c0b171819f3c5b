import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Which Mantine stylesheets the app's source needs, read from Mantine's own ES modules
 * rather than from a hand-kept table: a component's module imports its CSS module
 * (`Foo.module.mjs`, the class names of `styles/Foo.css`) and the components it renders,
 * so following its imports finds every stylesheet it can put on screen (SegmentedControl
 * → SegmentedControl.css; MultiSelect → Combobox, Pill, PillsInput, Input, ...). A sub
 * component reachable only as a namespace (`Radio.Card = RadioCard`) counts only where
 * the source writes `Radio.Card`.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const MANTINE = join(ROOT, 'node_modules/@mantine');
/** Every page needs these: they hold the reset and the theme's CSS variables. */
const ALWAYS = ['baseline', 'default-css-variables', 'global'].map(
  (name) => `@mantine/core/styles/${name}.css`,
);

const files = new Map<string, string>();
const read = (file: string) => {
  let text = files.get(file);
  if (text === undefined) files.set(file, (text = readFileSync(file, 'utf8')));
  return text;
};

interface ImportClause {
  /** Imported name → local name (`{ A as B }`); empty for a side-effect import. */
  names: Map<string, string>;
  from: string;
}

/** The `import { … } from '…'` and `import '…'` statements of a module (type-only ones skipped). */
export function importsOf(source: string): ImportClause[] {
  const clauses: ImportClause[] = [];
  const pattern =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?["']([^"']+)["']/g;
  for (const match of source.matchAll(pattern)) {
    const [, keyword, typeOnly, bindings = '', from = ''] = match;
    if (typeOnly) continue;
    if (keyword === 'export' && !bindings) continue;
    const names = new Map<string, string>();
    const braces = /\{([^}]*)\}/.exec(bindings);
    for (const part of braces?.[1]?.split(',') ?? []) {
      const cleaned = part.trim();
      if (!cleaned || cleaned.startsWith('type ')) continue;
      const [imported = '', local = imported] = cleaned.split(/\s+as\s+/).map((s) => s.trim());
      names.set(imported, local);
    }
    clauses.push({ names, from });
  }
  return clauses;
}

const packageDir = (pkg: string) => join(MANTINE, pkg);
const entryOf = (pkg: string) => join(packageDir(pkg), 'esm/index.mjs');

const exportCache = new Map<string, Map<string, string>>();
/** Export name → the module file that defines it, from a package's ESM index. */
function exportsOf(pkg: string): Map<string, string> {
  let map = exportCache.get(pkg);
  if (map) return map;
  map = new Map();
  const entry = entryOf(pkg);
  for (const clause of importsOf(read(entry))) {
    if (!clause.from.startsWith('.')) continue;
    for (const local of clause.names.values()) map.set(local, resolve(dirname(entry), clause.from));
  }
  exportCache.set(pkg, map);
  return map;
}

/** `@mantine/core/styles/Foo.css` for core's `Foo.module.mjs`; a sibling package has one sheet. */
function stylesheetOf(moduleFile: string): string {
  const pkg = relative(MANTINE, moduleFile).split(/[\\/]/)[0] ?? '';
  if (pkg !== 'core') return `@mantine/${pkg}/styles.css`;
  const name = moduleFile
    .split(/[\\/]/)
    .at(-1)!
    .replace(/\.module\.mjs$/, '');
  const sheet = `@mantine/core/styles/${name}.css`;
  if (!existsSync(join(packageDir('core'), 'styles', `${name}.css`)))
    throw new Error(`${moduleFile} has no stylesheet ${sheet}: Mantine's layout changed`);
  return sheet;
}

/** The names a module attaches as namespace members: `Radio.Card = RadioCard` → Card → RadioCard. */
function staticsOf(source: string): Map<string, string> {
  const statics = new Map<string, string>();
  for (const [, member = '', value = ''] of source.matchAll(
    /^\w+\.([A-Z]\w*)\s*=\s*([A-Za-z_$][\w$]*);/gm,
  ))
    statics.set(member, value);
  return statics;
}

/** The module of a namespace member (`Radio.Card` → RadioCard's module), else the module itself. */
function memberModule(file: string, member: string): string {
  const source = read(file);
  const value = staticsOf(source).get(member);
  const clause = value
    ? importsOf(source).find((c) => [...c.names.values()].includes(value))
    : undefined;
  return clause?.from.startsWith('.') ? resolve(dirname(file), clause.from) : file;
}

const escape = (name: string) => name.replace(/\$/g, '\\$');
/**
 * Every stylesheet a Mantine module can render: one walk over its imports that adds
 * each CSS module met to `sheets` (import cycles are walked once).
 */
function collect(file: string, sheets: Set<string>, seen: Set<string>): void {
  if (seen.has(file)) return;
  seen.add(file);
  const source = read(file);
  // Uses of a name other than its import and a namespace assignment.
  const body = source
    .replace(/^\s*import[^;]*;/gm, '')
    .replace(/^\w+\.[A-Z]\w*\s*=\s*[A-Za-z_$][\w$]*;/gm, '');
  const follow = (target: string, local?: string) => {
    collect(target, sheets, seen);
    if (!local) return;
    // `PillsInput.Field` inside MultiSelect: the member's module too.
    for (const [, member = ''] of body.matchAll(
      new RegExp(`(?<![\\w$.])${escape(local)}\\.([A-Z]\\w*)`, 'g'),
    ))
      collect(memberModule(target, member), sheets, seen);
  };
  for (const clause of importsOf(source)) {
    const used = [...clause.names].filter(([, local]) =>
      new RegExp(`(?<![\\w$.])${escape(local)}(?![\\w$])`).test(body),
    );
    if (clause.from.startsWith('.')) {
      const target = resolve(dirname(file), clause.from);
      if (target.endsWith('.module.mjs')) sheets.add(stylesheetOf(target));
      else if (!target.endsWith('.mjs')) continue;
      else if (clause.names.size === 0) follow(target);
      else for (const [, local] of used) follow(target, local);
    } else if (clause.from.startsWith('@mantine/') && clause.from !== '@mantine/hooks') {
      const pkg = clause.from.split('/')[1] ?? '';
      for (const [imported, local] of used) {
        const target = exportsOf(pkg).get(imported);
        if (target) follow(target, local);
      }
    }
  }
}

/** The stylesheets `Name` (or `Name.Member`) of a Mantine package needs. */
export function stylesheetsOf(pkg: string, name: string, member?: string): string[] {
  const file = exportsOf(pkg).get(name);
  if (!file) return [];
  const sheets = new Set<string>();
  collect(member ? memberModule(file, member) : file, sheets, new Set());
  // Anything of a package with styles needs the package's sheet, whatever renders it.
  if (pkg !== 'core' && existsSync(join(packageDir(pkg), 'styles.css')) && sheets.size > 0)
    sheets.add(`@mantine/${pkg}/styles.css`);
  return [...sheets].sort();
}

export interface MantineUse {
  file: string;
  /** "SegmentedControl", or "Table.Th" for a namespace member. */
  component: string;
  stylesheets: string[];
}

/** What each source file renders of Mantine, and the stylesheets that needs. */
export function mantineUsesOf(file: string, source: string): MantineUse[] {
  const uses: MantineUse[] = [];
  for (const clause of importsOf(source)) {
    const match = /^@mantine\/([\w-]+)$/.exec(clause.from);
    const pkg = match?.[1];
    if (!pkg || pkg === 'hooks' || !existsSync(entryOf(pkg))) continue;
    for (const [imported, local] of clause.names) {
      const base = stylesheetsOf(pkg, imported);
      if (base.length) uses.push({ file, component: imported, stylesheets: base });
      const members = new Set(
        [...source.matchAll(new RegExp(`(?<![\\w$.])${local}\\.([A-Z]\\w*)`, 'g'))].map(
          (m) => m[1]!,
        ),
      );
      for (const member of members) {
        const sheets = stylesheetsOf(pkg, imported, member);
        if (sheets.length)
          uses.push({ file, component: `${imported}.${member}`, stylesheets: sheets });
      }
    }
  }
  return uses;
}

/** The `import '….css'` lines of a module. */
export function cssImportsOf(source: string): Set<string> {
  return new Set(
    importsOf(source)
      .filter((clause) => clause.names.size === 0 && clause.from.endsWith('.css'))
      .map((clause) => clause.from),
  );
}

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes(`${join('src', 'testing')}`));
}

export interface MissingStylesheet {
  file: string;
  component: string;
  stylesheet: string;
}

/**
 * The rule: a stylesheet a component needs is imported in src/app/styles.ts (the first
 * page's CSS), or in the very module that renders the component (its CSS then arrives
 * with that module's chunk, e.g. a lazily loaded one).
 */
export function missingStylesheets(
  files: readonly { file: string; source: string }[],
  globalSheets: ReadonlySet<string>,
): MissingStylesheet[] {
  const missing: MissingStylesheet[] = [];
  const usesCore = files.some(({ source }) => /from\s+["']@mantine\/core["']/.test(source));
  if (usesCore)
    for (const sheet of ALWAYS)
      if (!globalSheets.has(sheet))
        missing.push({
          file: 'src/app/styles.ts',
          component: 'MantineProvider',
          stylesheet: sheet,
        });
  for (const { file, source } of files) {
    const own = cssImportsOf(source);
    const reported = new Set<string>();
    for (const use of mantineUsesOf(file, source)) {
      for (const sheet of use.stylesheets) {
        if (globalSheets.has(sheet) || own.has(sheet) || reported.has(sheet)) continue;
        reported.add(sheet);
        missing.push({ file, component: use.component, stylesheet: sheet });
      }
    }
  }
  return missing;
}

export { ROOT };
