import { apiPath, CITIZEN_API_PATHS as PATHS, type CheckParentResponse, type ChildCreated } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { createUser, startAccountApp, type AccountTestApp } from '../support/account.js';
import { bearer, countRows, tokensFor } from '../support/app.js';
import { newChildBody } from './citizen-support.js';

/**
 * Issue 27, point 2: check_parent answered any agent the names, phone and identity card of any
 * parent of the country, while the citizen's page answered 404. A parent outside the caller's
 * scope is now answered with what registering needs (it exists, its id to link it, its names to
 * check against the paper in hand; no phone, no children), and the look-up is audited.
 */
describe.each(BACKENDS)('check_parent outside the caller’s scope (issue 27) on %s', (backend) => {
  let t: AccountTestApp;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    t = await startAccountApp(backend);
    await createUser(t.db, { username: 'agent-12', memberships: [{ structureCode: 'CSB-12-1', roleCode: 'HEALTH_AGENT', isDefault: true }] });
    tokens = await tokensFor(t.app, ['agent', 'agent-12', 'dssb']);
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });
  const lookUps = (parentId: number) => countRows(t, 'audit_log', { entity: 'parent_read', entity_id: String(parentId) });

  test('a parent of another centre: exists, can be linked, no phone; the look-up audited; in scope, the whole summary and no audit row', async () => {
    const body = newChildBody();
    expect((await send('POST', PATHS.childCreate, 'agent-12', { ...body, confirmNotDuplicate: true })).statusCode).toBe(201);
    const nationalId = body.parent.nationalId!;
    const parent = await t.db.selectFrom('parent').select(['id', 'phone']).where('national_id', '=', nationalId).executeTakeFirstOrThrow();

    const outside = await send('GET', `${PATHS.checkParent}?nationalId=${nationalId}`, 'agent');
    expect(outside.statusCode).toBe(200);
    expect(outside.json<CheckParentResponse>()).toEqual({
      parentExist: true,
      outsideScope: true,
      parent: {
        id: parent.id,
        firstNameFr: 'Hela',
        lastNameFr: 'Kchaou',
        firstNameAr: 'هالة',
        lastNameAr: 'الكشاو',
        phone: null,
        nationalId,
        passportNumber: null,
        nationality: 'TN',
      },
    });
    expect(outside.body).not.toContain(parent.phone!);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'structure_id', 'citizen_id'])
      .where('entity', '=', 'parent_read')
      .where('entity_id', '=', String(parent.id))
      .execute();
    expect(audit).toEqual([{ action: 'check_parent', user_id: expect.any(Number), structure_id: expect.any(Number), citizen_id: null }]);
    // Its page and its children stay out of reach.
    expect((await send('GET', apiPath(PATHS.citizenShow, { id: parent.id }), 'agent')).statusCode).toBe(404);
    expect((await send('GET', apiPath(PATHS.citizenChildren, { param: parent.id }), 'agent')).statusCode).toBe(404);

    // What registering needs is enough: the agent links that parent to a child of its own centre.
    const child = newChildBody({ child: { firstNameFr: 'Yassine', firstNameAr: 'ياسين', gender: 'male', birthDate: '2024-07-02' } }).child;
    const linked = await send('POST', PATHS.childCreateForParent, 'agent', { child, parent: parent.id, role: 'mother', confirmNotDuplicate: true });
    expect(linked.statusCode).toBe(201);
    expect(linked.json<ChildCreated>().evaxNumber).toMatch(/^\d{9}$/);

    // In scope (its own centre; now the agent's too, through the child it registered), the whole summary, no audit row.
    const count = await lookUps(parent.id);
    for (const who of ['agent-12', 'agent', 'dssb']) {
      const inside = (await send('GET', `${PATHS.checkParent}?nationalId=${nationalId}`, who)).json<CheckParentResponse>();
      expect(inside).toMatchObject({ parentExist: true, outsideScope: false, parent: { id: parent.id, phone: parent.phone } });
    }
    expect(await lookUps(parent.id)).toBe(count);
  });

  test('nobody registered with the paper: parentExist false, nothing audited', async () => {
    const before = await countRows(t, 'audit_log');
    const none = (await send('GET', `${PATHS.checkParent}?nationalId=09999999`, 'agent')).json<CheckParentResponse>();
    expect(none).toEqual({ parentExist: false, parent: null, outsideScope: false });
    expect(await countRows(t, 'audit_log')).toBe(before);
  });
});
