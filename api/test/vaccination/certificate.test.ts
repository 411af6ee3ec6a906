import { generateKeyPairSync } from 'node:crypto';
import {
  apiPath,
  CATALOGUE_ERROR_KEYS,
  DOCUMENTS_API_PATHS as DOCS,
  HTTP_ERROR_KEYS,
  VACCINATION_API_PATHS as PATHS,
  VACCINATION_ERROR_KEYS,
  type RoutineFolder,
} from '@evax/shared/contract';
import type { CertificateCheck, IssuedCertificate } from '@evax/shared/contract/schemas';
import { tunisToday } from '@evax/shared/validation';
import { signStatement, storedStatement } from '../../src/modules/vaccination/documents/certificate-signing.js';
import { signIn } from '../support/account.js';
import { type Call, callerFor, countRows, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { BACKENDS } from '../support/databases.js';
import { pdfTextItems } from '../support/pdf-text.js';
import { childAged, doseIn, givenToday, postVisit, createCentreUser } from './vaccination-support.js';

const certificatesUrl = (evax: string) => apiPath(DOCS.certificates, { param: evax });
const pdfUrl = (id: string, lang: string) => apiPath(DOCS.certificatePdf, { id, lang });
const dayOf = (iso: string) => iso.split('-').reverse().join('/');

describe.each(BACKENDS)('the vaccination certificate, signed, printed and verified, on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let call: Call;
  let evax: string;
  let folder: RoutineFolder;
  let first: IssuedCertificate;
  const tokenOf = async (id: string) => (await t.db.selectFrom('vaccination_certificate').select('token').where('id', '=', id).executeTakeFirstOrThrow()).token;
  const verify = (token: unknown) => t.app.inject({ method: 'POST', url: DOCS.verifyCertificate, payload: { token } });
  const written = async () => ({ certificates: await countRows(t, 'vaccination_certificate'), audit: await countRows(t, 'audit_log') });

  beforeAll(async () => {
    t = await startTestApp(backend);
    // A vaccinator of the agent's centre: issues certificates, does not reissue them (the seeded role).
    await createCentreUser(t, 'vaccinator', 'VACCINATOR');
    tokens = { ...(await tokensFor(t.app, ['superadmin', 'admin', 'agent', 'agent2'])), vaccinator: (await signIn(t.app, 'vaccinator')).access };
    call = callerFor(t.app, tokens);
    evax = await childAged(t, tokens['agent']!, 70);
    folder = (await call('GET', apiPath(PATHS.routineFolder, { param: evax }), 'agent')).json<RoutineFolder>();
  });
  afterAll(() => t.close());

  test('a child with no dose given gets no certificate: 409 with its message, nothing written', async () => {
    const before = await written();
    const response = await call('POST', certificatesUrl(evax), 'agent', {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ key: CATALOGUE_ERROR_KEYS.CERTIFICATE_WITHOUT_DOSES });
    expect(await written()).toEqual(before);
  });

  test('issued: the given doses signed, kept, listed and audited', async () => {
    const given = await postVisit(t, tokens['agent']!, evax, [givenToday(doseIn(folder, 'BCG', 1).scheduleDose)]);
    expect(given.statusCode).toBe(201);

    const response = await call('POST', certificatesUrl(evax), 'agent', {});
    expect(response.statusCode).toBe(201);
    first = response.json<IssuedCertificate>();
    expect(first).toMatchObject({ issuedBy: 'agent', doseCount: 1 });
    expect((await call('GET', certificatesUrl(evax), 'agent')).json()).toEqual([first]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'vaccination_certificate').where('entity_id', '=', first.id).execute();
    expect(audit.map((row) => row.action)).toEqual(['issue']);
    expect(audit[0]!.citizen_id).toBe(folder.child.id);
  });

  test('the PDF in French and Arabic: the child, the doses it states, no-store', async () => {
    const french = await call('GET', pdfUrl(first.id, 'fr'), 'agent');
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-type']).toBe('application/pdf');
    expect(french.headers['content-disposition']).toContain(`certificat-vaccination-${evax}-fr.pdf`);
    expect(french.headers['cache-control']).toBe('no-store');
    const text = pdfTextItems(french.rawPayload)
      .map((item) => item.str)
      .join(' ');
    expect(text).toContain('Certificat de vaccination');
    expect(text).toContain(evax);
    expect(text).toContain(folder.child.firstNameFr);
    expect(text).toContain(first.id);
    expect(text).toMatch(new RegExp(`BCG.*1.*${dayOf(tunisToday()).replace(/\//g, '\\/')}`));

    const arabic = pdfTextItems((await call('GET', pdfUrl(first.id, 'ar'), 'agent')).rawPayload)
      .map((item) => item.str)
      .join(' ');
    expect(arabic).toContain('شهادة');
    expect(arabic).toContain(folder.child.firstNameAr);
  });

  test('verified by anyone, without a session: what it states; a changed, foreign or malformed token is not valid', async () => {
    const token = await tokenOf(first.id);
    const answer = await verify(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const check = answer.json<CertificateCheck>();
    expect(check).toMatchObject({
      valid: true,
      statement: {
        id: first.id,
        evaxNumber: evax,
        firstNameFr: folder.child.firstNameFr,
        lastNameAr: folder.child.lastNameAr,
        birthDate: folder.child.birthDate,
        doses: [{ date: tunisToday(), vaccine: doseIn(folder, 'BCG', 1).dciName, doseNumber: 1 }],
      },
    });

    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    // One character of the statement or of the signature changed.
    for (const tampered of [`${header}.${flipped(payload, 10)}.${signature}`, `${header}.${payload}.${flipped(signature, 5)}`]) {
      expect((await verify(tampered)).json()).toEqual({ valid: false });
    }
    // The same statement, another date added, signed by a key that is not the server's.
    const statement = storedStatement(token) as { doses: unknown[] };
    const forged = { ...statement, doses: [...statement.doses, { date: '2026-01-01', vaccine: 'ROR', vaccineAr: null, doseNumber: 2 }] };
    const kid = JSON.parse(Buffer.from(header, 'base64url').toString()).kid as string;
    expect((await verify(signStatement(forged, kid, generateKeyPairSync('ed25519').privateKey))).json()).toEqual({ valid: false });
    for (const garbage of ['not-a-token', 'a.b.c', `${header}.${payload}`]) expect((await verify(garbage)).json()).toEqual({ valid: false });
    // Input checked: a missing or oversized token is a 400.
    expect((await verify('')).statusCode).toBe(400);
    expect((await verify('x'.repeat(7000))).statusCode).toBe(400);
  });

  test('a reissue needs its own permission: the vaccinator is refused (403, nothing written), the agent reissues, audited', async () => {
    const before = await written();
    const refused = await call('POST', certificatesUrl(evax), 'vaccinator', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ key: HTTP_ERROR_KEYS.FORBIDDEN });
    expect(await written()).toEqual(before);

    const again = await call('POST', certificatesUrl(evax), 'agent', {});
    expect(again.statusCode).toBe(201);
    const second = again.json<IssuedCertificate>();
    expect((await call('GET', certificatesUrl(evax), 'agent')).json<IssuedCertificate[]>().map((c) => c.id)).toEqual([second.id, first.id]);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'after']).where('entity_id', '=', second.id).executeTakeFirstOrThrow();
    expect(audit.action).toBe('reissue');
    expect(typeof audit.after === 'string' ? JSON.parse(audit.after) : audit.after).toMatchObject({ replaces: first.id });
    // The earlier certificate still verifies: a reissue adds one, it does not revoke what was printed.
    expect((await verify(await tokenOf(first.id))).json()).toMatchObject({ valid: true });
  });

  test("permissions: another centre's child and its certificates read as missing, a role without the booklet 403, no token 401", async () => {
    const other = await call('GET', certificatesUrl(evax), 'agent2');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.childNotFound });
    expect((await call('POST', certificatesUrl(evax), 'agent2', {})).statusCode).toBe(404);
    expect((await call('GET', pdfUrl(first.id, 'fr'), 'agent2')).statusCode).toBe(404);
    expect((await call('GET', certificatesUrl(evax), 'admin')).statusCode).toBe(403);
    expect((await call('POST', certificatesUrl(evax), 'admin', {})).statusCode).toBe(403);
    expect((await call('GET', pdfUrl(first.id, 'fr'), 'admin')).statusCode).toBe(403);
    expect((await call('GET', certificatesUrl(evax))).statusCode).toBe(401);
    expect((await call('GET', pdfUrl(first.id, 'fr'))).statusCode).toBe(401);
    expect((await call('GET', pdfUrl('00000000-0000-4000-8000-000000000000', 'fr'), 'agent')).statusCode).toBe(404);
    expect((await call('GET', pdfUrl('not-a-uuid', 'fr'), 'agent')).statusCode).toBe(400);
    expect((await call('GET', pdfUrl(first.id, 'de'), 'agent')).statusCode).toBe(400);
    expect((await call('GET', pdfUrl(first.id, 'ar'), 'superadmin')).statusCode).toBe(200);
  });
});
