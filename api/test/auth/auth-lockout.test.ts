import { ERROR_CODES, ERROR_KEYS, LOCKOUT } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { nameAtAddressKey } from '../../src/modules/auth/lockout.js';
import { BACKENDS } from '../support/databases.js';
import { DEMO_PASSWORD } from '../support/app.js';
import { createUser, startAccountApp, type AccountTestApp } from '../support/account.js';

const WRONG = 'Wrong-Password-1';
const MAX_ATTEMPTS = { detail: 'Max Attempts', errorCode: ERROR_CODES.MAX_ATTEMPTS, key: ERROR_KEYS.MAX_ATTEMPTS };
const BAD_CREDENTIALS = { detail: 'The username or password is incorrect', errorCode: ERROR_CODES.BAD_CREDENTIALS, key: ERROR_KEYS.BAD_CREDENTIALS };

describe.each(BACKENDS)('sign-in lock-out on %s', (backend) => {
  let t: AccountTestApp;
  let n = 0;
  /** A fresh account per test, so that no counter leaks from one test to the next. */
  async function freshUser(): Promise<string> {
    const username = `lock${++n}`;
    await createUser(t.db, { username });
    return username;
  }
  beforeAll(async () => {
    t = await startAccountApp(backend);
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  /** The counter of the name at inject's address (127.0.0.1): the one that blocks a single caller. */
  const throttle = (username: string) =>
    t.db.selectFrom('login_throttle').selectAll().where('username_key', '=', nameAtAddressKey(username, '127.0.0.1')).executeTakeFirst();

  /** Failures up to the block: the first ones answer 102, the one reaching the threshold 429. */
  async function failUntilBlocked(username: string, blockSeconds: number): Promise<void> {
    for (let i = 1; i < LOCKOUT.failuresBeforeBlock; i++) {
      const response = await attempt(username, WRONG);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(BAD_CREDENTIALS);
    }
    const blocking = await attempt(username, WRONG);
    expect(blocking.statusCode).toBe(429);
    expect(blocking.json()).toEqual({ ...MAX_ATTEMPTS, retryAfter: blockSeconds });
    expect(blocking.headers['retry-after']).toBe(String(blockSeconds));
  }

  test('the constants are the spec’s: 5 failures, then 5 min, 15 min, 3 h, 24 h', () => {
    expect(LOCKOUT).toEqual({ failuresBeforeBlock: 5, blockSeconds: [300, 900, 10800, 86400] });
  });

  test('each block escalates, 5 min → 15 min → 3 h → 24 h (then 24 h again); even the right password is refused while blocked', async () => {
    const username = await freshUser();
    const lengths = [300, 900, 3 * 3600, 24 * 3600, 24 * 3600];
    for (const [index, seconds] of lengths.entries()) {
      await failUntilBlocked(username, seconds);
      const right = await attempt(username, DEMO_PASSWORD);
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({ ...MAX_ATTEMPTS, retryAfter: seconds });
      t.clock.advance(seconds - 1);
      expect((await attempt(username, DEMO_PASSWORD)).json()).toEqual({ ...MAX_ATTEMPTS, retryAfter: 1 });
      t.clock.advance(1);
      expect((await throttle(username))?.level).toBe(index + 1);
    }
    // The block is over: the right password gets in, and everything starts over.
    expect((await attempt(username, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await throttle(username)).toBeUndefined();
    await failUntilBlocked(username, 300);
    t.clock.advance(300);
  });

  test('a successful sign-in resets the failure count', async () => {
    const username = await freshUser();
    for (let i = 1; i < LOCKOUT.failuresBeforeBlock; i++) expect((await attempt(username, WRONG)).statusCode).toBe(400);
    expect((await attempt(username, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 1; i < LOCKOUT.failuresBeforeBlock; i++) expect((await attempt(username, WRONG)).statusCode).toBe(400);
    expect((await throttle(username))?.failures).toBe(LOCKOUT.failuresBeforeBlock - 1);
  });

  test('the level is kept within a day of the last block, and decays after 24 quiet hours', async () => {
    const username = await freshUser();
    await failUntilBlocked(username, 300);
    t.clock.advance(300 + 3600); // an hour after the block: the next one is longer
    await failUntilBlocked(username, 900);
    t.clock.advance(900 + 24 * 3600); // a quiet day after the end of the block: back to the first length
    await failUntilBlocked(username, 300);
    t.clock.advance(300);
  });

  test('failures not followed by a block are forgotten after 24 quiet hours', async () => {
    const username = await freshUser();
    for (let i = 1; i < LOCKOUT.failuresBeforeBlock; i++) expect((await attempt(username, WRONG)).statusCode).toBe(400);
    t.clock.advance(24 * 3600 + 1);
    expect((await attempt(username, WRONG)).statusCode).toBe(400);
    expect((await throttle(username))?.failures).toBe(1);
  });

  test('an unknown user name is blocked the same way: the lock-out tells nothing about which names exist', async () => {
    await failUntilBlocked('nobody-at-all', 300);
    expect((await attempt(' NOBODY-AT-ALL ', 'anything')).json()).toEqual({ ...MAX_ATTEMPTS, retryAfter: 300 });
    t.clock.advance(300);
  });

  test('the user name is compared trimmed and in any case', async () => {
    const username = await freshUser();
    for (const typed of [username, username.toUpperCase(), ` ${username}`, `${username} `]) expect((await attempt(typed, WRONG)).statusCode).toBe(400);
    expect((await attempt(username, WRONG)).statusCode).toBe(429);
    t.clock.advance(300);
  });

  test('counters live in the database: they hold across an app rebuild and are shared by two instances', async () => {
    const username = await freshUser();
    for (let i = 0; i < 3; i++) expect((await attempt(username, WRONG)).statusCode).toBe(400);
    const second = await t.buildAnother();
    expect((await attempt(username, WRONG, second)).statusCode).toBe(400);
    expect((await attempt(username, WRONG, second)).statusCode).toBe(429);
    expect((await attempt(username, DEMO_PASSWORD)).json()).toEqual({ ...MAX_ATTEMPTS, retryAfter: 300 });
    await second.close();
    const rebuilt = await t.buildAnother();
    t.clock.advance(120);
    expect((await attempt(username, DEMO_PASSWORD, rebuilt)).json()).toEqual({ ...MAX_ATTEMPTS, retryAfter: 180 });
    t.clock.advance(180);
    expect((await attempt(username, DEMO_PASSWORD, rebuilt)).statusCode).toBe(200);
  });

  test('parallel failures are counted once each: exactly one block, however many arrive together', async () => {
    const username = await freshUser();
    const responses = await Promise.all(Array.from({ length: 12 }, () => attempt(username, WRONG)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(LOCKOUT.failuresBeforeBlock - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - (LOCKOUT.failuresBeforeBlock - 1));
    const row = await throttle(username);
    expect(row).toMatchObject({ level: 1, failures: 0 });
    expect(row!.blocked_until!.getTime() - t.clock.now().getTime()).toBe(300_000);
    t.clock.advance(300);
  });

  test('an inactive account is refused (105) only with the right password; a wrong one counts as a failure', async () => {
    await createUser(t.db, { username: 'sleeping', isActive: false });
    const right = await attempt('sleeping', DEMO_PASSWORD);
    expect(right.statusCode).toBe(400);
    expect(right.json().errorCode).toBe(ERROR_CODES.USER_INACTIVE);
    expect((await attempt('sleeping', WRONG)).json().errorCode).toBe(ERROR_CODES.BAD_CREDENTIALS);
    expect((await throttle('sleeping'))?.failures).toBe(1);
  });

  test('each new block is written to the audit log', async () => {
    const username = await freshUser();
    await failUntilBlocked(username, 300);
    const { id } = await t.db.selectFrom('app_user').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    const entries = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'lockout').where('entity_id', '=', String(id)).execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toMatchObject({ level: 1 });
    t.clock.advance(300);
  });
});
