import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts in the build are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/** Every compressible file under `dir`, recursively, but not in `.vite` (the build manifest). */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith('.') ? [] : compressibleFiles(path);
    return COMPRESSIBLE.test(name) ? [path] : [];
  });
}

/**
 * Writes `<file>.gz` and `<file>.br` beside each text file of the build, once, at the
 * highest levels, so nginx sends them as they are (gzip_static, brotli_static) instead of
 * compressing every answer again (deploy/dashboard.conf.template).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // Last, after vite-plugin-pwa has written sw.js (in its own closeBundle).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        compressAll(outDir);
      },
    },
  };
}

function compressAll(outDir: string) {
  for (const file of compressibleFiles(outDir)) {
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    );
  }
}
