import {
  ACCOUNT_API_PATHS,
  API_PATHS,
  ERROR_CODES,
  ERROR_KEYS,
  HTTP_ERROR_KEYS,
  PERMISSIONS,
  apiPath,
  mayGiveRole,
  type LoginResponse,
  type Paged,
  type UserCreateRequest,
  type UserRow,
} from '@evax/shared/contract';
import { ROLES, ROLE_CODES } from '../../src/db/seed/reference/roles.js';
import { BACKENDS } from '../support/databases.js';
import { bearer } from '../support/app.js';
import { createUser, signIn, startAccountApp, type AccountTestApp, type TestUser } from '../support/account.js';

const PASSWORD = 'Premier-Mot2passe!';
const NATIONAL = 'NAT-DSSB';
const TUNIS_DIRECTORATE = 'DRS-11';
const TUNIS_CENTRE = 'CSB-11-1';
const OTHER_TUNIS_CENTRE = 'CSB-11-2';
const ARIANA_CENTRE = 'CSB-12-1';
const ARIANA_DIRECTORATE = 'DRS-12';
/** A lesser administrator's role, for a centre: it may manage users but not structures, roles or catalogues. */
const CENTRE_ADMIN = 'CENTRE_ADMIN';

type Membership = NonNullable<TestUser['memberships']>[number];
const at = (structureCode: string, roleCode = 'HEALTH_AGENT', isDefault = true): Membership => ({ structureCode, roleCode, isDefault });

/** Where the accounts the Tunis directorate's administrator acts on work, as seen from it (the first two are in its scope). */
const TARGETS = {
  'at one of its centres': [at(OTHER_TUNIS_CENTRE)],
  'at its own directorate': [at(TUNIS_DIRECTORATE, 'REGIONAL_MANAGER')],
  'at the national structure': [at(NATIONAL)],
  'in another governorate': [at(ARIANA_CENTRE)],
  'at its centre and at the national structure': [at(TUNIS_CENTRE), at(NATIONAL, 'HEALTH_AGENT', false)],
  'at its centre and in another governorate': [at(TUNIS_CENTRE), at(ARIANA_CENTRE, 'HEALTH_AGENT', false)],
  'administrator at the national structure': [at(NATIONAL, 'ADMIN')],
  'with no structure': [],
} satisfies Record<string, Membership[]>;
type Target = keyof typeof TARGETS;
const IN_SCOPE = ['at one of its centres', 'at its own directorate'] satisfies Target[];
const OUT_OF_SCOPE = (Object.keys(TARGETS) as Target[]).filter((target) => !(IN_SCOPE as Target[]).includes(target));

describe('which roles an administrator may give (roles carry no level)', () => {
  const permissionsOf = (code: string) => ROLES.find((role) => role.code === code)!.permissions;
  const subject = (permissions: readonly string[], flags: Partial<{ isSuperuser: boolean; isDssb: boolean }> = {}) => ({
    isSuperuser: false,
    isDssb: false,
    permissions,
    ...flags,
  });

  test('the seeded administrator may give every seeded role, its own included', () => {
    for (const role of ROLES) expect(mayGiveRole(subject(permissionsOf(ROLE_CODES.admin)), role.permissions)).toBe(true);
  });

  test('care permissions are bounded by the structure; any other one the giver must hold itself', () => {
    const centreAdmin = subject([PERMISSIONS.admin.viewUsers, PERMISSIONS.admin.addUser]);
    expect(mayGiveRole(centreAdmin, permissionsOf(ROLE_CODES.healthAgent))).toBe(true);
    expect(mayGiveRole(centreAdmin, permissionsOf(ROLE_CODES.regionalManager))).toBe(false); // it reads the DCI catalogue
    expect(mayGiveRole(centreAdmin, permissionsOf(ROLE_CODES.admin))).toBe(false);
    expect(mayGiveRole(centreAdmin, [PERMISSIONS.admin.viewUsers])).toBe(true);
    expect(mayGiveRole(subject([], { isDssb: true }), permissionsOf(ROLE_CODES.admin))).toBe(true);
  });
});

