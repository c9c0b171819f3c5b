/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath, URL } from 'node:url';
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  contentSecurityPolicy,
  contentSecurityPolicyMeta,
  devContentSecurityPolicy,
} from './scripts/csp.ts';
import { precompress } from './scripts/precompress.ts';
import { compileCatalog } from './scripts/compile-catalog.ts';
import { stripBrowserContext } from './scripts/proxy.ts';
import { firstScreenChunks, isFirstScreenFirstPass } from './scripts/first-screen-chunks.ts';
import { APP_ICONS } from './scripts/app-icons.ts';

/** The built index.html carries the policy itself, so any static host serves it. */
function cspMetaTag(): Plugin {
  return {
    name: 'csp-meta-tag',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicyMeta },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * Opens without the network (issue 54): a Workbox service worker (dist/sw.js) precaches
 * the whole build, every lazy chunk, catalogue part, worker and the demo's data included,
 * so after one visit the app and its demo open offline; any address opens index.html.
 * The API is never cached by it: its answers always come from the network (the app keeps
 * its own last-known data per profile), and /api/ and /healthz are never index.html.
 * A new version waits for the user's Reload (registerType 'prompt': no skipWaiting).
 * Registered from the bundle after the first screen (src/app/offline.ts): an
 * inline register script would break the CSP. The manifest makes the app installable.
 */
function offlineApp(): Plugin[] {
  return VitePWA({
    // The first pass of first-screen-chunks.ts only resolves the register module.
    disable: isFirstScreenFirstPass(),
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'Checkout dashboard',
      short_name: 'Checkouts',
      description: 'Merchant dashboard for the crypto payment checkout service',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // public/favicon.svg's indigo; the light theme's page background.
      theme_color: '#3b5bdb',
      background_color: '#ffffff',
      icons: APP_ICONS.map(({ file, size, fullBleed }) => ({
        src: `/icons/${file}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        ...(fullBleed ? { purpose: 'maskable' } : {}),
      })),
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      // The build manifest is for scripts/size-budget.ts, not for the browser.
      globIgnores: ['.vite/**'],
      // One file to serve with no-cache (deploy/dashboard.conf.template).
      inlineWorkboxRuntime: true,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/healthz$/],
      cleanupOutdatedCaches: true,
      // No runtimeCaching: nothing outside the build is ever answered by the worker.
    },
  });
}

/**
 * A module of the app's own in place of one a library imports: `source` is the import as
 * the library spells it, `importer` a path under node_modules where it is spelled so.
 * `buildOnly`: unit tests and the dev server keep the library's module (so the stand-ins
 * in src/app/ are held to it by their unit tests).
 */
function standIn(options: {
  name: string;
  importer: string;
  source: RegExp;
  replacement: string;
  buildOnly: boolean;
}): Plugin {
  const replacement = fileURLToPath(new URL(options.replacement, import.meta.url));
  return {
    name: options.name,
    ...(options.buildOnly ? { apply: 'build' as const } : {}),
    enforce: 'pre',
    resolveId(source, importer) {
      return importer?.includes(options.importer) && options.source.test(source)
        ? replacement
        : null;
    },
  };
}

const STAND_INS = [
  /**
   * The browser's demo API (mocks/in-page.ts) runs msw's `getResponse`; msw keeps request
   * cookies in a jar built on tough-cookie, which the mock API never uses. In the build,
   * msw's cookie store is swapped for an empty one: the demo chunk loses ~80 KB gzip.
   * Unit tests and the mock server run msw as it is.
   */
  standIn({
    name: 'msw-without-cookie-jar',
    importer: '/node_modules/msw/',
    source: /\/cookieStore(\.m?js)?$/,
    replacement: './mocks/cookie-store.ts',
    buildOnly: true,
  }),
  /**
   * Mantine's `useId` re-renders each component that uses it once more, synchronously,
   * right after mounting (it swaps React's id for a random one in a layout effect). The
   * app's build and dev server keep React's id instead.
   */
  standIn({
    name: 'mantine-use-id-without-rerender',
    importer: '/node_modules/@mantine/hooks/',
    source: /\/use-id\/use-id\.mjs$/,
    replacement: './src/app/mantine-use-id.ts',
    buildOnly: false,
  }),
  /**
   * Mantine's provider works out the theme's CSS variables as the app first renders and
   * writes them into a `<style>` tag; in the build its generator draws nothing, and the
   * stylesheet carries the same variables (src/app/theme-variables.css).
   */
  standIn({
    name: 'mantine-static-css-variables',
    importer: '/@mantine/core/esm/core/MantineProvider/',
    source: /\/MantineCssVariables\/MantineCssVariables\.mjs$/,
    replacement: './src/app/mantine-css-variables.ts',
    buildOnly: true,
  }),
  /**
   * Mantine's ScrollArea (the watchlist's activity feed scrolls in one) takes only
   * `useMergeRefs` from `@floating-ui/react`: the stand-in keeps floating-ui off the
   * pages whose first screen has a scroll area but no popover.
   */
  standIn({
    name: 'scroll-area-without-floating-ui',
    importer: '/@mantine/core/esm/components/ScrollArea/',
    source: /^@floating-ui\/react$/,
    replacement: './src/app/scroll-area-merge-refs.ts',
    buildOnly: true,
  }),
];

/**
 * The language catalogues (src/i18n/catalogs/<language>/*.json) are ICU messages; each
 * is compiled here to Lingui's ready form, so the page ships no ICU parser. The output
 * is JSON again, which Vite's JSON plugin then turns into a module.
 */
function compiledCatalogs(): Plugin {
  return {
    name: 'compiled-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/i18n\/catalogs\/[^/]+\/[^/]+\.json$/.test(id)) return null;
      return { code: JSON.stringify(compileCatalog(JSON.parse(code))), map: null };
    },
  };
}

/**
 * The format of the answers the app keeps for offline use (src/model/last-known): a hash
 * of the files that give their shape, so a release that changes one discards what an
 * earlier one kept instead of misreading it.
 */
function answerFormat(): string {
  const hash = createHash('sha256');
  for (const file of ANSWER_SHAPE_FILES) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}
const ANSWER_SHAPE_FILES = [
  'src/api/schemas.ts',
  'src/api/statuses.ts',
  'src/lib/chain.ts',
  'src/api/paging.ts',
];

// `API_PROXY_TARGET=https://api.example.com/v1 npm start` makes `/api` on the dev
// and preview servers forward to a real API that does not allow browser CORS.
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // A fresh nonce per dev server start, for the one inline script of the dev server.
  const devNonce = randomUUID().replaceAll('-', '');
  const proxyTarget = env.API_PROXY_TARGET;
  const proxy = proxyTarget
    ? {
        '/api': {
          target: proxyTarget,
          changeOrigin: true,
          rewrite: (path: string) => path.replace(/^\/api/, ''),
          configure: stripBrowserContext,
        },
      }
    : undefined;
  const firstScreen = firstScreenChunks();
  return {
    define: { __ANSWER_FORMAT__: JSON.stringify(answerFormat()) },
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders split too (the default keeps them in the entry): they pull the data
        // layer, zod schemas and big.js, which only the routes that fetch need. The
        // router loads a loader chunk in parallel with its component chunk.
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
        },
      }),
      react(),
      compiledCatalogs(),
      ...STAND_INS,
      cspMetaTag(),
      firstScreen.plugin,
      ...offlineApp(),
      // The first pass of first-screen-chunks.ts writes nothing.
      ...(isFirstScreenFirstPass() ? [] : [precompress()]),
    ],
    ...(command === 'serve' ? { html: { cspNonce: devNonce } } : {}),
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    server: {
      port: 5173,
      strictPort: false,
      proxy,
      headers: { 'Content-Security-Policy': devContentSecurityPolicy(devNonce) },
    },
    preview: {
      port: 4173,
      proxy,
      headers: { 'Content-Security-Policy': contentSecurityPolicy },
    },
    // The manifest (dist/.vite/manifest.json) tells scripts/size-budget.ts what each
    // page's first screen fetches.
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      rolldownOptions: {
        output: {
          // Everything the entry imports statically goes in one file. Left alone, Rolldown
          // cut it into 18 files (every module the entry shares with a lazy chunk became a
          // chunk of its own), and over HTTP/1.1 a browser fetches 6 at a time.
          codeSplitting: {
            groups: [
              { name: 'index', tags: ['$initial'] },
              ...(isFirstScreenFirstPass()
                ? []
                : [{ name: firstScreen.name, includeDependenciesRecursively: false }]),
            ],
          },
        },
      },
    },
    test: {
      include: [
        'src/**/*.test.{ts,tsx}',
        'mocks/**/*.test.ts',
        'scripts/**/*.test.ts',
        'bench/**/*.test.ts',
      ],
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      pool: 'threads',
      testTimeout: 15_000,
    },
  };
});
