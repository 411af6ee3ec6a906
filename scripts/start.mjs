#!/usr/bin/env node
// `pnpm start`: builds what is missing, then serves host, remotes and API on one port
// (PORT, default 8080) with the embedded database (.data/ or EVAX_DATA_DIR).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/packages.mjs';
import { buildWorkspace } from './build.mjs';

// The server's packages transpiled, not type-checked: `pnpm typecheck` and CI check them (issue 28).
const code = await buildWorkspace({ transpile: true });
if (code !== 0) {
  console.error('[start] the build failed; nothing was started');
  process.exit(code);
}

const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (exitCode, signal) => process.exit(exitCode ?? (signal ? 1 : 0)));
