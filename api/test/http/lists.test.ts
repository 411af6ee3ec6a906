import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import {
  API_PATHS,
  apiPath,
  CITIZEN_API_PATHS,
  HTTP_ERROR_KEYS,
  PERMISSIONS,
  TOKEN_INVALID_DETAIL,
  VACCINATION_STATUS,
  type ChildRow,
  type DciRow,
  type Paged,
  type RoutineVaccinationChildRow,
  type UserRow,
} from '@evax/shared/contract';
import { DCI_CATALOGUE } from '../../src/db/seed/reference/dci-catalogue.js';
import { BACKENDS } from '../support/databases.js';
import { bearer, signIn, startTestApp, type TestApp } from '../support/app.js';
import { newChildBody } from '../citizen/citizen-support.js';

interface ListRoute {
  path: string;
  /** A demo user holding the route's permission, and one without it. */
  allowed: string;
  denied: string;
  /** A field whose values are never null, to order by. */
  ordering: string;
}

const ROUTES: ListRoute[] = [
  { path: API_PATHS.dciList, allowed: 'admin', denied: 'agent', ordering: 'name' },
  { path: API_PATHS.childrenList, allowed: 'agent', denied: 'admin', ordering: 'lastNameFr' },
  { path: API_PATHS.routineVaccinationChildren, allowed: 'agent', denied: 'admin', ordering: 'birthDate' },
  { path: API_PATHS.users, allowed: 'admin', denied: 'agent', ordering: 'username' },
];

