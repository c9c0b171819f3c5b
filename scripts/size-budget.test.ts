import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { firstScreenAssets, gzipSize, PAGES, RETURN_VISITS, type Manifest } from './size-budget';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function fakeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'size-budget-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('firstScreenAssets', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js', 'src/side.ts'],
      css: ['assets/index.css'],
    },
    '_vendor.js': { file: 'assets/vendor.js' },
    'src/side.ts': { file: 'assets/side.js', imports: ['_deep.js'] },
    '_deep.js': { file: 'assets/deep.js' },
    'src/routes/page.tsx?tsr-split=component': {
      file: 'assets/page.js',
      imports: ['_vendor.js', '_page-only.js'],
      css: ['assets/page.css'],
    },
    'src/routes/page.tsx?tsr-split=errorComponent': { file: 'assets/page-error.js' },
    '_page-only.js': { file: 'assets/page-only.js' },
    'src/routes/other.tsx?tsr-split=loader---component': { file: 'assets/other.js' },
    'src/lazy.tsx': { file: 'assets/lazy.js' },
  };

  it('follows the entry and its static imports, not what is loaded on demand', () => {
    const { js, css } = firstScreenAssets(manifest);
    expect(js.sort()).toEqual(
      ['/assets/deep.js', '/assets/index.js', '/assets/side.js', '/assets/vendor.js'].sort(),
    );
    expect(css).toEqual(['/assets/index.css']);
  });

  it("adds the routes' split component and loader chunks, once each, not their error component", () => {
    const { js, css } = firstScreenAssets(manifest, [
      'src/routes/page.tsx',
      'src/routes/other.tsx',
    ]);
    expect(js.sort()).toEqual(
      [
        '/assets/deep.js',
        '/assets/index.js',
        '/assets/other.js',
        '/assets/page-only.js',
        '/assets/page.js',
        '/assets/side.js',
        '/assets/vendor.js',
      ].sort(),
    );
    expect(css.sort()).toEqual(['/assets/index.css', '/assets/page.css']);
  });

  it("names only route files that exist, so a page's budget counts its real routes", () => {
    for (const page of [...Object.values(PAGES), ...Object.values(RETURN_VISITS)])
      for (const route of page.routes) expect(existsSync(route), route).toBe(true);
  });
});

describe('gzipSize', () => {
  it('counts gzip bytes exactly (level 9), the same on every run', () => {
    const text = 'export const x = "budget";\n'.repeat(50);
    const dist = fakeDist({ 'index.html': '', 'assets/a.js': text });
    const expected = gzipSync(Buffer.from(text), { level: 9 }).length;
    expect(gzipSize(dist, ['/assets/a.js'])).toBe(expected);
    expect(gzipSize(dist, ['/assets/a.js', '/assets/a.js'])).toBe(2 * expected);
  });
});
