import { decodeJwt } from 'jose';
import {
  ACCOUNT_API_PATHS,
  ERROR_CODES,
  ERROR_KEYS,
  HTTP_ERROR_KEYS,
  PERMISSIONS,
  TOKEN_INVALID_DETAIL,
  type CurrentCenterChangeResponse,
  type LoginResponse,
  type MeResponse,
  type Paged,
  type StructureRow,
} from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { bearer } from '../support/app.js';
import { apiPathOf, createUser, signIn, startAccountApp, type AccountTestApp } from '../support/account.js';

describe.each(BACKENDS)('structures and the current centre on %s', (backend) => {
  let t: AccountTestApp;
  let agent: LoginResponse;
  beforeAll(async () => {
    t = await startAccountApp(backend);
    agent = await signIn(t.app, 'agent');
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, session: LoginResponse = agent) => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(session.access) });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<T>();
  };
  const structureCount = async (where?: { type?: string; governorateCode?: string }) => {
    let query = t.db
      .selectFrom('structure as s')
      .innerJoin('governorate as g', 'g.id', 's.governorate_id')
      .select((eb) => eb.fn.countAll<number>().as('n'));
    if (where?.type) query = query.where('s.type', '=', where.type as never);
    if (where?.governorateCode) query = query.where('g.code', '=', where.governorateCode);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  describe('GET /api/structure', () => {
    test('any signed-in user: pages of 10 ordered by French name, every structure once', async () => {
      const first = await get<Paged<StructureRow>>(ACCOUNT_API_PATHS.structures);
      expect(first.count).toBe(await structureCount());
      expect(first.results).toHaveLength(10);
      const names = first.results.map((r) => r.nameFr);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const all: number[] = [];
      for (let page = 1; page <= Math.ceil(first.count / 50); page++)
        all.push(...(await get<Paged<StructureRow>>(`${ACCOUNT_API_PATHS.structures}?page=${page}&page_size=50`)).results.map((r) => r.id));
      expect(new Set(all).size).toBe(first.count);
      const carthage = (await get<Paged<StructureRow>>(`${ACCOUNT_API_PATHS.structures}?search=carthage`)).results;
      expect(carthage).toEqual([
        {
          id: expect.any(Number),
          code: 'CSB-11-1',
          type: 'CSB',
          nameFr: 'Centre de santé de base Carthage',
          nameAr: 'مركز الصحة الأساسية بقرطاج',
          isActive: true,
          governorate: { id: expect.any(Number), code: 'TN-11', nameFr: 'Tunis', nameAr: 'تونس' },
          delegation: { id: expect.any(Number), nameFr: 'Carthage', nameAr: 'قرطاج' },
          group: { id: expect.any(Number), nameFr: 'Circonscription sanitaire de Carthage', nameAr: 'الدائرة الصحية بقرطاج' },
        },
      ]);
      expect((await get<Paged<StructureRow>>(`${ACCOUNT_API_PATHS.structures}?search=${encodeURIComponent('قرطاج')}`)).results.map((r) => r.code)).toEqual([
        'CSB-11-1',
      ]);
    });

    test('filters by type and governorate; orders by any field; bad values are 400; no token is 401', async () => {
      const csb = await get<Paged<StructureRow>>(`${ACCOUNT_API_PATHS.structures}?type=CSB&page_size=50`);
      expect(csb.count).toBe(await structureCount({ type: 'CSB' }));
      expect(csb.results.every((r) => r.type === 'CSB')).toBe(true);
      const tunis = (await get<Paged<StructureRow>>(`${ACCOUNT_API_PATHS.structures}?search=carthage`)).results[0]!.governorate.id;
      const inTunis = await get<Paged<StructureRow>>(`${ACCOUNT_API_PATHS.structures}?governorate=${tunis}&page_size=50&ordering=-code`);
      expect(inTunis.count).toBe(await structureCount({ governorateCode: 'TN-11' }));
      expect(inTunis.results.every((r) => r.governorate.code === 'TN-11')).toBe(true);
      const codes = inTunis.results.map((r) => r.code);
      expect(codes).toEqual([...codes].sort().reverse());
      expect((await get<Paged<StructureRow>>(`${ACCOUNT_API_PATHS.structures}?type=NATIONAL`)).results.map((r) => r.code)).toEqual(['NAT-DSSB']);

      const bad = await t.app.inject({ method: 'GET', url: `${ACCOUNT_API_PATHS.structures}?type=SCHOOL&governorate=x`, headers: bearer(agent.access) });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields).sort()).toEqual(['governorate', 'type']);
      const anonymous = await t.app.inject({ method: 'GET', url: ACCOUNT_API_PATHS.structures });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ detail: TOKEN_INVALID_DETAIL, key: HTTP_ERROR_KEYS.UNAUTHORIZED });
    });
  });

  describe('GET /api/structure/{id}', () => {
    test('one structure; an unknown id is 404, code 203', async () => {
      const [carthage] = (await get<Paged<StructureRow>>(`${ACCOUNT_API_PATHS.structures}?search=carthage`)).results;
      expect(await get<StructureRow>(apiPathOf(ACCOUNT_API_PATHS.structure, { id: carthage!.id }))).toEqual(carthage);
      const unknown = await t.app.inject({ method: 'GET', url: apiPathOf(ACCOUNT_API_PATHS.structure, { id: 999999 }), headers: bearer(agent.access) });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: 'Structure not found', errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: ERROR_KEYS.ENTITY_NOT_FOUND });
      expect((await t.app.inject({ method: 'GET', url: '/api/structure/abc', headers: bearer(agent.access) })).statusCode).toBe(400);
    });
  });

  describe('POST /api/current-center/change', () => {
    const change = (structure: number, session: LoginResponse) =>
      t.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.currentCenterChange, payload: { structure }, headers: bearer(session.access) });
    const defaults = async (userId: number) =>
      (await t.db.selectFrom('user_structure').select('structure_id').where('user_id', '=', userId).where('is_default', '=', true).execute()).map(
        (r) => r.structure_id,
      );

    test('the chosen structure becomes the default, its permissions replace the others, and a new token works there', async () => {
      const session = await signIn(t.app, 'agent2');
      const [current, other] = session.profile.user.structuresDetails;
      const response = await change(other!.structure.id, session);
      expect(response.statusCode).toBe(200);
      const body = response.json<CurrentCenterChangeResponse>();
      expect(body).toEqual({
        structure: { ...other!, isDefault: true },
        permissions: other!.permissions,
        access: expect.any(String),
        expiresIn: session.expiresIn,
      });
      expect(decodeJwt(body.access).sid).toBe(other!.structure.id);
      expect(await defaults(session.profile.user.pk)).toEqual([other!.structure.id]);

      // The old token is revoked; the new one is in the new centre.
      const old = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(session.access) });
      expect(old.statusCode).toBe(401);
      const me = await get<MeResponse>('/api/v1/me', { ...session, access: body.access });
      expect(me.user.structuresDetails.map((d) => [d.structure.id, d.isDefault])).toEqual([
        [other!.structure.id, true],
        [current!.structure.id, false],
      ]);
      // The next sign-in starts there.
      expect((await signIn(t.app, 'agent2')).profile.user.structuresDetails[0]!.structure.id).toBe(other!.structure.id);
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'change_center')
        .where('entity_id', '=', String(session.profile.user.pk))
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ before: { defaultStructure: current!.structure.id }, after: { defaultStructure: other!.structure.id } });
    });

    test('a structure the user does not work in (or none at all): 403, and nothing changes', async () => {
      const session = await signIn(t.app, 'agent');
      const [own] = session.profile.user.structuresDetails;
      const [elsewhere] = (await get<Paged<StructureRow>>(`${ACCOUNT_API_PATHS.structures}?type=NATIONAL`)).results;
      for (const id of [elsewhere!.id, 999999]) {
        const response = await change(id, session);
        expect(response.statusCode).toBe(403);
        expect(response.json().key).toBe(HTTP_ERROR_KEYS.FORBIDDEN);
      }
      expect(await defaults(session.profile.user.pk)).toEqual([own!.structure.id]);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(session.access) })).statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.currentCenterChange, payload: {}, headers: bearer(session.access) })).json().fields
          .structure[0].code,
      ).toBe('required');
    });

    test('parallel changes leave exactly one default structure', async () => {
      const id = await createUser(t.db, {
        username: 'hopper',
        memberships: [
          { structureCode: 'CSB-11-1', roleCode: 'HEALTH_AGENT', isDefault: true },
          { structureCode: 'CSB-11-2', roleCode: 'HEALTH_AGENT', isDefault: false },
          { structureCode: 'CSB-12-1', roleCode: 'VACCINATOR', isDefault: false },
        ],
      });
      const sessions = await Promise.all([signIn(t.app, 'hopper'), signIn(t.app, 'hopper'), signIn(t.app, 'hopper')]);
      const targets = sessions[0]!.profile.user.structuresDetails.map((d) => d.structure.id);
      const responses = await Promise.all(sessions.flatMap((session) => targets.map((target) => change(target, session))));
      expect(responses.some((r) => r.statusCode === 200)).toBe(true);
      expect(await defaults(id)).toHaveLength(1);
    });

    test('permissions follow the centre: a vaccinator elsewhere loses what the health agent had here', async () => {
      await createUser(t.db, {
        username: 'two-hats',
        memberships: [
          { structureCode: 'CSB-11-1', roleCode: 'HEALTH_AGENT', isDefault: true },
          { structureCode: 'CSB-12-1', roleCode: 'VACCINATOR', isDefault: false },
        ],
      });
      const session = await signIn(t.app, 'two-hats');
      expect(session.permissions).toContain(PERMISSIONS.citizen.addChildren);
      const vaccinatorAt = session.profile.user.structuresDetails.find((d) => !d.isDefault)!.structure.id;
      const body = (await change(vaccinatorAt, session)).json<CurrentCenterChangeResponse>();
      expect(body.permissions).not.toContain(PERMISSIONS.citizen.addChildren);
      expect(body.permissions).toContain(PERMISSIONS.vaccination.addRoutine);
    });
  });
});
