import { API_PATHS, AUDIT_LOG_LIMITS, type AuditLogFacets, type AuditLogPage, type LoginResponse, type UserCreated } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { bearer } from '../support/app.js';
import { signIn, startAccountApp, type AccountTestApp } from '../support/account.js';

describe.each(BACKENDS)('the audit log viewer (issue 34) on %s', (backend) => {
  let t: AccountTestApp;
  const sessions: Record<string, LoginResponse> = {};
  const structures: Record<string, number> = {};
  const userIds: Record<string, number> = {};
  beforeAll(async () => {
    t = await startAccountApp(backend);
    for (const name of ['superadmin', 'admin', 'agent']) sessions[name] = await signIn(t.app, name);
    for (const code of ['CSB-11-1', 'CSB-12-1'])
      structures[code] = (await t.db.selectFrom('structure').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    for (const name of ['superadmin', 'agent'])
      userIds[name] = (await t.db.selectFrom('app_user').select('id').where('username', '=', name).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const read = (as: string, query: Record<string, string | number> = {}, path: string = API_PATHS.auditLog) =>
    t.app.inject({
      method: 'GET',
      url: path,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: bearer(sessions[as]!.access),
    });
  const page = async (as: string, query: Record<string, string | number> = {}) => {
    const response = await read(as, query);
    expect(response.statusCode).toBe(200);
    return response.json<AuditLogPage>();
  };
  /** A row written as a service would, marked by entity_id so that each test finds its own. */
  const row = (mark: string, values: { user?: number | null; structure?: number | null; action?: string; at?: Date }) =>
    t.db
      .insertInto('audit_log')
      .values({
        entity: 'audit_probe',
        entity_id: mark,
        action: values.action ?? 'update',
        user_id: values.user ?? null,
        structure_id: values.structure ?? null,
        before: JSON.stringify({ name: 'avant' }),
        after: JSON.stringify({ name: 'après' }),
        ...(values.at ? { at: values.at } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  test('401 without a session, 403 without view-audit-log; the administrator role holds it', async () => {
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.auditLog })).statusCode).toBe(401);
    for (const path of [API_PATHS.auditLog, API_PATHS.auditLogFacets, API_PATHS.auditLogExport]) expect((await read('agent', {}, path)).statusCode).toBe(403);
    expect((await read('admin')).statusCode).toBe(200);
  });

  test("an administrator's change is there, newest first, with before and after and never a password", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: API_PATHS.users,
      headers: bearer(sessions.admin!.access),
      payload: {
        username: 'audit.viewer.probe',
        firstNameFr: 'Sami',
        lastNameFr: 'Haddad',
        firstNameAr: 'سامي',
        lastNameAr: 'حداد',
        structures: [{ structure: structures['CSB-11-1'], role: 'HEALTH_AGENT', isDefault: true }],
      },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json<UserCreated>();
    const { results } = await page('superadmin', { entity: 'app_user', action: 'create', entity_id: String(user.id) });
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ action: 'create', entity: 'app_user', entityId: String(user.id), user: { username: 'admin' } });
    expect(results[0]!.after).toMatchObject({ username: 'audit.viewer.probe' });
    expect(JSON.stringify(results[0])).not.toContain(user.temporaryPassword!);
    // Written from the administrator's directorate: its own region's trail shows it.
    const own = await page('admin', { entity: 'app_user', action: 'create', entity_id: String(user.id) });
    expect(own.results.map((e) => e.structure?.nameFr)).toEqual([expect.stringContaining('Tunis')]);
    const all = (await page('superadmin')).results;
    expect(all.map((e) => e.at)).toEqual([...all.map((e) => e.at)].sort().reverse());
  });

  test('pages follow each other through `next`, without overlap, until none is left', async () => {
    for (let i = 0; i < AUDIT_LOG_LIMITS.pageSize + 5; i++) await row('paged', { user: userIds.superadmin });
    const first = await page('superadmin', { entity: 'audit_probe', entity_id: 'paged' });
    expect(first.results).toHaveLength(AUDIT_LOG_LIMITS.pageSize);
    expect(first.next).toBe(first.results.at(-1)!.id);
    const second = await page('superadmin', { entity: 'audit_probe', entity_id: 'paged', before: first.next! });
    expect(second.results).toHaveLength(5);
    expect(second.next).toBeNull();
    const ids = [...first.results, ...second.results].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  test('the filters: author, structure, action and days (Tunis time, both ends included)', async () => {
    const agentRow = await row('filters', {
      user: userIds.agent,
      structure: structures['CSB-11-1'],
      action: 'vaccinate',
      at: new Date('2026-03-10T23:30:00Z'),
    });
    const otherRow = await row('filters', {
      user: userIds.superadmin,
      structure: structures['CSB-12-1'],
      action: 'delete',
      at: new Date('2026-03-09T12:00:00Z'),
    });
    const ids = async (query: Record<string, string | number>) =>
      (await page('superadmin', { entity: 'audit_probe', entity_id: 'filters', ...query })).results.map((e) => e.id);
    expect(await ids({ username: 'AGENT' })).toEqual([agentRow.id]);
    expect(await ids({ username: 'nobody.at.all' })).toEqual([]);
    expect(await ids({ structure: structures['CSB-12-1']! })).toEqual([otherRow.id]);
    expect(await ids({ action: 'delete' })).toEqual([otherRow.id]);
    // 23:30 UTC on 10 March is 00:30 on the 11th in Tunis.
    expect(await ids({ at_from: '2026-03-11', at_to: '2026-03-11' })).toEqual([agentRow.id]);
    expect(await ids({ at_from: '2026-03-09', at_to: '2026-03-10' })).toEqual([otherRow.id]);
    expect(await ids({ at_to: '2026-03-08' })).toEqual([]);
  });

  test("a regional administrator reads its governorate's structures and its accounts' own rows, nothing else", async () => {
    const inside = await row('scope', { user: userIds.agent, structure: structures['CSB-11-1'] });
    const outside = await row('scope', { user: userIds.agent, structure: structures['CSB-12-1'] });
    const agentsOwn = await row('scope', { user: userIds.agent, structure: null });
    const nationals = await row('scope', { user: userIds.superadmin, structure: null });
    const anonymous = await row('scope', { user: null, structure: null });
    const seen = (await page('admin', { entity: 'audit_probe', entity_id: 'scope' })).results.map((e) => e.id);
    expect(seen.sort()).toEqual([inside.id, agentsOwn.id].sort());
    const national = (await page('superadmin', { entity: 'audit_probe', entity_id: 'scope' })).results.map((e) => e.id);
    expect(national.sort()).toEqual([inside.id, outside.id, agentsOwn.id, nationals.id, anonymous.id].sort());
    // Asking for the other structure by name changes nothing.
    expect((await page('admin', { structure: structures['CSB-12-1']! })).results).toEqual([]);
  });

  test('the facets list the entities and actions the trail holds', async () => {
    await row('facets', { action: 'facet_probe' });
    const response = await read('admin', {}, API_PATHS.auditLogFacets);
    expect(response.statusCode).toBe(200);
    const facets = response.json<AuditLogFacets>();
    expect(facets.entities).toEqual(expect.arrayContaining(['audit_probe', 'app_user']));
    expect(facets.actions).toEqual(expect.arrayContaining(['facet_probe', 'update']));
    expect(new Set(facets.actions).size).toBe(facets.actions.length);
  });

  test('the export writes the rows the filters select as CSV, and XLSX on demand', async () => {
    await row('export', { user: userIds.agent, structure: structures['CSB-11-1'], action: 'export_probe' });
    const csv = await read('superadmin', { entity: 'audit_probe', entity_id: 'export' }, API_PATHS.auditLogExport);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('at,user,structure,action,entity,entity_id,before,after');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('export_probe');
    expect(lines[1]).toContain('agent');
    const xlsx = await read('superadmin', { entity: 'audit_probe', format: 'xlsx' }, API_PATHS.auditLogExport);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  test('bad filters are refused with a field error, and nothing is read', async () => {
    const bad: Record<string, string | number>[] = [{ entity: 'App User' }, { at_from: '2026-02-30' }, { structure: 'abc' }, { before: 0 }, { unknown: 1 }];
    for (const query of bad) {
      const response = await read('superadmin', query);
      expect(response.statusCode).toBe(400);
    }
  });
});
