import type { AddressInfo } from 'node:net';
import {
  ACCOUNT_API_PATHS,
  ACCOUNT_ERROR_KEYS,
  ADDRESS_LIMITS,
  ERROR_CODES,
  ERROR_KEYS,
  LOCKOUT,
  NAME_LOCKOUT_FAILURES,
  SIGN_IN_ADMISSION,
  type LoginResponse,
} from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { clientAddress } from '../../src/modules/auth/address-limit.js';
import { HashingQueue } from '../../src/modules/accounts/hashing-queue.js';
import { nameAtAddressKey } from '../../src/modules/auth/lockout.js';
import { BACKENDS } from '../support/databases.js';
import { DEMO_PASSWORD } from '../support/app.js';
import { apiPathOf, authHeader, startAccountApp, type AccountTestApp } from '../support/account.js';
import { request, startFlood } from '../support/flood.js';

const WRONG = 'Wrong-Password-1';
const MAX_ATTEMPTS = { detail: 'Max Attempts', errorCode: ERROR_CODES.MAX_ATTEMPTS, key: ERROR_KEYS.MAX_ATTEMPTS };
/** Past a per-address limit: the connection is refused, the account is not said to be blocked. */
const FROM_CONNECTION = {
  detail: 'Too many attempts from this connection',
  errorCode: ERROR_CODES.MAX_ATTEMPTS,
  key: ACCOUNT_ERROR_KEYS.TOO_MANY_FROM_CONNECTION,
};
/** The limits as production has them (the harness raises them for the other tests). */
const REAL_LIMITS: Partial<Config> = { addressLimitMultiplier: 1 };

