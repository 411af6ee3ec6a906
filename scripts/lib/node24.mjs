// Node 24 LTS, installed from the npm registry into .ci/node24 (`pnpm node24:install`), beside the
// machine's node: the jest stages run on it when it is there (README, "Node versions").
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './packages.mjs';

const INSTALLED = path.join(ROOT, '.ci', 'node24', 'node_modules', 'node', 'bin', 'node');

/** The Node 24 binary to run tests on (EVAX_NODE24 or the local install), or null. */
export function node24() {
  const candidate = process.env.EVAX_NODE24 || INSTALLED;
  return fs.existsSync(candidate) ? candidate : null;
}
