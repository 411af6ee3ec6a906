import { RULE_MESSAGES } from '@evax/shared/validation';
import {
  API_PATHS,
  apiPath,
  CATALOGUE_ERROR_KEYS,
  ERROR_CODES,
  PERMISSIONS,
  type LoginResponse,
  type Paged,
  type RoleDetail,
  type RoleRow,
} from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { bearer, countRows, expectFieldError } from '../support/app.js';
import { createRole as insertTestRole, createUser as insertTestUser, signIn, startAccountApp, type AccountTestApp } from '../support/account.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(BACKENDS)('roles and their permission matrix (issue 34) on %s', (backend) => {
  let t: AccountTestApp;
  const sessions: Record<string, LoginResponse> = {};
  beforeAll(async () => {
    t = await startAccountApp(backend);
    for (const name of ['superadmin', 'admin', 'agent']) sessions[name] = await signIn(t.app, name);
  });
  afterAll(() => t.close());

  const send = (method: Method, url: string, as: string | LoginResponse, payload?: object) =>
    t.app.inject({ method, url, headers: bearer((typeof as === 'string' ? sessions[as]! : as).access), ...(payload ? { payload } : {}) });
  const roleUrl = (path: string, id: number) => apiPath(path, { id });
  const auditOf = (id: number, action: string) =>
    t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'role').where('entity_id', '=', String(id)).where('action', '=', action).execute();
  const role = (overrides: object = {}) => ({
    code: 'gestion_users',
    nameFr: 'Gestion des utilisateurs',
    nameAr: 'إدارة المستخدمين',
    permissions: [PERMISSIONS.admin.viewUsers, PERMISSIONS.admin.changeUser],
    ...overrides,
  });

  test('lists the roles with their permission and holder counts; 403 without view-roles', async () => {
    const page = (await send('GET', `${API_PATHS.roles}?search=admin`, 'admin')).json<Paged<RoleRow>>();
    expect(page.results).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'ADMIN', is_active: true })]));
    expect(page.results.find((r) => r.code === 'ADMIN')!.userCount).toBeGreaterThan(0);
    expect((await send('GET', API_PATHS.roles, 'agent')).statusCode).toBe(403);
  });

  test('creates a role (code in upper case, unique whatever its case), audited; bad input writes nothing', async () => {
    const created = await send('POST', API_PATHS.roles, 'admin', role());
    expect(created.statusCode).toBe(201);
    const detail = created.json<RoleDetail>();
    expect(detail).toMatchObject({ code: 'GESTION_USERS', is_active: true, userCount: 0, permissionCount: 2 });
    expect(detail.permissions.sort()).toEqual([PERMISSIONS.admin.changeUser, PERMISSIONS.admin.viewUsers].sort());
    expect(await auditOf(detail.id, 'create')).toHaveLength(1);
    expect((await send('GET', roleUrl(API_PATHS.role, detail.id), 'admin')).json<RoleDetail>()).toEqual(detail);

    const before = await countRows(t, 'role');
    const taken = await send('POST', API_PATHS.roles, 'admin', role({ code: 'Gestion_Users' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errorCode).toBe(ERROR_CODES.ENTITY_ALREADY_EXISTS);
    expectFieldError(taken, 'code', 'unique');
    const badNames = await send('POST', API_PATHS.roles, 'admin', role({ code: 'AUTRE', nameAr: 'Latin', nameFr: 'عربي' }));
    expectFieldError(badNames, 'nameAr', RULE_MESSAGES.arabicOnly);
    expectFieldError(badNames, 'nameFr', RULE_MESSAGES.french);
    expectFieldError(await send('POST', API_PATHS.roles, 'admin', role({ code: '9 espaces' })), 'code', 'invalid');
    expect((await send('POST', API_PATHS.roles, 'admin', role({ code: 'INCONNUE', permissions: ['fly-to-the-moon'] }))).statusCode).toBe(400);
    expect((await send('POST', API_PATHS.roles, 'agent', role({ code: 'PAR_AGENT' }))).statusCode).toBe(403);
    expect(await countRows(t, 'role')).toBe(before);
  });

  test('nobody gives a permission they do not hold (403 on permissions), at creation or edition', async () => {
    const managerRole = await insertTestRole(t.db, 'ROLE_MANAGER', [PERMISSIONS.admin.viewRoles, PERMISSIONS.admin.addRole, PERMISSIONS.admin.changeRole]);
    await insertTestUser(t.db, { username: 'gestionnaire.roles', memberships: [{ structureCode: 'DRS-11', roleCode: 'ROLE_MANAGER', isDefault: true }] });
    const manager = await signIn(t.app, 'gestionnaire.roles');
    const before = await countRows(t, 'role');
    const up = await send('POST', API_PATHS.roles, manager, role({ code: 'ESCALADE', permissions: [PERMISSIONS.dci.add] }));
    expect(up.statusCode).toBe(403);
    expectFieldError(up, 'permissions', 'invalid_choice');
    expect(await countRows(t, 'role')).toBe(before);
    const editUp = await send('PATCH', roleUrl(API_PATHS.role, managerRole), manager, {
      permissions: [PERMISSIONS.admin.viewRoles, PERMISSIONS.admin.addUser],
    });
    expect(editUp.statusCode).toBe(403);
    // Structure-bound permissions (a centre's work) are givable; its own may be kept.
    const ok = await send(
      'POST',
      API_PATHS.roles,
      manager,
      role({ code: 'CENTRE_LECTURE', permissions: [PERMISSIONS.citizen.viewChildrenList, PERMISSIONS.admin.viewRoles] }),
    );
    expect(ok.statusCode).toBe(201);
  });

  test('a permission removed from a role, or the role disabled, applies at its holders next request', async () => {
    const id = await insertTestRole(t.db, 'LECTEUR_USERS', [PERMISSIONS.admin.viewUsers]);
    await insertTestUser(t.db, { username: 'lecteur.users', memberships: [{ structureCode: 'DRS-11', roleCode: 'LECTEUR_USERS', isDefault: true }] });
    const reader = await signIn(t.app, 'lecteur.users');
    const readUsers = () => send('GET', API_PATHS.users, reader).then((r) => r.statusCode);
    expect(await readUsers()).toBe(200);

    const edited = await send('PATCH', roleUrl(API_PATHS.role, id), 'admin', { permissions: [PERMISSIONS.admin.viewRoles], nameFr: 'Lecteur des rôles' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<RoleDetail>()).toMatchObject({ nameFr: 'Lecteur des rôles', permissions: [PERMISSIONS.admin.viewRoles], userCount: 1 });
    expect(await readUsers()).toBe(403);
    const [audit] = await auditOf(id, 'update');
    expect(audit).toMatchObject({ after: { added: [PERMISSIONS.admin.viewRoles], removed: [PERMISSIONS.admin.viewUsers] } });

    expect((await send('PATCH', roleUrl(API_PATHS.role, id), 'admin', { permissions: [PERMISSIONS.admin.viewUsers] })).statusCode).toBe(200);
    expect(await readUsers()).toBe(200);
    for (const path of [API_PATHS.roleDeactivate, API_PATHS.roleActivate]) expect((await send('POST', roleUrl(path, id), 'agent')).statusCode).toBe(403);
    expect((await send('GET', roleUrl(API_PATHS.role, id), 'agent')).statusCode).toBe(403);
    const disabled = await send('POST', roleUrl(API_PATHS.roleDeactivate, id), 'admin');
    expect(disabled.json<RoleDetail>().is_active).toBe(false);
    expect(await readUsers()).toBe(403);
    expect((await send('POST', roleUrl(API_PATHS.roleActivate, id), 'admin')).json<RoleDetail>().is_active).toBe(true);
    expect(await readUsers()).toBe(200);
    expect(await auditOf(id, 'deactivate')).toHaveLength(1);
    expect(await auditOf(id, 'activate')).toHaveLength(1);
  });

  test('PATCH refuses a taken code, bad names, an unknown role; 403 without change-roles', async () => {
    const id = (await send('POST', API_PATHS.roles, 'admin', role({ code: 'A_RENOMMER' }))).json<RoleDetail>().id;
    const taken = await send('PATCH', roleUrl(API_PATHS.role, id), 'admin', { code: 'admin' });
    expectFieldError(taken, 'code', 'unique');
    expectFieldError(await send('PATCH', roleUrl(API_PATHS.role, id), 'admin', { nameAr: 'abc' }), 'nameAr', RULE_MESSAGES.arabicOnly);
    expect((await send('PATCH', roleUrl(API_PATHS.role, 999999), 'admin', { nameFr: 'Rien' })).json().errorCode).toBe(ERROR_CODES.ENTITY_NOT_FOUND);
    expect((await send('PATCH', roleUrl(API_PATHS.role, id), 'agent', { nameFr: 'Pirate' })).statusCode).toBe(403);
    expect((await send('GET', roleUrl(API_PATHS.role, id), 'admin')).json<RoleDetail>()).toMatchObject({
      code: 'A_RENOMMER',
      nameFr: 'Gestion des utilisateurs',
    });
  });

  test('delete is refused while users hold the role (ROLE_IN_USE), done otherwise and audited; 403 without delete-roles', async () => {
    const held = (await t.db.selectFrom('role').select('id').where('code', '=', 'HEALTH_AGENT').executeTakeFirstOrThrow()).id;
    const refused = await send('DELETE', roleUrl(API_PATHS.role, held), 'admin');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().key).toBe(CATALOGUE_ERROR_KEYS.ROLE_IN_USE);
    expect(await countRows(t, 'role', { id: held })).toBe(1);

    const id = (await send('POST', API_PATHS.roles, 'admin', role({ code: 'A_SUPPRIMER' }))).json<RoleDetail>().id;
    expect((await send('DELETE', roleUrl(API_PATHS.role, id), 'agent')).statusCode).toBe(403);
    expect((await send('DELETE', roleUrl(API_PATHS.role, id), 'admin')).statusCode).toBe(204);
    expect(await countRows(t, 'role', { id })).toBe(0);
    expect(await countRows(t, 'role_permission', { role_id: id })).toBe(0);
    expect(await auditOf(id, 'delete')).toHaveLength(1);
    expect((await send('DELETE', roleUrl(API_PATHS.role, id), 'admin')).statusCode).toBe(404);
  });
});
