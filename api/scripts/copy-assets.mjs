#!/usr/bin/env node
// After tsc: copies what the compiled server reads at run time (the SQL migrations, the seed's
// data files) from src/ to dist/, keeping their paths.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ASSETS = ['src/db/migrations', 'src/db/seed/data'];

for (const folder of ASSETS) {
  const target = path.join(api, 'dist', path.relative(path.join(api, 'src'), path.join(api, folder)));
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(api, folder), target, { recursive: true });
}
