import {
  apiPath,
  CITIZEN_API_PATHS as PATHS,
  CITIZEN_ERROR_KEYS,
  CITIZEN_FIELD_KEYS,
  ACCOUNT_FIELD_KEYS,
  PERMISSIONS,
  VACCINATION_API_PATHS,
  type ChildCreated,
  type ChildDetail,
  type ChildValues,
  type HistoryEntry,
  type ParentSummary,
  type RoutineFolder,
} from '@evax/shared/contract';
import { dayNumber, isoDay, normalizePhone } from '@evax/shared/validation';
import { sql } from 'kysely';
import { BACKENDS } from '../support/databases.js';
import { createRole, createUser } from '../support/account.js';
import { type Call, callerFor, countRows, expectFieldError, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { agentCentreCode, createCentreUser, daysFromToday, doseIn, givenToday, vaccinationForm } from '../vaccination/vaccination-support.js';
import { newChildBody } from './citizen-support.js';

/** The child's editable fields as the form sends them back (spec 2 §3): the card's record, ids for places. */
function valuesOf(child: ChildDetail): ChildValues {
  return {
    firstNameFr: child.firstNameFr,
    lastNameFr: child.lastNameFr,
    firstNameAr: child.firstNameAr,
    lastNameAr: child.lastNameAr,
    birthDate: child.birthDate,
    gender: child.gender,
    fatherFirstNameFr: child.fatherFirstNameFr,
    fatherFirstNameAr: child.fatherFirstNameAr,
    paternalGrandfatherFirstNameFr: child.paternalGrandfatherFirstNameFr,
    paternalGrandfatherFirstNameAr: child.paternalGrandfatherFirstNameAr,
    motherFirstNameFr: child.motherFirstNameFr,
    motherLastNameFr: child.motherLastNameFr,
    motherFirstNameAr: child.motherFirstNameAr,
    motherLastNameAr: child.motherLastNameAr,
    birthGovernorate: child.birthGovernorate?.id ?? null,
    birthDelegation: child.birthDelegation?.id ?? null,
    birthCommune: child.birthCommune,
    birthType: child.birthType,
    birthWeightKg: child.birthWeightKg,
    birthHeightCm: child.birthHeightCm,
    birthHeadCircumferenceCm: child.birthHeadCircumferenceCm,
    bornInTunisia: child.bornInTunisia,
    nationality: child.nationality,
    nationalId: child.nationalId,
    socialSecurityNumber: child.socialSecurityNumber,
    passportNumber: child.passportNumber,
    note: child.note,
  };
}

let serial = 0;

/** Issue 30: a child's record corrected (PUT /api/citizen/child/{param}) and a parent's details (PUT /api/citizen/citizens/{id}). */
describe.each(BACKENDS)('correcting a child and a parent (issue 30) on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let call: Call;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // A vaccinator of the agent's centre (no edit-children), and an editor without edit-citizen-phone.
    await createCentreUser(t, 'vaccinator', 'VACCINATOR');
    await createRole(t.db, 'CHILD_EDITOR', [PERMISSIONS.citizen.editChild, PERMISSIONS.citizen.showCitizen, PERMISSIONS.citizen.viewChildrenList], {
      fr: 'Correcteur',
      ar: 'مصحح',
    });
    await createUser(t.db, { username: 'editor', memberships: [{ structureCode: await agentCentreCode(t), roleCode: 'CHILD_EDITOR', isDefault: true }] });
    tokens = await tokensFor(t.app, ['agent', 'agent2', 'vaccinator', 'editor', 'superadmin']);
    call = callerFor(t.app, tokens);
  });
  afterAll(() => t.close());

  /** A new child of the agent's centre born `ageDays` ago, unlike every other (its own names). */
  async function newChild(ageDays = 120, child: Partial<ChildValues> = {}): Promise<ChildCreated & { record: ChildDetail }> {
    serial += 1;
    const letter = 'abcdefghijklmnopqrstuvwxyz'[serial % 26]!;
    const body = {
      ...newChildBody({ child: { birthDate: daysFromToday(-ageDays), gender: 'male', firstNameFr: `Correct${letter}${letter}`, ...child } }),
      confirmNotDuplicate: true,
    };
    const created = await call('POST', PATHS.childCreate, 'agent', body);
    expect(created.statusCode).toBe(201);
    const ids = created.json<ChildCreated>();
    return { ...ids, record: (await call('GET', apiPath(PATHS.childDetail, { param: ids.evaxNumber }), 'agent')).json<ChildDetail>() };
  }
  const put = (evax: string, user: string | undefined, child: ChildValues, extra: object = {}) =>
    call('PUT', apiPath(PATHS.childUpdate, { param: evax }), user, { child, ...extra });
  const historyOf = async (evax: string) => (await call('GET', apiPath(PATHS.childHistory, { param: evax }), 'agent')).json<HistoryEntry[]>();
  const folderOf = async (evax: string) => (await call('GET', apiPath(VACCINATION_API_PATHS.routineFolder, { param: evax }), 'agent')).json<RoutineFolder>();
  const vaccinate = (evax: string, doses: object[], extra: object = {}) => {
    const form = vaccinationForm({ evaxNumber: evax, vaccines_set: doses, ...extra });
    return t.app.inject({
      method: 'POST',
      url: VACCINATION_API_PATHS.vaccinationCreate,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${tokens.agent}` },
    });
  };

  describe('the child', () => {
    test('a corrected name and note: 200 with the record, one audit row with the changed fields before and after, shown in the history', async () => {
      const { evaxNumber, record, id } = await newChild();
      const audits = await countRows(t, 'audit_log', { citizen_id: id });
      const response = await put(evaxNumber, 'agent', { ...valuesOf(record), firstNameFr: 'Rayane', note: 'Acte corrigé' });
      expect(response.statusCode).toBe(200);
      expect(response.json<ChildDetail>()).toMatchObject({ evaxNumber, firstNameFr: 'Rayane', note: 'Acte corrigé', parents: [{ id: record.parents[0]!.id }] });
      expect(await countRows(t, 'audit_log', { citizen_id: id })).toBe(audits + 1);
      const [latest] = await historyOf(evaxNumber);
      expect(latest).toMatchObject({
        action: 'update',
        entity: 'child',
        user: { username: 'agent' },
        changes: { firstNameFr: { before: record.firstNameFr, after: 'Rayane' }, note: { before: null, after: 'Acte corrigé' } },
      });
      expect(Object.keys(latest!.changes).sort()).toEqual(['firstNameFr', 'note']);
    });

    test('the same values again: 200, nothing written', async () => {
      const { evaxNumber, record } = await newChild();
      const audits = await countRows(t, 'audit_log');
      expect((await put(evaxNumber, 'agent', valuesOf(record))).statusCode).toBe(200);
      expect(await countRows(t, 'audit_log')).toBe(audits);
    });

    test('the rules of creation: scripts per language, a birth date not in the future, the nationality of its kind, the birth place', async () => {
      const { evaxNumber, record } = await newChild();
      const values = valuesOf(record);
      const audits = await countRows(t, 'audit_log');
      expectFieldError(await put(evaxNumber, 'agent', { ...values, firstNameAr: 'Rayen' }), 'child.firstNameAr', 'ERROR.CODE.VALIDATION.ARABIC_ONLY');
      expectFieldError(await put(evaxNumber, 'agent', { ...values, lastNameFr: 'الكشاو' }), 'child.lastNameFr', 'ERROR.CODE.VALIDATION.FRENCH');
      expectFieldError(await put(evaxNumber, 'agent', { ...values, birthDate: daysFromToday(2) }), 'child.birthDate', CITIZEN_FIELD_KEYS.birthDateFuture);
      expectFieldError(await put(evaxNumber, 'agent', { ...values, nationality: 'FR' }), 'child.nationality', CITIZEN_FIELD_KEYS.tunisianNationality);
      expectFieldError(await put(evaxNumber, 'agent', { ...values, birthGovernorate: 999_999 }), 'child.birthGovernorate', 'invalid_choice');
      expect(await countRows(t, 'audit_log')).toBe(audits);
    });

    test("another child's national identity card is refused; its own is kept", async () => {
      const first = await newChild(400, { nationalId: '07123456' });
      const second = await newChild(500);
      expectFieldError(
        await put(second.evaxNumber, 'agent', { ...valuesOf(second.record), nationalId: '07123456' }),
        'child.nationalId',
        CITIZEN_FIELD_KEYS.nationalIdAlreadyUsed,
      );
      expect((await put(first.evaxNumber, 'agent', { ...valuesOf(first.record), note: 'même carte' })).statusCode).toBe(200);
    });

    test('a correction that makes it look like another child: 409 with that child (not itself); confirmed, it is written and audited so', async () => {
      const twin = await newChild(300, { firstNameFr: 'Mohamed', firstNameAr: 'محمد', lastNameFr: 'Trabelsi', lastNameAr: 'الطرابلسي' });
      const other = await newChild(300, { firstNameFr: 'Ilyes', firstNameAr: 'إلياس' });
      // Its own names unchanged: not compared with itself.
      expect((await put(twin.evaxNumber, 'agent', { ...valuesOf(twin.record), note: 'ok' })).statusCode).toBe(200);
      const like = {
        ...valuesOf(other.record),
        firstNameFr: 'Mohamed',
        firstNameAr: 'محمد',
        lastNameFr: 'Trabelsi',
        lastNameAr: 'الطرابلسي',
        birthDate: twin.record.birthDate,
      };
      const refused = await put(other.evaxNumber, 'agent', like);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ key: CITIZEN_ERROR_KEYS.possibleDuplicates });
      const candidates = refused.json<{ candidates: { evaxNumber: string }[] }>().candidates.map((c) => c.evaxNumber);
      expect(candidates).toContain(twin.evaxNumber);
      expect(candidates).not.toContain(other.evaxNumber);
      const confirmed = await put(other.evaxNumber, 'agent', like, { confirmNotDuplicate: true });
      expect(confirmed.statusCode).toBe(200);
      expect((await historyOf(other.evaxNumber))[0]).toMatchObject({ action: 'update_confirmed_not_duplicate' });
    });

    test('a birth date moved: the booklet follows (due dates and states), the history shows it before and after', async () => {
      // Born 20 days ago: the 2-month doses are not yet due. Corrected to 100 days ago: they are due.
      const { evaxNumber, record } = await newChild(20);
      const penta1 = () => folderOf(evaxNumber).then((folder) => doseIn(folder, 'pentavalent', 1));
      const before = await penta1();
      expect(before).toMatchObject({ state: 'not_yet' });
      const response = await put(evaxNumber, 'agent', { ...valuesOf(record), birthDate: daysFromToday(-100) }, { confirmNotDuplicate: true });
      expect(response.statusCode).toBe(200);
      expect(await penta1()).toMatchObject({ state: 'overdue', date: isoDay(dayNumber(before.date!) - 80) });
      expect((await historyOf(evaxNumber))[0]).toMatchObject({ changes: { birthDate: { before: record.birthDate, after: daysFromToday(-100) } } });
    });

    test('a birth date after a dose given: 400 on the birth date naming the dose day, nothing written; on the day of the dose or before: accepted', async () => {
      const { evaxNumber, record, id } = await newChild(70);
      const penta1 = doseIn(await folderOf(evaxNumber), 'pentavalent', 1).scheduleDose;
      expect((await vaccinate(evaxNumber, [givenToday(penta1, { vaccinationDate: daysFromToday(-5) })], { certificateVerified: true })).statusCode).toBe(201);
      const audits = await countRows(t, 'audit_log');
      const refused = await put(evaxNumber, 'agent', { ...valuesOf(record), birthDate: daysFromToday(-2) }, { confirmNotDuplicate: true });
      expectFieldError(refused, 'child.birthDate', CITIZEN_FIELD_KEYS.birthDateAfterGivenDose);
      const [error] = refused.json<{ fields: Record<string, { params: { date: string } }[]> }>().fields['child.birthDate']!;
      expect(error!.params.date).toBe(daysFromToday(-5).split('-').reverse().join('/'));
      expect(await countRows(t, 'audit_log')).toBe(audits);
      const row = await t.db.selectFrom('citizen').select('birth_date').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.birth_date).toBe(record.birthDate);
      expect((await put(evaxNumber, 'agent', { ...valuesOf(record), birthDate: daysFromToday(-5) }, { confirmNotDuplicate: true })).statusCode).toBe(200);
    });

    test("the structure's kept due and overdue counts are marked stale by a birth date moved (counted again at the next read)", async () => {
      const { evaxNumber, record } = await newChild(20);
      await call('GET', VACCINATION_API_PATHS.routineScheduleCounts, 'agent');
      const structure = await t.db.selectFrom('citizen').select('structure_id').where('evax_number', '=', evaxNumber).executeTakeFirstOrThrow();
      const kept = () =>
        t.db
          .selectFrom('routine_schedule_count')
          .select(['counted_on', 'version'])
          .where('structure_id', '=', structure.structure_id)
          .executeTakeFirstOrThrow();
      const before = await kept();
      expect(before.counted_on).not.toBeNull();
      expect((await put(evaxNumber, 'agent', { ...valuesOf(record), birthDate: daysFromToday(-100) }, { confirmNotDuplicate: true })).statusCode).toBe(200);
      const after = await kept();
      expect(after.counted_on).toBeNull();
      expect(Number(after.version)).toBeGreaterThan(Number(before.version));
    });

    test('access: 401 anonymous, 403 without edit-children, 404 outside the structure (as for a child that does not exist), nothing written', async () => {
      const { evaxNumber, record } = await newChild();
      const values = { ...valuesOf(record), note: 'pas permis' };
      const audits = await countRows(t, 'audit_log');
      expect((await put(evaxNumber, undefined, values)).statusCode).toBe(401);
      expect((await put(evaxNumber, 'vaccinator', values)).statusCode).toBe(403);
      const outside = await put(evaxNumber, 'agent2', values);
      expect(outside.statusCode).toBe(404);
      expect(outside.json()).toMatchObject({ key: CITIZEN_ERROR_KEYS.childNotFound });
      expect((await put('000000000', 'agent', values)).statusCode).toBeGreaterThanOrEqual(400);
      expect(await countRows(t, 'audit_log')).toBe(audits);
      expect((await put(evaxNumber, 'superadmin', values)).statusCode).toBe(200);
    });
  });

  describe('the parent', () => {
    const putParent = (id: number, user: string | undefined, body: object) => call('PUT', apiPath(PATHS.citizenUpdate, { id: String(id) }), user, body);
    const detailsOf = (parent: ParentSummary) => ({
      firstNameFr: parent.firstNameFr,
      lastNameFr: parent.lastNameFr,
      firstNameAr: parent.firstNameAr,
      lastNameAr: parent.lastNameAr,
      phone: parent.phone,
      nationality: parent.nationality,
      nationalId: parent.nationalId,
      passportNumber: parent.passportNumber,
    });

    test("names, national id and phone corrected: 200 with the summary; the phone change shows in every linked child's history", async () => {
      const first = await newChild(200);
      const parent = first.record.parents[0]!;
      // A second child of the same mother.
      const second = await call('POST', PATHS.childCreateForParent, 'agent', {
        child: { ...newChildBody().child, firstNameFr: 'Yassine', firstNameAr: 'ياسين', gender: 'male', birthDate: daysFromToday(-900) },
        parent: parent.id,
        role: 'mother',
        confirmNotDuplicate: true,
      });
      expect(second.statusCode).toBe(201);
      const secondEvax = second.json<ChildCreated>().evaxNumber;
      const typed = `5${String(3_000_000 + serial).slice(-7)}`;
      const phone = normalizePhone(typed)!;
      const response = await putParent(parent.id, 'agent', { ...detailsOf(parent), firstNameFr: 'Hella', nationalId: '09876543', phone: typed });
      expect(response.statusCode).toBe(200);
      expect(response.json<ParentSummary>()).toMatchObject({ id: parent.id, firstNameFr: 'Hella', nationalId: '09876543', phone });
      for (const evax of [first.evaxNumber, secondEvax]) {
        expect((await historyOf(evax))[0]).toMatchObject({
          action: 'update',
          entity: 'parent',
          changes: { phone: { before: parent.phone, after: phone }, firstNameFr: { before: parent.firstNameFr, after: 'Hella' } },
        });
      }
      expect((await call('GET', apiPath(PATHS.citizenShow, { id: String(parent.id) }), 'agent')).json()).toMatchObject({ firstNameFr: 'Hella', phone });
    });

    test("the rules of a new parent: scripts, a valid phone, an identity paper, another citizen's phone or card refused; a phone on record not removed", async () => {
      const { record } = await newChild(210);
      const other = (await newChild(220)).record.parents[0]!;
      const parent = record.parents[0]!;
      const details = detailsOf(parent);
      const audits = await countRows(t, 'audit_log');
      expectFieldError(await putParent(parent.id, 'agent', { ...details, firstNameAr: 'Hela' }), 'firstNameAr', 'ERROR.CODE.VALIDATION.ARABIC_ONLY');
      expectFieldError(await putParent(parent.id, 'agent', { ...details, phone: '12' }), 'phone', 'ERROR.CODE.VALIDATION.PHONE');
      expectFieldError(
        await putParent(parent.id, 'agent', { ...details, nationalId: null, passportNumber: null }),
        'nationalId',
        CITIZEN_FIELD_KEYS.identityPaperRequired,
      );
      expectFieldError(await putParent(parent.id, 'agent', { ...details, phone: other.phone }), 'phone', ACCOUNT_FIELD_KEYS.phoneAlreadyUsed);
      expectFieldError(
        await putParent(parent.id, 'agent', { ...details, nationalId: other.nationalId }),
        'nationalId',
        CITIZEN_FIELD_KEYS.nationalIdAlreadyUsed,
      );
      expectFieldError(await putParent(parent.id, 'agent', { ...details, phone: null }), 'phone', CITIZEN_FIELD_KEYS.phoneOnRecordRequired);
      expect(await countRows(t, 'audit_log')).toBe(audits);
    });

    test('access: 401 anonymous, 403 without edit-children, 404 outside the scope, 403 for a phone change without edit-citizen-phone (names allowed)', async () => {
      const { record } = await newChild(230);
      const parent = record.parents[0]!;
      const details = detailsOf(parent);
      expect((await putParent(parent.id, undefined, details)).statusCode).toBe(401);
      expect((await putParent(parent.id, 'vaccinator', details)).statusCode).toBe(403);
      expect((await putParent(parent.id, 'agent2', { ...details, firstNameFr: 'Autre' })).statusCode).toBe(404);
      expect((await putParent(parent.id, 'editor', { ...details, phone: '71234567' })).statusCode).toBe(403);
      expect((await putParent(parent.id, 'editor', { ...details, lastNameFr: 'Kchaou-Ben Ali' })).statusCode).toBe(200);
      const row = await sql<{ phone: string | null; last_name_fr: string }>`select phone, last_name_fr from parent where id = ${parent.id}`.execute(t.db);
      expect(row.rows[0]).toEqual({ phone: parent.phone, last_name_fr: 'Kchaou-Ben Ali' });
    });
  });
});
