import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_API_TARGET, DEV_PORTS, containerName, sharedSingletons } from './federation.mjs';
import { devRemotesConfigMiddleware } from './dev-remotes-config.mjs';
import { antdComponents, antdSharedModules } from './antd-modules.mjs';
import { BudgetStatsPlugin } from './budget-stats-plugin.mjs';
import { AreaAnnouncementPlugin } from './area-announcement-plugin.mjs';

/**
 * The webpack configuration of every frontend package (host and remotes).
 *
 * @param {object} options
 * @param {string} options.packageUrl `import.meta.url` of the package's webpack.config.mjs
 * @param {'host' | 'citizen' | 'vaccination' | 'reference' | 'admin' | 'test_host'} options.name
 * @param {string} [options.title] title of the HTML page
 * @param {boolean} [options.host] a page that loads remotes (the shell, or e2e's test host), not a remote
 * @param {string} [options.publicPath] where a host's files are served
 */
export function createConfig({ packageUrl, name, title = 'eVax', host = name === 'host', publicPath = '/' }) {
  const packageDir = path.dirname(fileURLToPath(packageUrl));
  // Build tools are dependencies of each package, not of this folder: load them from there.
  const requireFromPackage = createRequire(path.join(packageDir, 'package.json'));
  const { ModuleFederationPlugin } = requireFromPackage('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = requireFromPackage('html-webpack-plugin');
  const { DefinePlugin, NormalModuleReplacementPlugin } = requireFromPackage('webpack');
  const isHost = host;
  const antd = antdComponents(requireFromPackage);
  const reactRouter = reactRouterPackages(requireFromPackage);

  return (_env, argv) => {
    const production = argv.mode === 'production';
    // A remote's own page is a development harness; its production build is the container only.
    const withPage = isHost || !production;
    // The developer pages (the host's galleries): in development builds, and in a production build
    // only when EVAX_DEV_PAGES=1 (the end-to-end tests' build, scripts/build.mjs). Code behind
    // `process.env.EVAX_DEV_PAGES === '1'` is dropped, chunks included, from the others.
    const devPages = !production || process.env.EVAX_DEV_PAGES === '1';

    return {
      context: packageDir,
      mode: production ? 'production' : 'development',
      target: ['web', 'es2020'],
      entry: withPage ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(packageDir, 'dist'),
        // The host is served at /, a remote wherever its remoteEntry.js is found.
        publicPath: isHost ? publicPath : 'auto',
        // No [contenthash] in entry names: the federation runtime rejects it (DESIGN §7).
        filename: '[name].js',
        chunkFilename: production ? 'chunks/[name].[contenthash:8].js' : 'chunks/[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: containerName(name),
        clean: true,
      },
      devtool: production ? (process.env.EVAX_SOURCE_MAPS ? 'source-map' : false) : 'eval-cheap-module-source-map',
      performance: { hints: false },
      optimization: {
        minimizer: [swcMinimizer(requireFromPackage)],
        splitChunks: {
          cacheGroups: {
            // antd's icon base (IconBase, its context, clsx) is needed by nearly every component
            // the host provides; left to the defaults, each provider's chunk group got its own
            // copy (16 identical 2.5 KB gz files, several on one page): one chunk instead.
            antdIconBase: oneAsyncChunk('antd-icon-base', packageFiles('(?:@ant-design/icons/es/(?:components|utils|cssUtils|renderUtils)|clsx/)')),
            // What many of antd's components import (@rc-component/util, antd's _util) and the
            // contract's plain data: left to the defaults, each provider's or route's chunk group
            // got its own copy (the contract's constants three times on the shell's start, the key
            // codes three times). One chunk each instead (the shell 358.8 -> 347.1 KB gz with the
            // per-language antd locale; docs/decisions.md, "Fifth round").
            antdHelpers: oneAsyncChunk('antd-helpers', packageFiles('(?:@rc-component/util/es|antd/es/_util)/')),
            evaxContract: oneAsyncChunk('evax-contract', /[\\/]shared[\\/]src[\\/]contract[\\/]/),
          },
        },
      },
      // The declarative router's file imports `react-router`, a dependency of react-router-dom's, not of the package.
      resolve: { ...resolveOptions(), alias: { 'react-router$': reactRouter.reactRouterDir } },
      module: { rules: moduleRules(antd.components, production) },
      plugins: [
        new DefinePlugin({ 'process.env.EVAX_DEV_PAGES': JSON.stringify(devPages ? '1' : '') }),
        ...(isHost ? [oneFederationRuntimeCopy(NormalModuleReplacementPlugin)] : []),
        new ModuleFederationPlugin({
          name: containerName(name),
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: { './module': './src/module.ts' } }),
          manifest: !isHost,
          dts: false,
          shared: sharedSingletons(antdSharedModules(antd, { provideAll: isHost }), {
            hostProvides: !isHost && production,
            reactRouterVersion: reactRouter.version,
          }),
          // A shared module already registered (the host's) is kept, whatever a remote brings later.
          shareStrategy: 'loaded-first',
          // One federation runtime on the page: the host's. A remote's production entry uses it
          // instead of bundling its own (about 20 KB gz per remote); its development page, which
          // runs alone, keeps its own.
          experiments: isHost ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {},
        }),
        ...(isHost ? [] : [new AreaAnnouncementPlugin(packageDir)]),
        // The chunk graph the budget test reads (scripts/budget/), beside dist, never served.
        ...(production ? [new BudgetStatsPlugin(packageDir)] : []),
        // The page is plain text, not a compiled template: a child compilation would inherit the
        // federation plugins and build every antd component a second time.
        ...(withPage
          ? [
              name === 'host'
                ? // The shell: its scripts come from the inline gate, only when the shell is to run (issue 28).
                  new HtmlWebpackPlugin({
                    templateContent: ({ htmlWebpackPlugin }) => shellPageHtml(title, publicPath, htmlWebpackPlugin.files.js),
                    inject: false,
                    chunks: ['main'],
                    publicPath,
                  })
                : new HtmlWebpackPlugin({
                    templateContent: pageHtml(title, isHost ? publicPath : '/'),
                    chunks: ['main'],
                    publicPath: isHost ? publicPath : '/',
                  }),
              new PageDirectionScript(),
            ]
          : []),
      ],
      devServer: {
        port: DEV_PORTS[name],
        hot: true,
        historyApiFallback: true,
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: DEV_API_TARGET }],
        ...(name === 'host' ? { setupMiddlewares: devRemotesConfigMiddleware } : {}),
      },
    };
  };
}

