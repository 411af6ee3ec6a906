#!/usr/bin/env node
// `pnpm test`: every test of the project, in two lanes run side by side (2 cores: jest runs one
// worker, so the other core builds and drives the browser):
//   browser: the build, the browser budgets read on what it built (and their own test), then the
//     Playwright suite in Chromium, the longest stage, started first;
//   checks and jest: type check, lint (Prettier's check, ESLint with the boundary rules, and the
//     tests that prove those rules), then the API integration tests (PGlite, and PostgreSQL too when
//     DATABASE_URL is set) and the unit and component tests per package; the browser lane takes the
//     jest stages left when it is done.
// Each stage prints its own time; ends with one summary line. EVAX_TEST_SERIAL=1 runs the lanes one
// after the other.
// Two Node versions without doubling the time: when Node 24 is installed (.ci/node24), the unit
// and component stages run on it, and the API suite runs twice with one database each: PGlite on
// the machine's Node, PostgreSQL on Node 24 (the browser lane's server stays on the machine's).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib/packages.mjs';
import { run } from './lib/run.mjs';
import { buildWorkspace } from './build.mjs';
import { node24 } from './lib/node24.mjs';

// Longest first, so the last stage to start is a short one.
const JEST_PACKAGES = ['remote-citizen', 'api', 'remote-reference', 'shared', 'remote-vaccination', 'host', 'remote-admin'];
const only = process.argv.slice(2); // e.g. `pnpm test jest e2e` runs those stages only
const wants = (stage) => only.length === 0 || only.includes(stage);

const results = []; // { stage, passed, failed, skipped, ok }
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evax-test-'));

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Records a stage's counts, its time (from `since`, when the stage began) and the names of what failed or was flaky. */
function record(stage, counts, ok, since, failures = []) {
  const took = Date.now() - since;
  results.push({ stage, ...counts, ok, took, failures });
  const line = `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
  console.log(`\n[test] ${stage}: ${ok ? 'ok' : 'FAILED'} (${line}) in ${seconds(took)}\n`);
}

async function typecheck() {
  const since = Date.now();
  const code = await run('pnpm', ['-r', '--workspace-concurrency=2', 'run', 'typecheck'], { prefix: '[typecheck] ' });
  record('typecheck', { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 }, code === 0, since);
}

/** Prettier's check of the code's layout, ESLint on the whole tree (cached in node_modules/.cache/eslint), then the boundary rules' own tests. */
async function lint() {
  const since = Date.now();
  const prettierCode = await run('pnpm', ['run', '--silent', 'format:check'], { prefix: '[lint] ' });
  if (prettierCode !== 0) console.log("[lint] the layout differs from Prettier's: `pnpm format` rewrites it");
  const eslintCode = await run('pnpm', ['run', '--silent', 'lint'], { prefix: '[lint] ' });
  const tap = path.join(reportDir, 'lint-rules.tap');
  const testsCode = await run(
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      'scripts/lint/boundaries.test.mjs',
    ],
    { prefix: '[lint] ' },
  );
  const report = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
  const count = (name) => Number(report.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  const ruleTestsFailed = count('fail') + count('cancelled') || (testsCode === 0 ? 0 : 1);
  const tools = [prettierCode, eslintCode];
  const toolsPassed = tools.filter((code) => code === 0).length;
  const counts = { passed: toolsPassed + count('pass'), failed: tools.length - toolsPassed + ruleTestsFailed, skipped: count('skipped') + count('todo') };
  record('lint', counts, prettierCode === 0 && eslintCode === 0 && testsCode === 0 && count('pass') > 0, since);
}

/** Node's test runner on `files`, counted from its TAP report. */
async function nodeTests(stage, files) {
  const since = Date.now();
  const tap = path.join(reportDir, `${stage}.tap`);
  const code = await run(
    process.execPath,
    ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...files],
    { prefix: `[${stage}] ` },
  );
  const report = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
  const count = (name) => Number(report.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  const failed = count('fail') + count('cancelled') || (code === 0 ? 0 : 1);
  record(stage, { passed: count('pass'), failed, skipped: count('skipped') + count('todo') }, code === 0 && count('pass') > 0, since);
}

/**
 * The browser's budgets, read on the built portal's chunk graphs (builds nothing), the check's own
 * test, and the shared router's names (scripts/budget/*.test.mjs, every one of them).
 */
const budget = () =>
  nodeTests(
    'budget',
    fs
      .readdirSync(path.join(ROOT, 'scripts/budget'))
      .filter((name) => name.endsWith('.test.mjs'))
      .sort()
      .map((name) => `scripts/budget/${name}`),
  );

/**
 * One jest run of a package: on `node` (default the machine's), with `env` added; its stage is
 * named by the package, the Node major and the backends when they are not the default.
 */
async function jest({ dir, node = null, env = {}, label = dir }) {
  const since = Date.now();
  const out = path.join(reportDir, `jest-${label.replace(/\W+/g, '-')}.json`);
  const jestBin = createRequire(path.join(ROOT, dir, 'package.json')).resolve('jest/bin/jest');
  const command = node ? [node, [jestBin]] : ['pnpm', ['exec', 'jest']];
  const code = await run(command[0], [...command[1], '--ci', '--json', `--outputFile=${out}`], {
    cwd: path.join(ROOT, dir),
    prefix: `[${label}] `,
    env: { ...process.env, ...env, ...(node ? { PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` } : {}) },
  });
  let counts = { passed: 0, failed: code === 0 ? 0 : 1, skipped: 0 };
  let failures = [];
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    counts = {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
    if (code !== 0 && counts.failed === 0) counts.failed = 1;
    failures = jestFailures(report);
  }
  record(`jest ${label}`, counts, code === 0 && counts.passed > 0, since, failures);
}

