import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The layers of src/, lowest first. A layer imports only from the layers before it
 * (and itself): lib → api → components → features → routes → app. main.tsx is the top.
 */
const LAYERS = ['lib', 'api', 'components', 'features', 'routes', 'app'];
const layerZones = LAYERS.slice(0, -1).map((layer, index) => ({
  target: `./src/${layer}`,
  from: LAYERS.slice(index + 1).map((higher) => `./src/${higher}`),
  message: `src/${layer} sits below ${LAYERS.slice(index + 1).join(', ')}: it must not import them.`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A feature is a folder with a public index.ts. Inside it, files import each other
    // relatively; from outside (another feature, a route, the app), only its index.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/routeTree.gen.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/*'],
              message: "Import another feature through its index: '@/features/<name>'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/*'],
              message: "Import another feature through its index: '@/features/<name>'.",
            },
            {
              group: ['../*'],
              message:
                "Leave a feature folder only through '@/...': another feature's index or shared code.",
            },
          ],
        },
      ],
    },
  },
  {
    // One gate to the next page (issue 28): a bare fetchNextPage() cancels a page on its
    // way and asks it again.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/transactions/use-checkout-transactions.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='fetchNextPage'], CallExpression[callee.property.name='fetchNextPage']",
          message:
            'Ask for the next page through requestNextPage (useCheckoutTransactions): it joins a page already on its way.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'mocks/server.ts', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures use `use()` and `({}, use)` by design; they are not React.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