/**
 * The host provides the federation runtime to the remotes (experiments.provideExternalRuntime)
 * through a runtime plugin that the federation plugin names by its CommonJS file; that file
 * `require`s the runtime's CommonJS build, while webpack's own federation glue imports its ES
 * build: the host's main.js carried both (runtime-core and sdk twice, about 25 KB gz). The
 * plugin's ES file instead: one copy, the same instance the host runs and the remotes get.
 */
function oneFederationRuntimeCopy(NormalModuleReplacementPlugin) {
  const pluginCommonJsFile = /([\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index)\.cjs$/;
  return new NormalModuleReplacementPlugin(pluginCommonJsFile, (data) => {
    if (data.createData?.resource === undefined) data.request = data.request.replace(pluginCommonJsFile, '$1.js');
  });
}

/** react-router-dom's version, and the folder of the react-router it re-exports (pnpm does not hoist it). */
function reactRouterPackages(requireFromPackage) {
  const domPackage = requireFromPackage.resolve('react-router-dom/package.json');
  const requireFromDom = createRequire(domPackage);
  return {
    version: requireFromPackage('react-router-dom/package.json').version,
    reactRouterDir: path.dirname(requireFromDom.resolve('react-router/package.json')),
  };
}

/** How every build finds the workspace's sources: TypeScript, and @evax/shared's sources rather than its dist. */
export function resolveOptions() {
  return {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    conditionNames: ['evax-source', '...'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  };
}

const ANTD_HELPER_PACKAGES = packageFiles('(?:@rc-component/[\\w.-]+|@ant-design/(?:cssinjs|cssinjs-utils|fast-color|colors))/es/');

/**
 * Files of installed packages whose path inside node_modules matches `pattern` (a regular
 * expression's source, `/` standing for either separator), pnpm's `.pnpm/<id>/node_modules/` included.
 */
function packageFiles(pattern) {
  return new RegExp(String.raw`[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?` + pattern.replaceAll('/', String.raw`[\\/]`));
}

/** A splitChunks group: every module `test` matches that an async chunk needs, in one chunk named `name`. */
function oneAsyncChunk(name, test) {
  return { test, name, chunks: 'async', enforce: true, priority: 20 };
}

/**
 * JavaScript minified by swc, with the minimizer webpack itself brings (minimizer-webpack-plugin),
 * instead of its default terser: the same output within 1 % (smaller), about 2.5 times faster,
 * and the build is the longest step of the tests' browser lane (docs/decisions/performance.md).
 */
function swcMinimizer(requireFromPackage) {
  const Minimizer = createRequire(requireFromPackage.resolve('webpack'))('minimizer-webpack-plugin');
  return new Minimizer({ minify: Minimizer.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } });
}

/** The loaders of every build: swc then the antd import rewrite, CSS, fonts. */
export function moduleRules(antdComponentPaths, production) {
  return [
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      // Loaders run last to first: swc, then the antd import rewrite.
      use: [
        { loader: path.join(import.meta.dirname, 'antd-imports-loader.cjs'), options: { components: antdComponentPaths } },
        { loader: 'swc-loader', options: swcOptions(production) },
      ],
    },
    // antd's own helper packages declare no `sideEffects` (antd does): importing one name from an
    // index brought the whole package (@rc-component/form's store and validator, 13.5 KB gz, with
    // any component that reads the form's context). Their ES modules only declare things.
    { test: ANTD_HELPER_PACKAGES, sideEffects: false },
    { test: /\.css$/, use: ['style-loader', 'css-loader'] },
    // Fonts bundled from npm (@fontsource): files of their own, cached by content hash.
    { test: /\.woff2?$/, type: 'asset/resource' },
  ];
}

