/* global window, PopStateEvent -- the page.evaluate() and addInitScript() callbacks run in the browser */
// What a browser downloads, screen by screen, from the built portal served on `base`: the login page,
// the shell after sign-in, then each area's first screen reached from the shell by the router (as a
// click in the menu would). Scripts are counted from the network; their gzipped size is the size of
// the built file gzipped (deterministic, whatever the server's compression).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { ROOT } from '../lib/packages.mjs';
import { CHROMIUM_ARGS, chromiumExecutable } from '../lib/chromium.mjs';
import { BROWSER_BUDGETS_KB, enforcedKb } from '../../webpack/budgets.mjs';

const DEMO_PASSWORD = 'Evax-Demo-2026';

/** The first screen of each area, who opens it, and what shows it is usable. */
export const AREA_FIRST_SCREENS = [
  { area: 'citizen', path: '/admin/child/list', user: 'agent', ready: '.ant-table' },
  { area: 'vaccination', path: '/admin/vaccine/routine-vaccination', user: 'agent', ready: '.ant-table' },
  { area: 'reference', path: '/admin/dci', user: 'superadmin', ready: '.ant-table' },
  { area: 'admin', path: '/admin/users', user: 'superadmin', ready: '.ant-table' },
];

const gzCache = new Map();
/** The gzipped size of the built file behind a URL of the portal (0 when it is not a built file). */
function gzippedSize(url) {
  const { pathname } = new URL(url);
  const remote = pathname.match(/^\/remotes\/(\w+)\/(.+)$/);
  const file = remote ? path.join(ROOT, `remote-${remote[1]}`, 'dist', remote[2]) : path.join(ROOT, 'host', 'dist', pathname);
  if (!gzCache.has(file)) gzCache.set(file, fs.existsSync(file) && fs.statSync(file).isFile() ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
  return gzCache.get(file);
}

function launch() {
  const { chromium } = createRequire(path.join(ROOT, 'node_modules/.pnpm/node_modules/playwright-core/package.json'))('playwright-core');
  return chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
}

/** Records the scripts and fonts a page loads, step by step (take() returns and resets). */
function recorder(page) {
  let requests = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    settle();
    const type = request.resourceType();
    if (type === 'script' || type === 'font') requests.push({ url: request.url(), type });
  });
  return {
    /** Until nothing was requested for 700 ms (a client-side navigation has no load state to wait for). */
    async quiet() {
      while (inFlight > 0 || Date.now() - lastActivity < 700) await new Promise((r) => setTimeout(r, 100));
    },
    take() {
      const taken = requests;
      requests = [];
      const scripts = taken.filter((r) => r.type === 'script');
      return {
        scripts: scripts.length,
        gz: scripts.reduce((sum, r) => sum + gzippedSize(r.url), 0),
        remoteGz: scripts.filter((r) => new URL(r.url).pathname.startsWith('/remotes/')).reduce((sum, r) => sum + gzippedSize(r.url), 0),
        remotesLoaded: [...new Set(scripts.map((r) => new URL(r.url).pathname.match(/^\/remotes\/(\w+)\//)?.[1]).filter(Boolean))],
        fonts: taken.filter((r) => r.type === 'font').map((r) => path.basename(new URL(r.url).pathname)),
        urls: scripts.map((r) => new URL(r.url).pathname),
      };
    },
  };
}

/** Signs in on the sign-in page; `onShellPage` runs when the shell's page load begins (the sign-in page hands over to it). */
async function signIn(page, base, username, onShellPage = () => undefined) {
  await page.goto(`${base}/auth/login`);
  await page.locator('input#username').fill(username);
  await page.locator('input#password').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/admin(\/|$)/, { waitUntil: 'commit' });
  onShellPage();
  const keep = page.getByTestId('structure-chooser-continue');
  await page.locator('.ant-layout-header').or(keep).first().waitFor();
  if (await keep.isVisible()) await keep.click();
  await page.locator('.ant-layout-header').waitFor();
}

/** Client-side navigation, as the menu does it: the shell stays, only the area's code comes. */
async function routeTo(page, to) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/**
 * Measures the login page, the shell after sign-in, and each area's first screen.
 * Returns rows { screen, scripts, gz, remoteGz, ms, budgetKb, fonts, remotesLoaded }.
 */
export async function measureScreens(base, { language = 'fr' } = {}) {
  const browser = await launch();
  const rows = [];
  try {
    // The login page as a user types the portal's address, signed out (issue 28), in a fresh context (nothing cached).
    const context = await browser.newContext();
    await context.addInitScript((lang) => window.localStorage.setItem('i18nextLng', lang), language);
    let page = await context.newPage();
    let record = recorder(page);
    let started = performance.now();
    await page.goto(`${base}/`);
    await page.locator('input#username').waitFor();
    let ms = performance.now() - started;
    await record.quiet();
    rows.push({ screen: 'login page (/, signed out)', ...record.take(), ms, budgetKb: BROWSER_BUDGETS_KB.loginPage, enforcedKb: enforcedKb('loginPage') });
    await context.close();

    for (const user of [...new Set(AREA_FIRST_SCREENS.map((s) => s.user))]) {
      const userContext = await browser.newContext();
      page = await userContext.newPage();
      record = recorder(page);
      // The shell's own page load: the sign-in page's scripts are the login page's row.
      await signIn(page, base, user, () => {
        record.take();
        started = performance.now();
      });
      await page.locator('.ant-layout-header').waitFor();
      ms = performance.now() - started;
      await record.quiet();
      const shell = record.take();
      rows.push({
        screen: `shell after sign-in (${user}), its own page load`,
        ...shell,
        ms,
        budgetKb: BROWSER_BUDGETS_KB.shellAfterSignIn,
        enforcedKb: enforcedKb('shellAfterSignIn'),
      });
      for (const screen of AREA_FIRST_SCREENS.filter((s) => s.user === user)) {
        // A page load of the home page first: each area is measured as reached from the shell
        // alone, not after another area brought the shared modules (issue 28).
        await page.goto(`${base}/admin/home`);
        await page.locator('.ant-layout-header').waitFor();
        await record.quiet();
        record.take();
        started = performance.now();
        await routeTo(page, screen.path);
        await page.locator(screen.ready).first().waitFor({ timeout: 30_000 });
        ms = performance.now() - started;
        await record.quiet();
        rows.push({
          screen: `${screen.area} first screen (${screen.path})`,
          ...record.take(),
          ms,
          budgetKb: BROWSER_BUDGETS_KB.areaFirstScreen,
          enforcedKb: enforcedKb(`areaFirstScreen:${screen.area}`),
          remoteBudget: true,
        });
      }
      await userContext.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function printScreens(rows) {
  const kb = (n) => (n / 1024).toFixed(1);
  console.log("\nthe browser (gzipped JavaScript; goals and the test's ceilings from webpack/budgets.mjs):");
  console.log(
    `  ${'screen'.padEnd(62)} ${'scripts'.padStart(7)} ${'KB gz'.padStart(10)} ${'goal'.padStart(6)} ${'test'.padStart(6)} ${'usable'.padStart(8)}  fonts`,
  );
  for (const row of rows) {
    // An area's budget is its total on top of the shell (issue 28), shown as its own code (scripts from /remotes/<area>/) + the shell's shared modules it is the first to use.
    const size = row.remoteBudget ? `${kb(row.remoteGz)}+${kb(row.gz - row.remoteGz)}` : kb(row.gz);
    const measured = row.gz / 1024;
    const verdict = measured <= row.budgetKb ? 'goal met' : measured <= row.enforcedKb ? 'over the goal' : 'OVER';
    const remotes = row.remotesLoaded.length ? `  remotes: ${row.remotesLoaded.sort().join(',')}` : '';
    console.log(
      `  ${row.screen.padEnd(62)} ${String(row.scripts).padStart(7)} ${size.padStart(10)} ${String(row.budgetKb).padStart(6)} ${String(row.enforcedKb).padStart(6)} ${`${row.ms.toFixed(0)} ms`.padStart(8)}  ${verdict}  ${row.fonts.join(' ')}${remotes}`,
    );
  }
  console.log("  (an area's first screen: its own code + the shell's shared modules it is the first to use)");
}

// `node scripts/bench/browser.mjs http://127.0.0.1:8294`: the table alone, against a running portal.
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureScreens(process.argv[2] ?? 'http://127.0.0.1:8080', { language: process.env.EVAX_LANGUAGE ?? 'fr' });
  printScreens(rows);
  if (process.env.EVAX_VERBOSE) for (const row of rows) console.log(row.screen, row.urls);
}
