import type { AddressInfo } from 'node:net';
import {
  ACCOUNT_API_PATHS,
  ACCOUNT_ERROR_KEYS,
  ADDRESS_GATES,
  ADDRESS_LIMITS,
  ERROR_CODES,
  REGISTRATION_API_PATHS,
  SIGN_IN_ADMISSION,
} from '@evax/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { AddressGate } from '../../src/modules/auth/address-gate.js';
import { admissionHooks, type AdmissionRule } from '../../src/modules/auth/admission.js';
import { BACKENDS } from '../support/databases.js';
import { DEMO_PASSWORD } from '../support/app.js';
import { startAccountApp, type AccountTestApp } from '../support/account.js';
import { request, startFlood } from '../support/flood.js';

/**
 * Issue 27, point 3: one client address flooding the sign-in must not refuse the others. An
 * in-memory gate per address in front of everything, a fair turn among the sign-ins of a process,
 * then the address's failures counted in the database (docs/decisions/security.md, "Security:
 * sign-in floods").
 */

const WRONG = 'Wrong-Password-1';
const FROM_CONNECTION = {
  detail: 'Too many attempts from this connection',
  errorCode: ERROR_CODES.MAX_ATTEMPTS,
  key: ACCOUNT_ERROR_KEYS.TOO_MANY_FROM_CONNECTION,
};

describe('the gate of an address (memory of one process)', () => {
  test('lets `burst` through at once, then `perSecond`; says how long to wait', () => {
    const gate = new AddressGate({ burst: 3, perSecond: 0.5 });
    const at = 1_000_000;
    expect([1, 2, 3].map(() => gate.take('10.0.0.1', at))).toEqual([null, null, null]);
    expect(gate.take('10.0.0.1', at)).toBe(2);
    expect(gate.take('10.0.0.2', at)).toBeNull(); // another address has its own bucket
    expect(gate.take('10.0.0.1', at + 1000)).toBe(1);
    expect(gate.take('10.0.0.1', at + 2000)).toBeNull();
    expect(gate.take('10.0.0.1', at + 2000)).toBe(2);
  });

  test('remembers a block until its end, whatever its tokens', () => {
    const gate = new AddressGate({ burst: 10, perSecond: 10 });
    gate.block('10.0.0.1', 0, 300_000);
    expect(gate.take('10.0.0.1', 1000)).toBe(299);
    expect(gate.take('10.0.0.1', 299_500)).toBe(1);
    expect(gate.take('10.0.0.1', 300_000)).toBeNull();
  });

  test('keeps at most `capacity` addresses, forgetting the one unseen for the longest', () => {
    const gate = new AddressGate({ burst: 1, perSecond: 0.001 }, 2);
    gate.take('a', 0);
    gate.take('b', 0);
    expect(gate.take('a', 0)).not.toBeNull(); // seen again: 'b' is now the oldest
    gate.take('c', 0);
    expect(gate.size).toBe(2);
    expect(gate.take('b', 0)).toBeNull(); // forgotten, so a full bucket again
    expect(gate.take('a', 0)).toBeNull(); // ... and 'a' was forgotten to make room for it
  });
});

