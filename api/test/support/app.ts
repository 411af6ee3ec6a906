import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { API_PATHS, SIGN_IN_ADMISSION, type LoginResponse } from '@evax/shared/contract';
import { buildApp } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { loadAuthSettings } from '../../src/modules/auth/settings.js';
import { loadSmsSettings } from '../../src/modules/sms/settings.js';
import type { Db } from '../../src/db/connection.js';
import type { Database } from '../../src/db/schema.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo/users.js';
import { createPreparedDatabase, type Backend } from './databases.js';
import { checkAnswersAgainstSchemas, type ResponseCheck } from './response-check.js';

export { DEMO_PASSWORD };

/** A folder with no built frontend in it. */
export function emptyFolder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'evax-test-'));
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    database: { kind: 'pglite', dataDir: null },
    demoSeed: true,
    demoVolume: false,
    jwtSecret: null,
    tokenTtlSeconds: 3600,
    webRoot: emptyFolder(),
    remotesConfigFile: null,
    auth: loadAuthSettings({}),
    sms: loadSmsSettings({}),
    trustProxy: false,
    // Tests sign in many times from inject's one address (127.0.0.1); the flood tests set 1.
    addressLimitMultiplier: 1000,
    signInAdmission: { ...SIGN_IN_ADMISSION, inProgress: 1000, perSecond: 100_000 },
    workers: 1,
    callerCache: true,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Every answer with a declared schema is checked against it (response-check.ts). */
  responses: ResponseCheck;
  close(): Promise<void>;
}

/** A migrated and seeded database (demo data unless told otherwise) and the app on it. */
export async function startTestApp(
  backend: Backend,
  { demo = true, config: overrides = {} }: { demo?: boolean; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const database = await createPreparedDatabase(backend, { demo });
  try {
    const config = testConfig({ database: database.config, demoSeed: demo, ...overrides });
    const app = await buildApp({ db: database.db, config });
    const responses = checkAnswersAgainstSchemas(app);
    return {
      app,
      db: database.db,
      config,
      responses,
      async close() {
        await app.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** The one way tests sign a user in: POST /api/auth/login, the session (it throws unless 200). */
export async function signIn(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
  const response = await app.inject({ method: 'POST', url: API_PATHS.login, payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
  return response.json<LoginResponse>();
}

/** The access tokens of several users, by user name (signIn each). */
export async function tokensFor(app: FastifyInstance, usernames: readonly string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const username of usernames) tokens[username] = (await signIn(app, username)).access;
  return tokens;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A request as a signed-in user (by user name; none: without a token), with a JSON body. */
export type Call = (method: Method, url: string, username?: string, payload?: unknown) => Promise<LightMyRequestResponse>;

/** Requests to the app as one of the users whose tokens are given. */
export function callerFor(app: FastifyInstance, tokens: Record<string, string>): Call {
  return (method, url, username, payload) =>
    app.inject({ method, url, headers: username ? bearer(tokens[username]!) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
}

/** The demo users the area tests call as. */
export const DEMO_CALLERS = ['superadmin', 'admin', 'agent', 'agent2'] as const;

/**
 * The API test harness: a demo app per test file (PGlite, or PostgreSQL with DATABASE_URL through
 * describe.each(BACKENDS)), the users signed in once, and `call` to make a request as one of them.
 */
export function useApiApp(backend: Backend, usernames: readonly string[] = DEMO_CALLERS) {
  let send: Call | undefined;
  // `call` is there at once (a test file destructures it), and sends once beforeAll signed the users in.
  const harness = { t: undefined as unknown as TestApp, call: ((...args) => send!(...args)) as Call };
  beforeAll(async () => {
    harness.t = await startTestApp(backend);
    send = callerFor(harness.t.app, await tokensFor(harness.t.app, usernames));
  });
  afterAll(() => harness.t.close());
  return harness;
}

/** The rows of a table (those whose columns have the values given), to show a refused request wrote nothing and an accepted one what it wrote. */
export async function countRows(t: Pick<TestApp, 'db'>, table: keyof Database, where: Record<string, string | number | boolean> = {}): Promise<number> {
  let query = t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  for (const [column, value] of Object.entries(where)) query = query.where(sql.ref(column), '=', value);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A 400 (or a 409 on fields) that names this error on the field: `expected` is the error's key
 * (ERROR.CODE...), or its field code where the schema or a generic rule refused the value. A test
 * says which error it expects, not only that the field has one.
 */
export function expectFieldError(response: LightMyRequestResponse, field: string, expected: string): void {
  const fields = response.json<{ fields?: Record<string, { code: string; key: string }[]> }>().fields ?? {};
  expect({ field, errors: fields[field]?.map((error) => (expected.startsWith('ERROR.') ? error.key : error.code)) }).toEqual({
    field,
    errors: expect.arrayContaining([expected]),
  });
}

/** The id of the structure a user works at by default (the demo agent's centre, CSB-11-1). */
export async function defaultStructureOf(db: Db, username: string): Promise<number> {
  const row = await db
    .selectFrom('user_structure as us')
    .innerJoin('app_user as u', 'u.id', 'us.user_id')
    .select('us.structure_id')
    .where('u.username', '=', username)
    .where('us.is_default', '=', true)
    .executeTakeFirstOrThrow();
  return row.structure_id;
}
