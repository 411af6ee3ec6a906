import {
  apiPath,
  CITIZEN_API_PATHS,
  REGISTRATION_API_PATHS as PATHS,
  REGISTRATION_ERROR_KEYS,
  type ChildCreated,
  type RegistrationRequestDetail,
} from '@evax/shared/contract';
import { normalizePhone } from '@evax/shared/validation';
import { newChildBody } from '../citizen/citizen-support.js';
import { BACKENDS } from '../support/databases.js';
import type { AccountTestApp } from '../support/account.js';
import { countRows } from '../support/app.js';
import { as, CapturingSms, codeIn, nextIdentity, registerCitizen, startRegistrationApp } from './registration-support.js';

/**
 * Issue 27, point 1: the citizen account take-over through registration. A stranger registers
 * with the national identity card of a parent registered at a centre, other names and another
 * phone; the agent sees the conflict (the citizen's record beside the request, the differences
 * named), acceptance is refused (409, audited, nothing else written), the request can only be
 * sent for an in-person check or rejected, and no code ever reaches the stranger's phone. A
 * request whose names agree is linked to the citizen, on the citizen's phone on record; a
 * citizen has one account at most.
 */
describe.each(BACKENDS)('registration requests against the registered citizens (issue 27) on %s', (backend) => {
  let t: AccountTestApp;
  let sms: CapturingSms;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    ({ t, sms, tokens } = await startRegistrationApp(backend, ['agent', 'agent2']));
  });
  afterAll(() => t.close());

  const get = (url: string, who: string) => t.app.inject({ method: 'GET', url, headers: as(tokens[who]) });
  const post = (url: string, who: string | null, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: who ? as(tokens[who]) : {}, payload });
  const detail = async (id: number, who = 'agent') => {
    const response = await get(apiPath(PATHS.subscriptionRequestOne, { id }), who);
    expect(response.statusCode).toBe(200);
    return response.json<RegistrationRequestDetail>();
  };
  const accept = (id: number, who = 'agent') => post(apiPath(PATHS.subscriptionRequestValidate, { id }), who);

  /** A parent the agent registers with a child (at the agent's centre, CSB-11-1): its id, identity card and phone. */
  async function registeredParent(names: { firstNameFr?: string; lastNameFr?: string; firstNameAr?: string; lastNameAr?: string } = {}) {
    const body = newChildBody({ parent: { firstNameFr: 'Hela', lastNameFr: 'Kchaou', firstNameAr: 'هالة', lastNameAr: 'الكشاو', ...names } });
    const created = await post(CITIZEN_API_PATHS.childCreate, 'agent', { ...body, confirmNotDuplicate: true });
    expect(created.statusCode).toBe(201);
    const { evaxNumber } = created.json<ChildCreated>();
    const parent = await t.db
      .selectFrom('parent')
      .select(['id', 'phone', 'national_id'])
      .where('national_id', '=', body.parent.nationalId!)
      .executeTakeFirstOrThrow();
    return { id: parent.id, phone: parent.phone!, nationalId: parent.national_id!, evaxNumber };
  }

  async function register(values: Parameters<typeof registerCitizen>[1]): Promise<{ id: number; phone: string }> {
    const phone = values?.phone ?? nextIdentity().phone;
    const response = await registerCitizen(t, { ...values, phone });
    expect(response.statusCode).toBe(201);
    return { id: response.json<{ id: number }>().id, phone: normalizePhone(phone)! };
  }

  async function auditRows(id: number) {
    return t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'structure_id', 'before', 'after'])
      .where('entity', '=', 'registration_request')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
  }

  test('a stranger with a parent’s identity card: the conflict is shown, acceptance refused (409, audited), in person or reject only', async () => {
    const parent = await registeredParent();
    const stranger = await register({ nationalId: parent.nationalId, firstNameFr: 'Evil', lastNameFr: 'Person', firstNameAr: 'شخص', lastNameAr: 'شرير' });

    // The detail says so: the citizen's record beside the request, the differences named.
    const shown = await detail(stranger.id);
    expect(shown.identity).toEqual({
      kind: 'conflict',
      citizen: expect.objectContaining({
        id: parent.id,
        firstNameFr: 'Hela',
        lastNameFr: 'Kchaou',
        nationalId: parent.nationalId,
        phone: parent.phone,
        hasAccount: false,
        structure: expect.objectContaining({ nameFr: expect.any(String) }),
      }),
      differences: ['firstNameFr', 'lastNameFr', 'firstNameAr', 'lastNameAr', 'phone'],
    });
    // Tied to the citizen's centre, whatever the stranger chose: agent2's centre (the same governorate) does not see it.
    expect((await get(apiPath(PATHS.subscriptionRequestOne, { id: stranger.id }), 'agent2')).statusCode).toBe(404);

    // Acceptance refused, with its key; only its audit row is written.
    const before = { parents: await countRows(t, 'parent'), audit: await countRows(t, 'audit_log'), sms: sms.sent.length };
    const refused = await accept(stranger.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ key: REGISTRATION_ERROR_KEYS.identityConflict });
    expect({ parents: await countRows(t, 'parent'), audit: await countRows(t, 'audit_log'), sms: sms.sent.length }).toEqual({
      ...before,
      audit: before.audit + 1,
    });
    const [, refusal] = await auditRows(stranger.id);
    expect(refusal).toMatchObject({
      action: 'accept_refused',
      user_id: expect.any(Number),
      after: { reason: 'identity_conflict', citizenId: parent.id, differences: expect.arrayContaining(['firstNameFr']) },
    });
    expect((await detail(stranger.id)).status).toBe('pending');

    // No code ever reaches the stranger's phone: no account has it.
    expect((await post(PATHS.citizenSpaceOtp, null, { phone: stranger.phone })).statusCode).toBe(202);
    expect(sms.to(stranger.phone)).toHaveLength(0);

    // Sent for an in-person check at the agent's centre: told by SMS; still refused to acceptance; then rejected.
    const inPerson = await post(apiPath(PATHS.subscriptionRequestInPerson, { id: stranger.id }), 'agent');
    expect(inPerson.statusCode).toBe(200);
    expect(inPerson.json<RegistrationRequestDetail>()).toMatchObject({
      status: 'in_person',
      decidedAt: null,
      inPersonCheck: { by: { username: 'agent' }, structure: { nameFr: expect.any(String) } },
      identity: { kind: 'conflict' },
    });
    expect(sms.to(stranger.phone).map((m) => m.text)).toEqual([expect.stringContaining('en personne')]);
    const twice = await post(apiPath(PATHS.subscriptionRequestInPerson, { id: stranger.id }), 'agent');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ key: REGISTRATION_ERROR_KEYS.alreadyInPerson });
    expect((await accept(stranger.id)).statusCode).toBe(409);
    // While it waits in person, it holds the identity card: a second request for it is refused.
    expect((await registerCitizen(t, { nationalId: parent.nationalId })).statusCode).toBe(400);
    const rejected = await post(apiPath(PATHS.subscriptionRequestReject, { id: stranger.id }), 'agent', { reason: 'identity_mismatch' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<RegistrationRequestDetail>()).toMatchObject({ status: 'rejected', identity: null, inPersonCheck: { by: { username: 'agent' } } });
    expect((await auditRows(stranger.id)).map((row) => [row.action, (row.before as { status?: string } | null)?.status ?? null])).toEqual([
      ['create', null],
      ['accept_refused', 'pending'],
      ['in_person_check', 'pending'],
      ['accept_refused', 'in_person'],
      ['reject', 'in_person'],
    ]);
    // The parent is untouched and has no account.
    const after = await t.db.selectFrom('parent').select(['phone', 'first_name_fr']).where('id', '=', parent.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ phone: parent.phone, first_name_fr: 'Hela' });
    expect(await countRows(t, 'registration_request', { citizen_id: parent.id })).toBe(0);
  });

  test('names that agree within the duplicate check’s tolerance link the citizen, on the phone on record; a second account is refused', async () => {
    const parent = await registeredParent({ firstNameFr: 'Chaima', lastNameFr: 'Trabelsi', firstNameAr: 'شيماء', lastNameAr: 'الطرابلسي' });
    const own = await register({
      nationalId: parent.nationalId,
      firstNameFr: 'Shaima',
      lastNameFr: 'Trabelssi',
      firstNameAr: 'شيماء',
      lastNameAr: 'الطرابلسى',
    });
    const shown = await detail(own.id);
    expect(shown.identity).toMatchObject({ kind: 'agrees', citizen: { id: parent.id, hasAccount: false } });
    expect(shown.identity!.differences).toEqual(['firstNameFr', 'lastNameFr', 'lastNameAr', 'phone']);

    const accepted = await accept(own.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<RegistrationRequestDetail>()).toMatchObject({ status: 'accepted', citizenId: parent.id, identity: null });
    // The account opens on the phone on record (told so), not on the request's phone (told how to change it).
    expect(sms.to(parent.phone).map((m) => m.text)).toEqual([expect.stringContaining('ouvert pour vous sur ce téléphone')]);
    expect(sms.to(own.phone).map((m) => m.text)).toEqual([expect.stringContaining('téléphone enregistré')]);
    const recordPhone = await t.db.selectFrom('parent').select('phone').where('id', '=', parent.id).executeTakeFirstOrThrow();
    expect(recordPhone.phone).toBe(parent.phone);
    const sentBefore = sms.sent.length;
    await post(PATHS.citizenSpaceOtp, null, { phone: own.phone });
    expect(sms.sent.length).toBe(sentBefore);
    await post(PATHS.citizenSpaceOtp, null, { phone: parent.phone });
    const code = codeIn(sms.to(parent.phone).at(-1)!.text)!;
    const session = await post(PATHS.citizenSpaceLogin, null, { phone: parent.phone, code });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ citizen: { id: parent.id } });

    // The same citizen again with a new phone: no second account (409, audited); the request is rejected as such.
    const again = await register({
      nationalId: parent.nationalId,
      firstNameFr: 'Chaima',
      lastNameFr: 'Trabelsi',
      firstNameAr: 'شيماء',
      lastNameAr: 'الطرابلسي',
    });
    expect((await detail(again.id)).identity).toMatchObject({ kind: 'agrees', citizen: { hasAccount: true } });
    const audit = await countRows(t, 'audit_log');
    const refused = await accept(again.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ key: REGISTRATION_ERROR_KEYS.citizenHasAccount });
    expect(await countRows(t, 'audit_log')).toBe(audit + 1);
    expect(await countRows(t, 'registration_request', { citizen_id: parent.id })).toBe(1);
    const rejected = await post(apiPath(PATHS.subscriptionRequestReject, { id: again.id }), 'agent', { reason: 'has_account' });
    expect(rejected.statusCode).toBe(200);
    expect(sms.to(again.phone).at(-1)!.text).toContain('code est envoyé au téléphone enregistré');
  });

  test('a registration with the phone of an account is refused; an account cannot be taken twice even in a race', async () => {
    const parent = await registeredParent({ firstNameFr: 'Mouna', lastNameFr: 'Jlassi', firstNameAr: 'منى', lastNameAr: 'الجلاصي' });
    const own = await register({ nationalId: parent.nationalId, phone: parent.phone });
    expect((await detail(own.id)).identity!.differences).toEqual([]);
    expect((await accept(own.id)).statusCode).toBe(200);
    expect(sms.to(parent.phone).map((m) => m.text)).toEqual([expect.stringContaining('acceptée')]);
    const samePhone = await registerCitizen(t, { phone: parent.phone });
    expect(samePhone.statusCode).toBe(400);
    // The database holds one account per citizen whatever the services check.
    const second = await register({ nationalId: nextIdentity().nationalId });
    await expect(
      t.db.updateTable('registration_request').set({ status: 'accepted', decided_at: new Date(), citizen_id: parent.id }).where('id', '=', second.id).execute(),
    ).rejects.toThrow(/registration_account_citizen_idx/);
  });
});