describe('the client address and its configuration', () => {
  test('EVAX_TRUST_PROXY: unset trusts no proxy; a list of addresses, ranges or names; anything else stops the start', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ EVAX_TRUST_PROXY: ' 10.0.0.1, 10.1.0.0/16 ,::1,loopback' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', '::1', 'loopback']);
    for (const wrong of ['1', 'true', 'proxy.example', '10.0.0.1,nope']) expect(() => loadConfig({ EVAX_TRUST_PROXY: wrong })).toThrow(/EVAX_TRUST_PROXY/);
  });

  test('the limits are the shared ones unless raised by configuration', () => {
    expect(loadConfig({}).addressLimitMultiplier).toBe(1);
    expect(loadConfig({}).signInAdmission).toEqual(SIGN_IN_ADMISSION);
    expect(loadConfig({ EVAX_ADDRESS_LIMIT_MULTIPLIER: '100', EVAX_SIGNIN_IN_PROGRESS: '8', EVAX_SIGNIN_PER_SECOND: '100' })).toMatchObject({
      addressLimitMultiplier: 100,
      signInAdmission: { inProgress: 8, perSecond: 100 },
    });
    expect(() => loadConfig({ EVAX_ADDRESS_LIMIT_MULTIPLIER: '0' })).toThrow(/EVAX_ADDRESS_LIMIT_MULTIPLIER/);
  });

  test('IPv4 as is (also when mapped in IPv6), IPv6 by its /64', () => {
    expect(clientAddress({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(clientAddress({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
    expect(clientAddress({ ip: '2001:db8:0:12:aaaa::1' })).toBe('2001:db8:0:12::/64');
    expect(clientAddress({ ip: '2001:DB8:0000:0012:ffff:1:2:3' })).toBe('2001:db8:0:12::/64');
    expect(clientAddress({ ip: '2001:db8::1' })).toBe('2001:db8:0:0::/64');
    expect(clientAddress({ ip: '::1' })).toBe('0:0:0:0::/64');
  });
});

describe('the hashing line', () => {
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  test('runs `concurrency` jobs at once, lets `waiting` more wait, and refuses the next at once with 503 and Retry-After', async () => {
    const queue = new HashingQueue(2, 1);
    let running = 0;
    let most = 0;
    const job = async () => {
      most = Math.max(most, ++running);
      await sleep(30);
      running--;
      return 'done';
    };
    const accepted = [queue.runOrRefuse(job), queue.runOrRefuse(job), queue.runOrRefuse(job)];
    await expect(queue.runOrRefuse(job)).rejects.toMatchObject({ statusCode: 503, envelope: { key: 'ERROR.CODE.SERVER_BUSY', retryAfter: 2 } });
    expect(() => queue.assertRoom()).toThrow();
    // New hashes (registration, seeds) wait their turn instead.
    const waiting = queue.run(job);
    expect(await Promise.all([...accepted, waiting])).toEqual(['done', 'done', 'done', 'done']);
    expect(most).toBe(2);
    expect(() => queue.assertRoom()).not.toThrow();
  });

  test('a failing job gives its place to the next', async () => {
    const queue = new HashingQueue(1, 1);
    const failing = queue.runOrRefuse(() => Promise.reject(new Error('boom')));
    const next = queue.runOrRefuse(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});

describe.each(BACKENDS)('sign-in floods on %s', (backend) => {
  let t: AccountTestApp;
  let network = 0;
  /** A client address of its own for each test, so that no counter leaks from one test to the next. */
  const addresses = () => {
    network++;
    return (host: number) => `10.${network}.0.${host}`;
  };
  beforeAll(async () => {
    t = await startAccountApp(backend, { config: REAL_LIMITS });
  });
  afterAll(() => t.close());

  const signIn = (username: string, password: string, remoteAddress: string, app: FastifyInstance = t.app, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress, headers });

  test(`a flood of unknown names from one address meets 429 with Retry-After after ${ADDRESS_LIMITS.signIn.limit}; other addresses still sign in`, async () => {
    const at = addresses();
    const { limit, windowSeconds } = ADDRESS_LIMITS.signIn;
    for (let i = 0; i < limit; i++) expect((await signIn(`ghost-${i}`, WRONG, at(1))).statusCode).toBe(400);
    const refused = await signIn('ghost-last', WRONG, at(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ ...FROM_CONNECTION, retryAfter: windowSeconds });
    expect(refused.headers['retry-after']).toBe(String(windowSeconds));
    // Even the right password of a real account, and a body that is not valid: the address is over its limit.
    expect((await signIn('agent', DEMO_PASSWORD, at(1))).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {}, remoteAddress: at(1) })).statusCode).toBe(429);

    expect((await signIn('agent', DEMO_PASSWORD, at(2))).statusCode).toBe(200);
    t.clock.advance(windowSeconds);
    expect((await signIn('ghost-again', WRONG, at(1))).statusCode).toBe(400);
  });

  test(`registration: ${ADDRESS_LIMITS.registration.limit} per address per hour, both forms together`, async () => {
    const at = addresses();
    const { limit, windowSeconds } = ADDRESS_LIMITS.registration;
    const register = (url: string, remoteAddress: string) => t.app.inject({ method: 'POST', url, payload: { username: 'x' }, remoteAddress });
    for (let i = 0; i < limit; i++) {
      const url = i % 2 === 0 ? ACCOUNT_API_PATHS.register : ACCOUNT_API_PATHS.registerPrivateProfessional;
      expect((await register(url, at(1))).statusCode).toBe(400);
    }
    for (const url of [ACCOUNT_API_PATHS.register, ACCOUNT_API_PATHS.registerPrivateProfessional]) {
      const refused = await register(url, at(1));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ ...FROM_CONNECTION, retryAfter: windowSeconds });
      expect(refused.headers['retry-after']).toBe(String(windowSeconds));
    }
    expect((await register(ACCOUNT_API_PATHS.register, at(2))).statusCode).toBe(400);
    t.clock.advance(windowSeconds);
  });

  test(`forgot password: ${ADDRESS_LIMITS.passwordReset.limit} per address per 15 minutes over its steps`, async () => {
    const at = addresses();
    const { limit, windowSeconds } = ADDRESS_LIMITS.passwordReset;
    const verifyUser = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: ACCOUNT_API_PATHS.resetPasswordVerifyUser,
        payload: { requestId: '00000000-0000-4000-8000-000000000000' },
        remoteAddress,
      });
    for (let i = 0; i < limit; i++) expect((await verifyUser(at(1))).statusCode).not.toBe(429);
    for (const [url, payload] of [
      [ACCOUNT_API_PATHS.resetPassword, { username: 'agent' }],
      [ACCOUNT_API_PATHS.resetPasswordVerifyOtp, { requestId: '00000000-0000-4000-8000-000000000000', code: '123456' }],
      [ACCOUNT_API_PATHS.resetPasswordChange, { token: 'x', newPassword: 'Strong-Password-9' }],
    ] as const) {
      const refused = await t.app.inject({ method: 'POST', url, payload, remoteAddress: at(1) });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ ...FROM_CONNECTION, retryAfter: windowSeconds });
      expect(refused.headers['retry-after']).toBe(String(windowSeconds));
    }
    expect((await verifyUser(at(2))).statusCode).not.toBe(429);
    t.clock.advance(windowSeconds);
  });

  describe('behind a proxy', () => {
    const flood = async (app: FastifyInstance, forwardedFor: (i: number) => string) => {
      const statuses: number[] = [];
      for (let i = 0; i <= ADDRESS_LIMITS.signIn.limit; i++)
        statuses.push((await signIn(`proxied-${i}`, WRONG, '127.0.0.1', app, { 'x-forwarded-for': forwardedFor(i) })).statusCode);
      return statuses;
    };

    test('with EVAX_TRUST_PROXY naming the proxy, the forwarded address counts', async () => {
      const proxied = await buildApp({ db: t.db, config: { ...t.config, trustProxy: ['127.0.0.1'] }, clock: t.clock });
      try {
        const statuses = await flood(proxied, () => '203.0.113.7');
        expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
        expect(statuses.at(-1)).toBe(429);
        // Another client behind the same proxy is not blocked.
        expect((await signIn('agent', DEMO_PASSWORD, '127.0.0.1', proxied, { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(200);
      } finally {
        await proxied.close();
      }
      t.clock.advance(ADDRESS_LIMITS.signIn.windowSeconds);
    });

    test('without it, a forged X-Forwarded-For does not let a caller rotate addresses', async () => {
      const statuses = await flood(t.app, (i) => `198.51.100.${i + 1}`);
      expect(statuses.at(-1)).toBe(429);
      expect((await signIn('agent', DEMO_PASSWORD, '127.0.0.1', t.app, { 'x-forwarded-for': '198.51.100.250' })).statusCode).toBe(429);
      // A proxy that is not the one configured is not believed either.
      const elsewhere = await buildApp({ db: t.db, config: { ...t.config, trustProxy: ['192.0.2.1'] }, clock: t.clock });
      try {
        expect((await signIn('agent', DEMO_PASSWORD, '127.0.0.1', elsewhere, { 'x-forwarded-for': '198.51.100.251' })).statusCode).toBe(429);
      } finally {
        await elsewhere.close();
      }
      t.clock.advance(ADDRESS_LIMITS.signIn.windowSeconds);
    });
  });

  describe('the superuser cannot be locked out from one address', () => {
    const nameRow = (username: string) => t.db.selectFrom('login_throttle').selectAll().where('username_key', '=', username).executeTakeFirst();

    test(`${LOCKOUT.failuresBeforeBlock} wrong passwords from one address block that address only; the superuser signs in from another`, async () => {
      const at = addresses();
      for (let i = 1; i < LOCKOUT.failuresBeforeBlock; i++) expect((await signIn('superadmin', WRONG, at(1))).statusCode).toBe(400);
      const blocking = await signIn('superadmin', WRONG, at(1));
      expect(blocking.json()).toEqual({ ...MAX_ATTEMPTS, retryAfter: LOCKOUT.blockSeconds[0] });
      expect(blocking.headers['retry-after']).toBe(String(LOCKOUT.blockSeconds[0]));
      expect((await signIn('superadmin', DEMO_PASSWORD, at(1))).statusCode).toBe(429);
      expect((await signIn('superadmin', DEMO_PASSWORD, at(2))).statusCode).toBe(200);
      expect(await nameRow('superadmin')).toBeUndefined(); // the success started everything over
      expect(
        await t.db
          .selectFrom('login_throttle')
          .select('username_key')
          .where('username_key', '=', nameAtAddressKey('superadmin', at(1)))
          .executeTakeFirst(),
      ).toBeUndefined();
    });

    test('an address keeps escalating its own block, but only its first round counts for the name', async () => {
      const at = addresses();
      for (const seconds of LOCKOUT.blockSeconds.slice(0, 3)) {
        for (let i = 0; i < LOCKOUT.failuresBeforeBlock; i++) await signIn('superadmin', WRONG, at(1));
        expect((await signIn('superadmin', WRONG, at(1))).json()).toEqual({ ...MAX_ATTEMPTS, retryAfter: seconds });
        t.clock.advance(seconds);
      }
      expect(await nameRow('superadmin')).toMatchObject({ failures: LOCKOUT.failuresBeforeBlock, level: 0, blocked_until: null });
      expect((await signIn('superadmin', DEMO_PASSWORD, at(2))).statusCode).toBe(200);
    });

    test(`failures from ${NAME_LOCKOUT_FAILURES / LOCKOUT.failuresBeforeBlock} addresses block the name for everyone, with the spec's lengths`, async () => {
      const at = addresses();
      const spread = NAME_LOCKOUT_FAILURES / LOCKOUT.failuresBeforeBlock;
      for (let host = 1; host <= spread; host++) {
        for (let i = 0; i < LOCKOUT.failuresBeforeBlock; i++) await signIn('superadmin', WRONG, at(host));
      }
      const elsewhere = await signIn('superadmin', DEMO_PASSWORD, at(100));
      expect(elsewhere.statusCode).toBe(429);
      expect(elsewhere.json()).toEqual({ ...MAX_ATTEMPTS, retryAfter: LOCKOUT.blockSeconds[0] });
      t.clock.advance(LOCKOUT.blockSeconds[0]);
      expect((await signIn('superadmin', DEMO_PASSWORD, at(100))).statusCode).toBe(200);
    });
  });

  test('sign-in, /api/v1/me and the other answers with tokens carry Cache-Control: no-store', async () => {
    const at = addresses();
    const failed = await signIn('agent', WRONG, at(1));
    expect(failed.headers['cache-control']).toBe('no-store');
    const ok = await signIn('agent', DEMO_PASSWORD, at(1));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const session = ok.json<LoginResponse>();
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeader(session) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const checked = await t.app.inject({
      method: 'GET',
      url: apiPathOf(ACCOUNT_API_PATHS.checkToken, { token: session.access }),
      headers: authHeader(session),
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.headers['cache-control']).toBe('no-store');
    const structure = session.profile.user.structuresDetails[0]!.structure.id;
    const changed = await t.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.currentCenterChange, headers: authHeader(session), payload: { structure } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['cache-control']).toBe('no-store');
  });

  // Timings are printed, never judged here (a loaded CI machine is not a measure); `pnpm bench`
  // prints them too. What must hold is the behaviour: other requests answer, the flood is turned away.
  test('during a flood (200 sign-ins of unknown names kept in flight), /api/health and a signed-in request keep answering, the flood gets 503 busy', async () => {
    // Address limits raised as for a flood spread over many addresses: the admission of sign-ins
    // (as in production) and the hashing line are what must hold.
    const server = await buildApp({
      db: t.db,
      config: { ...t.config, addressLimitMultiplier: 1000, signInAdmission: { ...SIGN_IN_ADMISSION } },
      clock: t.clock,
    });
    try {
      await server.listen({ host: '127.0.0.1', port: 0 });
      const { port } = server.server.address() as AddressInfo;
      const session = (await signIn('agent', DEMO_PASSWORD, '10.200.0.1')).json<LoginResponse>();
      const timed = async (path: string, headers: Record<string, string> = {}) => {
        const started = performance.now();
        const { status } = await request(port, 'GET', path, headers);
        expect(status).toBe(200);
        return performance.now() - started;
      };

      const flood = startFlood(port, { count: 200, seconds: 60 });
      await flood.sent;
      const health: number[] = [];
      const me: number[] = [];
      for (let i = 0; i < 8; i++) {
        health.push(await timed('/api/health'));
        me.push(await timed('/api/v1/me', authHeader(session)));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const floodingAfterMeasures = !flood.done;
      flood.stop();
      const answers = await flood.answers;
      const statuses = answers.map((a) => a.status);
      const busy = answers.filter((a) => a.status === 503);
      console.log(
        `flood (${backend}): ${statuses.filter((s) => s === 400).length} × 400, ${busy.length} × 503; ` +
          `p-max /api/health ${Math.max(...health).toFixed(1)} ms, /api/v1/me ${Math.max(...me).toFixed(1)} ms`,
      );
      expect(floodingAfterMeasures).toBe(true);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy.every((a) => a.retryAfter === '2')).toBe(true);
      expect(statuses.every((s) => s === 400 || s === 503)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
