import type { ChildWithNewParentRequest } from '@evax/shared/contract';
import type { Database } from '../../src/db/schema.js';
import type { Backend } from '../support/databases.js';
import { bearer, startTestApp, tokenFor, type TestApp } from '../support/app.js';

let serial = 0;

/** A distinct eight-digit national identity card number per call. */
export const nextNationalId = () =>
  String(40_000_000 + ++serial * 7919)
    .padStart(8, '0')
    .slice(-8);

/** A new child and a new mother, unlike any demo child (names and a birth date of their own). */
export function newChildBody(
  overrides: { child?: Partial<ChildWithNewParentRequest['child']>; parent?: Partial<ChildWithNewParentRequest['parent']> } = {},
): ChildWithNewParentRequest {
  return {
    child: {
      firstNameFr: 'Zeineb',
      lastNameFr: 'Kchaou',
      firstNameAr: 'زينب',
      lastNameAr: 'الكشاو',
      birthDate: '2025-02-14',
      gender: 'female',
      motherFirstNameFr: 'Hela',
      motherLastNameFr: 'Kchaou',
      motherFirstNameAr: 'هالة',
      motherLastNameAr: 'الكشاو',
      birthType: 'premature_32_36',
      birthWeightKg: 2.4,
      birthHeightCm: 46,
      birthHeadCircumferenceCm: 32.5,
      ...overrides.child,
    },
    parent: {
      firstNameFr: 'Hela',
      lastNameFr: 'Kchaou',
      firstNameAr: 'هالة',
      lastNameAr: 'الكشاو',
      nationalId: nextNationalId(),
      phone: `2${String(1_000_000 + serial * 37).slice(-7)}`,
      ...overrides.parent,
    },
    role: 'mother',
  };
}

export async function signIn(t: TestApp, usernames: string[]): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  for (const username of usernames) tokens.set(username, await tokenFor(t.app, username));
  return tokens;
}

export function caller(t: TestApp, tokens: Map<string, string>) {
  return (method: 'GET' | 'POST' | 'DELETE', url: string, username?: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: username ? bearer(tokens.get(username)!) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
}

/** The rows of a table, to show a refused request wrote nothing (and an accepted one what it wrote). */
export async function countRows(t: Pick<TestApp, 'db'>, table: keyof Database): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A demo app per test file, the users signed in, and a caller for requests as one of them. */
export function useCitizenApp(backend: Backend, usernames = ['superadmin', 'admin', 'agent', 'agent2']) {
  const state = {} as { t: TestApp; call: ReturnType<typeof caller> };
  beforeAll(async () => {
    state.t = await startTestApp(backend);
    state.call = caller(state.t, await signIn(state.t, usernames));
  });
  afterAll(() => state.t.close());
  return state;
}
