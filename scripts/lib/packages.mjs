// The workspace's buildable packages, in build order, and where their sources live.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const REMOTES = ['citizen', 'vaccination', 'reference', 'admin'];

/**
 * kind 'node' is compiled by tsc (or transpiled by swc for `pnpm start`); kind 'web' by webpack. `inputs` decide whether the output is stale;
 * `devPages`: built with or without the developer pages (scripts/build.mjs).
 */
export const PACKAGES = [
  { name: '@evax/shared', dir: 'shared', kind: 'node', inputs: ['src/contract', 'src/validation', 'package.json', 'tsconfig.build.json'], output: 'dist' },
  {
    name: '@evax/api',
    dir: 'api',
    kind: 'node',
    inputs: ['src', 'package.json', 'tsconfig.build.json'],
    output: 'dist',
    after: ['@evax/shared'],
    // What its build script runs after tsc, run after a transpile too (scripts/lib/transpile.mjs).
    assets: 'scripts/copy-assets.mjs',
  },
  {
    name: '@evax/host',
    dir: 'host',
    kind: 'web',
    inputs: ['src', 'public', 'package.json', 'webpack.config.mjs', '../webpack', '../shared/src'],
    output: 'dist',
    devPages: true,
  },
  ...REMOTES.map((r) => ({
    name: `@evax/remote-${r}`,
    dir: `remote-${r}`,
    kind: 'web',
    inputs: ['src', 'public', 'package.json', 'webpack.config.mjs', '../webpack', '../shared/src'],
    output: 'dist',
  })),
  // Built only for the end-to-end tests: a page that embeds one remote alone.
  {
    name: '@evax/e2e',
    dir: 'e2e',
    kind: 'web',
    inputs: ['test-host', 'package.json', '../webpack', '../shared/src'],
    output: 'test-host/dist',
    forTests: true,
  },
];
