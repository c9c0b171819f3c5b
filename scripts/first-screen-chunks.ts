/**
 * Chunks cut along the pages' first screens.
 *
 * Left to itself, Rolldown gives every set of lazy chunks that share a module a chunk of
 * its own; with some twenty things loaded on demand (pages, drawer, palette, export...),
 * the crypto catalogue's first screen came in 25 files. Over HTTP/1.1 a browser fetches
 * 6 at a time from a host, so each extra wave costs a round trip.
 *
 * Here a first build, kept in memory, shows which shared modules each page's first screen
 * fetches (and the code a page loads right after it or at a first touch, see `LOADED_AFTER`). In the
 * real build each of those modules goes in a chunk named after the set of screens that
 * fetch it (`first-screen~crypto~fiat`): a page fetches only what it needs, in as few
 * files as the screens' overlaps allow. What none of them fetches is left to Rolldown,
 * and loads on demand as before.
 */
import { relative } from 'node:path';
import { build, type Plugin } from 'vite';
import { isScreenChunk, PAGES } from './size-budget.ts';

/** The parts of a built chunk (Rolldown's OutputChunk) the grouping reads. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  /** Each module's code as it stands in the chunk, before minifying. */
  modules: Record<string, { renderedLength: number }>;
}

/**
 * A set of screens whose shared modules come to less than this (code before minifying, about
 * 2 KB gzip) gets no file of its own: its modules join the smallest set that includes it,
 * so a few other screens fetch a few hundred bytes they do not need, in a file they fetch
 * anyway, rather than one more request for those who do.
 */
export const SMALL_SET_BYTES = 8192;

/**
 * Code a page loads once its first screen is drawn, by itself or at the first touch of a
 * control: cut like a first screen of its own, so it comes in a few files too, and what
 * needs only part of a page's modules (the chains filter needs Mantine's combobox, not
 * the crypto table) does not fetch the rest with it.
 */
export const LOADED_AFTER: Record<string, { routes: string[] }> = {
  // The payments view, loaded once the checkout's title and skeleton are painted.
  'checkout-view': { routes: ['src/routes/_connected/checkouts/-checkout-route.tsx'] },
  // The home page's recent checkouts, loaded once there are some (a return visit).
  'recent-rows': { routes: ['src/features/checkouts/recent-checkout-rows.tsx'] },
  // The catalogues' controls and lists, loaded once their titles and skeletons are painted.
  'crypto-view': { routes: ['src/features/currencies/crypto-catalogue.tsx'] },
  'fiat-view': { routes: ['src/features/currencies/fiat-catalogue.tsx'] },
  // The crypto page's chains filter, loaded when the pointer or the focus comes to it.
  'crypto-chains': { routes: ['src/features/currencies/chain-filter-select.tsx'] },
};

/**
 * For each module of a shared chunk (one that is no entry's own) that some screen
 * fetches: the name of its chunk, from the screens that fetch it, in the order of
 * `screens`. A screen is its files' chunks (`isScreenChunk`, as scripts/size-budget.ts
 * counts them) and their static imports.
 */
export function firstScreenChunkNames(
  chunks: readonly BuiltChunk[],
  screens: Readonly<Record<string, { routes: readonly string[] }>>,
  root: string,
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const screensOf = new Map<string, string[]>();
  for (const [screen, { routes }] of Object.entries(screens)) {
    const queue = chunks.filter(
      (chunk) =>
        chunk.facadeModuleId !== null &&
        isScreenChunk(relative(root, chunk.facadeModuleId), routes),
    );
    // A file renamed or no longer split: the build would silently go back to many files.
    if (!queue.length) throw new Error(`no chunk of ${routes.join(', ')} (screen "${screen}")`);
    const seen = new Set<BuiltChunk>();
    while (queue.length) {
      const chunk = queue.shift()!;
      if (seen.has(chunk) || chunk.isEntry) continue;
      seen.add(chunk);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) queue.push(imported);
      }
      // A chunk of its own (a route's, a lazy component's) keeps its modules.
      if (chunk.facadeModuleId) continue;
      for (const id of chunk.moduleIds) screensOf.set(id, [...(screensOf.get(id) ?? []), screen]);
    }
  }
  const renderedLength = new Map(
    chunks.flatMap((chunk) =>
      Object.entries(chunk.modules).map(
        ([id, { renderedLength }]) => [id, renderedLength] as const,
      ),
    ),
  );
  const sets = new Map<string, { screens: string[]; ids: string[]; bytes: number }>();
  for (const [id, names] of screensOf) {
    const key = names.join('~');
    const set = sets.get(key) ?? { screens: names, ids: [], bytes: 0 };
    set.ids.push(id);
    set.bytes += renderedLength.get(id) ?? 0;
    sets.set(key, set);
  }
  // Larger sets first, so a small set joins one that stays.
  const bySize = [...sets].sort(([, a], [, b]) => b.screens.length - a.screens.length);
  for (const [key, set] of bySize) {
    if (set.bytes >= SMALL_SET_BYTES) continue;
    const including = [...sets.values()]
      .filter(
        (other) => other !== set && set.screens.every((screen) => other.screens.includes(screen)),
      )
      .sort((a, b) => a.screens.length - b.screens.length || b.bytes - a.bytes)[0];
    if (!including) continue;
    including.ids.push(...set.ids);
    including.bytes += set.bytes;
    sets.delete(key);
  }
  return new Map(
    [...sets.values()].flatMap(({ screens, ids }) =>
      ids.map((id) => [id, ['first-screen', ...screens].join('~')] as const),
    ),
  );
}

/** Set in the first build's environment: it is cut as Rolldown likes. */
const FIRST_PASS = 'FIRST_SCREEN_CHUNKS_FIRST_PASS';

export function isFirstScreenFirstPass(): boolean {
  return process.env[FIRST_PASS] === '1';
}

/**
 * The plugin runs the first build before the real one starts; `name` is the real build's
 * `codeSplitting` group name function.
 */
export function firstScreenChunks(): {
  plugin: Plugin;
  name: (id: string) => string | null;
} {
  let names = new Map<string, string>();
  let root = process.cwd();
  let configFile: string | undefined;
  return {
    name: (id) => names.get(id) ?? null,
    plugin: {
      name: 'first-screen-chunks',
      apply: 'build',
      configResolved(config) {
        root = config.root;
        configFile = config.configFile;
      },
      async buildStart() {
        if (isFirstScreenFirstPass()) return;
        process.env[FIRST_PASS] = '1';
        try {
          const result = await build({
            configFile,
            logLevel: 'warn',
            build: { write: false, manifest: false },
          });
          const outputs = Array.isArray(result) ? result : [result];
          const chunks = outputs.flatMap((output) =>
            'output' in output
              ? output.output.flatMap((item) => (item.type === 'chunk' ? [item] : []))
              : [],
          );
          if (!chunks.length) throw new Error('the first build gave no chunks');
          names = firstScreenChunkNames(chunks, { ...PAGES, ...LOADED_AFTER }, root);
        } finally {
          delete process.env[FIRST_PASS];
        }
      },
    },
  };
}
