import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { LoginResponse, Permission } from '@evax/shared/contract';
import { buildApp } from '../../src/app.js';
import type { Clock } from '../../src/clock.js';
import type { Config } from '../../src/config.js';
import type { Db } from '../../src/db/connection.js';
import { hashPassword } from '../../src/modules/accounts/passwords.js';
import type { SmsGateway } from '../../src/modules/sms/gateway.js';
import { createPreparedDatabase, type Backend } from './databases.js';
import { DEMO_PASSWORD, testConfig } from './app.js';
import { checkAnswersAgainstSchemas } from './response-check.js';

/** A clock the test moves by hand: no test sleeps. */
export class FakeClock implements Clock {
  private current: number;

  constructor(start = '2026-03-01T08:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(seconds: number): void {
    this.current += seconds * 1000;
  }

  set(date: Date | string): void {
    this.current = new Date(date).getTime();
  }
}

export interface AccountTestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: FakeClock;
  /** Another app on the same database (a restart, or a second instance). */
  buildAnother(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** The outbox gateway with the development switch (EVAX_SMS_DEV_OUTBOX=1): whole messages kept. */
export const DEV_OUTBOX: Config['sms'] = { kind: 'outbox', devOutbox: true };

/** A migrated, demo-seeded database and the app on it, with a fake clock. */
export async function startAccountApp(
  backend: Backend,
  { demo = true, config: overrides = {}, clock = new FakeClock(), sms }: { demo?: boolean; config?: Partial<Config>; clock?: FakeClock; sms?: SmsGateway } = {},
): Promise<AccountTestApp> {
  const database = await createPreparedDatabase(backend, { demo });
  const others: FastifyInstance[] = [];
  try {
    // The development outbox is on (tests read the codes sent, as on a developer's machine) unless the test says otherwise.
    const config = testConfig({ database: database.config, demoSeed: demo, sms: DEV_OUTBOX, ...overrides });
    const app = await buildApp({ db: database.db, config, clock, sms });
    checkAnswersAgainstSchemas(app);
    return {
      app,
      db: database.db,
      config,
      clock,
      async buildAnother() {
        const other = await buildApp({ db: database.db, config, clock, sms });
        others.push(other);
        return other;
      },
      async close() {
        for (const other of others) await other.close();
        await app.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** Signing in is the one helper of app.ts, offered here too for the account tests. */
export { signIn } from './app.js';

export interface TestUser {
  username: string;
  password?: string;
  phone?: string | null;
  email?: string | null;
  isActive?: boolean;
  firstLogin?: boolean;
  /** Structure code and role code; none: a user without structure (no permission). */
  memberships?: { structureCode: string; roleCode: string; isDefault: boolean }[];
}

/** Adds an active role with these permissions directly in the database; resolves to its id. */
export async function createRole(db: Db, code: string, permissions: readonly Permission[], names = { fr: code, ar: code }): Promise<number> {
  const { id } = await db.insertInto('role').values({ code, name_fr: names.fr, name_ar: names.ar, is_active: true }).returning('id').executeTakeFirstOrThrow();
  if (permissions.length > 0)
    await db
      .insertInto('role_permission')
      .values(permissions.map((permission) => ({ role_id: id, permission })))
      .execute();
  return id;
}

// The demo password's hash, made once per test file: argon2id costs about 0.3 s a hash, and sweeps create a hundred accounts.
let demoPasswordHash: Promise<string> | null = null;
const passwordHashOf = (password: string | undefined) => (password === undefined ? (demoPasswordHash ??= hashPassword(DEMO_PASSWORD)) : hashPassword(password));

/** Adds an account directly in the database; resolves to its id. */
export async function createUser(db: Db, user: TestUser): Promise<number> {
  const { id } = await db
    .insertInto('app_user')
    .values({
      username: user.username,
      email: user.email === undefined ? `${user.username}@test.example` : user.email,
      first_name_fr: 'Test',
      last_name_fr: 'User',
      first_name_ar: 'تجربة',
      last_name_ar: 'مستخدم',
      phone: user.phone ?? null,
      password_hash: await passwordHashOf(user.password),
      is_active: user.isActive ?? true,
      first_login: user.firstLogin ?? false,
      preferred_language: 'fr',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const m of user.memberships ?? []) {
    const structure = await db.selectFrom('structure').select('id').where('code', '=', m.structureCode).executeTakeFirstOrThrow();
    const role = await db.selectFrom('role').select('id').where('code', '=', m.roleCode).executeTakeFirstOrThrow();
    await db.insertInto('user_structure').values({ user_id: id, structure_id: structure.id, role_id: role.id, is_default: m.isDefault }).execute();
  }
  return id;
}

/** The messages the outbox gateway kept for a number, oldest first, whole (the development outbox's copy: null without the switch). */
export async function outboxMessages(db: Db, phone: string): Promise<(string | null)[]> {
  const rows = await db.selectFrom('sms_outbox').select('dev_body').where('to_phone', '=', phone).orderBy('id').execute();
  return rows.map((r) => r.dev_body);
}

/** The messages of the delivery log for a number, oldest first, as administrators read them (codes masked). */
export async function loggedMessages(db: Db, phone: string): Promise<string[]> {
  const rows = await db.selectFrom('sms_outbox').select('body').where('to_phone', '=', phone).orderBy('id').execute();
  return rows.map((r) => r.body);
}

/** The 6-digit code of the last message sent to a number by the outbox gateway. */
export async function lastOutboxCode(db: Db, phone: string): Promise<string> {
  const messages = await outboxMessages(db, phone);
  const code = /\b(\d{6})\b/.exec(messages.at(-1) ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeHttpServer {
  url: string;
  received: ReceivedRequest[];
  /** What the next requests get (status and JSON body); a function may look at the request. */
  respond(
    answer: { status: number; body?: unknown; delayMs?: number } | ((request: ReceivedRequest) => { status: number; body?: unknown; delayMs?: number }),
  ): void;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 (a port of its own) standing for an outside party. */
export async function startFakeHttpServer(): Promise<FakeHttpServer> {
  const received: ReceivedRequest[] = [];
  let answer: Parameters<FakeHttpServer['respond']>[0] = { status: 200, body: {} };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      const { status, body, delayMs = 0 } = typeof answer === 'function' ? answer(entry) : answer;
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(body === undefined ? '' : JSON.stringify(body));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    respond(next) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const authHeader = (session: Pick<LoginResponse, 'access' | 'tokenType'>) => ({ authorization: `${session.tokenType ?? 'Bearer'} ${session.access}` });

/** A contract path with its `{name}` placeholders filled (URI-encoded). */
export function apiPathOf(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
