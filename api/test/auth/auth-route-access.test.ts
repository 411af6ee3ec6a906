import { ACCOUNT_ERROR_KEYS, HTTP_ERROR_KEYS, TOKEN_INVALID_DETAIL, type LoginResponse, type Permission } from '@evax/shared/contract';
import type { InjectOptions } from 'fastify';
import type { RouteAccess, RouteEntry } from '../../src/http/auth.js';
import { BACKENDS } from '../support/databases.js';
import { bearer } from '../support/app.js';
import { createUser, signIn, startAccountApp, type AccountTestApp } from '../support/account.js';

/**
 * "Every API route checks the caller's permission" (spec 1 §6, DESIGN §5), whoever wrote the
 * route: the routes are read from the app itself (app.routeTable, filled as they register), so
 * a route added later is walked too. Each /api route must declare who may call it; then:
 * - without a token, a non-public route answers 401 (before its input is even read);
 * - a signed-in user holding no permission gets 403 from every permission route;
 * - a user holding exactly the declared permissions, and the superuser, get past the check;
 * - a user who must still change the password gets 403 (PASSWORD_CHANGE_REQUIRED);
 * - public routes never answer 401/403; self-service ('authenticated') routes take any
 *   signed-in user's token (they may still refuse, with 403, what is asked of them).
 */
