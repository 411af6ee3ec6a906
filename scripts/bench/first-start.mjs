// `pnpm bench --first-start` (and the end of `pnpm bench`): a new user's first start, as the
// README says it (issue 28, point 5): the committed HEAD cloned into a new folder, `pnpm install`
// (the package store warm, as on this machine), `pnpm start` on an empty data folder, until the
// login page answers. Printed split into install, each package's build and the first serve
// (the server's migrations and seed until /auth/login answers). Figures, never judged.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from '../lib/packages.mjs';

const PORT = Number(process.env.EVAX_BENCH_FIRST_START_PORT ?? 8296);
const LOGIN_PAGE = `http://127.0.0.1:${PORT}/auth/login`;
const GOAL_S = 180;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a command to its end; rejects on a non-zero exit, with the end of its output. */
function runToEnd(cmd, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: exit ${code}\n${output.slice(-2000)}`))));
  });
}

/** The login page answers a page load (the server sends pages to requests that accept HTML, as a browser's do). */
async function answers(url) {
  try {
    return (await fetch(url, { headers: { accept: 'text/html' } })).ok;
  } catch {
    return false;
  }
}

export async function firstStartBench() {
  console.log(
    `\na new user's first start (a clone of HEAD in a new folder; goal ${GOAL_S} s; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}):`,
  );
  // Another server on the port would answer for ours: refuse to measure rather than time it.
  if (await answers(LOGIN_PAGE)) throw new Error(`port ${PORT} already answers: set EVAX_BENCH_FIRST_START_PORT`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'evax-first-start-'));
  const clone = path.join(folder, 'evax');
  let server = null;
  try {
    await runToEnd('git', ['clone', '-q', ROOT, clone], folder);
    const t0 = performance.now();
    await runToEnd('pnpm', ['install'], clone);
    const installed = performance.now();
    console.log(`  pnpm install: ${seconds(installed - t0)}`);

    server = spawn('pnpm', ['start'], {
      cwd: clone,
      detached: true,
      env: { ...process.env, PORT: String(PORT), EVAX_DATA_DIR: path.join(folder, 'data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let built = null;
    let rest = '';
    server.stdout.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const step = /^\[build\] (@evax\/\S+) (built|transpiled|FAILED) in ([\d.]+) s/.exec(line);
        if (step) console.log(`  ${step[2] === 'FAILED' ? 'FAILED' : step[2]} ${step[1]}: ${step[3]} s`);
        if (/^\[build\] (done|everything is up to date)/.test(line)) built = performance.now();
      }
    });
    server.stderr.resume();
    const exited = new Promise((resolve) => server.once('exit', resolve));
    let up = false;
    while (!up) {
      if (server.exitCode !== null) throw new Error(`pnpm start exited (${server.exitCode})`);
      up = await answers(LOGIN_PAGE);
      if (!up) await Promise.race([exited, new Promise((r) => setTimeout(r, 250))]);
    }
    const served = performance.now();
    console.log(`  pnpm start's build: ${seconds((built ?? served) - installed)}`);
    console.log(`  first serve (migrations, seed, until /auth/login answers): ${seconds(served - (built ?? served))}`);
    console.log(
      `  a new user's first start: ${seconds(served - t0)} (install ${seconds(installed - t0)} + start ${seconds(served - installed)}; goal ${GOAL_S} s)`,
    );
  } finally {
    if (server && server.exitCode === null) {
      process.kill(-server.pid, 'SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
