import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Where a package's build writes its chunk graph for the budget test (beside dist, never served). */
export const BUDGET_STATS_FILE = 'dist-stats/budget-stats.json';

/** The chunk graph's file of a second page built by the same package (the host's sign-in page). */
export const budgetStatsFile = (page) => `dist-stats/budget-stats.${page}.json`;

/**
 * Writes, after a production build, the chunk graph the budget test reads (scripts/budget/):
 * every chunk with its files' gzipped sizes, its biggest modules (concatenated ones as their
 * parts, sizes before minification) and what loads it (its origins: the module holding the
 * import(), or the shared module whose consumer needs it). The test then walks what a screen
 * loads, without building or starting anything.
 */
export class BudgetStatsPlugin {
  constructor(packageDir, file = BUDGET_STATS_FILE) {
    this.file = path.join(packageDir, file);
  }

  apply(compiler) {
    compiler.hooks.done.tap('BudgetStatsPlugin', ({ compilation }) => {
      const { chunkGraph, requestShortener } = compilation;
      const name = (module) => shortName(module.readableIdentifier(requestShortener));
      // The emitted files: their sources are released once written.
      const gz = (file) => {
        const written = path.join(compilation.outputOptions.path, file);
        return fs.existsSync(written) ? zlib.gzipSync(fs.readFileSync(written), { level: 9 }).length : 0;
      };
      const chunks = [...compilation.chunks].map((chunk) => {
        const modules = chunkGraph.getChunkModules(chunk);
        const origins = [...chunk.groupsIterable].flatMap((group) => group.origins.filter((origin) => origin.module));
        return {
          id: chunk.id,
          name: chunk.name ?? null,
          initial: chunk.canBeInitial(),
          files: [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => ({ file, gz: gz(file) })),
          modules: modules
            .flatMap((module) => (module.modules ? [...module.modules] : [module]))
            .map((module) => ({ name: name(module), size: Math.round(module.size()) }))
            .sort((a, b) => b.size - a.size)
            // The heaviest, and every module of 1 KB or more (what "loaded twice" compares).
            .filter((module, index) => index < 30 || module.size >= 1024),
          // The shared modules this chunk needs before it runs (the runtime fetches their providers first).
          consumes: modules.filter((module) => module.type === 'consume-shared-module').map((module) => module.options.shareKey),
          // Loaded when a consumer asks the share scope for this key, this build being its provider.
          provides: origins.filter((origin) => origin.module.type === 'provide-module').map((origin) => origin.module._name),
          // Loaded by an import() of a module of this build, or as an exposed module of the container.
          imports: origins
            .filter((origin) => origin.module.type !== 'provide-module' && origin.module.type !== 'consume-shared-module')
            .map((origin) => ({
              from: origin.module.constructor.name === 'ContainerEntryModule' ? 'container' : name(origin.module),
              request: origin.request ?? '',
            })),
        };
      });
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, JSON.stringify({ container: compilation.outputOptions.uniqueName, chunks }));
    });
  }
}

/** '../node_modules/.pnpm/antd@6.6.8/node_modules/antd/es/table/index.js' → 'antd/es/table/index.js' */
function shortName(identifier) {
  return identifier.replace(/(?:\.\.\/)*node_modules\/\.pnpm\/[^/]+\/node_modules\//g, '').replace(/ \+ \d+ modules$/, '');
}
