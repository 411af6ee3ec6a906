import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type http from 'node:http';
import { expect, test } from './fixtures';
import { serveFolder, startPortal } from './remote-origin';
import { expectDirection, expectPagedRows, LANGUAGES_UNDER_TEST, menuLink, signIn, useLanguage } from './support';

// One remote deployed alone (README, "Deploying one remote"): the citizen area's built folder,
// copied as is to a static server on another origin, named in the portal's remotes config; the
// portal uses it under its Content-Security-Policy, the other areas still come from the portal.
const base = Number(process.env.EVAX_E2E_PORT ?? 8191) + 2000;
const PORTAL = `http://127.0.0.1:${base}`;
const REMOTE_ORIGIN = `http://127.0.0.1:${base + 1}`;
const citizenDist = path.resolve(import.meta.dirname, '../../remote-citizen/dist');

let portal: ChildProcess;
let remoteServer: http.Server;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: PORTAL });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  remoteServer = await serveFolder(citizenDist, base + 1);
  portal = await startPortal(base, [
    { name: 'citizen', entry: `${REMOTE_ORIGIN}/mf-manifest.json` },
    { name: 'vaccination', entry: '/remotes/vaccination/mf-manifest.json' },
  ]);
});

test.afterAll(async () => {
  portal?.kill('SIGTERM');
  await new Promise((resolve) => remoteServer?.close(resolve));
});

for (const language of LANGUAGES_UNDER_TEST) {
  test(`the citizen area served from another origin works in the portal (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    const fromRemoteOrigin: string[] = [];
    const fromPortalCitizen: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(REMOTE_ORIGIN)) fromRemoteOrigin.push(response.url());
      if (response.url().includes('/remotes/citizen/')) fromPortalCitizen.push(response.url());
    });

    await signIn(page, 'agent');
    await menuLink(page, '/admin/child/list').click();
    await expectPagedRows(page);
    await expectDirection(page, language);

    expect(fromRemoteOrigin.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromRemoteOrigin.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(1);
    expect(fromPortalCitizen, "the portal's own copy of the area is not used").toEqual([]);

    // The vaccination area, still the portal's, works beside it.
    await menuLink(page, '/admin/vaccine/routine-vaccination').click();
    await expectPagedRows(page);
  });
}

test('the remote origin answers with the recipe: CORS, entry files re-checked, hashed chunks cached for a year', async () => {
  const manifest = await fetch(`${REMOTE_ORIGIN}/mf-manifest.json`);
  expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  const { metaData } = (await manifest.json()) as { metaData: { remoteEntry: { name: string } } };
  expect((await fetch(`${REMOTE_ORIGIN}/${metaData.remoteEntry.name}`)).headers.get('cache-control')).toBe('no-cache');
  const chunk = fs.readdirSync(path.join(citizenDist, 'chunks')).find((name) => /[.-][0-9a-f]{8,}\.js$/.test(name));
  expect(chunk, 'a content-hashed chunk').toBeDefined();
  expect((await fetch(`${REMOTE_ORIGIN}/chunks/${chunk}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});