describe.each(BACKENDS)('every API route checks its caller, on %s', (backend) => {
  let t: AccountTestApp;
  let routes: RouteEntry[];
  let noPermission: LoginResponse;
  let superuser: LoginResponse;
  let mustChange: LoginResponse;
  beforeAll(async () => {
    t = await startAccountApp(backend);
    routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    await createUser(t.db, { username: 'no-permission' });
    noPermission = await signIn(t.app, 'no-permission');
    superuser = await signIn(t.app, 'superadmin');
    await createUser(t.db, { username: 'must-change', firstLogin: true, memberships: [{ structureCode: 'DRS-11', roleCode: 'ADMIN', isDefault: true }] });
    mustChange = await signIn(t.app, 'must-change');
  });
  afterAll(() => t.close());

  /**
   * The route's path with its parameters filled: `:id` with the caller's own id (self-service
   * routes take one), `*` (check-token's) with the caller's own token, or text without one.
   */
  const urlOf = (route: RouteEntry, selfId: number, token: string | undefined) =>
    route.url.replace(/:\w+/g, String(selfId)).replace('*', token ?? 'some-token');
  const call = (route: RouteEntry, headers: Record<string, string>, selfId = 1) => {
    const token = headers.authorization?.split(' ')[1];
    const options: InjectOptions = { method: route.method as InjectOptions['method'], url: urlOf(route, selfId, token), headers };
    if (!['GET', 'HEAD', 'OPTIONS'].includes(route.method)) options.payload = {};
    return t.app.inject(options);
  };
  const describeRoute = (route: RouteEntry) => `${route.method} ${route.url}`;
  /** Every permission a route names (all required, or any of them). */
  const permissionsOf = (access: RouteAccess | null): Permission[] =>
    typeof access === 'object' && access !== null ? ('permission' in access ? [access.permission].flat() : [...access.anyPermission]) : [];
  const permissionRoutes = () => routes.filter((r) => permissionsOf(r.access).length > 0);
  const isLogout = (route: RouteEntry) => route.url === '/api/auth/logout';
  /** check-token is public, but answers only the holder of the token its path names (401 without it). */
  const namesItsToken = (route: RouteEntry) => route.url.endsWith('/check-token/*');

  test('the table holds the routes of every area, and each /api route declares who may call it', () => {
    const names = routes.map(describeRoute);
    for (const expected of [
      'POST /api/auth/login',
      'GET /api/v1/me',
      'PUT /api/v1/me',
      'GET /api/users',
      'GET /api/ALL_DCI',
      'GET /api/structure/:id',
      'POST /api/current-center/change',
      'GET /api/sms/outbox',
    ]) {
      expect(names).toContain(expected);
    }
    expect(routes.filter((r) => r.access === null).map(describeRoute)).toEqual([]);
    expect(permissionRoutes().length).toBeGreaterThanOrEqual(5);
  });

  test('without a token: 401 on every route that is not public', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await call(route, {});
      if (route.access === 'public' && namesItsToken(route)) {
        if (response.statusCode !== 401) wrong.push(`${describeRoute(route)} (holder only) answered ${response.statusCode} without the token`);
      } else if (route.access === 'public') {
        if ([401, 403].includes(response.statusCode) || response.statusCode >= 500)
          wrong.push(`${describeRoute(route)} (public) answered ${response.statusCode}`);
      } else if (response.statusCode !== 401 || (route.method !== 'HEAD' && response.json().detail !== TOKEN_INVALID_DETAIL)) {
        wrong.push(`${describeRoute(route)} answered ${response.statusCode} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('signed in without any permission: 403 on every permission route; self-service and public routes let the user through', async () => {
    const wrong: string[] = [];
    // Logout revokes the token it is given: it goes last.
    for (const route of [...routes.filter((r) => !isLogout(r)), ...routes.filter(isLogout)]) {
      const response = await call(route, bearer(noPermission.access), noPermission.profile.user.pk);
      if (permissionsOf(route.access).length > 0) {
        if (response.statusCode !== 403 || (route.method !== 'HEAD' && response.json().key !== HTTP_ERROR_KEYS.FORBIDDEN))
          wrong.push(`${describeRoute(route)} answered ${response.statusCode}`);
      } else if (route.access === 'citizen-space') {
        // A staff token is not a citizen-space token.
        if (response.statusCode !== 401) wrong.push(`${describeRoute(route)} (citizen-space) answered ${response.statusCode} to a staff token`);
      } else if (route.access === 'public' ? [401, 403].includes(response.statusCode) : response.statusCode === 401) {
        wrong.push(`${describeRoute(route)} (${String(route.access)}) answered ${response.statusCode} ${response.body}`);
      } else if (response.statusCode >= 500) {
        wrong.push(`${describeRoute(route)} (${String(route.access)}) answered ${response.statusCode} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('the declared permissions are the ones checked: a user holding only them gets past, and so does the superuser', async () => {
    const wrong: string[] = [];
    const holders = new Map<string, LoginResponse>();
    const structure = await t.db.selectFrom('structure').select('id').where('code', '=', 'CSB-11-1').executeTakeFirstOrThrow();
    for (const route of permissionRoutes()) {
      const permissions = permissionsOf(route.access);
      const key = [...permissions].sort().join('+');
      if (!holders.has(key)) {
        const [role] = await t.db
          .insertInto('role')
          .values({ code: `ONLY_${holders.size}`, name_fr: key, name_ar: key })
          .returning('id')
          .execute();
        await t.db
          .insertInto('role_permission')
          .values(permissions.map((permission) => ({ role_id: role!.id, permission })))
          .execute();
        const username = `holder-${holders.size}`;
        const userId = await createUser(t.db, { username });
        await t.db.insertInto('user_structure').values({ user_id: userId, structure_id: structure.id, role_id: role!.id, is_default: true }).execute();
        holders.set(key, await signIn(t.app, username));
      }
      for (const [who, session] of [
        ['holder', holders.get(key)!],
        ['superuser', superuser],
      ] as const) {
        const response = await call(route, bearer(session.access), session.profile.user.pk);
        if ([401, 403].includes(response.statusCode) || response.statusCode >= 500)
          wrong.push(`${describeRoute(route)} (${key}) for the ${who}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('a user who must change the password holds no permission yet (403), whatever the role', async () => {
    const wrong: string[] = [];
    for (const route of permissionRoutes()) {
      const response = await call(route, bearer(mustChange.access), mustChange.profile.user.pk);
      if (response.statusCode !== 403 || (route.method !== 'HEAD' && response.json().key !== ACCOUNT_ERROR_KEYS.PASSWORD_CHANGE_REQUIRED))
        wrong.push(`${describeRoute(route)} answered ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
