#!/usr/bin/env node
// Builds the workspace: shared and api with tsc, host and remotes with webpack.
// Without --all it builds only what is missing or older than its sources ("builds what is missing").
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { PACKAGES, ROOT } from './lib/packages.mjs';
import { run, pool } from './lib/run.mjs';
import { transpilePackage } from './lib/transpile.mjs';

const force = process.argv.includes('--all');

function newestMtime(p) {
  // Skips what builds write (dist, node_modules) and hidden files.
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

const STAMP = '.build-stamp';
// A tsc package transpiled for `pnpm start` (no type check, no declarations) says so in its stamp:
// a checked build (`pnpm build`, the tests') counts it stale and compiles it with tsc.
const TRANSPILED = ' transpiled';
// A package with `devPages` is built with or without the developer pages (EVAX_DEV_PAGES, see
// webpack/create-config.mjs); its stamp says which, and a build of the other kind is stale.
const DEV_PAGES = ' dev-pages';

function isStale(pkg, devPages, transpile) {
  const stamp = path.join(ROOT, pkg.dir, pkg.output, STAMP);
  if (!fs.existsSync(stamp)) return true;
  const stamped = fs.readFileSync(stamp, 'utf8');
  if (pkg.devPages && stamped.endsWith(DEV_PAGES) !== devPages) return true;
  if (pkg.kind === 'node' && !transpile && stamped.endsWith(TRANSPILED)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return pkg.inputs.some((input) => newestMtime(path.join(ROOT, pkg.dir, input)) > built);
}

/** A tsc package's JavaScript by swc, and the files its build script copies beside it; resolves to an exit code. */
async function transpile(pkg) {
  try {
    await transpilePackage(pkg.dir);
  } catch (error) {
    console.error(`[${pkg.dir}] ${error.message}`);
    return 1;
  }
  return pkg.assets ? run(process.execPath, [pkg.assets], { cwd: path.join(ROOT, pkg.dir), prefix: `[${pkg.dir}] ` }) : 0;
}

async function build(pkg, devPages, transpiled = false) {
  const started = Date.now();
  const env = { ...process.env, EVAX_DEV_PAGES: devPages ? '1' : '' };
  const code = transpiled ? await transpile(pkg) : await run('pnpm', ['--filter', pkg.name, 'run', 'build'], { prefix: `[${pkg.dir}] `, env });
  const stamp = new Date().toISOString() + (pkg.devPages && devPages ? DEV_PAGES : '') + (transpiled ? TRANSPILED : '');
  if (code === 0) fs.writeFileSync(path.join(ROOT, pkg.dir, pkg.output, STAMP), stamp);
  console.log(`[build] ${pkg.name} ${code === 0 ? (transpiled ? 'transpiled' : 'built') : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return code;
}

/**
 * `serverOnly`: shared and the API alone (the national benchmark serves no page).
 * `forTests`: also what only the tests need, and the developer pages, which the end-to-end suite
 * visits (its server, scripts/start.mjs, is started with EVAX_DEV_PAGES=1 to keep them).
 * `transpile`: the tsc packages by swc, unchecked (`pnpm start`: scripts/lib/transpile.mjs).
 */
export async function buildWorkspace({
  all = force,
  forTests = false,
  devPages = forTests || process.env.EVAX_DEV_PAGES === '1',
  serverOnly = false,
  transpile = false,
} = {}) {
  const todo = PACKAGES.filter((p) => (forTests || !p.forTests) && (!serverOnly || p.kind === 'node') && (all || isStale(p, devPages, transpile)));
  if (todo.length === 0) {
    console.log('[build] everything is up to date');
    return 0;
  }
  console.log(`[build] building ${todo.map((p) => p.dir).join(', ')}`);
  const started = Date.now();
  // tsc packages first (api needs shared's dist), then the web packages two at a time.
  for (const pkg of todo.filter((p) => p.kind === 'node')) {
    if ((await build(pkg, devPages, transpile)) !== 0) return 1;
  }
  const web = todo.filter((p) => p.kind === 'web');
  const limit = Math.max(1, Math.min(2, os.availableParallelism?.() ?? 2));
  const codes = await pool(
    web.map((p) => () => build(p, devPages)),
    limit,
  );
  console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return codes.some((c) => c !== 0) ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await buildWorkspace());
}
