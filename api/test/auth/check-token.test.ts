import { Writable } from 'node:stream';
import { ACCOUNT_API_PATHS, HTTP_ERROR_KEYS, TOKEN_INVALID_DETAIL, type CheckTokenResponse, type LoginResponse } from '@evax/shared/contract';
import { buildApp } from '../../src/app.js';
import { redactedUrl, requestForLog } from '../../src/http/request-log.js';
import { BACKENDS } from '../support/databases.js';
import { bearer } from '../support/app.js';
import { apiPathOf, signIn, startAccountApp, type AccountTestApp } from '../support/account.js';

/**
 * Issue 27, point 5: GET /api/v1/authentication/check-token/{token} (spec 1 §7) keeps its path but
 * answers only a caller presenting that same token in its Authorization header, so it is no
 * oracle for a token found elsewhere; and the token of its path is never written to a log.
 */
describe.each(BACKENDS)('check-token on %s', (backend) => {
  let t: AccountTestApp;
  let agent: LoginResponse;
  let admin: LoginResponse;
  beforeAll(async () => {
    t = await startAccountApp(backend);
    agent = await signIn(t.app, 'agent');
    admin = await signIn(t.app, 'admin');
  });
  afterAll(() => t.close());

  const check = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: apiPathOf(ACCOUNT_API_PATHS.checkToken, { token }), headers });
  const UNAUTHENTICATED = { detail: TOKEN_INVALID_DETAIL, key: HTTP_ERROR_KEYS.UNAUTHORIZED };

  test("the token's holder is told; without the token, or with another one, 401 and nothing about it", async () => {
    const own = await check(agent.access, bearer(agent.access));
    expect(own.statusCode).toBe(200);
    expect(own.json<CheckTokenResponse>()).toMatchObject({ valid: true, kind: 'access' });
    expect(own.headers['cache-control']).toBe('no-store');

    for (const headers of [{}, bearer(admin.access), bearer(`${agent.access}x`), { authorization: agent.access }]) {
      const other = await check(agent.access, headers);
      expect(other.statusCode).toBe(401);
      expect(other.json()).toEqual(UNAUTHENTICATED);
    }
    // A garbage token named and presented: the holder of garbage learns it is garbage.
    expect((await check('garbage', bearer('garbage'))).json<CheckTokenResponse>()).toEqual({ valid: false, status: 'invalid', kind: null, expiresAt: null });
    // And a revoked one, after its logout.
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(agent.access) });
    expect((await check(agent.access, bearer(agent.access))).json<CheckTokenResponse>()).toMatchObject({ valid: false, kind: 'access' });
  });

  test("the path's token never reaches a log, whatever the level", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const app = await buildApp({ db: t.db, config: t.config, clock: t.clock, logger: { level: 'trace', stream } });
    // Request lines are off; a plugin that logs a request anyway goes through the app's serializer.
    app.addHook('onRequest', async (request) => request.log.info({ req: request }, 'request seen'));
    try {
      const session = await signIn(app, 'admin');
      for (const headers of [{}, bearer(session.access)]) {
        await app.inject({ method: 'GET', url: apiPathOf(ACCOUNT_API_PATHS.checkToken, { token: session.access }), headers });
      }
      // A method no route has, on check-token's path.
      await app.inject({ method: 'POST', url: apiPathOf(ACCOUNT_API_PATHS.checkToken, { token: session.access }), headers: bearer(session.access) });
      const seen = lines.filter((line) => line.includes('request seen') && line.includes('check-token'));
      expect(seen).toHaveLength(3);
      expect(seen.every((line) => line.includes('check-token/[redacted]'))).toBe(true);
      const signature = session.access.split('.')[2]!;
      expect(lines.filter((line) => line.includes(signature))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('a request as the logs show it', () => {
  test("check-token's token is redacted, other paths are kept", () => {
    expect(redactedUrl('/api/v1/authentication/check-token/eyJ.abc.def')).toBe('/api/v1/authentication/check-token/[redacted]');
    expect(redactedUrl('/api/v1/authentication/check-token/eyJ.abc.def?x=1')).toBe('/api/v1/authentication/check-token/[redacted]?x=1');
    expect(redactedUrl('/api/citizen/children?page=2')).toBe('/api/citizen/children?page=2');
    const request = { method: 'GET', url: '/api/v1/authentication/check-token/secret-token', host: 'localhost', ip: '127.0.0.1', socket: { remotePort: 5000 } };
    expect(requestForLog(request as never)).toEqual({
      method: 'GET',
      url: '/api/v1/authentication/check-token/[redacted]',
      host: 'localhost',
      remoteAddress: '127.0.0.1',
      remotePort: 5000,
    });
  });
});
