import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { HTTP_ERROR_KEYS, REMOTE_NAMES, type RemotesConfig } from '@evax/shared/contract';
import { buildApp } from '../../src/app.js';
import { IMMUTABLE, NO_CACHE } from '../../src/modules/static/cache-control.js';
import { emptyFolder, startTestApp, testConfig, type TestApp } from '../support/app.js';
import { describeOncePerRun } from '../support/databases.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script src="/main.3f2a1b4c.js"></script></body></html>';
const SIGN_IN_HTML = '<!doctype html><html><body><div id="root"></div><script src="/sign-in/main.js"></script></body></html>';
const BIG_SCRIPT = `console.log(${JSON.stringify('évax '.repeat(2000))});`;

/** A web root with the host and the citizen remote built, the other remotes not. */
const CITIZEN_AREA = {
  basePaths: ['/admin/child'],
  permissions: ['view-children-list'],
  contractVersion: '1.0',
  menuGroup: 'children',
  menu: [{ key: 'children', labelKey: 'CITIZEN.MENU.CHILDREN', path: '/admin/child/list', permission: 'view-children-list' }],
  texts: {
    fr: { CITIZEN: { MENU: { CHILDREN: 'Enfants' } } },
    ar: { CITIZEN: { MENU: { CHILDREN: 'الأطفال' } } },
    en: { CITIZEN: { MENU: { CHILDREN: 'Children' } } },
  },
};

function builtFrontends(): string {
  const root = emptyFolder();
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('host/dist/index.html', INDEX_HTML);
  write('host/dist/main.3f2a1b4c.js', BIG_SCRIPT);
  write('host/dist/sign-in/index.html', SIGN_IN_HTML);
  write('remote-citizen/dist/mf-manifest.json', JSON.stringify({ id: 'evax_citizen' }));
  write('remote-citizen/dist/remoteEntry.js', 'var evax_citizen;');
  write('remote-citizen/dist/412.a1b2c3d4e5.js', 'chunk');
  write('remote-citizen/dist/area.json', JSON.stringify(CITIZEN_AREA));
  return root;
}

describeOncePerRun('the frontends served by the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { demo: false, config: { webRoot: builtFrontends() } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  test("/config/remotes.json lists the four remotes at /remotes/<name>/mf-manifest.json, each built one with its area.json's announcement (menu group, menu and texts included)", async () => {
    const response = await get('/config/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.json<RemotesConfig>()).toEqual({
      remotes: REMOTE_NAMES.map((name) => ({ name, entry: `/remotes/${name}/mf-manifest.json`, ...(name === 'citizen' ? CITIZEN_AREA : {}) })),
    });
  });

  test('the host at /: index.html never cached, hashed files cached for a year', async () => {
    const index = await get('/', { accept: 'text/html' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toBe(INDEX_HTML);
    expect(index.headers['cache-control']).toBe(NO_CACHE);
    const script = await get('/main.3f2a1b4c.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe(IMMUTABLE);
  });

  test('a page of the app (any path that is not /api, /remotes or /config) gets index.html', async () => {
    for (const url of ['/admin/child/list', '/auth/forgot-password', '/admin/dci/3/show']) {
      const page = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX_HTML);
      expect(page.headers['cache-control']).toBe(NO_CACHE);
    }
    expect((await get('/admin/child/list', { accept: 'application/json' })).statusCode).toBe(404);
    expect((await get('/missing.js')).statusCode).toBe(404);
  });

  test('a page load of the login address gets the light sign-in page, never cached', async () => {
    for (const url of ['/auth/login', '/auth/login?next=%2Fadmin', '/auth/login/', '/auth']) {
      const page = await get(url, { accept: 'text/html' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(SIGN_IN_HTML);
      expect(page.headers['cache-control']).toBe(NO_CACHE);
    }
  });

  test('an unknown /api route is a 404 envelope, even for a browser', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/nothing'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ key: HTTP_ERROR_KEYS.NOT_FOUND });
    }
  });

  test('a built remote is served at /remotes/<name>/, its entry files never cached', async () => {
    const manifest = await get('/remotes/citizen/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ id: 'evax_citizen' });
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/remotes/citizen/remoteEntry.js')).headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/remotes/citizen/412.a1b2c3d4e5.js')).headers['cache-control']).toBe(IMMUTABLE);
  });

  test('a remote that is not built answers 404 saying so', async () => {
    const response = await get('/remotes/admin/mf-manifest.json', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'remote-admin/dist not found: build the remote (pnpm build)', key: HTTP_ERROR_KEYS.NOT_FOUND });
  });

  test('text is gzipped for clients that accept it', async () => {
    const plain = await get('/main.3f2a1b4c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await get('/main.3f2a1b4c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(BIG_SCRIPT);
    const small = await get('/config/remotes.json', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describeOncePerRun('without built frontends, and with a remotes config of its own', () => {
  test('the pages say the host is not built; EVAX_REMOTES_CONFIG replaces /config/remotes.json', async () => {
    const file = path.join(emptyFolder(), 'remotes.json');
    const custom: RemotesConfig = { remotes: [{ name: 'citizen', entry: 'https://citizen.example.org/mf-manifest.json' }] };
    fs.writeFileSync(file, JSON.stringify(custom));
    const t = await startTestApp('pglite', { demo: false, config: { remotesConfigFile: file } });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
      expect(page.json().detail).toBe('host/dist not found: build the host (pnpm build)');
      expect((await t.app.inject({ method: 'GET', url: '/config/remotes.json' })).json()).toEqual(custom);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    } finally {
      await t.close();
    }
  });

  test('a malformed remotes config stops the start-up with a clear message (an unknown remote, a menu group that is not a text)', async () => {
    const t = await startTestApp('pglite', { demo: false });
    try {
      for (const remote of [
        { name: 'billing', entry: '/x' },
        { name: 'citizen', entry: '/x', menuGroup: ['children'] },
      ]) {
        const file = path.join(emptyFolder(), 'remotes.json');
        fs.writeFileSync(file, JSON.stringify({ remotes: [remote] }));
        await expect(buildApp({ db: t.db, config: testConfig({ remotesConfigFile: file }) })).rejects.toThrow(/EVAX_REMOTES_CONFIG/);
      }
    } finally {
      await t.close();
    }
  });
});