describe.each(BACKENDS)('administrators act within their scope on %s', (backend) => {
  let t: AccountTestApp;
  let regional: LoginResponse;
  let national: LoginResponse;
  let centre: LoginResponse;
  let superuser: LoginResponse;
  const structureIds = new Map<string, number>();
  let n = 0;

  beforeAll(async () => {
    t = await startAccountApp(backend);
    for (const s of await t.db.selectFrom('structure').select(['id', 'code']).execute()) structureIds.set(s.code, s.id);
    const role = await t.db
      .insertInto('role')
      .values({ code: CENTRE_ADMIN, name_fr: 'Administrateur de centre', name_ar: 'مشرف مركز' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { viewUsers, addUser, activateUser } = PERMISSIONS.admin;
    await t.db
      .insertInto('role_permission')
      .values([viewUsers, addUser, activateUser].map((permission) => ({ role_id: role.id, permission })))
      .execute();
    await createUser(t.db, { username: 'scope.national.admin', memberships: [at(NATIONAL, 'ADMIN')] });
    await createUser(t.db, { username: 'scope.centre.admin', memberships: [at(TUNIS_CENTRE, CENTRE_ADMIN)] });
    regional = await signIn(t.app, 'admin'); // the demo administrator of the Tunis regional directorate
    national = await signIn(t.app, 'scope.national.admin');
    centre = await signIn(t.app, 'scope.centre.admin');
    superuser = await signIn(t.app, 'superadmin');
  });
  afterAll(() => t.close());

  const structure = (code: string) => structureIds.get(code)!;
  async function account(memberships: Membership[], isActive = true): Promise<{ id: number; username: string }> {
    const username = `scope.user${++n}`;
    return { id: await createUser(t.db, { username, email: null, isActive, memberships }), username };
  }
  const count = async (table: 'app_user' | 'user_structure' | 'audit_log') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const rowCounts = async () => ({ users: await count('app_user'), memberships: await count('user_structure'), audit: await count('audit_log') });

  const list = async (session: LoginResponse, query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `${API_PATHS.users}?page_size=50${query}`, headers: bearer(session.access) });
    expect(response.statusCode).toBe(200);
    return response.json<Paged<UserRow>>();
  };
  /** Every page of the list, for the caller. */
  async function everyone(session: LoginResponse): Promise<UserRow[]> {
    const rows: UserRow[] = [];
    for (let page = 1; ; page++) {
      const { count: total, results } = await list(session, `&page=${page}`);
      rows.push(...results);
      if (rows.length >= total) return rows;
    }
  }
  const read = (id: number, session: LoginResponse) =>
    t.app.inject({ method: 'GET', url: apiPath(ACCOUNT_API_PATHS.profileDetail, { id }), headers: bearer(session.access) });
  const activate = (id: number, session: LoginResponse) =>
    t.app.inject({ method: 'POST', url: apiPath(API_PATHS.userActivate, { id }), headers: bearer(session.access) });
  const create = (structures: UserCreateRequest['structures'], session: LoginResponse, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: API_PATHS.users,
      headers: bearer(session.access),
      payload: {
        username: `scope.new${++n}`,
        email: null,
        phone: null,
        firstNameFr: 'Nour',
        lastNameFr: 'Ben Salah',
        firstNameAr: 'نور',
        lastNameAr: 'بن صالح',
        password: PASSWORD,
        structures,
        ...extra,
      },
    });
  const expectUnknownUser = (response: Awaited<ReturnType<typeof read>>) => {
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: ERROR_KEYS.ENTITY_NOT_FOUND });
  };
  const expectForbiddenChoice = (response: Awaited<ReturnType<typeof create>>) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ key: HTTP_ERROR_KEYS.FORBIDDEN, fields: { structures: [{ code: 'invalid_choice' }] } });
  };

  describe('GET /api/users', () => {
    test('a regional administrator lists the accounts of its governorate only: its centres and its directorate', async () => {
      const made = Object.fromEntries(
        await Promise.all((Object.keys(TARGETS) as Target[]).map(async (target) => [target, (await account(TARGETS[target])).username] as const)),
      );
      const listed = new Set((await everyone(regional)).map((u) => u.username));
      for (const target of IN_SCOPE) expect(listed).toContain(made[target]);
      for (const target of OUT_OF_SCOPE) expect(listed).not.toContain(made[target]);
      expect(listed).toContain('agent');
      for (const above of ['superadmin', 'dssb', 'agent2', 'scope.national.admin']) expect(listed).not.toContain(above);

      // Every account listed works only in Tunis's governorate, and never at the national structure.
      const places = await t.db
        .selectFrom('user_structure as us')
        .innerJoin('app_user as u', 'u.id', 'us.user_id')
        .innerJoin('structure as s', 's.id', 'us.structure_id')
        .select(['u.username', 's.code'])
        .where('u.username', 'in', [...listed])
        .execute();
      expect(places.every((p) => /^(CSB|DRS)-11(-|$)/.test(p.code))).toBe(true);
      // The count agrees with the rows, and a search stays in scope.
      expect((await list(regional)).count).toBe(listed.size);
      expect((await list(regional, '&search=agent2')).count).toBe(0);
    });

    test('a centre administrator lists its centre’s accounts, without a role above its own', async () => {
      const here = await account([at(TUNIS_CENTRE)]);
      const nextDoor = await account([at(OTHER_TUNIS_CENTRE)]);
      const adminHere = await account([at(TUNIS_CENTRE, 'ADMIN')]);
      const listed = (await everyone(centre)).map((u) => u.username);
      expect(listed).toContain(here.username);
      expect(listed).toContain('agent');
      expect(listed).toContain('scope.centre.admin');
      expect(listed).not.toContain(nextDoor.username);
      expect(listed).not.toContain(adminHere.username);
      expect(listed).not.toContain('admin');
    });

    test('the national administrator, superuser and DSSB list every account', async () => {
      const total = await count('app_user');
      const dssb = await signIn(t.app, 'dssb');
      for (const session of [national, superuser, dssb]) expect((await list(session)).count).toBe(total);
    });
  });

  describe('GET /api/profiles/profile-detail/{id}', () => {
    test.each(IN_SCOPE)('a regional administrator reads an account %s', async (target) => {
      const user = await account(TARGETS[target]);
      const response = await read(user.id, regional);
      expect(response.statusCode).toBe(200);
      expect(response.json().user.username).toBe(user.username);
    });

    test.each(OUT_OF_SCOPE)('an account %s reads as unknown to a regional administrator (404, code 203); the national one reads it', async (target) => {
      const user = await account(TARGETS[target]);
      expectUnknownUser(await read(user.id, regional));
      expect((await read(user.id, national)).statusCode).toBe(200);
    });

    test('superuser and DSSB accounts are out of a regional administrator’s reach; the national administrator reads them', async () => {
      const ids = await t.db.selectFrom('app_user').select('id').where('username', 'in', ['superadmin', 'dssb']).execute();
      for (const { id } of ids) {
        expectUnknownUser(await read(id, regional));
        expect((await read(id, national)).statusCode).toBe(200);
      }
    });

    test('a centre administrator reads its centre’s agents, not its neighbours’ nor an administrator', async () => {
      expect((await read((await account([at(TUNIS_CENTRE)])).id, centre)).statusCode).toBe(200);
      expectUnknownUser(await read((await account([at(OTHER_TUNIS_CENTRE)])).id, centre));
      expectUnknownUser(await read((await account([at(TUNIS_DIRECTORATE, 'REGIONAL_MANAGER')])).id, centre));
      expectUnknownUser(await read((await account([at(TUNIS_CENTRE, 'ADMIN')])).id, centre));
    });
  });

  describe('POST /api/users/{id}/activate', () => {
    const isActive = async (id: number) => (await t.db.selectFrom('app_user').select('is_active').where('id', '=', id).executeTakeFirstOrThrow()).is_active;

    test.each(IN_SCOPE)('a regional administrator activates an account %s, audited', async (target) => {
      const user = await account(TARGETS[target], false);
      const response = await activate(user.id, regional);
      expect(response.statusCode).toBe(200);
      expect(await isActive(user.id)).toBe(true);
      const audit = await t.db.selectFrom('audit_log').select('user_id').where('action', '=', 'activate').where('entity_id', '=', String(user.id)).execute();
      expect(audit).toEqual([{ user_id: regional.profile.user.pk }]);
    });

    test.each(OUT_OF_SCOPE)('an account %s: a regional administrator gets 404 and nothing is written; the national one activates it', async (target) => {
      const user = await account(TARGETS[target], false);
      const before = await rowCounts();
      expectUnknownUser(await activate(user.id, regional));
      expect(await isActive(user.id)).toBe(false);
      expect(await rowCounts()).toEqual(before);

      expect((await activate(user.id, national)).statusCode).toBe(200);
      expect(await isActive(user.id)).toBe(true);
    });

    test('a centre administrator activates its centre’s agents only', async () => {
      const here = await account([at(TUNIS_CENTRE)], false);
      expect((await activate(here.id, centre)).statusCode).toBe(200);
      for (const memberships of [[at(OTHER_TUNIS_CENTRE)], [at(TUNIS_DIRECTORATE, 'REGIONAL_MANAGER')], [at(TUNIS_CENTRE, 'ADMIN')]]) {
        const user = await account(memberships, false);
        expectUnknownUser(await activate(user.id, centre));
        expect(await isActive(user.id)).toBe(false);
      }
    });
  });

  describe('POST /api/users', () => {
    test('a regional administrator creates accounts at its centres and at its directorate, an administrator of its level included', async () => {
      const agent = await create(
        [
          { structure: structure(TUNIS_CENTRE), role: 'HEALTH_AGENT' },
          { structure: structure(OTHER_TUNIS_CENTRE), role: 'VACCINATOR' },
        ],
        regional,
      );
      expect(agent.statusCode).toBe(201);
      const peer = await create([{ structure: structure(TUNIS_DIRECTORATE), role: 'ADMIN' }], regional);
      expect(peer.statusCode).toBe(201);
      // What it creates, it then sees.
      expect((await read(peer.json<UserRow>().id, regional)).statusCode).toBe(200);
    });

    test.each([
      ['at the national structure', [{ code: NATIONAL, role: 'HEALTH_AGENT' }]],
      ['in another governorate', [{ code: ARIANA_CENTRE, role: 'HEALTH_AGENT' }]],
      ['at another directorate', [{ code: ARIANA_DIRECTORATE, role: 'REGIONAL_MANAGER' }]],
      [
        'in its governorate and at the national structure',
        [
          { code: TUNIS_CENTRE, role: 'HEALTH_AGENT' },
          { code: NATIONAL, role: 'HEALTH_AGENT' },
        ],
      ],
      ['as an administrator of a wider scope', [{ code: NATIONAL, role: 'ADMIN' }]],
      ['with no structure', []],
    ])('a regional administrator may not create an account %s: 403 and nothing written', async (_, memberships) => {
      const before = await rowCounts();
      expectForbiddenChoice(
        await create(
          memberships.map((m) => ({ structure: structure(m.code), role: m.role })),
          regional,
        ),
      );
      expect(await rowCounts()).toEqual(before);
    });

    test('nobody gives the superuser or DSSB flag through the API: 400 and nothing written, the national administrator included', async () => {
      const before = await rowCounts();
      for (const session of [regional, national]) {
        for (const flag of ['isSuperuser', 'isDssb']) {
          const response = await create([{ structure: structure(NATIONAL), role: 'ADMIN' }], session, { [flag]: true });
          expect(response.statusCode).toBe(400);
        }
      }
      expect(await rowCounts()).toEqual(before);
    });

    test('a centre administrator creates at its centre with roles no higher than its own', async () => {
      expect((await create([{ structure: structure(TUNIS_CENTRE), role: 'HEALTH_AGENT' }], centre)).statusCode).toBe(201);
      expect((await create([{ structure: structure(TUNIS_CENTRE), role: CENTRE_ADMIN }], centre)).statusCode).toBe(201);
      const before = await rowCounts();
      for (const [code, role] of [
        [OTHER_TUNIS_CENTRE, 'HEALTH_AGENT'],
        [TUNIS_DIRECTORATE, 'HEALTH_AGENT'],
        [TUNIS_CENTRE, 'ADMIN'],
      ] as const) {
        expectForbiddenChoice(await create([{ structure: structure(code), role }], centre));
      }
      expect(await rowCounts()).toEqual(before);
    });

    test('the national administrator and the superuser create anywhere', async () => {
      for (const session of [national, superuser]) {
        expect((await create([{ structure: structure(NATIONAL), role: 'ADMIN' }], session)).statusCode).toBe(201);
        expect(
          (
            await create(
              [
                { structure: structure(ARIANA_CENTRE), role: 'HEALTH_AGENT' },
                { structure: structure(TUNIS_CENTRE), role: 'HEALTH_AGENT' },
              ],
              session,
            )
          ).statusCode,
        ).toBe(201);
        expect((await create([], session)).statusCode).toBe(201);
      }
    });
  });
});
