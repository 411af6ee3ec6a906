/**
 * Jest runs the TypeScript sources through @swc/jest as CommonJS.
 * - `evax-source` makes `@evax/shared/*` resolve to shared's TypeScript source.
 * - kysely, jose, content-disposition (@fastify/static) and cookie (light-my-request) ship ES modules only, and
 *   PGlite's CommonJS build uses dynamic import(): they are transformed too.
 * - Relative imports keep their NodeNext `.js` extension in the source; the mapper strips it.
 */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['evax-source', 'node', 'require', 'default'] },
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(ts|js|cjs|mjs)$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(kysely|jose|@electric-sql/pglite|content-disposition|cookie|typebox)/)'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 60000,
  // Template databases, made once per run (test/support/templates.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};
