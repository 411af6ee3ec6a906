#!/usr/bin/env node
// `pnpm dev`: the API in watch mode and a hot-reloading dev server per frontend package.
// Host on http://localhost:3000 (proxies /api to the API on 8080), remotes on 3001-3004.
import { PACKAGES } from './lib/packages.mjs';
import { run } from './lib/run.mjs';

const targets = PACKAGES.filter((p) => p.name !== '@evax/shared');
const codes = await Promise.all(targets.map((p) => run('pnpm', ['--filter', p.name, 'run', 'dev'], { prefix: `[${p.dir}] ` })));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
