import fs from 'node:fs';
import path from 'node:path';
import { ACCOUNT_API_PATHS, API_PATHS } from '@evax/shared/contract';
import type { RouteAccess } from '../../src/http/auth.js';
import { routePath } from '../../src/http/routes.js';
import { BACKENDS } from '../support/databases.js';
import { startAccountApp, type AccountTestApp } from '../support/account.js';

/**
 * Spec 1 §7.2, "Auth and session calls": every call is on the server at the spec's path (the
 * contract's constant), with who may call it, and api/README.md's inventory names the test
 * file that covers its behaviour. `auth`: the spec's column where it says yes or no
 * (`yes` = a signed-in caller, `no` = public), else what we chose.
 */
interface SpecCall {
  purpose: string;
  method: string;
  path: string;
  access: RouteAccess;
  /** The test file (api/test/) covering the call's behaviour. */
  testFile: string;
}

const CALLS: SpecCall[] = [
  { purpose: 'Login', method: 'POST', path: API_PATHS.login, access: 'public', testFile: 'auth/auth.test.ts' },
  // The spec's /auth/logout is the page (the host's) that makes this call.
  { purpose: 'Logout', method: 'POST', path: API_PATHS.logout, access: 'public', testFile: 'auth/auth.test.ts' },
  { purpose: 'Forgot password', method: 'POST', path: ACCOUNT_API_PATHS.resetPassword, access: 'public', testFile: 'auth/auth-password-reset.test.ts' },
  // "yes" in the spec: a signed-in user (first login), or a reset token in the body, checked by the route.
  {
    purpose: 'Reset password, change',
    method: 'POST',
    path: ACCOUNT_API_PATHS.resetPasswordChange,
    access: 'public',
    testFile: 'auth/auth-password-reset.test.ts',
  },
  { purpose: 'Verify user', method: 'POST', path: ACCOUNT_API_PATHS.resetPasswordVerifyUser, access: 'public', testFile: 'auth/auth-password-reset.test.ts' },
  { purpose: 'Verify OTP', method: 'POST', path: ACCOUNT_API_PATHS.resetPasswordVerifyOtp, access: 'public', testFile: 'auth/auth-password-reset.test.ts' },
  { purpose: 'Register', method: 'POST', path: ACCOUNT_API_PATHS.register, access: 'public', testFile: 'auth/auth-register.test.ts' },
  {
    purpose: 'Register private professional',
    method: 'POST',
    path: ACCOUNT_API_PATHS.registerPrivateProfessional,
    access: 'public',
    testFile: 'auth/auth-register.test.ts',
  },
  { purpose: 'Professional-body token verify', method: 'POST', path: ACCOUNT_API_PATHS.cnomTokenVerify, access: 'public', testFile: 'auth/auth-oidc.test.ts' },
  {
    purpose: 'Create private professional',
    method: 'POST',
    path: ACCOUNT_API_PATHS.createPrivateProfessional,
    access: 'public',
    testFile: 'auth/auth-oidc.test.ts',
  },
  { purpose: 'Check token', method: 'GET', path: ACCOUNT_API_PATHS.checkToken, access: 'public', testFile: 'auth/auth-password-reset.test.ts' },
  { purpose: 'Profile detail', method: 'GET', path: ACCOUNT_API_PATHS.profileDetail, access: 'authenticated', testFile: 'profile/profile-account.test.ts' },
  {
    purpose: 'Change current centre',
    method: 'POST',
    path: ACCOUNT_API_PATHS.currentCenterChange,
    access: 'authenticated',
    testFile: 'structure/structure-centre.test.ts',
  },
  { purpose: 'Change phone', method: 'POST', path: ACCOUNT_API_PATHS.changePhone, access: 'authenticated', testFile: 'profile/profile-phone.test.ts' },
  { purpose: 'Phone OTP', method: 'POST', path: ACCOUNT_API_PATHS.phoneOtp, access: 'authenticated', testFile: 'profile/profile-phone.test.ts' },
  { purpose: 'Structures', method: 'GET', path: ACCOUNT_API_PATHS.structures, access: 'authenticated', testFile: 'structure/structure-centre.test.ts' },
  { purpose: 'Structures', method: 'GET', path: ACCOUNT_API_PATHS.structure, access: 'authenticated', testFile: 'structure/structure-centre.test.ts' },
];

/** The Fastify form of a contract path: `{id}` as `:id`; check-token's `{token}` is a wildcard (a token may hold slashes). */
const fastifyUrl = (call: SpecCall) => (call.path === ACCOUNT_API_PATHS.checkToken ? call.path.replace('{token}', '*') : routePath(call.path));

describe.each(BACKENDS)('the calls of spec 1 §7.2, on %s', (backend) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await startAccountApp(backend);
  });
  afterAll(() => t.close());

  test.each(CALLS.map((call) => [`${call.purpose}: ${call.method} ${call.path}`, call] as const))('%s is served, with its access', (_, call) => {
    const route = t.app.routeTable.find((entry) => entry.method === call.method && entry.url === fastifyUrl(call));
    expect(route).toBeDefined();
    expect(route!.access).toEqual(call.access);
  });

  test('each has a test file of its own behaviour, named in the README inventory', () => {
    const readme = fs.readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
    for (const call of CALLS) {
      expect(fs.existsSync(path.join(__dirname, '..', call.testFile))).toBe(true);
      const covered = fs.readFileSync(path.join(__dirname, '..', call.testFile), 'utf8');
      const constantName = Object.entries({ ...API_PATHS, ...ACCOUNT_API_PATHS }).find(([, value]) => value === call.path)![0];
      // The test file calls the path: by its contract constant or literally.
      expect([`PATHS.${constantName}`, call.path.replace(/\{\w+\}.*/, '')].some((text) => covered.includes(text))).toBe(true);
      expect(readme).toContain(`| ${call.purpose} | \`${call.method} ${call.path}\` | ${call.testFile} |`);
    }
  });
});
