import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where the skewed copies live while the tests run (gitignored, removed afterwards). */
export const SKEW_ROOT = path.join(ROOT, '.skew');

const PACKAGES = ['shared', 'host', 'remote-citizen', 'remote-vaccination', 'remote-reference', 'remote-admin'] as const;
export type PackageDir = (typeof PACKAGES)[number];

/** What a copy leaves out: build outputs, tests, and the federation plugin's scratch folder. */
const NOT_COPIED = new Set(['dist', 'dist-stats', 'test', '.build-stamp', 'node_modules/.federation', 'node_modules/.cache']);

/**
 * A folder laid out as the repository, one level down: the packages in `copied` are copies (to be
 * edited), every other package, the root node_modules and webpack/ are links to the repository's.
 * A copy keeps pnpm's relative links (host/node_modules/react -> ../../node_modules/.pnpm/...),
 * which land on this folder's node_modules link, and its @evax/shared link names this folder's
 * shared: the copy or the original. Served as EVAX_WEB_ROOT, it is a portal with the copies' builds.
 */
export function makeWorkspace(dir: string, copied: readonly PackageDir[]): string {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const linked of ['node_modules', 'webpack', ...PACKAGES.filter((pkg) => !copied.includes(pkg))]) {
    fs.symlinkSync(path.join(ROOT, linked), path.join(dir, linked));
  }
  for (const pkg of copied) {
    const from = path.join(ROOT, pkg);
    fs.cpSync(from, path.join(dir, pkg), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !NOT_COPIED.has(path.relative(from, source)),
    });
  }
  return dir;
}

/** Replaces the one occurrence of `anchor` in a copied file; throws if it is missing or not unique. */
export function editOnce(file: string, anchor: string, replacement: string): void {
  const text = fs.readFileSync(file, 'utf8');
  const count = text.split(anchor).length - 1;
  if (count !== 1) throw new Error(`${file}: expected the text ${JSON.stringify(anchor)} once, found it ${count} times`);
  fs.writeFileSync(
    file,
    text.replace(anchor, () => replacement),
  );
}

/**
 * Minifying is two thirds to three quarters of a build's time (measured: the host 64 → 16 s of
 * CPU, the citizen remote 52 → 17 s) and changes nothing the skew tests look at: chunks, manifest, share scope and
 * the contract literal are the same. Today's builds, which the tests also run, stay minified.
 * EVAX_SKEW_MINIFY=1 minifies the copies too, as `pnpm build` does.
 */
const MINIFY = process.env.EVAX_SKEW_MINIFY === '1';

const running = new Set<ChildProcess>();
/** A nice value: the builds take the CPU time nothing else wants. */
const BUILD_PRIORITY = 10;

/** Stops the builds still running (one failed, or the tests gave up waiting). */
export function stopBuilds(): void {
  for (const build of running) build.kill('SIGTERM');
}

/** Builds a copied package as its `build` script does (webpack, production mode; minified if MINIFY); resolves to the time taken, in ms. */
export function buildWithWebpack(packageDir: string): Promise<number> {
  const started = Date.now();
  const cli = path.join(packageDir, 'node_modules/webpack-cli/bin/cli.js');
  const build = spawn(process.execPath, [cli, '--mode', 'production', ...(MINIFY ? [] : ['--no-optimization-minimize'])], {
    cwd: packageDir,
    env: { ...process.env, NODE_ENV: 'production', EVAX_DEV_PAGES: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Below the portals and the browser: in the suite, the other worker's journeys keep their pace.
  if (build.pid !== undefined) os.setPriority(build.pid, BUILD_PRIORITY);
  running.add(build);
  build.on('exit', () => running.delete(build));
  let output = '';
  build.stdout.on('data', (chunk) => (output += chunk));
  build.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    build.on('error', reject);
    build.on('close', (code) => {
      if (code === 0) resolve(Date.now() - started);
      else reject(new Error(`webpack failed in ${packageDir} (exit ${code}):\n${output.slice(-4000)}`));
    });
  });
}

export function removeSkewRoot(): void {
  fs.rmSync(SKEW_ROOT, { recursive: true, force: true });
}
