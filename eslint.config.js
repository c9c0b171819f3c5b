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
 * (and itself): i18n → lib → api → model → components → features → routes → app.
 * main.tsx is the top. The model (profiles, payments: what the dashboard knows, no UI)
 * sits above api because it is built of it (a profile's ApiIdentity, the API's
 * Transaction); api never needs a profile, only the identity it is given.
 */
const LAYERS = ['i18n', 'lib', 'api', 'model', 'components', 'features', 'routes', 'app'];
const layerZones = LAYERS.slice(0, -1).map((layer, index) => ({
  target: `./src/${layer}`,
  from: LAYERS.slice(index + 1).map((higher) => `./src/${higher}`),
  message: `src/${layer} sits below ${LAYERS.slice(index + 1).join(', ')}: it must not import them.`,
}));

/**
 * The order between features, lowest first. A feature imports only features of the
 * rows before its own (never one of its row, never a later one): the parts of the
 * payments view never import the view or a page, and live-updates no UI feature.
 * README "How the code is laid out" says what each owns.
 */
const FEATURE_ORDER = [
  ['settings', 'disable-checkout'],
  ['live-updates', 'payment-filters', 'payment-summary', 'checkout-paging', 'checkouts'],
  [
    'payment-list',
    'payment-details',
    'payment-export',
    'currencies',
    'reconciliation',
    'saved-views',
  ],
  ['payments-view', 'settings-transfer', 'palette'],
  ['checkout-page', 'watchlist', 'shell'],
];
const featureZones = FEATURE_ORDER.flatMap((row, index) =>
  row.map((feature) => {
    const notBelow = FEATURE_ORDER.slice(index)
      .flat()
      .filter((other) => other !== feature);
    return {
      target: `./src/features/${feature}`,
      from: notBelow.map((other) => `./src/features/${other}`),
      message: `features/${feature} may import only the features of the rows before its own in FEATURE_ORDER (eslint.config.js).`,
    };
  }),
);

/** Test and tool folders: they drive the app from outside and never reach into it. */
const APP_INSIDE = ['./src/components', './src/routes', './src/app'];
const outsideZones = [
  {
    target: './mocks',
    from: ['./src/model', './src/features', ...APP_INSIDE],
    message: 'mocks/ serves the API: it may use src/api and src/lib, never the app.',
  },
  ...['./e2e', './bench', './scripts'].map((target) => ({
    target,
    from: APP_INSIDE,
    message: `${target.slice(2)}/ may use src/lib, src/api and the public index of a model folder or a feature only.`,
  })),
  {
    target: './src',
    from: ['./e2e', './bench', './scripts'],
    message: 'The app never imports its tests or tools.',
  },
];
/** Only the app layer loads the demo API; features, tests aside, never import mocks/. */
const mocksZone = {
  target: [
    './src/i18n',
    './src/lib',
    './src/api',
    './src/model',
    './src/components',
    './src/features',
    './src/routes',
  ],
  from: './mocks',
  message: 'Only src/app loads the demo API (app/demo-api.ts); tests may use mocks/.',
};

/** Deep imports: another feature's or model folder's files, by alias or relative path. */
const THROUGH_INDEX = [
  {
    group: ['**/features/*/*'],
    message: "Import a feature through its index: '@/features/<name>'.",
  },
  {
    group: ['**/model/*/*'],
    message: "Import the model through its index: '@/model/<name>'.",
  },
];

/**
 * The app layer and main.tsx wire the router, the query client and the model; the
 * screens are reached through the routes. (Issue 56: the app's core is no feature.)
 */
const appZone = {
  target: ['./src/app', './src/main.tsx'],
  from: './src/features',
  message: 'src/app and main.tsx import no feature: the routes bring the screens.',
};

const NEXT_PAGE_RULE = {
  selector:
    "CallExpression[callee.name='fetchNextPage'], CallExpression[callee.property.name='fetchNextPage']",
  message:
    'Ask for the next page through requestNextPage (useCheckoutPages): it joins a page already on its way.',
};

/**
 * Words a user reads come from the catalogues (src/i18n): t('area.message'). These
 * selectors find text written straight into the code where users see it: JSX text,
 * the attributes and option fields that are read or announced, document titles,
 * announcements and the errors the app shows. Text that reads as a sentence or a
 * capitalised word is flagged; ids ('payment-list.amount'), CSS values and codes are not.
 */
