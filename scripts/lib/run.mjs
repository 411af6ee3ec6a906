// Spawning helpers shared by the workspace scripts.
import { spawn } from 'node:child_process';
import { ROOT } from './packages.mjs';

/** Runs a command, streaming its output with a prefix; resolves to its exit code. */
export function run(cmd, args, { cwd = ROOT, env = process.env, prefix = '', quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const forward = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        if (!quiet) for (const line of lines) out.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => {
        if (rest && !quiet) out.write(`${prefix}${rest}\n`);
      });
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      process.stderr.write(`${prefix}${err.message}\n`);
      resolve(1);
    });
  });
}

/** Runs tasks with at most `limit` at once; resolves to their results in order. */
export async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
