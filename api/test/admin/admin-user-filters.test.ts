import { API_PATHS, MAX_PAGE_SIZE, type LoginResponse, type Paged, type UserRow } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { bearer } from '../support/app.js';
import { signIn, startAccountApp, type AccountTestApp } from '../support/account.js';

describe.each(BACKENDS)('the users list filters: role and structure (issue 34) on %s', (backend) => {
  let t: AccountTestApp;
  let session: LoginResponse;
  const ids = async (table: 'structure' | 'role', code: string) =>
    (await t.db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  beforeAll(async () => {
    t = await startAccountApp(backend);
    session = await signIn(t.app, 'superadmin');
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string | number>) => {
    const response = await t.app.inject({
      method: 'GET',
      url: API_PATHS.users,
      query: { page_size: String(MAX_PAGE_SIZE), ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) },
      headers: bearer(session.access),
    });
    expect(response.statusCode).toBe(200);
    return response.json<Paged<UserRow>>().results.map((user) => user.username);
  };

  test('a structure lists who works there, a role who holds it, both who holds it there', async () => {
    const centre12 = await ids('structure', 'CSB-12-1');
    const agents = await ids('role', 'HEALTH_AGENT');
    const admins = await ids('role', 'ADMIN');
    expect(await list({ structure: centre12 })).toContain('agent2');
    expect(await list({ structure: centre12 })).not.toContain('agent');
    expect(await list({ role: admins })).toContain('admin');
    expect(await list({ role: admins })).not.toContain('agent');
    const both = await list({ role: agents, structure: await ids('structure', 'CSB-11-1'), search: 'agent' });
    expect(both).toContain('agent');
    expect(both).not.toContain('agent2');
    expect(await list({ role: admins, structure: centre12 })).toEqual([]);
  });

  test('a filter that is not an id is refused', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.users, query: { role: 'ADMIN' }, headers: bearer(session.access) });
    expect(response.statusCode).toBe(400);
  });
});