describe.each(BACKENDS)('lists on %s', (backend) => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestApp(backend);
    for (const username of ['superadmin', 'dssb', 'admin', 'agent', 'agent2']) tokens.set(username, (await signIn(t.app, username)).access);
  });
  afterAll(() => t.close());

  const get = (url: string, username?: string) => t.app.inject({ method: 'GET', url, headers: username ? bearer(tokens.get(username)!) : {} });
  async function list<T>(url: string, username: string): Promise<Paged<T>> {
    const response = await get(url, username);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<Paged<T>>();
  }
  const ids = (page: Paged<{ id: number }>) => page.results.map((r) => r.id);

  describe.each(ROUTES)('$path', (route) => {
    test('401 without a token', async () => {
      const response = await get(route.path);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: TOKEN_INVALID_DETAIL, key: HTTP_ERROR_KEYS.UNAUTHORIZED });
    });

    test(`403 for ${route.denied}, who lacks the permission; 200 for ${route.allowed}, superuser and DSSB`, async () => {
      const denied = await get(route.path, route.denied);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ detail: 'You do not have permission to perform this action', key: HTTP_ERROR_KEYS.FORBIDDEN });
      for (const username of [route.allowed, 'superadmin', 'dssb']) expect((await get(route.path, username)).statusCode).toBe(200);
    });

    test('pages of 10 by default, every row once, an empty page past the end', async () => {
      const first = await list<{ id: number }>(route.path, 'superadmin');
      expect(first.count).toBeGreaterThan(10);
      expect(first.results).toHaveLength(10);
      const pages = Math.ceil(first.count / 25);
      const seen: number[] = [];
      for (let page = 1; page <= pages; page++) {
        const result = await list<{ id: number }>(`${route.path}?page=${page}&page_size=25`, 'superadmin');
        expect(result.count).toBe(first.count);
        expect(result.results).toHaveLength(page < pages ? 25 : first.count - 25 * (pages - 1));
        seen.push(...ids(result));
      }
      expect(new Set(seen).size).toBe(first.count);
      expect(await list(`${route.path}?page=${pages + 1}&page_size=25`, 'superadmin')).toEqual({ count: first.count, results: [] });
    });

    test(`ordering=${route.ordering} and -${route.ordering} give the same rows in reverse order`, async () => {
      const ascending = await list<{ id: number }>(`${route.path}?ordering=${route.ordering}&page_size=50`, route.allowed);
      const descending = await list<{ id: number }>(`${route.path}?ordering=-${route.ordering}&page_size=50`, route.allowed);
      expect(ascending.count).toBeLessThanOrEqual(50);
      expect(ids(descending)).toEqual([...ids(ascending)].reverse());
      expect(ids(ascending)).not.toEqual(ids(descending));
    });

    test(`sort is ordering's other name (spec 1 §9): the same rows; ordering wins over it; a bad value is a 400`, async () => {
      const byOrdering = await list<{ id: number }>(`${route.path}?ordering=-${route.ordering}&page_size=50`, route.allowed);
      const bySort = await list<{ id: number }>(`${route.path}?sort=-${route.ordering}&page_size=50`, route.allowed);
      expect(ids(bySort)).toEqual(ids(byOrdering));
      const both = await list<{ id: number }>(`${route.path}?ordering=-${route.ordering}&sort=${route.ordering}&page_size=50`, route.allowed);
      expect(ids(both)).toEqual(ids(byOrdering));
      const bad = await get(`${route.path}?sort=password`, route.allowed);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({ sort: [{ code: 'invalid_choice', key: 'ERROR.CODE.VALIDATION.INVALID_CHOICE' }] });
    });

    test('bad query parameters are a 400 naming each field', async () => {
      const response = await get(`${route.path}?page=0&page_size=51&ordering=password&search=${'x'.repeat(101)}`, 'superadmin');
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.key).toBe(HTTP_ERROR_KEYS.VALIDATION);
      expect(body.errorCode).toBeUndefined();
      expect(body.fields).toEqual({
        page: [{ code: 'min_value', key: 'ERROR.CODE.VALIDATION.MIN_VALUE', params: { limit: 1 } }],
        page_size: [{ code: 'max_value', key: 'ERROR.CODE.VALIDATION.MAX_VALUE', params: { limit: 50 } }],
        ordering: [{ code: 'invalid_choice', key: 'ERROR.CODE.VALIDATION.INVALID_CHOICE' }],
        search: [{ code: 'too_long', key: 'ERROR.CODE.VALIDATION.TOO_LONG', params: { limit: 100 } }],
      });
      expect((await get(`${route.path}?page=abc`, 'superadmin')).json().fields.page[0].code).toBe('invalid');
    });

    test('a blank search is no search', async () => {
      const all = await list(route.path, 'superadmin');
      expect((await list(`${route.path}?search=%20%20`, 'superadmin')).count).toBe(all.count);
    });
  });

  describe('GET /api/ALL_DCI', () => {
    test('the whole catalogue, with the active/archived filter and the category filter', async () => {
      const all = await list<DciRow>(API_PATHS.dciList, 'admin');
      expect(all.count).toBe(DCI_CATALOGUE.length);
      const archived = await list<DciRow>(`${API_PATHS.dciList}?is_active=0`, 'admin');
      expect(archived.count).toBe(DCI_CATALOGUE.filter((d) => !d.isActive).length);
      expect(archived.results.every((d) => d.is_active === false)).toBe(true);
      expect((await list(`${API_PATHS.dciList}?is_active=1`, 'admin')).count).toBe(all.count - archived.count);
      expect((await get(`${API_PATHS.dciList}?is_active=2`, 'admin')).json().fields.is_active[0].code).toBe('invalid_choice');
      const rabies = await list<DciRow>(`${API_PATHS.dciList}?vaccine_category=rabies`, 'admin');
      expect(rabies.count).toBe(DCI_CATALOGUE.filter((d) => d.vaccineCategory === 'rabies').length);
      expect(rabies.results.every((d) => d.vaccineCategory === 'rabies')).toBe(true);
    });

    test('the search finds a word anywhere in the name, whatever its case; wildcards are literal', async () => {
      const polio = await list<DciRow>(`${API_PATHS.dciList}?search=POLIO`, 'admin');
      expect(polio.results.map((d) => d.name).sort()).toEqual([
        'Vaccin poliomyélitique inactivé (VPI)',
        'Vaccin poliomyélitique oral bivalent (VPOb)',
        'Vaccin poliomyélitique oral trivalent (VPOt)',
      ]);
      expect((await list(`${API_PATHS.dciList}?search=%25`, 'admin')).count).toBe(0);
      expect((await list(`${API_PATHS.dciList}?search=_`, 'admin')).count).toBe(0);
    });

    test('rows carry name, type, category, age range and the active flag', async () => {
      const bcg = await list<DciRow>(`${API_PATHS.dciList}?search=BCG`, 'admin');
      expect(bcg.results).toEqual([
        {
          id: expect.any(Number),
          name: 'BCG (vaccin tuberculeux vivant atténué)',
          nameAr: 'لقاح السل الحي المضعف (بي سي جي)',
          vaccineType: 'live_attenuated',
          vaccineCategory: 'routine',
          ageRange: ['B'],
          is_active: true,
          validityDays: null,
        },
      ]);
    });
  });

  describe('GET /api/citizen/children', () => {
    test('a centre sees the children it registered; the national level sees all', async () => {
      const agent = await list<ChildRow>(`${API_PATHS.childrenList}?page_size=50`, 'agent');
      expect(agent.count).toBe(24);
      expect(new Set(agent.results.map((c) => c.structure?.nameFr))).toEqual(new Set(['Centre de santé de base Carthage']));
      expect((await list(API_PATHS.childrenList, 'agent2')).count).toBe(10);
      expect((await list(API_PATHS.childrenList, 'superadmin')).count).toBe(60);
      expect((await list(API_PATHS.childrenList, 'dssb')).count).toBe(60);
    });

    test('a regional directorate sees the children of its governorate', async () => {
      const manager = await t.db
        .selectFrom('app_user as u')
        .innerJoin('user_structure as us', 'us.user_id', 'u.id')
        .innerJoin('role as r', 'r.id', 'us.role_id')
        .select(['u.id', 'u.username', 'us.structure_id'])
        .where('r.code', '=', 'REGIONAL_MANAGER')
        .where('u.is_active', '=', true)
        .where('u.is_dssb', '=', false)
        .orderBy('u.id')
        .executeTakeFirstOrThrow();
      const tunis = await t.db.selectFrom('structure').select('id').where('code', '=', 'DRS-11').executeTakeFirstOrThrow();
      const moveTo = (structureId: number) => t.db.updateTable('user_structure').set({ structure_id: structureId }).where('user_id', '=', manager.id).execute();
      await moveTo(tunis.id);
      try {
        const token = (await signIn(t.app, manager.username)).access;
        const response = await t.app.inject({ method: 'GET', url: `${API_PATHS.childrenList}?page_size=50`, headers: bearer(token) });
        expect(response.statusCode).toBe(200);
        const page = response.json<Paged<ChildRow>>();
        expect(page.count).toBe(34); // agent's 24 and agent2's 10, both in Tunis
        expect(page.results.every((c) => c.governorate?.nameFr === 'Tunis')).toBe(true);
      } finally {
        await moveTo(manager.structure_id);
      }
    });

    test('search: digits match the start of the evax number, text the start of a name in French or Arabic', async () => {
      const [child] = (await list<ChildRow>(`${API_PATHS.childrenList}?page_size=1&ordering=evaxNumber`, 'agent')).results;
      const byNumber = await list<ChildRow>(`${API_PATHS.childrenList}?search=${child!.evaxNumber.slice(0, 4)}`, 'agent');
      expect(byNumber.results.map((c) => c.id)).toContain(child!.id);
      expect(byNumber.results.every((c) => c.evaxNumber.startsWith(child!.evaxNumber.slice(0, 4)))).toBe(true);

      const fullName = encodeURIComponent(`${child!.firstNameFr.toUpperCase()} ${child!.lastNameFr}`);
      expect((await list<ChildRow>(`${API_PATHS.childrenList}?search=${fullName}`, 'agent')).results.map((c) => c.id)).toContain(child!.id);
      const arabic = await list<ChildRow>(`${API_PATHS.childrenList}?search=${encodeURIComponent(child!.lastNameAr)}`, 'agent');
      expect(arabic.results.map((c) => c.id)).toContain(child!.id);
      expect(arabic.results.every((c) => c.lastNameAr === child!.lastNameAr || `${c.firstNameAr} ${c.lastNameAr}`.startsWith(child!.lastNameAr))).toBe(true);

      const ben = await list<ChildRow>(`${API_PATHS.childrenList}?search=ben&page_size=50`, 'superadmin');
      expect(ben.count).toBeGreaterThan(0);
      expect(ben.results.every((c) => /^ben/i.test(c.lastNameFr) || /^ben/i.test(c.firstNameFr))).toBe(true);
      expect((await list(`${API_PATHS.childrenList}?search=zzzz`, 'superadmin')).count).toBe(0);
    });

    test('rows: evax number, names in both languages, birth date, gender, governorate, centre', async () => {
      const { results } = await list<ChildRow>(`${API_PATHS.childrenList}?ordering=birthDate&page_size=50`, 'agent');
      const dates = results.map((c) => c.birthDate);
      expect(dates).toEqual([...dates].sort());
      for (const child of results) {
        expect(child.evaxNumber).toMatch(/^\d{9}$/);
        expect(child.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(['male', 'female']).toContain(child.gender);
        expect(child.governorate).toEqual({ nameFr: 'Tunis', nameAr: 'تونس' });
        expect(child.firstNameAr).toMatch(/^[\u0600-\u06FF ]+$/);
      }
    });
  });

  describe('GET /api/vaccination_routine/children', () => {
    test('doses given and the last one’s date are those of the database', async () => {
      const page = await list<RoutineVaccinationChildRow>(`${API_PATHS.routineVaccinationChildren}?page_size=50`, 'superadmin');
      const { rows } = await sql<{ id: number; given: number; last: string | null }>`
        select c.id, count(v.id)::int as given, max(v.vaccination_date) as last
        from citizen c left join vaccination v on v.citizen_id = c.id and v.kind = 'routine' and v.status = ${VACCINATION_STATUS.done}
        group by c.id`.execute(t.db);
      const expected = new Map(rows.map((r) => [r.id, r]));
      expect(page.results).toHaveLength(50);
      for (const child of page.results) {
        expect(child.dosesGiven).toBe(expected.get(child.id)!.given);
        expect(child.lastVaccinationDate).toBe(expected.get(child.id)!.last);
      }
      expect(page.results.some((c) => c.dosesGiven > 5)).toBe(true);
    });

    test('can be ordered by the doses given', async () => {
      const { results } = await list<RoutineVaccinationChildRow>(`${API_PATHS.routineVaccinationChildren}?ordering=-dosesGiven&page_size=50`, 'agent');
      const doses = results.map((c) => c.dosesGiven);
      expect(doses).toEqual([...doses].sort((a, b) => b - a));
      expect(results).toHaveLength(24);
    });

    test('ordered by the last vaccination date, either way: a child given nothing comes last', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: CITIZEN_API_PATHS.childCreate,
        headers: bearer(tokens.get('agent')!),
        payload: newChildBody(),
      });
      expect(created.statusCode).toBe(201);
      const { evaxNumber } = created.json<{ evaxNumber: string }>();
      try {
        for (const ordering of ['lastVaccinationDate', '-lastVaccinationDate']) {
          const { results } = await list<RoutineVaccinationChildRow>(`${API_PATHS.routineVaccinationChildren}?ordering=${ordering}&page_size=50`, 'agent');
          const dates = results.map((c) => c.lastVaccinationDate);
          const given = dates.filter((d): d is string => d !== null);
          expect(dates.length - given.length).toBe(1);
          const byDate = ordering.startsWith('-') ? (a: string, b: string) => b.localeCompare(a) : (a: string, b: string) => a.localeCompare(b);
          expect(dates).toEqual([...given.sort(byDate), null]);
        }
      } finally {
        const removed = await t.app.inject({
          method: 'DELETE',
          url: apiPath(CITIZEN_API_PATHS.childDelete, { param: evaxNumber, lang: 'fr' }),
          headers: bearer(tokens.get('agent')!),
        });
        expect(removed.statusCode).toBe(204);
      }
    });
  });

  describe('GET /api/users', () => {
    // The national level sees every user; a regional administrator its scope's (admin-scope.test.ts).
    test('every user, with the active filter and the roles held', async () => {
      expect((await list(API_PATHS.users, 'superadmin')).count).toBe(30);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from app_user where not is_active`.execute(t.db);
      const inactive = await list<UserRow>(`${API_PATHS.users}?is_active=0`, 'superadmin');
      expect(inactive.count).toBe(rows[0]!.n);
      expect(inactive.count).toBeGreaterThan(0);
      expect(inactive.results.every((u) => !u.isActive)).toBe(true);
      const agent2 = (await list<UserRow>(`${API_PATHS.users}?search=agent2`, 'superadmin')).results;
      expect(agent2).toEqual([
        expect.objectContaining({ username: 'agent2', isActive: true, isSuperuser: false, roles: [{ nameFr: 'Agent de santé', nameAr: 'عون صحة' }] }),
      ]);
    });

    test('a long answer is gzipped for clients that accept it', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API_PATHS.users}?page_size=50`,
        headers: { ...bearer(tokens.get('superadmin')!), 'accept-encoding': 'gzip' },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(response.rawPayload).toString()).count).toBe(30);
    });

    test('the search looks in user names, e-mails and full names', async () => {
      const found = await list<UserRow>(`${API_PATHS.users}?search=TRABELSI&page_size=50`, 'admin');
      expect(found.count).toBeGreaterThan(0);
      expect(
        found.results.every((u) => [u.username, u.email ?? '', `${u.firstNameFr} ${u.lastNameFr}`].some((text) => text.toLowerCase().includes('trabelsi'))),
      ).toBe(true);
      expect((await list<UserRow>(`${API_PATHS.users}?search=${encodeURIComponent('الطرابلسي')}`, 'admin')).count).toBe(found.count);
    });
  });

  test('a permission taken from a role applies at once, to tokens already issued', async () => {
    const role = await t.db.selectFrom('role').select('id').where('code', '=', 'HEALTH_AGENT').executeTakeFirstOrThrow();
    const permission = PERMISSIONS.citizen.viewChildrenList;
    expect((await get(API_PATHS.childrenList, 'agent')).statusCode).toBe(200);
    await t.db.deleteFrom('role_permission').where('role_id', '=', role.id).where('permission', '=', permission).execute();
    try {
      expect((await get(API_PATHS.childrenList, 'agent')).statusCode).toBe(403);
      expect((await get(API_PATHS.routineVaccinationChildren, 'agent')).statusCode).toBe(200);
    } finally {
      await t.db.insertInto('role_permission').values({ role_id: role.id, permission }).execute();
    }
    await t.db.updateTable('role').set({ is_active: false }).where('id', '=', role.id).execute();
    try {
      expect((await get(API_PATHS.routineVaccinationChildren, 'agent')).statusCode).toBe(403);
    } finally {
      await t.db.updateTable('role').set({ is_active: true }).where('id', '=', role.id).execute();
    }
    expect((await get(API_PATHS.childrenList, 'agent')).statusCode).toBe(200);
  });
});
