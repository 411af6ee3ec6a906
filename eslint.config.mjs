// ESLint for the whole workspace: `pnpm lint`, and the `lint` stage of `pnpm test`.
// A small rule set: ESLint's and typescript-eslint's recommended rules (no type-aware rules: the
// type check is tsc's job), the two classic React hook rules, and the boundaries between packages
// and the entities inside a remote (scripts/lint/boundaries.mjs; each is proven by
// scripts/lint/boundaries.test.mjs), and the API's layers
// (scripts/lint/api-layers.mjs, proven by scripts/lint/api-layers.test.mjs).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import evax from './scripts/lint/boundaries.mjs';
import evaxApi from './scripts/lint/api-layers.mjs';

const REMOTES = ['remote-citizen', 'remote-vaccination', 'remote-reference', 'remote-admin'];
const FRONTENDS = ['host', ...REMOTES];
const CODE = '**/*.{ts,tsx,js,mjs,cjs}';

/** Workspace packages other than @evax/shared, by name. */
const OTHER_PACKAGES = (why) => ({ pattern: '^@evax/(?!shared(/|$))', message: why });
const BROWSER_CODE = [
  {
    pattern: '^@evax/shared/(runtime|ui)(/|$)',
    message: 'the API and the contract use only @evax/shared/contract and @evax/shared/validation, never the browser singletons or components',
  },
  {
    pattern: '^(react|react-dom|react-i18next|react-router-dom|antd|formik|zustand)(/|$)|^@ant-design/',
    message: 'browser code: the API and the contract never import React, antd or their companions',
  },
];
/** Test and configuration files may reach the shared jest helpers and the webpack config by path. */
const TOOLING = ['shared/jest', 'webpack'];

/** The app's assembly: files that put the pages together. Nothing else in the package imports them. */
const ASSEMBLY = {
  host: {
    files: ['host/src/bootstrap.tsx', 'host/src/index.ts', 'host/src/app/**'],
    targets: '^host/src/(bootstrap|index|app/(App|AppRoutes|shell-module|[\\w-]+-routes))$',
  },
  ...Object.fromEntries(
    REMOTES.map((remote) => [remote, { files: [`${remote}/src/{module,bootstrap,index}.{ts,tsx}`], targets: `^${remote}/src/(module|bootstrap|index)$` }]),
  ),
};
const ASSEMBLY_MESSAGE = "the app's assembly (a remote's module.ts, the host's routes) imports the pages, never the other way round";

/** The boundaries of one package: its source files, then its tests and configuration. */
function boundaries(pkg, forbid) {
  const assembly = ASSEMBLY[pkg];
  return [
    {
      files: [`${pkg}/src/${CODE}`],
      ignores: assembly?.files ?? [],
      rules: { 'evax/boundaries': ['error', { forbid, targets: assembly ? [{ pattern: assembly.targets, message: ASSEMBLY_MESSAGE }] : [] }] },
    },
    ...(assembly ? [{ files: assembly.files, rules: { 'evax/boundaries': ['error', { forbid }] } }] : []),
    {
      files: [CODE].map((glob) => `${pkg}/${glob}`),
      ignores: [`${pkg}/src/**`],
      rules: { 'evax/boundaries': ['error', { forbid, outside: TOOLING }] },
    },
  ];
}

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/.data/', '**/coverage/', '**/test-results/', '**/playwright-report/', 'tmp/', '.skew/'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // `_name`: a parameter or value kept for its place (a callback's signature, a destructured omission).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  { languageOptions: { globals: { ...globals.node } } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['**/test/**'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: [...FRONTENDS, 'shared'].map((pkg) => `${pkg}/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },

  {
    // Journeys run under the portal's Content-Security-Policy guard (e2e/tests/fixtures.ts).
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "import { test } from './fixtures': it fails a page that breaks the CSP" }] },
      ],
    },
  },

  // Boundaries (docs/decisions.md, "Lint and boundaries").
  { plugins: { evax } },
  ...REMOTES.flatMap((remote) => boundaries(remote, [OTHER_PACKAGES('a remote imports only @evax/shared: never the host or another remote')])),
  ...boundaries('host', [OTHER_PACKAGES('the host loads the remotes at runtime (module federation), never by import')]),
  ...boundaries('shared', [OTHER_PACKAGES('@evax/shared never imports the host, a remote or the API')]),
  {
    files: [`shared/src/{contract,validation}/${CODE}`],
    rules: {
      'evax/boundaries': [
        'error',
        {
          forbid: [OTHER_PACKAGES('@evax/shared never imports the host, a remote or the API'), ...BROWSER_CODE],
          targets: [
            {
              pattern: '^shared/src/(runtime|ui)(/|$)',
              message: 'the contract and the validation are what the API imports: they never import the browser singletons or components',
            },
          ],
        },
      ],
    },
  },
  ...boundaries('api', [OTHER_PACKAGES('the API imports only @evax/shared/contract and @evax/shared/validation'), ...BROWSER_CODE]),
  // Inside a remote, an entity (src/<entity>/) imports only itself, common/ and the route table; the
  // area's texts (src/i18n/) put the entities' texts together (docs/decisions/frontend.md, issue 29).
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/${CODE}`],
    rules: { 'evax/entities': ['error', { src: `${remote}/src`, shared: ['common', 'route-paths'], assembly: ['i18n'] }] },
  })),

  // The API's layers (docs/decisions/api.md, "The house, second pass"): a module uses another only
  // through its door (index.ts), and SQL lives in *queries.ts.
  { plugins: { 'evax-api': evaxApi } },
  {
    files: [`api/src/modules/${CODE}`],
    rules: { 'evax-api/module-door': ['error', { modules: 'api/src/modules' }] },
  },
  {
    files: [`api/src/modules/${CODE}`],
    ignores: ['api/src/modules/**/*queries.ts'],
    rules: { 'evax-api/queries-only': 'error' },
  },
);
