import {
  ACCOUNT_FIELD_KEYS,
  apiPath,
  CITIZEN_API_PATHS as PATHS,
  CITIZEN_ERROR_KEYS,
  CITIZEN_FIELD_KEYS,
  HTTP_ERROR_KEYS,
  type ChildDetail,
  type CheckParentResponse,
  type DuplicateCandidatesResponse,
  type HistoryEntry,
} from '@evax/shared/contract';
import { dayNumber, isoDay, isValidEvaxNumber, RULE_MESSAGES, tunisToday } from '@evax/shared/validation';
import { BACKENDS, waitForLockWaiter } from '../support/databases.js';
import { countRows, expectFieldError, useApiApp } from '../support/app.js';
import { newChildBody } from './citizen-support.js';

describe.each(BACKENDS)('children and parents on %s', (backend) => {
  const app = useApiApp(backend);
  const { call } = app;

  const counts = async () => ({
    citizen: await countRows(app.t, 'citizen'),
    parent: await countRows(app.t, 'parent'),
    link: await countRows(app.t, 'child_parent'),
    audit: await countRows(app.t, 'audit_log'),
  });

  test('an agent adds a child with a new parent: evax number with its check digit, every field, the parent linked, audited', async () => {
    const body = newChildBody();
    const before = await counts();
    const response = await call('POST', PATHS.childCreate, 'agent', body);
    expect(response.statusCode).toBe(201);
    const { evaxNumber } = response.json<{ id: number; evaxNumber: string }>();
    expect(isValidEvaxNumber(evaxNumber)).toBe(true);
    expect(await counts()).toEqual({ citizen: before.citizen + 1, parent: before.parent + 1, link: before.link + 1, audit: before.audit + 3 });

    const detail = (await call('GET', apiPath(PATHS.childDetail, { param: evaxNumber }), 'agent')).json<ChildDetail>();
    expect(detail).toMatchObject({
      evaxNumber,
      firstNameAr: 'زينب',
      birthType: 'premature_32_36',
      birthWeightKg: 2.4,
      birthHeadCircumferenceCm: 32.5,
      nationality: 'TN',
      foreign: false,
      bornInTunisia: true,
    });
    expect(detail.parents).toEqual([expect.objectContaining({ role: 'mother', nationalId: body.parent.nationalId, phone: expect.stringMatching(/^\+216 /) })]);

    const history = (await call('GET', apiPath(PATHS.childHistory, { param: evaxNumber }), 'agent')).json<HistoryEntry[]>();
    expect(history.map((h) => `${h.entity}:${h.action}`)).toEqual(['child:link_parent', 'parent:create', 'child:create']);
    expect(history[2]!.user?.username).toBe('agent');
    expect(history[2]!.structure).not.toBeNull();
    expect(history[2]!.changes.firstNameFr).toEqual({ before: null, after: 'Zeineb' });
    expect(history[1]!.changes.nationalId).toEqual({ before: null, after: body.parent.nationalId });
  });

  test('a sibling is linked to the registered parent that check_parent finds', async () => {
    const first = newChildBody({ child: { firstNameFr: 'Rayen', firstNameAr: 'ريان', gender: 'male', birthDate: '2022-06-01' } });
    expect((await call('POST', PATHS.childCreate, 'agent', first)).statusCode).toBe(201);
    const check = (await call('GET', `${PATHS.checkParent}?nationalId=${first.parent.nationalId}`, 'agent')).json<CheckParentResponse>();
    expect(check.parentExist).toBe(true);
    expect((await call('GET', `${PATHS.checkParent}?nationalId=09999999`, 'agent')).json<CheckParentResponse>()).toEqual({
      parentExist: false,
      parent: null,
      outsideScope: false,
    });
    const sibling = { child: { ...first.child, firstNameFr: 'Malek', firstNameAr: 'مالك', birthDate: '2024-09-20' }, parent: check.parent!.id, role: 'mother' };
    const created = await call('POST', PATHS.childCreateForParent, 'agent', sibling);
    expect(created.statusCode).toBe(201);
    const children = (await call('GET', apiPath(PATHS.citizenChildren, { param: check.parent!.id }), 'agent')).json<{ firstNameFr: string; role: string }[]>();
    expect(children.map((c) => c.firstNameFr).sort()).toEqual(['Malek', 'Rayen']);
  });

  test('validation: 400 with field errors and nothing written', async () => {
    const before = await counts();
    // Next month: a date of the future, within the plausible range of a birth date (2999 is refused by the schema, max_value).
    const nextMonth = isoDay(dayNumber(tunisToday()) + 30);
    const bad = newChildBody({ child: { firstNameAr: 'Zeineb', birthDate: nextMonth }, parent: { nationalId: null, phone: '12' } });
    const response = await call('POST', PATHS.childCreate, 'agent', bad);
    expect(response.statusCode).toBe(400);
    const { fields } = response.json<{ fields: Record<string, { key: string }[]> }>();
    expectFieldError(response, 'child.firstNameAr', RULE_MESSAGES.arabicOnly);
    expect(fields['child.birthDate']![0]!.key).toBe(CITIZEN_FIELD_KEYS.birthDateFuture);
    expect(fields['parent.nationalId']![0]!.key).toBe(CITIZEN_FIELD_KEYS.identityPaperRequired);
    expectFieldError(response, 'parent.phone', ACCOUNT_FIELD_KEYS.phone);
    // Shape errors come from the schema, also before any write.
    expect((await call('POST', PATHS.childCreate, 'agent', { ...newChildBody(), role: 'uncle' })).statusCode).toBe(400);
    expect((await call('POST', PATHS.childCreate, 'agent', { ...newChildBody(), extra: 1 })).statusCode).toBe(400);
    // A delegation of another governorate.
    const [tunis, sfax] = await app.t.db.selectFrom('governorate').select('id').orderBy('id').limit(2).execute();
    const delegation = await app.t.db.selectFrom('delegation').select('id').where('governorate_id', '=', sfax!.id).executeTakeFirstOrThrow();
    const place = await call('POST', PATHS.childCreate, 'agent', newChildBody({ child: { birthGovernorate: tunis!.id, birthDelegation: delegation.id } }));
    expect(place.json<{ fields: Record<string, { key: string }[]> }>().fields['child.birthDelegation']![0]!.key).toBe(
      CITIZEN_FIELD_KEYS.delegationNotInGovernorate,
    );
    // A foreign child must be of another nationality; a Tunisian child of Tunisia.
    expectFieldError(await call('POST', PATHS.foreignChildCreate, 'agent', newChildBody()), 'child.nationality', CITIZEN_FIELD_KEYS.foreignNationality);
    expect(await counts()).toEqual(before);
  });

  test('identity papers and phone already registered: 400 unique, nothing written', async () => {
    const first = newChildBody({ child: { firstNameFr: 'Ons', firstNameAr: 'أنس', birthDate: '2021-01-10' } });
    expect((await call('POST', PATHS.childCreate, 'agent', first)).statusCode).toBe(201);
    const before = await counts();
    const again = newChildBody({
      child: { firstNameFr: 'Iyed', firstNameAr: 'إياد', birthDate: '2020-03-03' },
      parent: { nationalId: first.parent.nationalId, phone: first.parent.phone },
    });
    const response = await call('POST', PATHS.childCreate, 'agent', again);
    expect(response.statusCode).toBe(400);
    const { fields } = response.json<{ fields: Record<string, { key: string }[]> }>();
    expect(fields['parent.nationalId']![0]!.key).toBe(CITIZEN_FIELD_KEYS.nationalIdAlreadyUsed);
    expect(fields['parent.phone']![0]!.key).toBe('ERROR.CODE.VALIDATION.PHONE_ALREADY_USED');
    expect(await counts()).toEqual(before);
  });

  test('a likely duplicate is answered (409, candidates) instead of created; confirmed, it is created and the confirmation recorded', async () => {
    const original = newChildBody({
      child: {
        firstNameFr: 'Chaima',
        lastNameFr: 'Trabelsi',
        firstNameAr: 'شيماء',
        lastNameAr: 'الطرابلسي',
        birthDate: '2023-05-10',
        motherFirstNameFr: 'Sonia',
        motherLastNameFr: 'Ayari',
      },
    });
    const created = (await call('POST', PATHS.childCreate, 'agent', original)).json<{ evaxNumber: string }>();
    const before = await counts();
    // Another spelling, two days apart, at another centre.
    const twin = newChildBody({ child: { ...original.child, firstNameFr: 'Shaima', lastNameFr: 'Trabelssi', firstNameAr: 'شيماءة', birthDate: '2023-05-12' } });
    const answer = await call('POST', PATHS.childCreate, 'agent2', twin);
    expect(answer.statusCode).toBe(409);
    const body = answer.json<DuplicateCandidatesResponse>();
    expect(body.key).toBe(CITIZEN_ERROR_KEYS.possibleDuplicates);
    expect(body.candidates[0]).toMatchObject({ evaxNumber: created.evaxNumber });
    expect(body.candidates[0]!.score).toBeGreaterThanOrEqual(0.65);
    expect(await counts()).toEqual(before);

    const confirmed = await call('POST', PATHS.childCreate, 'agent2', { ...twin, confirmNotDuplicate: true });
    expect(confirmed.statusCode).toBe(201);
    const history = (await call('GET', apiPath(PATHS.childHistory, { param: confirmed.json<{ evaxNumber: string }>().evaxNumber }), 'agent2')).json<
      HistoryEntry[]
    >();
    expect(history.at(-1)!.action).toBe('create_confirmed_not_duplicate');
    // A different child (other name, same day) is not a candidate.
    const other = newChildBody({
      child: {
        ...original.child,
        firstNameFr: 'Youssef',
        lastNameFr: 'Gharbi',
        firstNameAr: 'يوسف',
        lastNameAr: 'الغربي',
        gender: 'male',
        motherFirstNameFr: 'Rim',
        motherLastNameFr: 'Jebali',
        motherFirstNameAr: 'ريم',
        motherLastNameAr: 'الجبالي',
      },
    });
    expect((await call('POST', PATHS.childCreate, 'agent', other)).statusCode).toBe(201);
  });

  test("visibility: another centre's child answers 404 parent not found; the national level sees it", async () => {
    const created = (
      await call(
        'POST',
        PATHS.childCreate,
        'agent',
        newChildBody({ child: { firstNameFr: 'Aziz', firstNameAr: 'عزيز', gender: 'male', birthDate: '2019-12-12' } }),
      )
    ).json<{ evaxNumber: string }>();
    const url = apiPath(PATHS.childDetail, { param: created.evaxNumber });
    const hidden = await call('GET', url, 'agent2');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ key: CITIZEN_ERROR_KEYS.childNotFound });
    expect((await call('GET', apiPath(PATHS.childHistory, { param: created.evaxNumber }), 'agent2')).statusCode).toBe(404);
    expect((await call('GET', `${PATHS.childSearch}?evaxNumber=${created.evaxNumber}`, 'agent2')).json()).toMatchObject({
      key: CITIZEN_ERROR_KEYS.evaxCodeNotFound,
    });
    expect((await call('DELETE', apiPath(PATHS.childDelete, { param: created.evaxNumber, lang: 'fr' }), 'agent2')).statusCode).toBe(404);
    expect((await call('GET', url, 'superadmin')).statusCode).toBe(200);
  });

  test('search by evax number or national identity card number', async () => {
    const body = newChildBody({ child: { firstNameFr: 'Nour', firstNameAr: 'نور', birthDate: '2018-02-02', nationalId: '11223344' } });
    const { evaxNumber } = (await call('POST', PATHS.childCreate, 'agent', body)).json<{ evaxNumber: string }>();
    expect((await call('GET', `${PATHS.childSearch}?evaxNumber=${evaxNumber}`, 'agent')).json<ChildDetail>().firstNameFr).toBe('Nour');
    expect((await call('GET', `${PATHS.childSearch}?nationalId=11223344`, 'agent')).json<ChildDetail>().evaxNumber).toBe(evaxNumber);
    expect((await call('GET', PATHS.childSearch, 'agent')).statusCode).toBe(400);
    expect((await call('GET', `${PATHS.childSearch}?evaxNumber=12345`, 'agent')).statusCode).toBe(400);
    const typo = `${evaxNumber.slice(0, 8)}${(Number(evaxNumber[8]) + 1) % 10}`;
    const mistyped = await call('GET', `${PATHS.childSearch}?evaxNumber=${typo}`, 'agent');
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json<{ fields: Record<string, { key: string }[]> }>().fields.evaxNumber![0]!.key).toBe(CITIZEN_FIELD_KEYS.evaxNumberInvalid);
    const list = (await call('GET', `/api/citizen/children?search=11223344`, 'agent')).json<{ results: { evaxNumber: string }[] }>();
    expect(list.results.map((r) => r.evaxNumber)).toEqual([evaxNumber]);
  });

  test('delete: refused with recorded vaccinations (409, nothing deleted), accepted without (204, audited)', async () => {
    const vaccinated = await app.t.db
      .selectFrom('citizen as c')
      .innerJoin('structure as s', 's.id', 'c.structure_id')
      .innerJoin('vaccination as v', 'v.citizen_id', 'c.id')
      .select('c.evax_number')
      .where('s.code', '=', 'CSB-11-1')
      .where('v.status', '=', 2)
      .executeTakeFirstOrThrow();
    const refused = await call('DELETE', apiPath(PATHS.childDelete, { param: vaccinated.evax_number, lang: 'fr' }), 'agent');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ key: CITIZEN_ERROR_KEYS.childHasVaccinations });
    expect(await app.t.db.selectFrom('citizen').select('id').where('evax_number', '=', vaccinated.evax_number).executeTakeFirst()).toBeDefined();

    const { evaxNumber, id } = (
      await call(
        'POST',
        PATHS.childCreate,
        'agent',
        newChildBody({ child: { firstNameFr: 'Sami', firstNameAr: 'سامي', gender: 'male', birthDate: '2017-07-07' } }),
      )
    ).json<{ id: number; evaxNumber: string }>();
    const audit = await countRows(app.t, 'audit_log');
    expect((await call('DELETE', apiPath(PATHS.childDelete, { param: evaxNumber, lang: 'ar' }), 'agent')).statusCode).toBe(204);
    expect((await call('GET', apiPath(PATHS.childDetail, { param: evaxNumber }), 'agent')).statusCode).toBe(404);
    expect(await countRows(app.t, 'audit_log')).toBe(audit + 1);
    const row = await app.t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'child')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'delete')
      .executeTakeFirstOrThrow();
    expect(row.after).toBeNull();
  });

  test('delete: a vaccination recorded while the delete runs is seen (409), not deleted with the child', async () => {
    const { evaxNumber, id } = (
      await call(
        'POST',
        PATHS.childCreate,
        'agent',
        newChildBody({ child: { firstNameFr: 'Hedi', firstNameAr: 'الهادي', gender: 'male', birthDate: '2016-03-03' } }),
      )
    ).json<{ id: number; evaxNumber: string }>();
    const dci = await app.t.db.selectFrom('dci').select('id').limit(1).executeTakeFirstOrThrow();
    let deletion: Promise<Awaited<ReturnType<typeof call>>> | undefined;
    await app.t.db.transaction().execute(async (trx) => {
      await trx.insertInto('vaccination').values({ citizen_id: id, dci_id: dci.id, kind: 'routine', vaccination_date: '2016-05-03', status: 2 }).execute();
      // inject() starts on then(), so start it now.
      deletion = call('DELETE', apiPath(PATHS.childDelete, { param: evaxNumber, lang: 'fr' }), 'agent').then((r) => r);
      // PostgreSQL: commit only once the delete waits on this transaction's locks. PGlite runs one
      // transaction at a time, so there the delete simply runs after the commit.
      if (backend === 'postgres') await waitForLockWaiter(trx);
    });
    const answer = await deletion!;
    expect(answer.statusCode).toBe(409);
    expect(await app.t.db.selectFrom('vaccination').select('id').where('citizen_id', '=', id).execute()).toHaveLength(1);
  });

  test('permissions: 401 anonymous, 403 without the permission', async () => {
    const evax = (await app.t.db.selectFrom('citizen').select('evax_number').limit(1).executeTakeFirstOrThrow()).evax_number;
    const routes: ['GET' | 'POST' | 'DELETE', string, unknown?][] = [
      ['POST', PATHS.childCreate, newChildBody()],
      ['POST', PATHS.foreignChildCreate, newChildBody()],
      ['POST', PATHS.childCreateForParent, {}],
      ['POST', PATHS.foreignChildCreateForParent, {}],
      ['POST', PATHS.parentLink, {}],
      ['GET', `${PATHS.checkParent}?nationalId=01234567`],
      ['GET', apiPath(PATHS.childDetail, { param: evax })],
      ['GET', apiPath(PATHS.childHistory, { param: evax })],
      ['GET', `${PATHS.childSearch}?evaxNumber=${evax}`],
      ['DELETE', apiPath(PATHS.childDelete, { param: evax, lang: 'fr' })],
      ['GET', PATHS.citizenList],
      ['GET', apiPath(PATHS.citizenShow, { id: 1 })],
      ['GET', apiPath(PATHS.citizenChildren, { param: 1 })],
      ['POST', PATHS.updatePhone, { citizen: 1, phone: '20 000 000' }],
    ];
    for (const [method, url, payload] of routes) {
      expect([url, (await call(method, url, undefined, payload)).statusCode]).toEqual([url, 401]);
      const denied = await call(method, url, 'admin', payload);
      expect([url, denied.statusCode, denied.json<{ key: string }>().key]).toEqual([url, 403, HTTP_ERROR_KEYS.FORBIDDEN]);
    }
  });
});
