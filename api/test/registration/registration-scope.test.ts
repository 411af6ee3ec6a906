import {
  apiPath,
  CITIZEN_API_PATHS,
  FIELD_ERROR_CODES,
  REGISTRATION_API_PATHS as PATHS,
  REGISTRATION_ERROR_KEYS,
  type ChildCreated,
  type RegistrationRequestDetail,
  type RegistrationRequestPage,
} from '@evax/shared/contract';
import { newChildBody } from '../citizen/citizen-support.js';
import { BACKENDS } from '../support/databases.js';
import { createUser, startAccountApp, type AccountTestApp } from '../support/account.js';
import { countRows, expectFieldError, tokensFor } from '../support/app.js';
import { as, CapturingSms, registerCitizen } from './registration-support.js';

/**
 * Issue 27, point 2: a registration request is tied to the structures that may decide it (the
 * registered citizen's structure when one holds the identity paper, otherwise the structure or
 * governorate the applicant chose; the national level sees all), and the list, the detail, the
 * file and the three decisions keep to it (404 outside, nothing written).
 */
describe.each(BACKENDS)('registration requests scoped to the structures that decide them (issue 27) on %s', (backend) => {
  let t: AccountTestApp;
  let tokens: Record<string, string>;
  const place: Record<string, { id: number; governorate: number }> = {};
  beforeAll(async () => {
    t = await startAccountApp(backend, { sms: new CapturingSms() });
    // A centre agent and a regional directorate's agent of another governorate (12).
    await createUser(t.db, { username: 'agent-12', memberships: [{ structureCode: 'CSB-12-1', roleCode: 'HEALTH_AGENT', isDefault: true }] });
    await createUser(t.db, { username: 'region-12', memberships: [{ structureCode: 'DRS-12', roleCode: 'HEALTH_AGENT', isDefault: true }] });
    tokens = await tokensFor(t.app, ['agent', 'agent2', 'agent-12', 'region-12', 'superadmin', 'dssb']);
    for (const code of ['CSB-11-1', 'CSB-11-2', 'CSB-12-1', 'DRS-12', 'CSB-13-1']) {
      const row = await t.db.selectFrom('structure').select(['id', 'governorate_id']).where('code', '=', code).executeTakeFirstOrThrow();
      place[code] = { id: row.id, governorate: row.governorate_id };
    }
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
    t.app.inject({ method, url, headers: as(tokens[who]), ...(payload ? { payload } : {}) });

  async function register(choice: { governorate: number; structure?: number }, values: Parameters<typeof registerCitizen>[1] = {}) {
    const response = await registerCitizen(t, {
      governorate: String(choice.governorate),
      ...(choice.structure ? { structure: String(choice.structure) } : {}),
      ...values,
    });
    expect({ status: response.statusCode, body: response.statusCode === 201 ? '' : response.body }).toEqual({ status: 201, body: '' });
    return response.json<{ id: number }>().id;
  }

  const nationalIdOf = async (id: number) =>
    (await t.db.selectFrom('registration_request').select('national_id').where('id', '=', id).executeTakeFirstOrThrow()).national_id!;

  /** What each caller gets for the request: the five routes' statuses, and whether the list has it. */
  async function reach(id: number, who: string) {
    const list = (await send('GET', `${PATHS.subscriptionRequests}?search=${await nationalIdOf(id)}`, who)).json<RegistrationRequestPage>();
    return {
      listed: list.results.some((row) => row.id === id),
      detail: (await send('GET', apiPath(PATHS.subscriptionRequestOne, { id }), who)).statusCode,
      file: (await send('GET', apiPath(PATHS.subscriptionRequestFile, { id }), who)).statusCode,
    };
  }

  const SEEN = { listed: true, detail: 200, file: 200 };
  const UNSEEN = { listed: false, detail: 404, file: 404 };

  test('a governorate chosen without a structure: its centres and its region decide, others do not see it', async () => {
    const id = await register({ governorate: place['CSB-12-1']!.governorate });
    expect(await reach(id, 'agent-12')).toEqual(SEEN);
    expect(await reach(id, 'region-12')).toEqual(SEEN);
    expect(await reach(id, 'superadmin')).toEqual(SEEN);
    expect(await reach(id, 'dssb')).toEqual(SEEN);
    expect(await reach(id, 'agent')).toEqual(UNSEEN);
    // agent2 works at a centre of governorate 12 too, but acts from its default centre (governorate 11).
    expect(await reach(id, 'agent2')).toEqual(UNSEEN);
    const detail = (await send('GET', apiPath(PATHS.subscriptionRequestOne, { id }), 'agent-12')).json<RegistrationRequestDetail>();
    expect(detail.scope).toEqual({ structure: null, governorate: expect.objectContaining({ id: place['CSB-12-1']!.governorate }) });
  });

  test('a structure chosen: that structure and its region decide, not the governorate’s other centres', async () => {
    const id = await register({ governorate: place['CSB-11-2']!.governorate, structure: place['CSB-11-2']!.id });
    expect(await reach(id, 'agent2')).toEqual(SEEN);
    expect(await reach(id, 'agent')).toEqual(UNSEEN);
    expect(await reach(id, 'region-12')).toEqual(UNSEEN);
    expect(await reach(id, 'dssb')).toEqual(SEEN);
  });

  test('outside its scope, the three decisions answer 404 and write nothing; inside, they work', async () => {
    const id = await register({ governorate: place['CSB-12-1']!.governorate });
    const before = { audit: await countRows(t, 'audit_log'), parents: await countRows(t, 'parent') };
    for (const [path, body] of [
      [PATHS.subscriptionRequestValidate, {}],
      [PATHS.subscriptionRequestReject, { reason: 'incomplete_file' }],
      [PATHS.subscriptionRequestInPerson, {}],
    ] as const) {
      const refused = await send('POST', apiPath(path, { id }), 'agent', body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ key: REGISTRATION_ERROR_KEYS.requestNotFound });
    }
    expect({ audit: await countRows(t, 'audit_log'), parents: await countRows(t, 'parent') }).toEqual(before);
    const accepted = await send('POST', apiPath(PATHS.subscriptionRequestValidate, { id }), 'agent-12', {});
    expect(accepted.statusCode).toBe(200);
    // The new citizen is registered at the accepting centre.
    const citizen = await t.db
      .selectFrom('parent')
      .select('structure_id')
      .where('id', '=', accepted.json<RegistrationRequestDetail>().citizenId!)
      .executeTakeFirstOrThrow();
    expect(citizen.structure_id).toBe(place['CSB-12-1']!.id);
  });

  test('an identity paper of a registered citizen ties the request to that citizen’s centre, whatever the applicant chose', async () => {
    const body = newChildBody();
    const created = await send('POST', CITIZEN_API_PATHS.childCreate, 'agent-12', { ...body, confirmNotDuplicate: true });
    expect(created.statusCode).toBe(201);
    expect(created.json<ChildCreated>().evaxNumber).toMatch(/^\d{9}$/);
    const id = await register(
      { governorate: place['CSB-11-1']!.governorate, structure: place['CSB-11-1']!.id },
      {
        nationalId: body.parent.nationalId!,
        firstNameFr: body.parent.firstNameFr,
        lastNameFr: body.parent.lastNameFr,
        firstNameAr: body.parent.firstNameAr,
        lastNameAr: body.parent.lastNameAr,
      },
    );
    expect(await reach(id, 'agent')).toEqual(UNSEEN);
    expect(await reach(id, 'agent-12')).toEqual(SEEN);
    expect(await reach(id, 'region-12')).toEqual(SEEN);
    const detail = (await send('GET', apiPath(PATHS.subscriptionRequestOne, { id }), 'region-12')).json<RegistrationRequestDetail>();
    expect(detail.scope.structure).toMatchObject({ id: place['CSB-12-1']!.id });
    expect(detail.identity).toMatchObject({ kind: 'agrees' });
  });

  test('the choice is checked: a governorate that exists, a health structure of it; nothing written otherwise', async () => {
    const before = await countRows(t, 'registration_request');
    const unknown = await registerCitizen(t, { governorate: '999999' });
    expect(unknown.statusCode).toBe(400);
    expectFieldError(unknown, 'governorate', FIELD_ERROR_CODES.invalid_choice);
    const elsewhere = await registerCitizen(t, { governorate: String(place['CSB-11-1']!.governorate), structure: String(place['CSB-13-1']!.id) });
    expectFieldError(elsewhere, 'structure', REGISTRATION_ERROR_KEYS.structureNotInGovernorate);
    const region = await registerCitizen(t, { governorate: String(place['DRS-12']!.governorate), structure: String(place['DRS-12']!.id) });
    expectFieldError(region, 'structure', FIELD_ERROR_CODES.invalid_choice);
    const none = await registerCitizen(t, { governorate: undefined });
    expect(none.statusCode).toBe(400);
    expect(await countRows(t, 'registration_request')).toBe(before);
  });
});
