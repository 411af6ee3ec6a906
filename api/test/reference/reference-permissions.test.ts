import type { InjectOptions } from 'fastify';
import { API_PATHS, HTTP_ERROR_KEYS, PERMISSIONS, TOKEN_INVALID_DETAIL, apiPath, type Permission } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { Users, call, freshListNames, freshPctCode, insertDci, insertList, insertSpecialty, multipart } from './reference-helpers.js';

const { dci, specialty, lists } = PERMISSIONS;

interface RouteCase {
  name: string;
  /** Every permission the route needs; null: any signed-in user. */
  needs: Permission[] | null;
  /** A fresh request each time (write routes get their own entity). */
  request: (t: TestApp) => Promise<InjectOptions>;
  success: number;
}

const csv = (text: string) => multipart({ file: { filename: 'rows.csv', content: text, contentType: 'text/csv' } });
let serial = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${++serial}`;

/** Every route of the area, with the permissions spec 3 §6 gives it. */
const ROUTES: RouteCase[] = [
  { name: 'GET /api/ALL_DCI', needs: [dci.viewList], success: 200, request: async () => ({ method: 'GET', url: API_PATHS.dciList }) },
  {
    name: 'POST /api/ADD_DCI',
    needs: [dci.add],
    success: 201,
    request: async () => ({
      method: 'POST',
      url: API_PATHS.dciAdd,
      payload: { name: uniqueName('Vaccin permis'), vaccineType: 'inactivated', vaccineCategory: 'occasional', ageRange: [] },
    }),
  },
  {
    name: 'GET /api/ALL_DCI/{id}',
    needs: [dci.viewList],
    success: 200,
    request: async (t) => ({ method: 'GET', url: apiPath(API_PATHS.dciOne, { id: await insertDci(t) }) }),
  },
  {
    name: 'PATCH /api/ALL_DCI/{id}',
    needs: [dci.edit],
    success: 200,
    request: async (t) => ({ method: 'PATCH', url: apiPath(API_PATHS.dciOne, { id: await insertDci(t) }), payload: { ageRange: ['M4'] } }),
  },
  {
    name: 'PUT /api/ALL_DCI/{id}',
    needs: [dci.edit],
    success: 200,
    request: async (t) => ({
      method: 'PUT',
      url: apiPath(API_PATHS.dciOne, { id: await insertDci(t) }),
      payload: { name: uniqueName('Vaccin remplacé'), vaccineType: 'toxoid', vaccineCategory: 'routine' },
    }),
  },
  {
    name: 'POST /api/DCI/{id}/activate',
    needs: [dci.edit],
    success: 200,
    request: async (t) => ({ method: 'POST', url: apiPath(API_PATHS.dciActivate, { id: await insertDci(t, { is_active: false }) }) }),
  },
  {
    name: 'POST /api/DCI/{id}/deactivate',
    needs: [dci.edit],
    success: 200,
    request: async (t) => ({ method: 'POST', url: apiPath(API_PATHS.dciDeactivate, { id: await insertDci(t) }) }),
  },
  {
    name: 'DELETE /api/DCI/{id}/deactivate',
    needs: [dci.edit],
    success: 200,
    request: async (t) => ({ method: 'DELETE', url: apiPath(API_PATHS.dciDeactivate, { id: await insertDci(t) }) }),
  },
  {
    name: 'DELETE /api/dci/{id}/delete',
    needs: [dci.delete],
    success: 204,
    request: async (t) => ({ method: 'DELETE', url: apiPath(API_PATHS.dciDelete, { id: await insertDci(t) }) }),
  },
  { name: 'GET /api/dcis/export', needs: [dci.viewList], success: 200, request: async () => ({ method: 'GET', url: API_PATHS.dciExport }) },
  {
    name: 'POST /api/dci/import',
    needs: [dci.add, dci.edit],
    success: 200,
    request: async () => ({
      method: 'POST',
      url: API_PATHS.dciImport,
      ...csv(`name,vaccineType,vaccineCategory\n${uniqueName('Vaccin importé')},inactivated,occasional\n`),
    }),
  },
  {
    name: 'GET /api/dci-speciality/{id}',
    needs: [dci.viewList, specialty.viewList],
    success: 200,
    request: async (t) => ({ method: 'GET', url: apiPath(API_PATHS.dciSpecialties, { id: await insertDci(t) }) }),
  },
  { name: 'GET /api/specialityList', needs: [specialty.viewList], success: 200, request: async () => ({ method: 'GET', url: API_PATHS.specialtyList }) },
  {
    name: 'GET /api/specialityList?id=',
    needs: [specialty.view],
    success: 200,
    request: async (t) => ({ method: 'GET', url: `${API_PATHS.specialtyList}?id=${await insertSpecialty(t, await insertDci(t))}` }),
  },
  {
    name: 'POST /api/ADD_Specialtie',
    needs: [specialty.add],
    success: 201,
    request: async (t) => ({
      method: 'POST',
      url: API_PATHS.specialtyAdd,
      payload: { dci: await insertDci(t), pctCode: freshPctCode(), commercialName: 'Produit permis', manufacturer: 'Laboratoire' },
    }),
  },
  {
    name: 'PATCH /api/Specialtie/{id}',
    needs: [specialty.edit],
    success: 200,
    request: async (t) => ({
      method: 'PATCH',
      url: apiPath(API_PATHS.specialtyOne, { id: await insertSpecialty(t, await insertDci(t)) }),
      payload: { reminder: 365 },
    }),
  },
  {
    name: 'PUT /api/Specialtie/{id}',
    needs: [specialty.edit],
    success: 200,
    request: async (t) => ({
      method: 'PUT',
      url: apiPath(API_PATHS.specialtyOne, { id: await insertSpecialty(t, await insertDci(t)) }),
      payload: { dci: await insertDci(t), pctCode: freshPctCode(), commercialName: 'Produit remplacé', manufacturer: 'Laboratoire' },
    }),
  },
  {
    name: 'POST /api/Specialtie/{id}/activate',
    needs: [specialty.activate],
    success: 200,
    request: async (t) => ({
      method: 'POST',
      url: apiPath(API_PATHS.specialtyActivate, { id: await insertSpecialty(t, await insertDci(t), { is_active: false }) }),
    }),
  },
  {
    name: 'POST /api/Specialtie/{id}/deactivate',
    needs: [specialty.activate],
    success: 200,
    request: async (t) => ({ method: 'POST', url: apiPath(API_PATHS.specialtyDeactivate, { id: await insertSpecialty(t, await insertDci(t)) }) }),
  },
  {
    name: 'DELETE /api/Specialtie/{id}/delete',
    needs: [specialty.delete],
    success: 204,
    request: async (t) => ({ method: 'DELETE', url: apiPath(API_PATHS.specialtyDelete, { id: await insertSpecialty(t, await insertDci(t)) }) }),
  },
  {
    name: 'GET /api/Specialtie/export',
    needs: [specialty.viewList],
    success: 200,
    request: async () => ({ method: 'GET', url: `${API_PATHS.specialtyExport}?format=xlsx` }),
  },
  {
    name: 'POST /api/Specialtie/import',
    needs: [specialty.add, specialty.edit],
    success: 200,
    request: async (t) => ({
      method: 'POST',
      url: API_PATHS.specialtyImport,
      ...csv(`pctCode,commercialName,dci,manufacturer\n${freshPctCode()},Produit importé,${await insertDci(t)},Laboratoire\n`),
    }),
  },
  { name: 'GET /api/lists', needs: [lists.view], success: 200, request: async () => ({ method: 'GET', url: API_PATHS.optionLists }) },
  {
    name: 'POST /api/lists (JSON)',
    needs: [lists.add],
    success: 201,
    request: async () => ({
      method: 'POST',
      url: API_PATHS.optionLists,
      payload: { ...freshListNames(), addedOptionSet: [{ valueFr: 'Oui', valueAr: 'نعم' }] },
    }),
  },
  {
    name: 'POST /api/lists (multipart)',
    needs: [lists.add],
    success: 201,
    request: async () => {
      const names = freshListNames();
      return { method: 'POST', url: API_PATHS.optionLists, ...multipart({ ...names, addedOptionSet: JSON.stringify([{ valueFr: 'Non', valueAr: 'لا' }]) }) };
    },
  },
  {
    name: 'GET /api/lists/{id}',
    needs: [lists.view],
    success: 200,
    request: async (t) => ({ method: 'GET', url: apiPath(API_PATHS.optionListOne, { id: await insertList(t) }) }),
  },
  {
    name: 'PATCH /api/lists/{id}',
    needs: [lists.change],
    success: 200,
    request: async (t) => ({
      method: 'PATCH',
      url: apiPath(API_PATHS.optionListOne, { id: await insertList(t) }),
      payload: { addedOptionSet: [{ valueFr: 'Peut-être', valueAr: 'ربما' }] },
    }),
  },
  {
    name: 'DELETE /api/lists/{id}',
    needs: [lists.delete],
    success: 204,
    request: async (t) => ({ method: 'DELETE', url: apiPath(API_PATHS.optionListOne, { id: await insertList(t) }) }),
  },
  {
    name: 'POST /api/lists/{id}/activate',
    needs: [lists.activate],
    success: 200,
    request: async (t) => {
      const id = await insertList(t);
      await t.db.updateTable('option_list').set({ is_active: false }).where('id', '=', id).execute();
      return { method: 'POST', url: apiPath(API_PATHS.optionListActivate, { id }) };
    },
  },
  {
    name: 'POST /api/lists/{id}/deactivate',
    needs: [lists.activate],
    success: 200,
    request: async (t) => ({ method: 'POST', url: apiPath(API_PATHS.optionListDeactivate, { id: await insertList(t) }) }),
  },
  {
    name: 'GET /api/lists/by-code/{code}/options',
    needs: null,
    success: 200,
    request: async () => ({ method: 'GET', url: apiPath(API_PATHS.optionListChoices, { code: 'BIRTH_TYPE' }) }),
  },
];

describe.each(BACKENDS)('reference routes and permissions on %s', (backend) => {
  let t: TestApp;
  let users: Users;
  beforeAll(async () => {
    t = await startTestApp(backend);
    users = new Users(t);
  });
  afterAll(() => t.close());

  describe.each(ROUTES)('$name', (route) => {
    test('401 without a token', async () => {
      const response = await call(t, null, await route.request(t));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: TOKEN_INVALID_DETAIL, key: HTTP_ERROR_KEYS.UNAUTHORIZED });
    });

    if (route.needs) {
      for (const permission of route.needs) {
        test(`403 for a user with every reference permission but ${permission}`, async () => {
          const response = await call(t, await users.allBut(permission), await route.request(t));
          expect(response.statusCode).toBe(403);
          expect(response.json().key).toBe(HTTP_ERROR_KEYS.FORBIDDEN);
        });
      }
      test(`${route.success} for a user with exactly ${route.needs.join(' + ')}, for the admin role, superuser and DSSB; 403 for a health agent`, async () => {
        for (const token of [
          await users.withPermissions(route.needs!),
          await users.named('admin'),
          await users.named('superadmin'),
          await users.named('dssb'),
        ]) {
          const response = await call(t, token, await route.request(t));
          expect({ status: response.statusCode, body: response.statusCode === route.success ? '' : response.body }).toEqual({
            status: route.success,
            body: '',
          });
        }
        expect((await call(t, await users.named('agent'), await route.request(t))).statusCode).toBe(403);
      });
    } else {
      test('200 for any signed-in user, without any reference permission', async () => {
        for (const token of [await users.withPermissions([]), await users.named('agent')]) {
          expect((await call(t, token, await route.request(t))).statusCode).toBe(route.success);
        }
      });
    }
  });
});
