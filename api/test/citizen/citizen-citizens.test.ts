import { sql } from 'kysely';
import {
  ACCOUNT_FIELD_KEYS,
  apiPath,
  CITIZEN_API_PATHS as PATHS,
  CITIZEN_ERROR_KEYS,
  CITIZEN_FIELD_KEYS,
  type ChildDetail,
  type ChildRow,
  type HistoryEntry,
  type Paged,
  type ParentSummary,
} from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { countRows, expectFieldError, useApiApp } from '../support/app.js';
import { newChildBody } from './citizen-support.js';

describe.each(BACKENDS)('citizens, parent links and the audit trail on %s', (backend) => {
  const app = useApiApp(backend);
  const { call } = app;

  async function addChild(username: string, overrides: Parameters<typeof newChildBody>[0] = {}) {
    const body = newChildBody(overrides);
    const response = await call('POST', PATHS.childCreate, username, { ...body, confirmNotDuplicate: true });
    if (response.statusCode !== 201) throw new Error(response.body);
    const created = response.json<{ id: number; evaxNumber: string }>();
    const detail = (await call('GET', apiPath(PATHS.childDetail, { param: created.evaxNumber }), username)).json<ChildDetail>();
    return { body, ...created, parentId: detail.parents[0]!.id };
  }

  test('phone update: a valid number not registered to another citizen; exactly one audit row with the change', async () => {
    const a = await addChild('agent', { child: { birthDate: '2016-01-01' } });
    const b = await addChild('agent', { child: { birthDate: '2016-02-01' } });
    const audit = await countRows(app.t, 'audit_log');

    const invalid = await call('POST', PATHS.updatePhone, 'agent', { citizen: a.parentId, phone: '12-34' });
    expect(invalid.statusCode).toBe(400);
    expectFieldError(invalid, 'phone', ACCOUNT_FIELD_KEYS.phone);
    const taken = await call('POST', PATHS.updatePhone, 'agent', { citizen: a.parentId, phone: b.body.parent.phone });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ fields: Record<string, { key: string }[]> }>().fields.phone![0]!.key).toBe('ERROR.CODE.VALIDATION.PHONE_ALREADY_USED');
    expect(await countRows(app.t, 'audit_log')).toBe(audit);

    const updated = await call('POST', PATHS.updatePhone, 'agent', { citizen: a.parentId, phone: '+216 98 765 432' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<ParentSummary>().phone).toBe('+216 98 765 432');
    const rows = await app.t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'parent')
      .where('entity_id', '=', String(a.parentId))
      .where('action', '=', 'update_phone')
      .execute();
    expect(rows).toHaveLength(1);
    const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
    expect(parse(rows[0]!.before)).toEqual({ phone: expect.stringMatching(/^\+216 /) });
    expect(parse(rows[0]!.after)).toEqual({ phone: '+216 98 765 432' });
    expect(rows[0]!.structure_id).not.toBeNull();
    expect(await countRows(app.t, 'audit_log')).toBe(audit + 1);
    // The child's history tab shows its parent's phone change, newest first; the other child's does not.
    const history = (await call('GET', apiPath(PATHS.childHistory, { param: a.evaxNumber }), 'agent')).json<HistoryEntry[]>();
    expect(history[0]).toMatchObject({ entity: 'parent', action: 'update_phone', changes: { phone: { after: '+216 98 765 432' } } });
    const otherHistory = (await call('GET', apiPath(PATHS.childHistory, { param: b.evaxNumber }), 'agent')).json<HistoryEntry[]>();
    expect(otherHistory.map((h) => h.action)).not.toContain('update_phone');

    // Another centre's citizen answers 404, and nothing changes.
    const hidden = await call('POST', PATHS.updatePhone, 'agent2', { citizen: a.parentId, phone: '+216 98 111 222' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ key: CITIZEN_ERROR_KEYS.parentNotFound });
  });

  test('a failed write leaves nothing, audit rows included', async () => {
    const before = { citizen: await countRows(app.t, 'citizen'), parent: await countRows(app.t, 'parent'), audit: await countRows(app.t, 'audit_log') };
    await sql`create function evax_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`.execute(app.t.db);
    await sql`create trigger evax_test_refuse before insert on child_parent for each row execute function evax_test_refuse()`.execute(app.t.db);
    try {
      const response = await call('POST', PATHS.childCreate, 'agent', { ...newChildBody({ child: { birthDate: '2015-05-05' } }), confirmNotDuplicate: true });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`drop trigger evax_test_refuse on child_parent`.execute(app.t.db);
      await sql`drop function evax_test_refuse()`.execute(app.t.db);
    }
    expect({ citizen: await countRows(app.t, 'citizen'), parent: await countRows(app.t, 'parent'), audit: await countRows(app.t, 'audit_log') }).toEqual(
      before,
    );
  });

  test('citizens list and show follow the scope; a citizen lists its children', async () => {
    const mine = await addChild('agent', { child: { birthDate: '2014-04-04' }, parent: { lastNameFr: 'Mabrouk', lastNameAr: 'مبروك' } });
    const theirs = await addChild('agent2', { child: { birthDate: '2014-04-05' }, parent: { lastNameFr: 'Mabrouki', lastNameAr: 'مبروكي' } });
    const list = (await call('GET', `${PATHS.citizenList}?search=mabrouk&page_size=50`, 'agent')).json<Paged<ParentSummary>>();
    expect(list.results.map((p) => p.id)).toEqual([mine.parentId]);
    const national = (await call('GET', `${PATHS.citizenList}?search=mabrouk&page_size=50`, 'superadmin')).json<Paged<ParentSummary>>();
    expect(national.results.map((p) => p.id).sort()).toEqual([mine.parentId, theirs.parentId].sort());
    expect((await call('GET', apiPath(PATHS.citizenShow, { id: mine.parentId }), 'agent')).statusCode).toBe(200);
    expect((await call('GET', apiPath(PATHS.citizenShow, { id: theirs.parentId }), 'agent')).statusCode).toBe(404);
    expect((await call('GET', apiPath(PATHS.citizenChildren, { param: theirs.parentId }), 'agent')).statusCode).toBe(404);
    const children = (await call('GET', apiPath(PATHS.citizenChildren, { param: mine.parentId }), 'agent')).json<ChildRow[]>();
    expect(children.map((c) => c.evaxNumber)).toEqual([mine.evaxNumber]);
    // A parent registered elsewhere becomes visible once linked to one of the caller's children.
    const linked = await call('POST', PATHS.parentLink, 'agent', { child: mine.evaxNumber, parent: theirs.parentId, role: 'guardian' });
    expect(linked.statusCode).toBe(201);
    expect((await call('GET', apiPath(PATHS.citizenShow, { id: theirs.parentId }), 'agent')).statusCode).toBe(200);
  });

  test('linking a parent: a new one or a registered one, one father and one mother, never twice', async () => {
    const child = await addChild('agent', { child: { birthDate: '2013-03-03' } });
    const father = { firstNameFr: 'Karim', lastNameFr: 'Kchaou', firstNameAr: 'كريم', lastNameAr: 'الكشاو', nationalId: '07654321' };
    const created = await call('POST', PATHS.parentLink, 'agent', { child: child.evaxNumber, parent: father, role: 'father' });
    expect(created.statusCode).toBe(201);
    expect(
      created
        .json<ChildDetail>()
        .parents.map((p) => p.role)
        .sort(),
    ).toEqual(['father', 'mother']);
    const before = await countRows(app.t, 'parent');
    const secondFather = await call('POST', PATHS.parentLink, 'agent', {
      child: child.evaxNumber,
      parent: { ...father, nationalId: '07654322' },
      role: 'father',
    });
    expect(secondFather.statusCode).toBe(400);
    expect(secondFather.json<{ fields: Record<string, { key: string }[]> }>().fields.role![0]!.key).toBe(CITIZEN_FIELD_KEYS.parentRoleTaken);
    const twice = await call('POST', PATHS.parentLink, 'agent', { child: child.evaxNumber, parent: child.parentId, role: 'guardian' });
    expect(twice.json<{ fields: Record<string, { key: string }[]> }>().fields.parent![0]!.key).toBe(CITIZEN_FIELD_KEYS.parentAlreadyLinked);
    expect(await countRows(app.t, 'parent')).toBe(before);
    expect((await call('POST', PATHS.parentLink, 'agent', { child: child.evaxNumber, parent: 999999, role: 'tutor' })).statusCode).toBe(400);
    expect((await call('POST', PATHS.parentLink, 'agent2', { child: child.evaxNumber, parent: child.parentId, role: 'tutor' })).statusCode).toBe(404);
    const history = (await call('GET', apiPath(PATHS.childHistory, { param: child.evaxNumber }), 'agent')).json<{ entity: string; action: string }[]>();
    expect(history.map((h) => `${h.entity}:${h.action}`)).toEqual([
      'child:link_parent',
      'parent:create',
      'child:link_parent',
      'parent:create',
      'child:create_confirmed_not_duplicate',
    ]);
  });

  test('the children list filters by governorate and structure', async () => {
    const centre = await app.t.db.selectFrom('structure').select(['id', 'governorate_id']).where('code', '=', 'CSB-11-2').executeTakeFirstOrThrow();
    const byStructure = (await call('GET', `/api/citizen/children?structure=${centre.id}&page_size=50`, 'superadmin')).json<Paged<ChildRow>>();
    const expected = await app.t.db
      .selectFrom('citizen')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('structure_id', '=', centre.id)
      .executeTakeFirstOrThrow();
    expect(byStructure.count).toBe(Number(expected.n));
    const byGovernorate = (await call('GET', `/api/citizen/children?governorate=${centre.governorate_id}&page_size=50`, 'superadmin')).json<Paged<ChildRow>>();
    expect(byGovernorate.count).toBeGreaterThanOrEqual(byStructure.count);
    // A filter never widens the scope: agent2 at CSB-11-2 asking for CSB-11-1's children gets none.
    const other = await app.t.db.selectFrom('structure').select('id').where('code', '=', 'CSB-11-1').executeTakeFirstOrThrow();
    expect((await call('GET', `/api/citizen/children?structure=${other.id}`, 'agent2')).json<Paged<ChildRow>>().count).toBe(0);
    expect((await call('GET', '/api/citizen/children?structure=abc', 'agent')).statusCode).toBe(400);
  });

  test("a national-level read of a child's record is logged, apart from the child's history; a centre's is not", async () => {
    const child = await addChild('agent', { child: { birthDate: '2012-02-02' } });
    const reads = () => app.t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'child_read').where('entity_id', '=', String(child.id)).execute();
    await call('GET', apiPath(PATHS.childDetail, { param: child.evaxNumber }), 'agent');
    expect(await reads()).toHaveLength(0);
    await call('GET', apiPath(PATHS.childDetail, { param: child.evaxNumber }), 'superadmin');
    await call('GET', `${PATHS.childSearch}?evaxNumber=${child.evaxNumber}`, 'superadmin');
    const logged = await reads();
    expect(logged).toHaveLength(2);
    expect(logged.every((row) => row.action === 'read' && row.user_id !== null)).toBe(true);
    const history = (await call('GET', apiPath(PATHS.childHistory, { param: child.evaxNumber }), 'agent')).json<{ action: string }[]>();
    expect(history.map((h) => h.action)).not.toContain('read');
  });

  test('every route refuses malformed input with a 400 and field errors, writing nothing', async () => {
    const child = await addChild('agent', { child: { birthDate: '2011-01-01' } });
    const before = {
      citizen: await countRows(app.t, 'citizen'),
      parent: await countRows(app.t, 'parent'),
      link: await countRows(app.t, 'child_parent'),
      audit: await countRows(app.t, 'audit_log'),
    };
    // Each case: the field at fault and the error expected there (its field code, or its key).
    const cases: [string, 'GET' | 'POST' | 'DELETE', string, [string, string], unknown?][] = [
      ['create: no child', 'POST', PATHS.childCreate, ['child', 'required'], { parent: newChildBody().parent, role: 'mother' }],
      [
        'create for parent: parent not an id',
        'POST',
        PATHS.childCreateForParent,
        ['parent', 'invalid'],
        { child: newChildBody().child, parent: 'x', role: 'mother' },
      ],
      [
        'foreign create for parent: bad nationality',
        'POST',
        PATHS.foreignChildCreateForParent,
        ['child.nationality', 'invalid'],
        { child: { ...newChildBody().child, nationality: 'france' }, parent: child.parentId, role: 'mother' },
      ],
      ['create: weight out of range', 'POST', PATHS.childCreate, ['child.birthWeightKg', 'max_value'], newChildBody({ child: { birthWeightKg: 40 } })],
      ['create: bad national id', 'POST', PATHS.childCreate, ['child.nationalId', 'invalid'], newChildBody({ child: { nationalId: '12AB' } })],
      ['parent link: bad role', 'POST', PATHS.parentLink, ['role', 'invalid_choice'], { child: child.evaxNumber, parent: child.parentId, role: 'uncle' }],
      ['parent link: bad evax', 'POST', PATHS.parentLink, ['child', 'invalid'], { child: '12', parent: child.parentId, role: 'tutor' }],
      ['check parent: nothing to look for', 'GET', PATHS.checkParent, ['nationalId', CITIZEN_FIELD_KEYS.identityPaperRequired]],
      ['check parent: bad national id', 'GET', `${PATHS.checkParent}?nationalId=abc`, ['nationalId', 'invalid']],
      ['card: bad evax', 'GET', apiPath(PATHS.childDetail, { param: '12345' }), ['param', 'invalid']],
      ['history: bad evax', 'GET', apiPath(PATHS.childHistory, { param: 'abcdefghi' }), ['param', 'invalid']],
      ['delete: bad language', 'DELETE', apiPath(PATHS.childDelete, { param: child.evaxNumber, lang: 'de' }), ['lang', 'invalid_choice']],
      ['citizens: bad ordering', 'GET', `${PATHS.citizenList}?ordering=password`, ['ordering', 'invalid_choice']],
      ['citizen: bad id', 'GET', apiPath(PATHS.citizenShow, { id: 'x' }), ['id', 'invalid']],
      ['citizen children: bad id', 'GET', apiPath(PATHS.citizenChildren, { param: '0' }), ['param', 'min_value']],
      ['phone: missing', 'POST', PATHS.updatePhone, ['phone', 'required'], { citizen: child.parentId }],
      ['phone: unknown field', 'POST', PATHS.updatePhone, ['role', 'unknown_field'], { citizen: child.parentId, phone: '20 123 456', role: 'x' }],
    ];
    for (const [name, method, url, [field, expected], payload] of cases) {
      const response = await call(method, url, 'agent', payload);
      expect([name, response.statusCode]).toEqual([name, 400]);
      expectFieldError(response, field, expected);
    }
    expect({
      citizen: await countRows(app.t, 'citizen'),
      parent: await countRows(app.t, 'parent'),
      link: await countRows(app.t, 'child_parent'),
      audit: await countRows(app.t, 'audit_log'),
    }).toEqual(before);
  });
});