describe('the sign-in admission: a fair turn per address', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-01T08:00:00.100Z') }));
  afterEach(() => jest.useRealTimers());

  const RULE: AdmissionRule = { inProgress: 1, perSecond: 100, waiting: 8, perAddressWaiting: 2, waitSeconds: 1.5 };

  /** A request from `ip` through the hook: whether it started, was refused (503), or still waits. */
  function arrive(hooks: ReturnType<typeof admissionHooks>, ip: string) {
    const request = { ip } as FastifyRequest;
    const state = { outcome: 'waiting' as 'waiting' | 'started' | 'refused', request, retryAfter: '' };
    const reply = {
      code: () => reply,
      header: (name: string, value: string) => {
        if (name === 'retry-after') state.retryAfter = value;
        return reply;
      },
      send: () => {
        state.outcome = 'refused';
        return reply;
      },
    } as unknown as FastifyReply;
    void (hooks.onRequest as (r: FastifyRequest, p: FastifyReply) => Promise<unknown>)(request, reply).then(() => {
      if (state.outcome === 'waiting') state.outcome = 'started';
    });
    return state;
  }
  const answered = (hooks: ReturnType<typeof admissionHooks>, request: FastifyRequest) =>
    (hooks.onResponse as (r: FastifyRequest, p: FastifyReply) => Promise<void>)(request, {} as FastifyReply);
  const settle = () => jest.advanceTimersByTimeAsync(0);

  test('each free place goes to the waiting address started least recently: one sending many waits for the others', async () => {
    const hooks = admissionHooks(RULE);
    const first = arrive(hooks, '10.0.0.66');
    const floodA = arrive(hooks, '10.0.0.66');
    const floodB = arrive(hooks, '10.0.0.66');
    const floodC = arrive(hooks, '10.0.0.66');
    const other = arrive(hooks, '10.0.0.77');
    await settle();
    expect([first, floodA, floodB, floodC, other].map((s) => s.outcome)).toEqual(['started', 'waiting', 'waiting', 'refused', 'waiting']);
    expect(floodC.retryAfter).toBe('2');

    // The other address asked after the flooding one, and is served first.
    await answered(hooks, first.request);
    await settle();
    expect([floodA, floodB, other].map((s) => s.outcome)).toEqual(['waiting', 'waiting', 'started']);
    await jest.advanceTimersByTimeAsync(100);
    await answered(hooks, other.request);
    await settle();
    expect([floodA, floodB].map((s) => s.outcome)).toEqual(['started', 'waiting']);
    // A newcomer waiting beside the flooding address goes first again.
    const newcomer = arrive(hooks, '10.0.0.88');
    await jest.advanceTimersByTimeAsync(100);
    await answered(hooks, floodA.request);
    await settle();
    expect([floodB, newcomer].map((s) => s.outcome)).toEqual(['waiting', 'started']);
    await answered(hooks, newcomer.request);
    await settle();
    expect(floodB.outcome).toBe('started');
  });

  test('one address holds at most half the places: the other half stays free for the others', async () => {
    const hooks = admissionHooks({ ...RULE, inProgress: 2 });
    const flood = [arrive(hooks, '10.0.0.66'), arrive(hooks, '10.0.0.66')];
    await settle();
    expect(flood.map((s) => s.outcome)).toEqual(['started', 'waiting']);
    const other = arrive(hooks, '10.0.0.77');
    await settle();
    expect(other.outcome).toBe('started');
    await answered(hooks, flood[0]!.request);
    await settle();
    expect(flood[1]!.outcome).toBe('started');
  });

  test('past `perSecond`, the next ones wait for the next second; past `waitSeconds`, 503', async () => {
    const hooks = admissionHooks({ ...RULE, inProgress: 10, perSecond: 2 });
    const started = [arrive(hooks, '10.0.0.1'), arrive(hooks, '10.0.0.2')];
    const next = arrive(hooks, '10.0.0.3');
    await settle();
    expect([...started, next].map((s) => s.outcome)).toEqual(['started', 'started', 'waiting']);
    await jest.advanceTimersByTimeAsync(900);
    expect(next.outcome).toBe('started');

    const busy = admissionHooks({ ...RULE, inProgress: 1 });
    arrive(busy, '10.0.0.1');
    const late = arrive(busy, '10.0.0.2');
    await jest.advanceTimersByTimeAsync(1400);
    expect(late.outcome).toBe('waiting');
    await jest.advanceTimersByTimeAsync(200);
    expect(late.outcome).toBe('refused');
  });

  test(`at most ${SIGN_IN_ADMISSION.waiting} wait in all`, async () => {
    const hooks = admissionHooks({ ...SIGN_IN_ADMISSION, inProgress: 1 });
    arrive(hooks, '10.1.0.0');
    const waiting = Array.from({ length: SIGN_IN_ADMISSION.waiting + 1 }, (_, i) => arrive(hooks, `10.1.0.${i + 1}`));
    await settle();
    expect(waiting.filter((s) => s.outcome === 'waiting')).toHaveLength(SIGN_IN_ADMISSION.waiting);
    expect(waiting.at(-1)!.outcome).toBe('refused');
  });
});

