import {
  ADMIN_API_PATHS,
  ALL_PERMISSIONS,
  API_PATHS,
  CITIZEN_API_PATHS,
  PERMISSIONS,
  PERMISSIONS_VERSION_HEADER,
  permissionsVersion,
  type LoginResponse,
  type MeSessionResponse,
  type Permission,
} from '@evax/shared/contract';
import { apiPathOf, createRole, createUser } from '../support/account.js';
import { bearer, signIn, startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/databases.js';

const HEADER = PERMISSIONS_VERSION_HEADER.toLowerCase();

/**
 * Issue 34: every answer to a signed-in caller carries the version of its permissions now, so that
 * the portal reads them again (GET /api/v1/me) when a role changes, without signing out.
 */
describe.each(BACKENDS)('the caller’s permissions version (%s)', (backend) => {
  let t: TestApp;
  let roleId: number;
  let admin: LoginResponse;
  let serial = 0;
  beforeAll(async () => {
    t = await startTestApp(backend);
    roleId = await createRole(t.db, 'VERSION_TEST', [PERMISSIONS.citizen.showCitizen]);
    admin = await signIn(t.app, 'superadmin');
  });
  afterAll(() => t.close());

  /** A new user of the test role at CSB-11-1, signed in. */
  async function holder(): Promise<LoginResponse> {
    const username = `versiontest${++serial}`;
    await createUser(t.db, { username, memberships: [{ structureCode: 'CSB-11-1', roleCode: 'VERSION_TEST', isDefault: true }] });
    return signIn(t.app, username);
  }
  const get = (session: LoginResponse, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(session.access) });
  const citizens = (session: LoginResponse) => get(session, `${CITIZEN_API_PATHS.citizenList}?page=1&page_size=1`);
  const me = (session: LoginResponse) => get(session, API_PATHS.me);
  const patchRole = async (payload: object) => {
    const response = await t.app.inject({ method: 'PATCH', url: apiPathOf(ADMIN_API_PATHS.role, { id: roleId }), headers: bearer(admin.access), payload });
    expect(response.statusCode).toBe(200);
  };

  test('the version of the permissions the sign-in gave, on every answer, the same each time', async () => {
    const session = await holder();
    const expected = permissionsVersion(session.permissions);
    const answers = [await citizens(session), await citizens(session), await me(session)];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.headers[HEADER])).toEqual([expected, expected, expected]);
    await expect(me(session).then((a) => a.json<MeSessionResponse>().permissions)).resolves.toEqual([PERMISSIONS.citizen.showCitizen]);
  });

  test('the role’s permissions changed in the matrix: the next answer says the new version, and GET /me the new permissions', async () => {
    const session = await holder();
    const before = (await citizens(session)).headers[HEADER];
    const added: Permission[] = [PERMISSIONS.citizen.showCitizen, PERMISSIONS.dashboard.viewGovernorate];
    await patchRole({ permissions: added });
    const after = await citizens(session);
    expect(after.statusCode).toBe(200);
    expect(after.headers[HEADER]).not.toBe(before);
    expect(after.headers[HEADER]).toBe(permissionsVersion(added));
    const profile = await me(session);
    expect(profile.json<MeSessionResponse>().permissions.sort()).toEqual([...added].sort());
    expect(profile.headers[HEADER]).toBe(permissionsVersion(profile.json<MeSessionResponse>().permissions));

    // Removed: the call is refused, and the refusal says the new version.
    await patchRole({ permissions: [PERMISSIONS.dashboard.viewGovernorate] });
    const refused = await citizens(session);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers[HEADER]).toBe(permissionsVersion([PERMISSIONS.dashboard.viewGovernorate]));
    await patchRole({ permissions: [PERMISSIONS.citizen.showCitizen] });
    expect((await citizens(session)).headers[HEADER]).toBe(before);
  });

  test('stable otherwise: the role renamed, another role changed, the same set in another order', async () => {
    const session = await holder();
    const before = (await citizens(session)).headers[HEADER];
    await patchRole({ nameFr: 'Version renommée' });
    expect((await citizens(session)).headers[HEADER]).toBe(before);
    const other = await createRole(t.db, `VERSION_OTHER_${serial}`, [PERMISSIONS.dashboard.viewGovernorate]);
    await t.db.deleteFrom('role_permission').where('role_id', '=', other).execute();
    expect((await citizens(session)).headers[HEADER]).toBe(before);
    expect(permissionsVersion([PERMISSIONS.dashboard.viewGovernorate, PERMISSIONS.citizen.showCitizen])).toBe(
      permissionsVersion([PERMISSIONS.citizen.showCitizen, PERMISSIONS.dashboard.viewGovernorate]),
    );
  });

  test('the role disabled: no permission, the version of none', async () => {
    const session = await holder();
    await t.db.updateTable('role').set({ is_active: false }).where('id', '=', roleId).execute();
    try {
      const refused = await citizens(session);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers[HEADER]).toBe(permissionsVersion([]));
      expect((await me(session)).json<MeSessionResponse>().permissions).toEqual([]);
    } finally {
      await t.db.updateTable('role').set({ is_active: true }).where('id', '=', roleId).execute();
    }
  });

  test('superuser: every permission, as the sign-in gives them; public answers carry no version', async () => {
    const answer = await me(admin);
    expect(admin.permissions).toEqual([...ALL_PERMISSIONS]);
    expect(answer.headers[HEADER]).toBe(permissionsVersion(admin.permissions));
    expect(answer.json<MeSessionResponse>().permissions).toEqual([...ALL_PERMISSIONS]);
    const login = await t.app.inject({ method: 'POST', url: API_PATHS.login, payload: { username: 'nobody', password: 'wrong-password' } });
    expect(login.headers[HEADER]).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.me })).headers[HEADER]).toBeUndefined();
  });
});
