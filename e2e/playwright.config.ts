import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../scripts/lib/chromium.mjs';
import { clientId as oidcClientId, issuer as oidcIssuer, providerPort as oidcPort } from './oidc-provider/settings.mjs';

// One portal for the whole run: built, served on its own port, on a fresh embedded database.
const port = Number(process.env.EVAX_E2E_PORT ?? 8191);
process.env.EVAX_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'evax-e2e-'));

export default defineConfig({
  testDir: './tests',
  // CI's two cores run the API suite beside the two browsers: there a long journey (a medical folder,
  // the isolation of a remote) takes 50-60 s, which is not a fault to retry.
  timeout: 90_000,
  // A remote's first load under CI's load can pass 15 s; a passing step never waits for it.
  expect: { timeout: 25_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json']],
  outputDir: path.join(os.tmpdir(), `evax-e2e-results-${port}`),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    // The portal's users are in Tunisia: the browser's calendar is Tunis's, as the server's rules are (from midnight to 1 am in Tunis, UTC is still on the day before).
    timezoneId: 'Africa/Tunis',
    // A trace records the page's frames and a DOM snapshot per action: about a quarter more of the
    // browser's CPU for every journey. Only a retry (a journey that failed once) records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node ../scripts/start.mjs',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // Always the embedded database, even when DATABASE_URL is set for the API's integration tests.
      // The professional-body login is on for the whole run, against the local provider below.
      // The development outbox is on: the tests read the one-time codes sent (GET /api/sms/dev-outbox).
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        EVAX_SMS_DEV_OUTBOX: '1',
        // The developer galleries (gallery-*.spec.ts): start.mjs builds the host with them.
        EVAX_DEV_PAGES: '1',
        EVAX_DATA_DIR: process.env.EVAX_E2E_DATA_DIR,
        DATABASE_URL: '',
        NODE_ENV: 'production',
        EVAX_OIDC_ISSUER: oidcIssuer,
        EVAX_OIDC_CLIENT_ID: oidcClientId,
        // Every journey signs in, registers and resets from 127.0.0.1, faster than a person:
        // the per-address limits and the sign-in admission are raised for the run (the
        // lock-out of a name at an address, which a journey checks, stays the spec's).
        EVAX_ADDRESS_LIMIT_MULTIPLIER: '100',
        EVAX_SIGNIN_IN_PROGRESS: '8',
        EVAX_SIGNIN_PER_SECOND: '100',
      },
    },
    {
      // A real OpenID provider (oidc-provider) on EVAX_E2E_OIDC_PORT, by default the portal's port + 1000.
      command: 'node oidc-provider/server.mjs',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { EVAX_E2E_PORT: String(port), EVAX_E2E_OIDC_PORT: String(oidcPort) },
    },
  ],
});
