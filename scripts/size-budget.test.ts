import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { entryAssets, gzipSize } from './size-budget';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function fakeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'size-budget-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('entryAssets', () => {
  it('follows the entry, modulepreloads and static imports, not dynamic imports', () => {
    const dist = fakeDist({
      'index.html':
        '<script type="module" src="/assets/index.js"></script>' +
        '<link rel="modulepreload" href="/assets/vendor.js">' +
        '<link rel="stylesheet" href="/assets/index.css">',
      'assets/index.js':
        'import{a}from"./vendor.js";import"./side.js";const lazy=()=>import("./page.js");',
      'assets/vendor.js': 'export const a=1;',
      'assets/side.js': 'import{b}from"./deep.js";console.log(b);',
      'assets/deep.js': 'export const b=2;',
      'assets/page.js': 'import{c}from"./only-lazy.js";',
      'assets/only-lazy.js': 'export const c=3;',
      'assets/index.css': 'body{margin:0}',
    });
    const { js, css } = entryAssets(dist);
    expect(js.sort()).toEqual(
      ['/assets/deep.js', '/assets/index.js', '/assets/side.js', '/assets/vendor.js'].sort(),
    );
    expect(css).toEqual(['/assets/index.css']);
  });

  it('counts gzip bytes exactly (level 9), the same on every run', () => {
    const text = 'export const x = "budget";\n'.repeat(50);
    const dist = fakeDist({ 'index.html': '', 'assets/a.js': text });
    const expected = gzipSync(Buffer.from(text), { level: 9 }).length;
    expect(gzipSize(dist, ['/assets/a.js'])).toBe(expected);
    expect(gzipSize(dist, ['/assets/a.js', '/assets/a.js'])).toBe(2 * expected);
  });
});
