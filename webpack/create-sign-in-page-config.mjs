import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { antdComponents } from './antd-modules.mjs';
import { BudgetStatsPlugin, budgetStatsFile } from './budget-stats-plugin.mjs';
import { moduleRules, pageHtml, resolveOptions } from './create-config.mjs';

/** Where the sign-in page is served from: host/dist/sign-in/ (its page, index.html, and its scripts). */
export const SIGN_IN_PAGE_DIR = 'sign-in';

/**
 * The light sign-in page (docs/decisions.md, "The login page, a page of its own"): what a
 * signed-out user loads at /auth/login, a plain webpack build beside the federated shell, without
 * the federation runtime, the share scope and the router (a shared module is never tree-shaken;
 * here every library is). Once the password step succeeds it hands over to the shell by a page
 * load; the session is in local storage, where the shell reads it.
 *
 * @param {object} options
 * @param {string} options.packageUrl `import.meta.url` of the host's webpack.config.mjs
 * @param {string} options.dependsOn the shell's configuration name: it empties dist first
 */
export function createSignInPageConfig({ packageUrl, dependsOn }) {
  const packageDir = path.dirname(fileURLToPath(packageUrl));
  const requireFromPackage = createRequire(path.join(packageDir, 'package.json'));
  const HtmlWebpackPlugin = requireFromPackage('html-webpack-plugin');
  const { DefinePlugin } = requireFromPackage('webpack');
  const sharedSources = path.join(import.meta.dirname, '..', 'shared', 'src');
  const publicPath = `/${SIGN_IN_PAGE_DIR}/`;

  return {
    name: 'sign-in-page',
    dependencies: [dependsOn],
    context: packageDir,
    mode: 'production',
    target: ['web', 'es2020'],
    entry: { main: './src/sign-in-page/index.tsx' },
    output: {
      path: path.join(packageDir, 'dist', SIGN_IN_PAGE_DIR),
      publicPath,
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: 'evax_sign_in',
      clean: true,
    },
    devtool: process.env.EVAX_SOURCE_MAPS ? 'source-map' : false,
    performance: { hints: false },
    resolve: {
      ...resolveOptions(),
      // The runtime and the kit's shell entry as the page needs them (their sign-in-page.ts):
      // the same modules as the shell's, less what the page never runs.
      alias: {
        '@evax/shared/runtime$': path.join(sharedSources, 'runtime', 'sign-in-page.ts'),
        '@evax/shared/ui/shell$': path.join(sharedSources, 'ui', 'sign-in-page.ts'),
      },
    },
    module: {
      rules: [
        ...moduleRules(antdComponents(requireFromPackage).components, true),
        // The contract is constants, types and pure functions: what the page does not use of it
        // (every area's paths and permissions) is left out, whole modules included.
        { test: /[\\/]shared[\\/]src[\\/]contract[\\/]/, sideEffects: false },
      ],
      // A name the subsets above do not export fails the build instead of being undefined at run time.
      parser: { javascript: { exportsPresence: 'error' } },
    },
    plugins: [
      new DefinePlugin({ 'process.env.EVAX_DEV_PAGES': JSON.stringify('') }),
      new BudgetStatsPlugin(packageDir, budgetStatsFile(SIGN_IN_PAGE_DIR)),
      // page-direction.js is the shell's (at /), emitted by its build.
      new HtmlWebpackPlugin({ templateContent: pageHtml('eVax', '/'), chunks: ['main'], publicPath }),
    ],
  };
}