export function pageHtml(title, publicPath) {
  const template = readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8');
  return template.replace('%TITLE%', title.replace(/[<>&"]/g, '')).replace('%PUBLIC_PATH%', publicPath);
}

/** What the shell's inline gate reads (shared's PERSISTED_STORE_KEY and SHELL_ROUTES.login; scripts/budget/shell-gate.test.mjs checks they agree). */
export const SHELL_GATE = { sessionStoreKey: 'persistedStore', signInPage: '/auth/login' };

/**
 * The shell's page: the common page, whose body ends with the gate (webpack/shell-gate.js) inline:
 * signed out at / or an /admin page it opens the light sign-in page, otherwise it adds the shell's
 * `scripts`. No script tag names them: the browser's preload scanner would fetch them anyway.
 */
export function shellPageHtml(title, publicPath, scripts) {
  const gate = readFileSync(path.join(import.meta.dirname, 'shell-gate.js'), 'utf8')
    .replace(/^(\/\*.*\*\/|\/\/.*)\n/gm, '')
    .replace('__SCRIPTS__', JSON.stringify(scripts))
    .replace('__LOGIN__', SHELL_GATE.signInPage)
    .replace('__STORE_KEY__', SHELL_GATE.sessionStoreKey);
  // At the end of the body: the shell renders into #root, which is then in the page.
  return pageHtml(title, publicPath).replace('</body>', `  <script>${gate.trim()}</script>\n  </body>`);
}

/** Emits page-direction.js beside the page, which loads it before its first paint. */
class PageDirectionScript {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageDirectionScript', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageDirectionScript', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('page-direction.js', new sources.RawSource(readFileSync(path.join(import.meta.dirname, 'page-direction.js'), 'utf8')));
      });
    });
  }
}

function swcOptions(production) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2020',
      transform: { react: { runtime: 'automatic', development: !production } },
    },
  };
}