const WORDS = '/[A-Za-z]{2,}/';
const TEXT = '/^[A-Z][a-z]|[A-Za-z]{2,}[ ,:;][ ]?[A-Za-z]{2,}|[a-z][.!?…]$/';
const SHOWN_ATTRIBUTES =
  '/^(label|aria-label|aria-description|aria-valuetext|title|placeholder|description|alt|error|message|tooltip|nothingFoundMessage|heading|hint)$/';
const SHOWN_FIELDS =
  '/^(label|title|message|description|placeholder|ariaLabel|tooltip|heading|hint|text|summary|detail|reason)$/';
const USER_TEXT_MESSAGE = "User-visible text goes through the catalogue: t('area.message').";
const USER_TEXT_RULES = [
  `JSXText[value=${WORDS}]`,
  // Children of an element (attributes other than the shown ones, such as className, are not text).
  ...['JSXElement', 'JSXFragment'].flatMap((parent) => [
    `${parent} > JSXExpressionContainer > Literal[value=${TEXT}]`,
    `${parent} > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${TEXT}]`,
    `${parent} > JSXExpressionContainer > ConditionalExpression > Literal[value=${TEXT}]`,
    `${parent} > JSXExpressionContainer > LogicalExpression > Literal[value=${TEXT}]`,
    `${parent} > JSXExpressionContainer > ConditionalExpression > TemplateLiteral > TemplateElement[value.raw=${TEXT}]`,
  ]),
  `JSXAttribute[name.name=${SHOWN_ATTRIBUTES}] > Literal[value=${WORDS}]`,
  `JSXAttribute[name.name=${SHOWN_ATTRIBUTES}] Literal[value=${TEXT}]`,
  `JSXAttribute[name.name=${SHOWN_ATTRIBUTES}] TemplateElement[value.raw=${TEXT}]`,
  `Property[key.name=${SHOWN_FIELDS}] > Literal[value=${TEXT}]`,
  `Property[key.name=${SHOWN_FIELDS}] > TemplateLiteral > TemplateElement[value.raw=${TEXT}]`,
  `Property[key.name=${SHOWN_FIELDS}] > ConditionalExpression > Literal[value=${TEXT}]`,
  `CallExpression[callee.name=/^(announce|useDocumentTitle)$/] Literal[value=${TEXT}]`,
  `CallExpression[callee.name=/^(announce|useDocumentTitle)$/] TemplateElement[value.raw=${TEXT}]`,
  `NewExpression[callee.name=/.+Error$/] > Literal[value=${TEXT}]`,
  `NewExpression[callee.name=/.+Error$/] > TemplateLiteral > TemplateElement[value.raw=${TEXT}]`,
  `ReturnStatement > Literal[value=${TEXT}]`,
  `ReturnStatement > TemplateLiteral > TemplateElement[value.raw=${TEXT}]`,
  `ReturnStatement > ConditionalExpression > Literal[value=${TEXT}]`,
].map((selector) => ({ selector, message: USER_TEXT_MESSAGE }));

const importSettings = {
  ...importX.flatConfigs.typescript.settings,
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
};

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
    files: [
      'src/**/*.{ts,tsx}',
      'mocks/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.{ts,tsx}',
      'scripts/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...featureZones, ...outsideZones, mocksZone, appZone] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A feature or a model folder has a public index.ts. Inside it, files import each
    // other relatively; from outside (another feature, a route, the app), only its index.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/routeTree.gen.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: THROUGH_INDEX }] },
  },
  ...['features', 'model'].map((layer) => ({
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...THROUGH_INDEX,
            {
              group: ['../*'],
              message: `Leave a ${layer} folder only through '@/...': another folder's index or shared code.`,
            },
          ],
        },
      ],
    },
  })),
  {
    // One gate to the next page (issue 28): a bare fetchNextPage() cancels a page on its
    // way and asks it again.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-syntax': ['error', ...USER_TEXT_RULES, NEXT_PAGE_RULE],
    },
  },
  {
    files: ['src/features/checkout-paging/use-checkout-pages.ts'],
    rules: { 'no-restricted-syntax': ['error', ...USER_TEXT_RULES] },
  },
  {
    // Unit tests and their helpers run the app against the mock API's handlers and data.
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...featureZones, ...outsideZones, appZone] },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.{ts,tsx}', 'scripts/**/*.ts', 'mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/features/*/*', '**/src/model/*/*'],
              message:
                "Browser tests and tools use the public index of a feature or model folder ('../src/features/<name>', '../src/model/<name>') or the UI.",
            },
          ],
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
