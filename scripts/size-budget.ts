/**
 * Size budget, checked by `npm test` after `npm run build`: the gzipped JS and CSS that
 * the entry page fetches (index.html's scripts, modulepreloads and stylesheets, plus
 * the static imports they pull in). Bytes, not time, so CI can enforce it exactly.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET = {
  jsGzipBytes: 160 * 1024,
  cssGzipBytes: 20 * 1024,
  /** Each language's catalogue, fetched with the first page (src/i18n): its own budget. */
  catalogueGzipBytes: 24 * 1024,
};

/** The catalogue chunk of each language (src/i18n/catalogs/<language>), by file name. */
export function catalogueChunks(distDir = DIST): Record<string, string> {
  const names = readdirSync(join(distDir, 'assets'));
  return Object.fromEntries(
    ['en', 'de', 'es'].map((locale) => {
      const name = names.find((file) => new RegExp(`^${locale}-[\\w-]+\\.js$`).test(file));
      if (!name) throw new Error(`No catalogue chunk for ${locale} in ${distDir}/assets`);
      return [locale, `/assets/${name}`];
    }),
  );
}

// `tsx scripts/size-budget.ts [distDir]`: dist/ unless another build folder is given.
const DIST = join(process.cwd(), process.argv[2] ?? 'dist');

/** Assets the entry page fetches before anything is lazily loaded. */
export function entryAssets(distDir = DIST): { js: string[]; css: string[] } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  const js = new Set<string>();
  const css = new Set<string>();
  const queue = refs.filter((ref) => ref.endsWith('.js'));
  refs.filter((ref) => ref.endsWith('.css')).forEach((ref) => css.add(ref));
  // Follow static imports (`import ... from "./x.js"` / `import "./x.js"`), not dynamic ones.
  while (queue.length) {
    const ref = queue.shift()!;
    if (js.has(ref)) continue;
    js.add(ref);
    const code = readFileSync(join(distDir, ref), 'utf8');
    for (const match of code.matchAll(
      /(?:^|[;\s}])import\s*(?:[\w*${}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      queue.push(`/assets/${match[1]}`);
    }
  }
  return { js: [...js], css: [...css] };
}

export function gzipSize(distDir: string, refs: string[]): number {
  return refs.reduce(
    (total, ref) => total + gzipSync(readFileSync(join(distDir, ref)), { level: 9 }).length,
    0,
  );
}

function main() {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error(`${join(DIST, 'index.html')} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const { js, css } = entryAssets();
  const jsBytes = gzipSize(DIST, js);
  const cssBytes = gzipSize(DIST, css);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `First page JS:  ${kb(jsBytes)} gzip in ${js.length} files (budget ${kb(BUDGET.jsGzipBytes)})`,
  );
  console.log(
    `First page CSS: ${kb(cssBytes)} gzip in ${css.length} files (budget ${kb(BUDGET.cssGzipBytes)})`,
  );
  // Largest files first, so whoever breaks the budget sees where the bytes are.
  const files = [...js, ...css]
    .map((ref) => ({ ref, bytes: gzipSize(DIST, [ref]) }))
    .sort((a, b) => b.bytes - a.bytes || a.ref.localeCompare(b.ref));
  for (const file of files) console.log(`  ${kb(file.bytes).padStart(9)}  ${file.ref}`);
  // The page draws once its language's catalogue is in: fetched with it, so counted.
  const catalogues = Object.entries(catalogueChunks()).map(([locale, ref]) => ({
    locale,
    bytes: gzipSize(DIST, [ref]),
  }));
  for (const { locale, bytes } of catalogues)
    console.log(
      `Catalogue ${locale}:   ${kb(bytes)} gzip (budget ${kb(BUDGET.catalogueGzipBytes)}; with the first page ${kb(jsBytes + bytes)})`,
    );
  const over = [
    jsBytes > BUDGET.jsGzipBytes && `JS is ${kb(jsBytes - BUDGET.jsGzipBytes)} over budget`,
    cssBytes > BUDGET.cssGzipBytes && `CSS is ${kb(cssBytes - BUDGET.cssGzipBytes)} over budget`,
    ...catalogues.map(
      ({ locale, bytes }) =>
        bytes > BUDGET.catalogueGzipBytes &&
        `the ${locale} catalogue is ${kb(bytes - BUDGET.catalogueGzipBytes)} over budget`,
    ),
  ].filter(Boolean);
  if (over.length) {
    console.error(`Size budget exceeded: ${over.join('; ')}.`);
    process.exit(1);
  }
  console.log('Size budget: OK');
}

if (import.meta.url === `file://${process.argv[1]}`) main();
