// Every build shares react-router-dom as its declarative mode only (webpack/react-router-declarative.mjs):
// a name the sources import from it and the list lacks would be undefined in the browser.
// TypeScript cannot see it (the types are react-router-dom's), so this test does.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { ROOT } from '../lib/packages.mjs';
import { DECLARATIVE_ROUTER } from '../../webpack/federation.mjs';

const SOURCE_DIRS = ['host/src', 'shared/src', 'remote-citizen/src', 'remote-vaccination/src', 'remote-reference/src', 'remote-admin/src', 'e2e/test-host/src'];
const SOURCE_FILE = /\.(?:tsx?|mjs|js)$/;
const ROUTER_IMPORT = /(import|export)\s+(type\s+)?(\*|\{[^}]*\})\s+from\s+['"]react-router(?:-dom)?['"]/g;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE_FILE.test(entry.name) ? [file] : [];
  });
}

/** The values (not the types) a module imports from react-router(-dom), each with the file; '*' for a namespace import. */
function routerNamesUsed(files) {
  const used = [];
  for (const file of files) {
    for (const [, , typeOnly, names] of fs.readFileSync(file, 'utf8').matchAll(ROUTER_IMPORT)) {
      if (typeOnly) continue;
      if (names === '*') used.push({ name: '*', file });
      for (const part of names.replace(/[{}]/g, '').split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) used.push({ name, file });
      }
    }
  }
  return used;
}

const exported = new Set(
  fs
    .readFileSync(DECLARATIVE_ROUTER, 'utf8')
    .match(/export\s*\{([^}]*)\}/)[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

it('every name the sources import from react-router-dom is in the declarative router every build shares', () => {
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  const used = routerNamesUsed(files);
  assert.ok(
    used.some(({ name }) => name === 'useNavigate'),
    'the scan found the sources',
  );
  const missing = used.filter(({ name }) => !exported.has(name)).map(({ name, file }) => `${name} (${path.relative(ROOT, file)})`);
  assert.deepEqual(missing, [], 'add them to webpack/react-router-declarative.mjs (a data router name cannot work under <BrowserRouter>)');
});
