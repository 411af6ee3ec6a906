import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@evax/shared/contract';
import { buildApp } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { loadAuthSettings } from '../../src/modules/auth/settings.js';
import { loadSmsSettings } from '../../src/modules/sms/settings.js';
import type { Db } from '../../src/db/connection.js';
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
    signInAdmission: { inProgress: 1000, perSecond: 100_000 },
    workers: 1,
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

export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
  return response.json<LoginResponse>();
}

export async function tokenFor(app: FastifyInstance, username: string): Promise<string> {
  return (await login(app, username)).access;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
