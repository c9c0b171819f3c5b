// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstScreenChunkNames, SMALL_SET_BYTES, type BuiltChunk } from './first-screen-chunks';

const BIG = SMALL_SET_BYTES;
const SMALL = 100;

function chunk(
  fileName: string,
  modules: Record<string, number>,
  options: { facade?: string; imports?: string[]; isEntry?: boolean } = {},
): BuiltChunk {
  return {
    fileName,
    isEntry: options.isEntry ?? false,
    facadeModuleId: options.facade ?? null,
    moduleIds: Object.keys(modules),
    imports: options.imports ?? [],
    modules: Object.fromEntries(
      Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }]),
    ),
  };
}

const pages = {
  crypto: { routes: ['src/routes/crypto.tsx'] },
  fiat: { routes: ['src/routes/fiat.tsx'] },
};

function graph(cryptoOnlyBytes: number): BuiltChunk[] {
  return [
    chunk('index.js', { '/r/src/main.tsx': BIG, '/r/src/react.ts': BIG }, { isEntry: true }),
    chunk(
      'crypto.js',
      { '/r/src/routes/crypto.tsx?tsr-split=component': BIG, '/r/src/crypto-table.tsx': BIG },
      {
        facade: '/r/src/routes/crypto.tsx?tsr-split=component',
        imports: ['index.js', 'both.js', 'crypto-shared.js'],
      },
    ),
    chunk(
      'crypto-error.js',
      { '/r/src/routes/crypto.tsx?tsr-split=errorComponent': BIG },
      {
        facade: '/r/src/routes/crypto.tsx?tsr-split=errorComponent',
        imports: ['error-only.js'],
      },
    ),
    chunk(
      'fiat.js',
      { '/r/src/routes/fiat.tsx?tsr-split=loader---component': BIG },
      { facade: '/r/src/routes/fiat.tsx?tsr-split=loader---component', imports: ['both.js'] },
    ),
    chunk('both.js', { '/r/src/search.ts': BIG }, { imports: ['index.js', 'deep.js'] }),
    chunk('deep.js', { '/r/src/client.ts': BIG }),
    // Shared with the palette, loaded on demand, so a chunk of its own today.
    chunk('crypto-shared.js', { '/r/src/chain-badge.tsx': cryptoOnlyBytes }),
    chunk(
      'palette.js',
      { '/r/src/palette.tsx': BIG },
      { facade: '/r/src/palette.tsx', imports: ['crypto-shared.js', 'palette-shared.js'] },
    ),
    chunk('palette-shared.js', { '/r/src/kbd.tsx': BIG }),
    chunk('error-only.js', { '/r/src/error-art.tsx': BIG }),
  ];
}

describe('firstScreenChunkNames', () => {
  it('names each shared module after the pages whose first screen fetches it, and only those', () => {
    const names = firstScreenChunkNames(graph(BIG), pages, '/r');
    expect(Object.fromEntries(names)).toEqual({
      // Reached from both pages, directly or through another shared chunk.
      '/r/src/search.ts': 'first-screen~crypto~fiat',
      '/r/src/client.ts': 'first-screen~crypto~fiat',
      '/r/src/chain-badge.tsx': 'first-screen~crypto',
    });
    // Not named, so Rolldown places them as before: the entry's modules, a route's own
    // chunk, what only an error component or an on-demand chunk imports.
  });

  it('puts a small set of modules in the smallest set that includes it', () => {
    const names = firstScreenChunkNames(graph(SMALL), pages, '/r');
    expect(names.get('/r/src/chain-badge.tsx')).toBe('first-screen~crypto~fiat');
    expect(names.get('/r/src/search.ts')).toBe('first-screen~crypto~fiat');
  });

  it('keeps a small set that no other set includes', () => {
    const chunks = graph(BIG).map((built) =>
      built.fileName === 'both.js' || built.fileName === 'deep.js'
        ? { ...built, modules: { [built.moduleIds[0]!]: { renderedLength: SMALL } } }
        : built,
    );
    const names = firstScreenChunkNames(chunks, pages, '/r');
    expect(names.get('/r/src/search.ts')).toBe('first-screen~crypto~fiat');
    expect(names.get('/r/src/chain-badge.tsx')).toBe('first-screen~crypto');
  });

  it('cuts the code loaded right after a first screen like a screen of its own', () => {
    const names = firstScreenChunkNames(
      graph(BIG),
      { ...pages, 'palette-after': { routes: ['src/palette.tsx'] } },
      '/r',
    );
    expect(names.get('/r/src/chain-badge.tsx')).toBe('first-screen~crypto~palette-after');
    expect(names.get('/r/src/kbd.tsx')).toBe('first-screen~palette-after');
    expect(names.get('/r/src/search.ts')).toBe('first-screen~crypto~fiat');
  });

  it('fails the build when a screen names a file that has no chunk', () => {
    expect(() =>
      firstScreenChunkNames(graph(BIG), { ...pages, gone: { routes: ['src/renamed.tsx'] } }, '/r'),
    ).toThrow(/no chunk of src\/renamed\.tsx/);
  });
});
