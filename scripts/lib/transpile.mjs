// `pnpm start`'s build of the tsc packages (shared, api): each TypeScript file turned into
// JavaScript by swc, one file at a time, without type checking or declarations (issue 28, a new
// user's first start). What runs is what tsc would emit (the packages compile with
// isolatedModules, so a file never needs another to be emitted); the checks stay with
// `pnpm typecheck`, the lint, CI and `pnpm build`, which compiles with tsc.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './packages.mjs';

/** The folders of each package that its tsconfig.build.json compiles (its "include"), and whether it writes source maps. */
function buildSettings(dir) {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'tsconfig.build.json'), 'utf8'));
  return { include: config.include, sourceMaps: config.compilerOptions?.sourceMap === true };
}

function* typescriptFiles(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* typescriptFiles(file);
    else if (/\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield file;
  }
}

/** Compiles `dir`/src into `dir`/dist (emptied first) with swc; resolves to the number of files. */
export async function transpilePackage(dir) {
  // swc is the API's dependency already (its tests run on it).
  const swc = createRequire(path.join(ROOT, 'api/package.json'))('@swc/core');
  const packageDir = path.join(ROOT, dir);
  const { include, sourceMaps } = buildSettings(dir);
  const src = path.join(packageDir, 'src');
  const dist = path.join(packageDir, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  const files = include.flatMap((folder) => [...typescriptFiles(path.join(packageDir, folder))]);
  await Promise.all(
    files.map(async (file) => {
      const target = path.join(dist, path.relative(src, file)).replace(/\.ts$/, '.js');
      const { code, map } = await swc.transformFile(file, {
        swcrc: false,
        configFile: false,
        sourceMaps,
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022', keepClassNames: true },
        module: { type: 'es6' },
        isModule: true,
      });
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const name = path.basename(target);
      fs.writeFileSync(target, map ? `${code}\n//# sourceMappingURL=${name}.map\n` : code);
      if (map) fs.writeFileSync(`${target}.map`, map);
    }),
  );
  return files.length;
}