/** `file › test` of each failed test in a jest JSON report (a file that could not run counts as one). */
function jestFailures(report) {
  return report.testResults.flatMap((file) => {
    const name = path.relative(ROOT, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${name} › ${test.fullName}`);
    return failed.length === 0 && file.status === 'failed' ? [`${name} (did not run: ${file.message.split('\n').find(Boolean) ?? 'error'})`] : failed;
  });
}

/** `file › title` of each journey that failed (or passed only on its retry: flaky) in Playwright's JSON report. */
function playwrightFailures(report) {
  const names = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected' || test.status === 'flaky')
          names.push(`${test.status === 'flaky' ? 'flaky: ' : ''}${spec.file} › ${[...titles, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return names;
}

/** The jest stages, longest first: see the header for what runs on which Node. */
function jestStages() {
  const newer = node24();
  if (!newer) return JEST_PACKAGES.map((dir) => ({ dir }));
  const major = (version) => version.replace(/^v(\d+).*/, 'Node $1');
  const machine = major(process.version);
  const on24 = (dir) => ({ dir, node: newer, label: `${dir} (Node 24)` });
  return JEST_PACKAGES.flatMap((dir) => {
    if (dir !== 'api') return [on24(dir)];
    if (!process.env.DATABASE_URL)
      return [
        { dir, label: `api (${machine}, PGlite)` },
        { ...on24(dir), label: 'api (Node 24, PGlite)' },
      ];
    return [
      { dir, env: { EVAX_TEST_BACKENDS: 'pglite' }, label: `api (${machine}, PGlite)` },
      { ...on24(dir), env: { EVAX_TEST_BACKENDS: 'postgres' }, label: 'api (Node 24, PostgreSQL)' },
    ];
  });
}

async function e2e() {
  let since = Date.now();
  const buildCode = await buildWorkspace({ forTests: true });
  if (buildCode !== 0) {
    record('build', { passed: 0, failed: 1, skipped: 0 }, false, since);
    return;
  }
  console.log(`\n[test] build: ok in ${seconds(Date.now() - since)}\n`);
  results.push({ stage: 'build', passed: 0, failed: 0, skipped: 0, ok: true, took: Date.now() - since, failures: [] });
  if (wants('budget')) await budget();
  since = Date.now();
  const out = path.join(reportDir, 'playwright.json');
  // One retry: a journey that fails once and passes again is reported as flaky (below), not
  // hidden; one that fails twice fails the stage. The jest lane shares the 2 cores meanwhile.
  const code = await run('pnpm', ['exec', 'playwright', 'test', '--retries=1'], {
    cwd: path.join(ROOT, 'e2e'),
    prefix: '[e2e] ',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  let counts = { passed: 0, failed: code === 0 ? 0 : 1, skipped: 0 };
  let failures = [];
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    const { stats } = report;
    failures = playwrightFailures(report);
    counts = { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
    if (stats.flaky > 0) console.log(`\n[test] e2e: ${stats.flaky} flaky (failed once, passed on the retry): see the [e2e] lines above\n`);
    if (code !== 0 && counts.failed === 0) counts.failed = 1;
  }
  record('e2e (Playwright, Chromium)', counts, code === 0 && counts.passed > 0, since, failures);
}

// The jest stages are one queue: the jest lane takes them in order, and the other lane takes
// what is left once the browser suite is done, so neither lane waits on the other at the end.
const jestQueue = wants('jest') ? jestStages() : [];

async function jestLane() {
  for (let stage = jestQueue.shift(); stage; stage = jestQueue.shift()) await jest(stage);
}

/** The type check and lint, then the jest queue. */
async function checksAndJest() {
  if (wants('typecheck')) await typecheck();
  if (wants('lint')) await lint();
  await jestLane();
}

/** The build and the browser suite (the longest stage), then what is left of the jest queue. */
async function browserThenJest() {
  if (wants('e2e')) await e2e();
  // Alone (`pnpm test budget`): on what was built last.
  else if (wants('budget')) await budget();
  await jestLane();
}

const started = Date.now();
if (process.env.EVAX_TEST_SERIAL === '1') {
  await checksAndJest();
  await browserThenJest();
} else {
  await Promise.all([browserThenJest(), checksAndJest()]);
}

const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
const allOk = results.length > 0 && results.every((r) => r.ok);
console.log('\n[test] summary');
for (const r of results)
  console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.stage}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped (${seconds(r.took)})`);
console.log(`  in ${seconds(Date.now() - started)}`);
const failures = results.flatMap((r) => r.failures.map((name) => `  ${r.stage}: ${name}`));
if (failures.length > 0) console.log(`[test] what failed (or was flaky):\n${failures.join('\n')}`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(allOk ? 0 : 1);
