const path = require('node:path');

/**
 * The jest configuration of every frontend package: jsdom, @swc/jest, @evax/shared from source.
 * A package's jest.config.cjs is `module.exports = require('../shared/jest/create-jest-config.cjs')(__dirname);`
 */
module.exports = function createJestConfig(packageDir) {
  return {
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    testEnvironmentOptions: { customExportConditions: ['evax-source', 'browser', 'require', 'default'] },
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    // Shared sources use NodeNext-style `.js` suffixes on relative imports.
    moduleNameMapper: {
      // One copy of @evax/shared for every package (and for shared's own self-references).
      '^@evax/shared/(contract|validation|runtime|ui)$': path.join(__dirname, '../src/$1/index.ts'),
      '^@evax/shared/ui/shell$': path.join(__dirname, '../src/ui/shell.ts'),
      '^@evax/shared/ui/login-form$': path.join(__dirname, '../src/ui/LoginForm.tsx'),
      '^@evax/shared/ui/translations$': path.join(__dirname, '../src/ui/i18n/index.ts'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.css$': require.resolve('./style-stub.cjs'),
      // @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors.
      '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
      // The pages load antd's ES locales (shared/src/ui/antd-locale.ts); jest runs CommonJS.
      '^antd/es/locale/(.*)$': 'antd/lib/locale/$1',
    },
    setupFiles: [path.join(__dirname, 'polyfills.ts')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
    clearMocks: true,
    restoreMocks: true,
    // antd under jsdom is slow, slower still on a busy 2-core machine: a render-heavy test can
    // pass 5 s without anything being wrong. Real hangs still fail, later.
    testTimeout: 60_000,
  };
};
