// The shell page's inline gate (webpack/shell-gate.js, issue 28), run as the built page runs it:
// signed out at the portal's address or an /admin page, the sign-in page, no shell script; otherwise the shell's scripts.
// `node --test scripts/budget/shell-gate.test.mjs` (reads shared's build for its constants).
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { describe, it } from 'node:test';
import { SHELL_GATE, shellPageHtml } from '../../webpack/create-config.mjs';
import { PERSISTED_STORE_KEY, SHELL_ROUTES } from '../../shared/dist/contract/index.js';

const GATE = shellPageHtml('eVax', '/', ['/main.js']).match(/<script>([\s\S]*?)<\/script>/)[1];

/** Runs the gate at `pathname` with `stored` in the persisted store; returns where it went and the scripts it added. */
function runGate(pathname, stored) {
  const replaced = [];
  const added = [];
  const storage = new Map(stored === undefined ? [] : [[PERSISTED_STORE_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored)]]);
  vm.runInNewContext(GATE, {
    location: { pathname, replace: (to) => replaced.push(to) },
    localStorage: { getItem: (key) => storage.get(key) ?? null },
    document: { createElement: () => ({}), head: { appendChild: (script) => added.push(script.src) } },
    Date,
    JSON,
    Boolean,
  });
  return { replaced, added };
}

const session = (expiresAt) => ({ state: { token: 't', currentUser: { id: 1 }, expiresAt }, version: 0 });
const SIGN_IN_PAGE = { replaced: [SHELL_ROUTES.login], added: [] };
const SHELL = { replaced: [], added: ['/main.js'] };

describe("the shell page's gate", () => {
  it("reads the session where shared's auth store keeps it, and opens shared's sign-in address", () => {
    assert.equal(SHELL_GATE.sessionStoreKey, PERSISTED_STORE_KEY);
    assert.equal(SHELL_GATE.signInPage, SHELL_ROUTES.login);
  });

  it("signed out, the portal's address and /admin pages open the sign-in page and add none of the shell's scripts", () => {
    for (const pathname of ['/', '/admin', '/admin/child/list']) assert.deepEqual(runGate(pathname, undefined), SIGN_IN_PAGE, pathname);
  });

  it('an expired, half-written or unreadable session is signed out', () => {
    assert.deepEqual(runGate('/', session(Date.now() - 1000)), SIGN_IN_PAGE);
    assert.deepEqual(runGate('/', { state: { token: null, currentUser: null, expiresAt: null } }), SIGN_IN_PAGE);
    assert.deepEqual(runGate('/', { state: { token: 't', currentUser: null, expiresAt: null } }), SIGN_IN_PAGE);
    assert.deepEqual(runGate('/', '{not json'), SIGN_IN_PAGE);
  });

  it('signed in, the shell starts at once', () => {
    assert.deepEqual(runGate('/', session(Date.now() + 60_000)), SHELL);
    assert.deepEqual(runGate('/admin/child/list', session(null)), SHELL);
  });

  it("signed out, the shell's other public pages still start it (forgot password, the professional body's answer, logout)", () => {
    for (const pathname of ['/auth/forgot-password', SHELL_ROUTES.signinOidc, SHELL_ROUTES.logout, '/administrators'])
      assert.deepEqual(runGate(pathname, undefined), SHELL, pathname);
  });
});
