import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type http from 'node:http';
import type { Page } from '@playwright/test';
import { REMOTE_NAMES, type Language } from '@evax/shared/contract';
import type { TranslationShape } from '@evax/shared/runtime';
import { federationAr } from '../../host/src/federation/i18n/federation.ar';
import { federationEn } from '../../host/src/federation/i18n/federation.en';
import { federationFr } from '../../host/src/federation/i18n/federation.fr';
import { expect, test } from './fixtures';
import { serveFolder, startPortal, stopPortal } from './remote-origin';
import { editOnce, removeSkewRoot, SKEW_ROOT, stopBuilds } from './skew-workspace';
import { AREA_SCREENS, LANGUAGES_UNDER_TEST, expectDirection, expectPagedRows, menuLink, openSignedIn, signIn, useLanguage } from './support';
import {
  buildSkewedCopies,
  CONTRACT_VACCINATION_DIST,
  NEW_CHILD_ROUTE,
  NEWER_CITIZEN_DIST,
  NEWER_CONTRACT,
  NEWER_PORTAL_ROOT,
  SKEW_TEXTS,
} from './version-skew-builds';

// Version skew (issue 16): builds of tomorrow, made here from edited copies of today's sources,
// beside today's builds. A newer remote in today's portal, a newer portal with today's remotes,
// and a remote built for a newer contract than the portal's, refused on its own area only.
const base = Number(process.env.EVAX_E2E_PORT ?? 8191) + 2000;
const PORTAL = `http://127.0.0.1:${base}`;
const REMOTE_ORIGIN = `http://127.0.0.1:${base + 1}`;
/** Where the remote origin serves a built folder of the copies. */
const servedAt = (dist: string) => `${REMOTE_ORIGIN}/${path.relative(SKEW_ROOT, dist)}/`;
const AREA_TEXTS: Record<Language, TranslationShape<typeof federationFr>> = { fr: federationFr, ar: federationAr, en: federationEn };

let portal: ChildProcess | undefined;
let remoteServer: http.Server | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: PORTAL });

/** Uncaught errors of the page: a refused or skewed area must fail cleanly, never throw. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// Today's portal starts (fresh database, seed) while the copies build: the tests' longest wait.
// Every start is awaited, failed or not, so that afterAll stops whatever did start.
test.beforeAll(async () => {
  test.setTimeout(420_000);
  removeSkewRoot();
  const started = await Promise.allSettled([
    buildSkewedCopies(),
    startPortal(base, [
      { name: 'citizen', entry: `${servedAt(NEWER_CITIZEN_DIST)}mf-manifest.json` },
      { name: 'vaccination', entry: `${servedAt(CONTRACT_VACCINATION_DIST)}mf-manifest.json` },
    ]).then((running) => (portal = running)),
    serveFolder(SKEW_ROOT, base + 1).then((server) => (remoteServer = server)),
  ]);
  for (const result of started) if (result.status === 'rejected') throw result.reason;
});

test.afterAll(async () => {
  stopBuilds();
  await stopPortal(portal);
  await new Promise((resolve) => (remoteServer ? remoteServer.close(resolve) : resolve(undefined)));
  removeSkewRoot();
});

test.describe("today's portal, remotes built later on another origin", () => {
  for (const language of LANGUAGES_UNDER_TEST) {
    test(`a newer citizen remote's new page, route and texts work; its list too (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      const errors = pageErrors(page);
      const citizenFromRemoteOrigin: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(servedAt(NEWER_CITIZEN_DIST))) citizenFromRemoteOrigin.push(response.url());
      });
      await openSignedIn(page, 'agent', NEW_CHILD_ROUTE);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SKEW_TEXTS[language].pageTitle);
      await expect(page.getByTestId('version-skew-page')).toHaveText(SKEW_TEXTS[language].pageBody);
      await expectDirection(page, language);
      expect(citizenFromRemoteOrigin.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

      await menuLink(page, AREA_SCREENS.citizen).click();
      await expectPagedRows(page);
      expect(errors).toEqual([]);
    });

    test(`a remote built for contract ${NEWER_CONTRACT} is refused on its area only: "needs a newer version of the portal" (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      const errors = pageErrors(page);
      await openSignedIn(page, 'agent', AREA_SCREENS.vaccination);
      const panel = page.getByTestId('area-unavailable');
      await expect(panel).toContainText(AREA_TEXTS[language].AREA.UNAVAILABLE.NEEDS_NEWER_PORTAL);
      await expect(panel.getByRole('button'), 'no retry: only a newer portal can help').toHaveCount(0);
      await expect(page.locator('.ant-table-row')).toHaveCount(0);
      await expect(menuLink(page, AREA_SCREENS.vaccination), 'a refused area brings no menu entry').toHaveCount(0);
      await expectDirection(page, language);

      await menuLink(page, AREA_SCREENS.citizen).click();
      await expectPagedRows(page);
      expect(errors).toEqual([]);
    });
  }
});

test.describe(`a portal of contract ${NEWER_CONTRACT} built later, with today's remotes`, () => {
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    await stopPortal(portal);
    const served = REMOTE_NAMES.map((name) => ({ name, entry: `/remotes/${name}/mf-manifest.json` }));
    portal = await startPortal(base, served, { webRoot: NEWER_PORTAL_ROOT });
  });

  for (const language of LANGUAGES_UNDER_TEST) {
    test(`today's citizen remote (contract 1.0) works in the newer host, beside a remote of ${NEWER_CONTRACT}; the host's new text shows (${language})`, async ({
      page,
    }) => {
      await useLanguage(page, language);
      const errors = pageErrors(page);
      await signIn(page, 'agent');

      const hostContract = SKEW_TEXTS[language].hostContract.replace('{{version}}', NEWER_CONTRACT);
      await expect(page.getByTestId('host-contract')).toHaveText(hostContract);
      await menuLink(page, AREA_SCREENS.citizen).click();
      await expectPagedRows(page);
      await expectDirection(page, language);

      await menuLink(page, AREA_SCREENS.vaccination).click();
      await expectPagedRows(page);
      expect(errors).toEqual([]);
    });
  }
});

test('an edit of a copy whose anchor text is missing or repeated fails loudly', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'evax-skew-edit-')), 'module.ts');
  fs.writeFileSync(file, "contractVersion: '1.0',\nroutes: [],\nroutes: [],\n");
  expect(() => editOnce(file, 'menu: [', 'menu: [x,')).toThrow(/found it 0 times/);
  expect(() => editOnce(file, 'routes: [', 'routes: [x,')).toThrow(/found it 2 times/);
  editOnce(file, "contractVersion: '1.0',", "contractVersion: '2.0',");
  expect(fs.readFileSync(file, 'utf8')).toBe("contractVersion: '2.0',\nroutes: [],\nroutes: [],\n");
  fs.rmSync(path.dirname(file), { recursive: true });
});
