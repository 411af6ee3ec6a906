import {
  apiPath,
  CITIZEN_API_PATHS as PATHS,
  CITIZEN_ERROR_KEYS,
  PERMISSIONS,
  type CheckParentResponse,
  type ChildCreated,
  type ChildDetail,
  type HistoryEntry,
  type Paged,
  type ParentSummary,
} from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { createRole, createUser } from '../support/account.js';
import { type Call, callerFor, countRows, expectFieldError, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { agentCentreCode, createCentreUser } from '../vaccination/vaccination-support.js';
import { newChildBody, nextNationalId } from './citizen-support.js';

let serial = 0;

/** Issue 30: two records of the same parent merged (POST /api/citizen/citizens/{id}/merge); the duplicate retired, its children moved. */
describe.each(BACKENDS)('merging two records of a parent (issue 30) on %s', (backend) => {
  let t: TestApp;
  let call: Call;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // A vaccinator of the agent's centre: no edit-children.
    await createCentreUser(t, 'vaccinator', 'VACCINATOR');
    await createRole(t.db, 'CITIZEN_READER', [PERMISSIONS.citizen.showCitizen], { fr: 'Lecteur', ar: 'قارئ' });
    await createUser(t.db, { username: 'reader', memberships: [{ structureCode: await agentCentreCode(t), roleCode: 'CITIZEN_READER', isDefault: true }] });
    call = callerFor(t.app, await tokensFor(t.app, ['agent', 'agent2', 'vaccinator', 'reader', 'superadmin']));
  });
  afterAll(() => t.close());

  /** A new child of the agent's centre with a new parent in this role (a national id card unless the parent says otherwise). */
  async function childWithParent(parent: object = {}, role = 'mother', user = 'agent'): Promise<ChildDetail> {
    serial += 1;
    const letter = 'abcdefghijklmnopqrstuvwxyz'[serial % 26]!;
    const body = newChildBody({ child: { firstNameFr: `Merge${letter}${letter}`, birthDate: `2024-0${1 + (serial % 9)}-1${serial % 10}` }, parent });
    const created = await call('POST', PATHS.childCreate, user, { ...body, role, confirmNotDuplicate: true });
    expect(created.statusCode).toBe(201);
    const { evaxNumber } = created.json<ChildCreated>();
    return (await call('GET', apiPath(PATHS.childDetail, { param: evaxNumber }), user)).json<ChildDetail>();
  }
  /** The same mother registered twice: by her national id card, then by her passport (another phone). */
  async function samePersonTwice() {
    const first = await childWithParent();
    const second = await childWithParent({ nationalId: null, passportNumber: `P${nextNationalId()}`, phone: `9${String(1_000_000 + serial * 53).slice(-7)}` });
    return { first, second, kept: first.parents[0]!, duplicate: second.parents[0]! };
  }
  const merge = (keptId: number, duplicateId: number, user: string | undefined) =>
    call('POST', apiPath(PATHS.citizenMerge, { id: keptId }), user, { duplicate: duplicateId });
  const cardOf = async (evax: string) => (await call('GET', apiPath(PATHS.childDetail, { param: evax }), 'agent')).json<ChildDetail>();
  const historyOf = async (evax: string) => (await call('GET', apiPath(PATHS.childHistory, { param: evax }), 'agent')).json<HistoryEntry[]>();
  const linksOf = (parentId: number) => countRows(t, 'child_parent', { parent_id: parentId });

  test("the duplicate's children move to the kept record, which takes the papers it lacked; the duplicate is retired, out of the lists and searches", async () => {
    const { first, second, kept, duplicate } = await samePersonTwice();
    const response = await merge(kept.id, duplicate.id, 'agent');
    expect(response.statusCode).toBe(200);
    // Its own names and phone, the duplicate's passport.
    expect(response.json<ParentSummary>()).toEqual({ ...kept, role: undefined, passportNumber: duplicate.passportNumber });
    expect((await cardOf(second.evaxNumber)).parents).toEqual([
      expect.objectContaining({ id: kept.id, role: 'mother', passportNumber: duplicate.passportNumber }),
    ]);
    expect((await cardOf(first.evaxNumber)).parents.map((parent) => parent.id)).toEqual([kept.id]);
    expect(await linksOf(duplicate.id)).toBe(0);

    // Retired, not deleted; out of its page, the citizens' list and search, check_parent and the phone look-ups.
    const row = await t.db.selectFrom('parent').select(['merged_into', 'merged_at', 'phone']).where('id', '=', duplicate.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ merged_into: kept.id, merged_at: expect.anything(), phone: duplicate.phone });
    expect((await call('GET', apiPath(PATHS.citizenShow, { id: duplicate.id }), 'agent')).statusCode).toBe(404);
    const searched = await call('GET', `${PATHS.citizenList}?search=${encodeURIComponent(duplicate.phone!.replace(/\D/g, '').slice(-8))}`, 'superadmin');
    expect(searched.json<Paged<ParentSummary>>().results.map((parent) => parent.id)).toEqual([]);
    const byName = await call('GET', `${PATHS.citizenList}?search=${encodeURIComponent(kept.lastNameFr)}`, 'superadmin');
    const inUse = await t.db.selectFrom('parent').select('id').where('last_name_fr', '=', kept.lastNameFr).where('merged_into', 'is', null).execute();
    expect(byName.json<Paged<ParentSummary>>().count).toBe(inUse.length);
    const check = await call('GET', `${PATHS.checkParent}?passportNumber=${duplicate.passportNumber}&nationality=TN`, 'agent');
    expect(check.json<CheckParentResponse>().parent?.id).toBe(kept.id);
    // The duplicate's phone is free again: the records in use hold it no more.
    const { id: _id, role: _role, ...details } = kept;
    const corrected = await call('PUT', apiPath(PATHS.citizenUpdate, { id: kept.id }), 'agent', {
      ...details,
      passportNumber: duplicate.passportNumber,
      phone: duplicate.phone,
    });
    expect(corrected.statusCode).toBe(200);
    expect((await merge(kept.id, duplicate.id, 'agent')).statusCode).toBe(404);
  });

  test('audited on both records and on each moved child, whose history shows the move and the records’ earlier rows', async () => {
    const { first, second, kept, duplicate } = await samePersonTwice();
    expect((await merge(kept.id, duplicate.id, 'agent')).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'citizen_id', 'user_id', 'structure_id'])
      .where((eb) => eb.or([eb('action', 'in', ['merge', 'merged_into', 'merge_parent'])]))
      .where((eb) => eb.or([eb('entity_id', 'in', [String(kept.id), String(duplicate.id), String(second.id)])]))
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { action: 'merge', entity: 'parent', entity_id: String(kept.id), citizen_id: null, user_id: expect.any(Number), structure_id: expect.any(Number) },
      {
        action: 'merged_into',
        entity: 'parent',
        entity_id: String(duplicate.id),
        citizen_id: null,
        user_id: expect.any(Number),
        structure_id: expect.any(Number),
      },
      {
        action: 'merge_parent',
        entity: 'child',
        entity_id: String(second.id),
        citizen_id: second.id,
        user_id: expect.any(Number),
        structure_id: expect.any(Number),
      },
    ]);
    const history = await historyOf(second.evaxNumber);
    expect(history.slice(0, 3)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'merge_parent',
          entity: 'child',
          changes: { parent: { before: duplicate.id, after: kept.id }, role: { before: 'mother', after: 'mother' } },
        }),
        expect.objectContaining({
          action: 'merge',
          entity: 'parent',
          changes: expect.objectContaining({ mergedFrom: { before: null, after: duplicate.id }, children: { before: null, after: [second.evaxNumber] } }),
        }),
        expect.objectContaining({ action: 'merged_into', entity: 'parent' }),
      ]),
    );
    // The duplicate's creation stays in the moved child's history; the kept record's other child sees the merge.
    expect(history.filter((entry) => entry.entity === 'parent' && entry.action === 'create')).toHaveLength(2);
    expect((await historyOf(first.evaxNumber)).map((entry) => entry.action)).toContain('merge');
  });

  test('refused with nothing written: itself, different papers, a different gender, a mother and a father, a child of both', async () => {
    const { kept, duplicate } = await samePersonTwice();
    const other = (await childWithParent()).parents[0]!;
    const father = (
      await childWithParent({ nationalId: null, passportNumber: `P${nextNationalId()}`, phone: `9${String(2_000_000 + serial * 61).slice(-7)}` }, 'father')
    ).parents[0]!;
    const audits = await countRows(t, 'audit_log');
    const links = await countRows(t, 'child_parent');

    expectFieldError(await merge(kept.id, kept.id, 'agent'), 'duplicate', CITIZEN_ERROR_KEYS.parentMergeSelf);
    const papers = await merge(kept.id, other.id, 'agent');
    expect(papers.statusCode).toBe(409);
    expect(papers.json()).toMatchObject({ key: CITIZEN_ERROR_KEYS.parentMergeDifferentPapers });
    const roles = await merge(kept.id, father.id, 'agent');
    expect(roles.statusCode).toBe(409);
    expect(roles.json()).toMatchObject({ key: CITIZEN_ERROR_KEYS.parentMergeRoleConflict });

    await t.db.updateTable('parent').set({ gender: 'female' }).where('id', '=', kept.id).execute();
    await t.db.updateTable('parent').set({ gender: 'male' }).where('id', '=', duplicate.id).execute();
    const person = await merge(kept.id, duplicate.id, 'agent');
    expect(person.statusCode).toBe(409);
    expect(person.json()).toMatchObject({ key: CITIZEN_ERROR_KEYS.parentMergeDifferentPerson });
    await t.db.updateTable('parent').set({ gender: null }).where('id', 'in', [kept.id, duplicate.id]).execute();

    // A child linked to both (as mother and guardian).
    const child = (await call('GET', `${PATHS.citizenChildren.replace('{param}', String(kept.id))}`, 'agent')).json<{ evaxNumber: string }[]>()[0]!;
    expect((await call('POST', PATHS.parentLink, 'agent', { child: child.evaxNumber, parent: duplicate.id, role: 'guardian' })).statusCode).toBe(201);
    const shared = await merge(kept.id, duplicate.id, 'agent');
    expect(shared.statusCode).toBe(409);
    expect(shared.json()).toMatchObject({ key: CITIZEN_ERROR_KEYS.parentMergeSharedChild });

    expect(await countRows(t, 'audit_log')).toBe(audits + 1); // the guardian's link only
    expect(await countRows(t, 'child_parent')).toBe(links + 1);
    expect(await countRows(t, 'parent', { merged_into: duplicate.id })).toBe(0);
    const retired = await t.db
      .selectFrom('parent')
      .select('id')
      .where('merged_into', 'is not', null)
      .where('id', 'in', [kept.id, duplicate.id, other.id, father.id])
      .execute();
    expect(retired).toEqual([]);
  });

  test('access: 401 anonymous, 403 without edit-children, 404 for a record outside the scope (either side)', async () => {
    const { kept, duplicate } = await samePersonTwice();
    const elsewhere = (
      await childWithParent(
        { nationalId: null, passportNumber: `P${nextNationalId()}`, phone: `9${String(3_000_000 + serial * 71).slice(-7)}` },
        'mother',
        'agent2',
      )
    ).parents[0]!;
    const audits = await countRows(t, 'audit_log');
    expect((await merge(kept.id, duplicate.id, undefined)).statusCode).toBe(401);
    expect((await merge(kept.id, duplicate.id, 'vaccinator')).statusCode).toBe(403);
    expect((await merge(kept.id, duplicate.id, 'reader')).statusCode).toBe(403);
    expect((await merge(kept.id, elsewhere.id, 'agent')).statusCode).toBe(404);
    expect((await merge(elsewhere.id, kept.id, 'agent')).statusCode).toBe(404);
    expect((await merge(kept.id, 2_000_000_000, 'agent')).statusCode).toBe(404);
    expect(await countRows(t, 'audit_log')).toBe(audits);
    expect(await linksOf(duplicate.id)).toBe(1);
  });
});