describe.each(BACKENDS)('per-address limits on %s', (backend) => {
  let t: AccountTestApp;
  let network = 0;
  /** A client address of its own for each test, so that no counter leaks from one test to the next. */
  const addresses = () => {
    network++;
    return (host: number) => `10.${network}.1.${host}`;
  };
  beforeAll(async () => {
    t = await startAccountApp(backend, { config: { addressLimitMultiplier: 1 } });
  });
  afterAll(() => t.close());

  const signIn = (username: string, password: string, remoteAddress: string, app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

  test('only failures count for the address: 50 right sign-ins from one address in a minute pass, with typos among them', async () => {
    const at = addresses();
    const { limit, windowSeconds } = ADDRESS_LIMITS.signIn;
    const statuses: number[] = [];
    let typos = 0;
    for (let i = 0; i < 50; i++) {
      statuses.push((await signIn(i % 2 === 0 ? 'agent' : 'agent2', DEMO_PASSWORD, at(1))).statusCode);
      if (i % 5 === 0) {
        expect((await signIn(`colleague-${i}`, WRONG, at(1))).statusCode).toBe(400);
        typos++;
      }
      t.clock.advance(1.2);
    }
    expect(statuses).toEqual(Array<number>(50).fill(200));

    // The failures did count: the address reaches its limit with more of them alone.
    for (let i = typos; i < limit; i++) expect((await signIn(`colleague-more-${i}`, WRONG, at(1))).statusCode).toBe(400);
    const refused = await signIn('agent', DEMO_PASSWORD, at(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ ...FROM_CONNECTION, retryAfter: expect.any(Number) });
    expect(refused.json<{ retryAfter: number }>().retryAfter).toBeLessThanOrEqual(windowSeconds);
    // The account is not blocked: from another address it signs in.
    expect((await signIn('agent', DEMO_PASSWORD, at(2))).statusCode).toBe(200);
    t.clock.advance(windowSeconds);
    expect((await signIn('agent', DEMO_PASSWORD, at(1))).statusCode).toBe(200);
  });

  test('the gate refuses a burst in memory before any query: 429 with the wait until its next place', async () => {
    const at = addresses();
    const { burst, perSecond } = ADDRESS_GATES.signIn;
    const nextPlace = Math.ceil(1 / perSecond);
    // Bodies that are not valid: refused by the schema, no hash, no failure counted; only the gate counts them.
    const invalid = () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {}, remoteAddress: at(1) });
    for (let i = 0; i < burst; i++) expect((await invalid()).statusCode).toBe(400);
    const refused = await invalid();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ ...FROM_CONNECTION, retryAfter: nextPlace });
    expect(refused.headers['retry-after']).toBe(String(nextPlace));
    expect((await signIn('agent', DEMO_PASSWORD, at(2))).statusCode).toBe(200);
    t.clock.advance(nextPlace - 1);
    expect((await invalid()).statusCode).toBe(429);
    t.clock.advance(1);
    expect((await signIn('agent', DEMO_PASSWORD, at(1))).statusCode).toBe(200);
    t.clock.advance(ADDRESS_LIMITS.signIn.windowSeconds);
  });

  test("the database's block holds across processes, and each process then remembers it without asking", async () => {
    const at = addresses();
    const { limit, windowSeconds } = ADDRESS_LIMITS.signIn;
    for (let i = 0; i < limit; i++) expect((await signIn(`ghost-${i}`, WRONG, at(1))).statusCode).toBe(400);
    const other = await t.buildAnother();
    const elsewhere = await signIn('agent', DEMO_PASSWORD, at(1), other);
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json()).toEqual({ ...FROM_CONNECTION, retryAfter: windowSeconds });

    // The counter gone from the database, both processes still refuse the address (their gates remember); a new one does not.
    await sql`delete from rate_counter where key = ${`address:signIn:${at(1)}`}`.execute(t.db);
    expect((await signIn('agent', DEMO_PASSWORD, at(1))).statusCode).toBe(429);
    expect((await signIn('agent', DEMO_PASSWORD, at(1), other)).statusCode).toBe(429);
    expect((await signIn('agent', DEMO_PASSWORD, at(1), await t.buildAnother())).statusCode).toBe(200);
    t.clock.advance(windowSeconds);
  });

  test.each([
    ['registration', ACCOUNT_API_PATHS.register, { username: 'x' }],
    ['passwordReset', ACCOUNT_API_PATHS.resetPasswordVerifyUser, { requestId: '00000000-0000-4000-8000-000000000000' }],
    ['citizenSpace', REGISTRATION_API_PATHS.citizenSpaceOtp, { phone: 'x' }],
  ] as const)('the other anonymous routes have both layers too (%s): the gate then remembers the block', async (name, url, payload) => {
    const at = addresses();
    const { limit, windowSeconds } = ADDRESS_LIMITS[name];
    const send = (app: FastifyInstance = t.app) => app.inject({ method: 'POST', url, payload, remoteAddress: at(1) });
    for (let i = 0; i < limit; i++) expect((await send()).statusCode).not.toBe(429);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ ...FROM_CONNECTION, retryAfter: windowSeconds });
    await sql`delete from rate_counter where key = ${`address:${name}:${at(1)}`}`.execute(t.db);
    expect((await send()).statusCode).toBe(429);
    expect((await send(await t.buildAnother())).statusCode).not.toBe(429);
    t.clock.advance(windowSeconds);
  });

  test('a flood from one address (over HTTP, behind a trusted proxy on loopback) leaves another address signing in', async () => {
    // The production limits and admission, the real clock, X-Forwarded-For believed from loopback.
    const config: Config = { ...t.config, trustProxy: ['loopback'], addressLimitMultiplier: 1, signInAdmission: { ...SIGN_IN_ADMISSION } };
    const server = await buildApp({ db: t.db, config });
    try {
      await server.listen({ host: '127.0.0.1', port: 0 });
      const { port } = server.server.address() as AddressInfo;
      const flooder = `127.0.${40 + network}.66`;
      const colleague = `127.0.${40 + network}.77`;
      // Bounded: it stops once the other address is done, or after 20 s.
      const flood = startFlood(port, { count: 20, seconds: 20, headers: { 'x-forwarded-for': flooder } });
      await flood.sent;
      const others: { status: number; ms: number }[] = [];
      for (let i = 0; i < 6; i++) {
        const started = performance.now();
        const answer = await request(port, 'POST', '/api/auth/login', { 'x-forwarded-for': colleague }, { username: 'agent', password: DEMO_PASSWORD });
        others.push({ status: answer.status, ms: performance.now() - started });
      }
      const floodingThroughout = !flood.done;
      flood.stop();
      const answers = await flood.answers;
      const count = (status: number) => answers.filter((a) => a.status === status).length;
      console.log(
        `two addresses (${backend}): the flooder ${answers.length} requests, ${count(400)} × 400, ${count(429)} × 429, ${count(503)} × 503; ` +
          `the other ${others.map((o) => `${o.status} in ${o.ms.toFixed(0)} ms`).join(', ')}`,
      );
      expect(floodingThroughout).toBe(true);
      expect(others.map((o) => o.status)).toEqual(Array<number>(6).fill(200));
      // The flooder: refused by its gate (429, its connection named), at most its limit of failures answered.
      expect(answers.every((a) => [400, 429, 503].includes(a.status))).toBe(true);
      expect(count(400)).toBeLessThanOrEqual(ADDRESS_LIMITS.signIn.limit);
      expect(count(429)).toBeGreaterThan(0);
      expect(answers.filter((a) => a.status === 429).every((a) => a.key === ACCOUNT_ERROR_KEYS.TOO_MANY_FROM_CONNECTION)).toBe(true);
      // The other address's successes counted nothing.
      const counted = await t.db.selectFrom('rate_counter').select('key').where('key', '=', `address:signIn:${colleague}`).executeTakeFirst();
      expect(counted).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});
