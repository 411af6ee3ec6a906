#!/usr/bin/env node
// Builds the workspace: shared and api with tsc, host and remotes with webpack.
// Without --all it builds only what is missing or older than its sources ("builds what is missing").
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { PACKAGES, ROOT } from './lib/packages.mjs';
import { run, pool } from './lib/run.mjs';

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

function isStale(pkg) {
  const stamp = path.join(ROOT, pkg.dir, pkg.output, STAMP);
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return pkg.inputs.some((input) => newestMtime(path.join(ROOT, pkg.dir, input)) > built);
}

async function build(pkg) {
  const started = Date.now();
  const code = await run('pnpm', ['--filter', pkg.name, 'run', 'build'], { prefix: `[${pkg.dir}] ` });
  if (code === 0) fs.writeFileSync(path.join(ROOT, pkg.dir, pkg.output, STAMP), new Date().toISOString());
  console.log(`[build] ${pkg.name} ${code === 0 ? 'built' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return code;
}

export async function buildWorkspace({ all = force, forTests = false } = {}) {
  const todo = PACKAGES.filter((p) => (forTests || !p.forTests) && (all || isStale(p)));
  if (todo.length === 0) {
    console.log('[build] everything is up to date');
    return 0;
  }
  console.log(`[build] building ${todo.map((p) => p.dir).join(', ')}`);
  const started = Date.now();
  // tsc packages first (api needs shared's dist), then the web packages two at a time.
  for (const pkg of todo.filter((p) => p.kind === 'node')) {
    if ((await build(pkg)) !== 0) return 1;
  }
  const web = todo.filter((p) => p.kind === 'web');
  const limit = Math.max(1, Math.min(2, os.availableParallelism?.() ?? 2));
  const codes = await pool(web.map((p) => () => build(p)), limit);
  console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return codes.some((c) => c !== 0) ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await buildWorkspace());
}
