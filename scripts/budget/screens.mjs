// What each screen loads, walked on the chunk graphs the production builds write
// (webpack/budget-stats-plugin.mjs): nothing is built, started or timed, so the sizes are exact.
import fs from 'node:fs';
import path from 'node:path';
import { BUDGET_STATS_FILE, budgetStatsFile } from '../../webpack/budget-stats-plugin.mjs';
import { SIGN_IN_PAGE_DIR } from '../../webpack/create-sign-in-page-config.mjs';
import { SCREENS } from '../../webpack/budgets.mjs';

const statsFile = (name) =>
  name === 'host'
    ? path.join('host', BUDGET_STATS_FILE)
    : name === SIGN_IN_PAGE_DIR
      ? path.join('host', budgetStatsFile(name))
      : path.join(`remote-${name}`, BUDGET_STATS_FILE);

/** The builds' chunk graphs: { host, 'sign-in' (the host's sign-in page), citizen, vaccination, reference, admin }, from their dist-stats. */
export function readBuilds(root, names = ['host', SIGN_IN_PAGE_DIR, 'citizen', 'vaccination', 'reference', 'admin']) {
  const builds = {};
  for (const name of names) {
    const file = path.join(root, statsFile(name));
    if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: build the portal first (node scripts/build.mjs)`);
    builds[name] = JSON.parse(fs.readFileSync(file, 'utf8'));
  }
  return builds;
}

/**
 * The chunks a screen loads, as the browser would: the steps are what the user's path runs
 * ({ build, entry: true } a page or a remote's entry; { build, from, request } an import() in
 * module `from`, or from: 'container' for a remote's exposed module). Every chunk loaded brings
 * the shared modules it consumes; the host provides them (shareStrategy 'loaded-first'), or the
 * consuming build when the host has no such module.
 * Returns [{ build, chunk }] in load order.
 */
export function screenChunks(builds, steps) {
  const loaded = new Map();
  const load = (buildName, chunk) => {
    const key = `${buildName}:${chunk.id}`;
    if (loaded.has(key)) return;
    loaded.set(key, { build: buildName, chunk });
    for (const shareKey of chunk.consumes ?? []) loadShared(buildName, shareKey);
  };
  const loadShared = (consumer, shareKey) => {
    const provider = builds.host?.chunks.some((chunk) => chunk.provides?.includes(shareKey)) ? 'host' : consumer;
    for (const chunk of builds[provider].chunks) if (chunk.provides?.includes(shareKey)) load(provider, chunk);
  };
  for (const step of steps) {
    const build = builds[step.build];
    if (!build) throw new Error(`no build named ${step.build}`);
    const chunks = step.entry
      ? build.chunks.filter((chunk) => chunk.initial && chunk.files.length > 0)
      : build.chunks.filter((chunk) => chunk.imports?.some((edge) => edge.from === step.from && edge.request === step.request));
    if (chunks.length === 0)
      throw new Error(
        `${step.build}: no chunk is loaded by ${step.entry ? 'the entry' : `import('${step.request}') in ${step.from}`}: update the screen's steps`,
      );
    for (const chunk of chunks) load(step.build, chunk);
  }
  return [...loaded.values()];
}

/** What the steps load that the shell after sign-in had not loaded: an area's first screen as a user meets it, opened from the shell. */
export function onTopOfTheShell(builds, steps) {
  const key = ({ build, chunk }) => `${build}:${chunk.id}`;
  const shell = new Set(screenChunks(builds, SCREENS.shellAfterSignIn.steps).map(key));
  return screenChunks(builds, [...SCREENS.shellAfterSignIn.steps, ...steps]).filter((entry) => !shell.has(key(entry)));
}

const chunkGz = ({ chunk }) => chunk.files.reduce((sum, file) => sum + file.gz, 0);
export const totalGz = (chunks) => chunks.reduce((sum, entry) => sum + chunkGz(entry), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Checks one screen against its budget; `own`: only the given build's chunks count (a remote's
 * first route, on top of what the shell loaded). Returns null, or a message naming the heaviest
 * chunks and, in each, the module that weighs most: where to look for what grew.
 */
export function overBudget(screen, chunks, budgetKb) {
  const total = totalGz(chunks);
  if (total <= budgetKb * 1024) return null;
  const heaviest = [...chunks].sort((a, b) => chunkGz(b) - chunkGz(a)).slice(0, 5);
  const lines = heaviest.map((entry) => {
    const [module] = entry.chunk.modules;
    const files = entry.chunk.files.map((file) => file.file).join(', ');
    const shared = entry.chunk.provides?.length
      ? ` (shared ${entry.chunk.provides.slice(0, 3).join(', ')}${entry.chunk.provides.length > 3 ? ', …' : ''})`
      : '';
    return `  ${entry.build} ${files}${shared} ${kb(chunkGz(entry))}, heaviest module ${module ? `${module.name} (${kb(module.size)} before minification)` : '(none)'}`;
  });
  return `${screen}: ${kb(total)} of gzipped JavaScript, over its budget of ${budgetKb} KB. Heaviest chunks:\n${lines.join('\n')}`;
}

/**
 * A library loaded twice: the same node_modules module in chunks of two builds (a remote bundling
 * what the host shares). Within one build webpack runs a module once, whichever of its chunks
 * brings it (a few small antd helpers are copied into several provider chunks: bytes, not a second
 * instance). `allowed`: module names known to be bundled by several builds (webpack/budgets.mjs).
 */
export function loadedTwice(chunks, allowed = []) {
  const builds = new Map();
  for (const { build, chunk } of chunks) {
    for (const module of chunk.modules) {
      if (module.name.startsWith('.') || module.name.startsWith('webpack/') || / shared module /.test(module.name)) continue;
      if (allowed.some((prefix) => module.name.startsWith(prefix))) continue;
      if (!builds.has(module.name)) builds.set(module.name, new Set());
      builds.get(module.name).add(build);
    }
  }
  return [...builds].filter(([, where]) => where.size > 1).map(([name, where]) => `${name} (in ${[...where].join(' and ')})`);
}
