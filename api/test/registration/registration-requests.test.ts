import {
  ACCOUNT_FIELD_KEYS,
  apiPath,
  CITIZEN_FIELD_KEYS,
  HTTP_ERROR_KEYS,
  REGISTRATION_API_PATHS as PATHS,
  REGISTRATION_ERROR_KEYS,
  SUPPORTING_FILE,
  type RegistrationRequestDetail,
  type RegistrationRequestPage,
} from '@evax/shared/contract';
import { RULE_MESSAGES } from '@evax/shared/validation';
import { BACKENDS } from '../support/databases.js';
import type { AccountTestApp } from '../support/account.js';
import { expectFieldError } from '../support/app.js';
import { multipart } from '../reference/reference-helpers.js';
import { as, CapturingSms, nextIdentity, PDF, PNG, registerCitizen, startRegistrationApp } from './registration-support.js';

async function counts(t: AccountTestApp) {
  const n = async (table: 'registration_request' | 'audit_log' | 'parent') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { requests: await n('registration_request'), audit: await n('audit_log'), parents: await n('parent') };
}

const fieldKey = (body: string, field: string) => (JSON.parse(body) as { fields?: Record<string, { key: string; code: string }[]> }).fields?.[field]?.[0];

describe.each(BACKENDS)('registration requests on %s', (backend) => {
  let t: AccountTestApp;
  let sms: CapturingSms;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    ({ t, sms, tokens } = await startRegistrationApp(backend, ['agent', 'agent2', 'admin', 'superadmin']));
  });
  afterAll(() => t.close());

  const get = (url: string, who?: string) => t.app.inject({ method: 'GET', url, headers: as(who && tokens[who]) });
  const post = (url: string, who?: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: as(who && tokens[who]), payload });
  const one = (id: number) => ({ id });

  async function pendingRequest(
    values: Parameters<typeof registerCitizen>[1] = {},
    file?: Parameters<typeof registerCitizen>[2],
  ): Promise<RegistrationRequestDetail> {
    const response = await registerCitizen(t, values, file);
    expect({ status: response.statusCode, body: response.statusCode === 201 ? '' : response.body }).toEqual({ status: 201, body: '' });
    const { id, status } = response.json<{ id: number; status: string }>();
    expect(status).toBe('pending');
    return (await get(apiPath(PATHS.subscriptionRequestOne, one(id)), 'agent')).json<RegistrationRequestDetail>();
  }

  describe('registration (citizen space, public)', () => {
    test('a complete form with an image creates a pending request, audited without the file', async () => {
      const before = await counts(t);
      const request = await pendingRequest({ firstNameFr: '  Mouna ', language: 'ar' });
      expect(request).toMatchObject({
        status: 'pending',
        firstNameFr: 'Mouna',
        nationality: 'TN',
        file: { name: 'cin.png', type: 'image/png', size: PNG.length },
        decidedAt: null,
        decidedBy: null,
        citizenId: null,
      });
      expect(await counts(t)).toEqual({ ...before, requests: before.requests + 1, audit: before.audit + 1 });
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'registration_request')
        .where('entity_id', '=', String(request.id))
        .executeTakeFirstOrThrow();
      expect(audit.user_id).toBeNull();
      expect(JSON.stringify(audit.after)).not.toContain('file_content');
    });

    test('a passport and a PDF are taken too', async () => {
      const request = await pendingRequest(
        { nationalId: undefined, passportNumber: 'fr123456', nationality: 'FR' },
        { filename: 'passeport.pdf', content: PDF, contentType: 'application/pdf' },
      );
      expect(request).toMatchObject({ nationalId: null, passportNumber: 'FR123456', nationality: 'FR', file: { type: 'application/pdf' } });
    });

    test.each([
      ['no file', null, 'file', 'required'],
      ['a text file named .png', { filename: 'cin.png', content: Buffer.from('not a picture'), contentType: 'image/png' }, 'file', 'invalid'],
      ['an empty file', { filename: 'cin.png', content: Buffer.alloc(0), contentType: 'image/png' }, 'file', 'blank'],
      [
        'a file over the limit',
        { filename: 'cin.png', content: Buffer.concat([PNG, Buffer.alloc(SUPPORTING_FILE.maxBytes)]), contentType: 'image/png' },
        'file',
        'too_long',
      ],
    ] as const)('%s: 400 on the file, nothing written', async (_case, file, field, code) => {
      const before = await counts(t);
      const response = await registerCitizen(t, {}, file);
      expect(response.statusCode).toBe(400);
      expect(fieldKey(response.body, field)?.code).toBe(code);
      expect(await counts(t)).toEqual(before);
    });

    test('names in the wrong script, a bad phone and no identity paper: every error at once, nothing written', async () => {
      const before = await counts(t);
      const response = await registerCitizen(t, { firstNameAr: 'Mouna', lastNameFr: 'الجلاصي', phone: '12-34', nationalId: undefined });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ fields: object }>().fields).sort()).toEqual(['firstNameAr', 'lastNameFr', 'nationalId', 'phone']);
      expectFieldError(response, 'firstNameAr', RULE_MESSAGES.arabicOnly);
      expectFieldError(response, 'lastNameFr', RULE_MESSAGES.french);
      expectFieldError(response, 'nationalId', CITIZEN_FIELD_KEYS.identityPaperRequired);
      expectFieldError(response, 'phone', ACCOUNT_FIELD_KEYS.phone);
      expect(await counts(t)).toEqual(before);
    });

    test('a JSON body, an unknown field or a second file are refused, nothing written', async () => {
      const json = await t.app.inject({ method: 'POST', url: PATHS.citizenSpaceRegister, payload: { firstNameFr: 'Mouna' } });
      expect(json.statusCode).toBe(400);
      const unknown = await registerCitizen(t, { role: 'admin' } as never);
      expect(unknown.statusCode).toBe(400);
      const before = await counts(t);
      const twoFiles = multipart({
        ...nextIdentity(),
        firstNameFr: 'Mouna',
        file: { filename: 'a.png', content: PNG },
        other: { filename: 'b.png', content: PNG },
      });
      const refused = await t.app.inject({ method: 'POST', url: PATHS.citizenSpaceRegister, ...twoFiles });
      expect(refused.statusCode).toBe(400);
      expect(fieldKey(refused.body, 'other')?.code).toBe('unknown_field');
      expect(await counts(t)).toEqual(before);
    });

    test('a second pending request for the same phone or identity card: 400 code 200, nothing written', async () => {
      const first = await pendingRequest();
      const before = await counts(t);
      const samePhone = await registerCitizen(t, { phone: first.phone });
      expect(samePhone.statusCode).toBe(400);
      expect(samePhone.json()).toMatchObject({ errorCode: 200 });
      expect(fieldKey(samePhone.body, 'phone')?.key).toBe(REGISTRATION_ERROR_KEYS.alreadyPending);
      const sameCard = await registerCitizen(t, { nationalId: first.nationalId! });
      expect(fieldKey(sameCard.body, 'nationalId')?.key).toBe(REGISTRATION_ERROR_KEYS.alreadyPending);
      expect(await counts(t)).toEqual(before);
    });
  });

  describe('the back office', () => {
    test('list, detail and file need view-subscription-request-list; the decisions need validate-subscription-request', async () => {
      const request = await pendingRequest();
      for (const url of [
        PATHS.subscriptionRequests,
        apiPath(PATHS.subscriptionRequestOne, one(request.id)),
        apiPath(PATHS.subscriptionRequestFile, one(request.id)),
      ]) {
        expect((await get(url)).statusCode).toBe(401);
        const refused = await get(url, 'admin');
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ key: HTTP_ERROR_KEYS.FORBIDDEN });
        expect((await get(url, 'agent')).statusCode).toBe(200);
      }
      const before = await counts(t);
      expect((await post(apiPath(PATHS.subscriptionRequestValidate, one(request.id)), 'admin')).statusCode).toBe(403);
      expect((await post(apiPath(PATHS.subscriptionRequestReject, one(request.id)), 'admin', { reason: 'expired_passport' })).statusCode).toBe(403);
      expect((await post(apiPath(PATHS.subscriptionRequestValidate, one(request.id)))).statusCode).toBe(401);
      expect(await counts(t)).toEqual(before);
      expect(sms.to(request.phone)).toHaveLength(0);
    });

    test('the list: statuses, search, date range, paging; a bad filter is a 400', async () => {
      const a = await pendingRequest({ lastNameFr: 'Zouari', lastNameAr: 'الزواري' });
      const page = (query: string) => get(`${PATHS.subscriptionRequests}?${query}`, 'agent');
      const pending = (await page('status=pending&page_size=50')).json<RegistrationRequestPage>();
      expect(pending.results.every((row) => row.status === 'pending')).toBe(true);
      expect(pending.results.map((row) => row.id)).toContain(a.id);
      expect((await page('search=zoua')).json<RegistrationRequestPage>().results.map((r) => r.id)).toEqual([a.id]);
      expect((await page('search=الزوا')).json<RegistrationRequestPage>().results.map((r) => r.id)).toEqual([a.id]);
      expect((await page(`search=${a.nationalId}`)).json<RegistrationRequestPage>().results.map((r) => r.id)).toEqual([a.id]);
      const firstPage = (await page('page_size=1')).json<RegistrationRequestPage>();
      expect(firstPage.results).toHaveLength(1);
      expect(firstPage.count).toBeGreaterThan(1);
      expect(firstPage.results[0]!.id).toBe(Math.max(...pending.results.map((r) => r.id)));
      expect((await page('created_from=2000-01-01&created_to=2000-12-31')).json<RegistrationRequestPage>().count).toBe(0);
      expect((await page('status=archived')).statusCode).toBe(400);
      expect((await page('created_from=31/12/2020')).statusCode).toBe(400);
    });

    test('detail of an unknown request: 404 with the key; the file comes with its type, inline', async () => {
      const missing = await get(apiPath(PATHS.subscriptionRequestOne, one(999_999)), 'agent');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ key: REGISTRATION_ERROR_KEYS.requestNotFound, errorCode: 203 });
      const request = await pendingRequest({}, { filename: 'scan.pdf', content: PDF, contentType: 'application/octet-stream' });
      const file = await get(apiPath(PATHS.subscriptionRequestFile, one(request.id)), 'agent');
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain('inline');
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect((await get(apiPath(PATHS.subscriptionRequestFile, one(999_999)), 'agent')).statusCode).toBe(404);
    });

    test('accept creates the citizen at the agent structure through the citizen module, audited, told by SMS; final (409)', async () => {
      const request = await pendingRequest({ language: 'ar' });
      const before = await counts(t);
      const accepted = await post(apiPath(PATHS.subscriptionRequestValidate, one(request.id)), 'agent');
      expect(accepted.statusCode).toBe(200);
      const detail = accepted.json<RegistrationRequestDetail>();
      expect(detail).toMatchObject({ status: 'accepted', decidedBy: { username: 'agent' }, citizenId: expect.any(Number) });
      const parent = await t.db
        .selectFrom('parent as p')
        .innerJoin('structure as s', 's.id', 'p.structure_id')
        .select(['p.national_id', 'p.phone', 'p.first_name_ar', 's.code'])
        .where('p.id', '=', detail.citizenId!)
        .executeTakeFirstOrThrow();
      expect(parent).toEqual({ national_id: request.nationalId, phone: request.phone, first_name_ar: 'منى', code: 'CSB-11-1' });
      // The citizen's creation (citizen module) and the decision: two audit rows.
      expect(await counts(t)).toEqual({ requests: before.requests, parents: before.parents + 1, audit: before.audit + 2 });
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['action', 'user_id', 'structure_id'])
        .where('entity', '=', 'registration_request')
        .where('entity_id', '=', String(request.id))
        .where('action', '=', 'accept')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.structure_id).not.toBeNull();
      expect(sms.to(request.phone).map((m) => m.text)).toEqual([expect.stringContaining('تم قبول')]);

      const after = await counts(t);
      const again = await post(apiPath(PATHS.subscriptionRequestValidate, one(request.id)), 'agent2');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ key: REGISTRATION_ERROR_KEYS.notPending });
      const reject = await post(apiPath(PATHS.subscriptionRequestReject, one(request.id)), 'agent', { reason: 'expired_passport' });
      expect(reject.statusCode).toBe(409);
      expect(await counts(t)).toEqual(after);
      expect(sms.to(request.phone)).toHaveLength(1);
    });

    test('accept of a citizen already registered by an agent (names agreeing) gives that citizen access: no second citizen', async () => {
      const request = await pendingRequest();
      const registered = await t.db
        .insertInto('parent')
        .values({
          first_name_fr: 'Mouna',
          last_name_fr: 'Jlassi',
          first_name_ar: 'منى',
          last_name_ar: 'الجلاصي',
          national_id: request.nationalId,
          structure_id: (await t.db.selectFrom('structure').select('id').where('code', '=', 'CSB-11-2').executeTakeFirstOrThrow()).id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const before = await counts(t);
      const accepted = await post(apiPath(PATHS.subscriptionRequestValidate, one(request.id)), 'agent');
      expect(accepted.json<RegistrationRequestDetail>().citizenId).toBe(registered.id);
      // The citizen had no phone on record: the request's becomes it (the account signs in with it), audited on the citizen.
      const phone = await t.db.selectFrom('parent').select('phone').where('id', '=', registered.id).executeTakeFirstOrThrow();
      expect(phone.phone).toBe(request.phone);
      expect(await counts(t)).toEqual({ ...before, audit: before.audit + 2 });
    });

    test('accept refused when the phone belongs to another citizen: 400, nothing written, still pending', async () => {
      const taken = await t.db.selectFrom('parent').select('phone').where('phone', 'is not', null).executeTakeFirstOrThrow();
      const request = await pendingRequest({ phone: taken.phone! });
      const before = await counts(t);
      const refused = await post(apiPath(PATHS.subscriptionRequestValidate, one(request.id)), 'agent');
      expect(refused.statusCode).toBe(400);
      expect(await counts(t)).toEqual(before);
      expect((await get(apiPath(PATHS.subscriptionRequestOne, one(request.id)), 'agent')).json<RegistrationRequestDetail>().status).toBe('pending');
    });

    test('reject needs a known reason, and a comment for "other"; final, audited, told by SMS with the reason', async () => {
      const request = await pendingRequest();
      const url = apiPath(PATHS.subscriptionRequestReject, one(request.id));
      const before = await counts(t);
      const noReason = await post(url, 'agent', {});
      expect(noReason.statusCode).toBe(400);
      expect((await post(url, 'agent', { reason: 'looks_odd' })).statusCode).toBe(400);
      const other = await post(url, 'agent', { reason: 'other', comment: '   ' });
      expect(other.statusCode).toBe(400);
      expect(fieldKey(other.body, 'comment')?.key).toBe(REGISTRATION_ERROR_KEYS.commentRequired);
      expect(await counts(t)).toEqual(before);
      expect(sms.to(request.phone)).toHaveLength(0);

      const rejected = await post(url, 'agent2', { reason: 'unreadable_picture', comment: 'Photo floue' });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json()).toMatchObject({
        status: 'rejected',
        rejectionReason: 'unreadable_picture',
        rejectionComment: 'Photo floue',
        decidedBy: { username: 'agent2' },
        citizenId: null,
      });
      expect(await counts(t)).toEqual({ ...before, audit: before.audit + 1 });
      expect(sms.to(request.phone).map((m) => m.text)).toEqual([expect.stringMatching(/refusée \(document illisible : Photo floue\)/)]);

      expect((await post(url, 'agent', { reason: 'expired_passport' })).statusCode).toBe(409);
      expect((await post(apiPath(PATHS.subscriptionRequestValidate, one(request.id)), 'agent')).statusCode).toBe(409);
      expect(await counts(t)).toEqual({ ...before, audit: before.audit + 1 });
      // Rejected: the citizen may register again.
      expect((await registerCitizen(t, { phone: request.phone, nationalId: request.nationalId! })).statusCode).toBe(201);
    });

    test('a decision on an unknown request: 404', async () => {
      expect((await post(apiPath(PATHS.subscriptionRequestValidate, one(999_999)), 'agent')).json()).toMatchObject({
        key: REGISTRATION_ERROR_KEYS.requestNotFound,
      });
      const reject = await post(apiPath(PATHS.subscriptionRequestReject, one(999_999)), 'agent', { reason: 'other', comment: 'x' });
      expect(reject.statusCode).toBe(404);
      expect(reject.json()).toMatchObject({ key: REGISTRATION_ERROR_KEYS.requestNotFound });
    });
  });
});
