import { CITIZEN_API_PATHS } from '@evax/shared/contract';
import type { Backend } from '../support/databases.js';
import { bearer, startTestApp, type TestApp } from '../support/app.js';
import { newChildBody, signIn } from '../citizen/citizen-support.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Call = (method: Method, url: string, username?: string, payload?: unknown) => Promise<Awaited<ReturnType<TestApp['app']['inject']>>>;

/** A demo app per test file, its users signed in, and a caller as one of them. */
export function useFolderApp(backend: Backend, usernames = ['superadmin', 'admin', 'agent', 'agent2']) {
  const state = {} as { t: TestApp; call: Call };
  beforeAll(async () => {
    state.t = await startTestApp(backend);
    const tokens = await signIn(state.t, usernames);
    state.call = async (method, url, username, payload) =>
      state.t.app.inject({
        method,
        url,
        headers: username ? bearer(tokens.get(username)!) : {},
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
  });
  afterAll(() => state.t.close());
  return state;
}

let serial = 0;
const FIRST_NAMES = [
  ['Yasmine', 'ياسمين'],
  ['Nour', 'نور'],
  ['Lina', 'لينا'],
  ['Salma', 'سلمى'],
  ['Eya', 'إيّا'],
  ['Rim', 'ريم'],
  ['Sarra', 'سارة'],
  ['Ines', 'إيناس'],
] as const;

/** A new girl born on 2025-02-14, registered by `username` (at that user's centre); her evax number. */
export async function newChild(call: Call, username = 'agent', birthDate = '2025-02-14'): Promise<string> {
  const [fr, ar] = FIRST_NAMES[serial++ % FIRST_NAMES.length]!;
  const body = newChildBody({ child: { firstNameFr: fr, firstNameAr: ar, lastNameFr: `Medfolder${'x'.repeat(serial)}`, birthDate, birthType: 'normal' } });
  const response = await call('POST', CITIZEN_API_PATHS.childCreate, username, { ...body, confirmNotDuplicate: true });
  if (response.statusCode !== 201) throw new Error(`child not created: ${response.body}`);
  return response.json<{ evaxNumber: string }>().evaxNumber;
}

export async function auditCount(t: TestApp, entity: string): Promise<number> {
  const row = await t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('entity', '=', entity)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
