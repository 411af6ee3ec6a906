// The budget test's own test: on a fixture chunk graph, a login page within its budget passes, and
// the same page with a heavy import added fails, naming the chunk and the module that grew.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadedTwice, overBudget, screenChunks, totalGz } from './screens.mjs';

const KB = 1024;
const LOGIN_STEPS = [
  { build: 'host', entry: true },
  { build: 'host', from: './src/index.ts', request: './bootstrap' },
  { build: 'host', from: './src/app/AppRoutes.tsx', request: '../auth/pages/LoginPage' },
];

const chunk = (id, gzKb, fields) => ({
  id,
  name: null,
  initial: false,
  files: [{ file: `chunks/${id}.js`, gz: gzKb * KB }],
  modules: [],
  consumes: [],
  provides: [],
  imports: [],
  ...fields,
});

/** A host whose login page weighs 150 KB: entry, bootstrap, login page, react-dom and antd's button from the share scope. */
function fixtureBuilds() {
  return {
    host: {
      chunks: [
        chunk('main', 40, { initial: true, files: [{ file: 'main.js', gz: 40 * KB }], modules: [{ name: 'webpack/runtime/sharing', size: 50000 }] }),
        chunk(1, 20, {
          imports: [{ from: './src/index.ts', request: './bootstrap' }],
          consumes: ['react-dom/client'],
          modules: [{ name: './src/app/AppRoutes.tsx', size: 6000 }],
        }),
        chunk(2, 10, { imports: [{ from: './src/app/AppRoutes.tsx', request: '../auth/pages/LoginPage' }], consumes: ['antd/es/button'] }),
        chunk(3, 60, { provides: ['react-dom/client'], modules: [{ name: 'react-dom/cjs/react-dom-client.production.js', size: 600000 }] }),
        chunk(4, 20, { provides: ['antd/es/button'], consumes: ['react-dom/client'], modules: [{ name: 'antd/es/button/Button.js', size: 12000 }] }),
        // Provided but never consumed on the login page: not counted.
        chunk(5, 90, { provides: ['antd/es/table'], modules: [{ name: 'antd/es/table/Table.js', size: 90000 }] }),
      ],
    },
  };
}

/** The same host, with the login page importing a PDF viewer (a heavy import). */
function withHeavyImport() {
  const builds = fixtureBuilds();
  builds.host.chunks[2].consumes.push('pdfjs-dist');
  builds.host.chunks.push(chunk(6, 190, { provides: ['pdfjs-dist'], modules: [{ name: 'pdfjs-dist/build/pdf.mjs', size: 1200000 }] }));
  return builds;
}

describe('the budget check (on a fixture chunk graph)', () => {
  it('counts what the login page loads: the entry, its import() chunks and the shared modules they consume, once', () => {
    const chunks = screenChunks(fixtureBuilds(), LOGIN_STEPS);
    assert.deepEqual(chunks.map((entry) => entry.chunk.id).sort(), [1, 2, 3, 4, 'main'].sort());
    assert.equal(totalGz(chunks), 150 * KB);
    assert.equal(overBudget('login page', chunks, 200), null);
  });

  it('fails when a heavy import is added to the login page, naming the chunk and the module that grew', () => {
    const message = overBudget('login page', screenChunks(withHeavyImport(), LOGIN_STEPS), 200);
    assert.ok(message, 'the heavy import passed the budget');
    assert.match(message, /login page: 340\.0 KB of gzipped JavaScript, over its budget of 200 KB/);
    assert.match(message, /host chunks\/6\.js \(shared pdfjs-dist\) 190\.0 KB, heaviest module pdfjs-dist\/build\/pdf\.mjs/);
  });

  it('says which step no longer matches the build, rather than counting nothing', () => {
    assert.throws(
      () => screenChunks(fixtureBuilds(), [{ build: 'host', from: './src/app/AppRoutes.tsx', request: './Gone' }]),
      /no chunk is loaded by import\('\.\/Gone'\)/,
    );
  });

  it('takes a shared module from the host, not from the remote that consumes it', () => {
    const builds = fixtureBuilds();
    builds.citizen = {
      chunks: [
        chunk('remoteEntry', 5, { initial: true, files: [{ file: 'remoteEntry.js', gz: 5 * KB }] }),
        chunk(10, 8, { imports: [{ from: './src/child/routes.ts', request: './pages/ChildListPage' }], consumes: ['antd/es/table'] }),
        chunk(11, 90, { provides: ['antd/es/table'] }),
      ],
    };
    const chunks = screenChunks(builds, [{ build: 'citizen', from: './src/child/routes.ts', request: './pages/ChildListPage' }]);
    assert.deepEqual(
      chunks.map((entry) => `${entry.build}:${entry.chunk.id}`),
      ['citizen:10', 'host:5'],
    );
  });

  it('finds a library loaded twice (bundled into a remote as well as the host)', () => {
    const builds = fixtureBuilds();
    builds.citizen = {
      chunks: [
        chunk(10, 60, {
          modules: [{ name: 'react-dom/cjs/react-dom-client.production.js', size: 600000 }],
          imports: [{ from: 'container', request: './src/module.ts' }],
        }),
      ],
    };
    const chunks = screenChunks(builds, [...LOGIN_STEPS, { build: 'citizen', from: 'container', request: './src/module.ts' }]);
    assert.equal(loadedTwice(chunks).length, 1);
    assert.match(loadedTwice(chunks)[0], /react-dom-client\.production\.js \(in host and citizen\)/);
  });
});
