import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RemotesConfig } from '@evax/shared/contract';
import { portalContentSecurityPolicy, remoteOrigins, signInOrigins } from '../../src/http/security-headers.js';
import { emptyFolder, startTestApp, type TestApp } from '../support/app.js';
import { describeOncePerRun } from '../support/databases.js';

/** The shell page's inline script (its gate, issue 28), and its hash. */
const GATE = "location.replace('/auth/login')";
const GATE_HASH = `'sha256-${createHash('sha256').update(GATE).digest('base64')}'`;

/** A web root with the host built, and a remotes config naming one remote on another origin. */
function deployment(): { webRoot: string; remotesConfigFile: string } {
  const webRoot = emptyFolder();
  fs.mkdirSync(path.join(webRoot, 'host', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'host', 'dist', 'index.html'), `<!doctype html><html><body><div id="root"></div><script>${GATE}</script></body></html>`);
  const remotesConfigFile = path.join(emptyFolder(), 'remotes.json');
  const remotes: RemotesConfig = {
    remotes: [
      { name: 'citizen', entry: 'https://citizen.example.org:8443/remotes/citizen/mf-manifest.json' },
      { name: 'reference', entry: '/remotes/reference/mf-manifest.json' },
    ],
  };
  fs.writeFileSync(remotesConfigFile, JSON.stringify(remotes));
  return { webRoot, remotesConfigFile };
}

describeOncePerRun('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { demo: false, config: deployment() });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  test("a page of the portal: scripts from the portal and the remotes' origins only, never inline or evaluated", async () => {
    const page = await get('/admin/child/list', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    const policy = page.headers['content-security-policy'] as string;
    // The shell page's inline gate by its hash, no other inline code.
    expect(policy).toContain(`script-src 'self' https://citizen.example.org:8443 ${GATE_HASH};`);
    expect(policy).toContain("connect-src 'self' https://citizen.example.org:8443 blob:;");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  test("a page revalidated (304) keeps the page's policy: none is sent to replace it", async () => {
    const first = await get('/', { accept: 'text/html' });
    const again = await get('/', { accept: 'text/html', 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  test('data answers, errors included, allow nothing to load or run', async () => {
    for (const response of [await get('/api/health'), await get('/api/citizen/children'), await get('/api/nothing-here')]) {
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test("the API viewer keeps its own package's policy", async () => {
    const docs = await get('/api/docs/static/index.html', { accept: 'text/html' });
    const policy = docs.headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(policy).not.toBe(portalContentSecurityPolicy([]));
  });
});

describeOncePerRun('HTTPS through a trusted proxy', () => {
  test('the browser is told to stay on HTTPS', async () => {
    const t = await startTestApp('pglite', { demo: false, config: { trustProxy: ['127.0.0.1'] } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await t.close();
    }
  });
});

test('remote origins: absolute entries only, each origin once', () => {
  expect(
    remoteOrigins({
      remotes: [
        { name: 'citizen', entry: 'https://a.example.org/remotes/citizen/mf-manifest.json' },
        { name: 'vaccination', entry: 'https://a.example.org/remotes/vaccination/mf-manifest.json' },
        { name: 'admin', entry: '/remotes/admin/mf-manifest.json' },
      ],
    }),
  ).toEqual(['https://a.example.org']);
});

test("the sign-in's services: the identity provider reached, the bot check's script and frame allowed, only when on", () => {
  const off = signInOrigins({ oidc: null, recaptcha: null });
  expect(off).toEqual({ script: [], frame: [], connect: [] });
  const on = signInOrigins({
    oidc: { issuer: 'https://idp.ordre-medecins.tn/realms/cnom', clientId: 'evax', audiences: ['evax'], jwksUri: null, scope: 'openid', timeoutMs: 5000 },
    recaptcha: {
      secret: 's',
      siteKey: 'k',
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      timeoutMs: 5000,
    },
  });
  const policy = portalContentSecurityPolicy([], on);
  expect(policy).toContain("connect-src 'self' https://idp.ordre-medecins.tn blob:;");
  expect(policy).toContain("script-src 'self' https://www.google.com https://www.gstatic.com;");
  expect(policy).toContain("frame-src 'self' https://www.google.com blob:;");
});
