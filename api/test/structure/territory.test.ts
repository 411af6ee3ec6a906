import { ACCOUNT_API_PATHS, apiPath, type PlaceRow } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { bearer, signIn, startTestApp, type TestApp } from '../support/app.js';

describe.each(BACKENDS)('the territorial division on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = (await signIn(t.app, 'admin')).access;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = bearer(token)) => t.app.inject({ method: 'GET', url, headers });

  it('lists the 24 governorates in both scripts, by code', async () => {
    const response = await get(ACCOUNT_API_PATHS.governorates);
    expect(response.statusCode).toBe(200);
    const governorates = response.json<PlaceRow[]>();
    expect(governorates).toHaveLength(24);
    expect(governorates[0]).toEqual(expect.objectContaining({ code: 'TN-11', nameFr: 'Tunis', nameAr: 'تونس' }));
  });

  it("lists a governorate's delegations, only its own", async () => {
    const sfax = (await get(ACCOUNT_API_PATHS.governorates)).json<PlaceRow[]>().find((place) => place.nameFr === 'Sfax')!;
    const response = await get(apiPath(ACCOUNT_API_PATHS.governorateDelegations, { id: sfax.id }));
    expect(response.statusCode).toBe(200);
    const delegations = response.json<PlaceRow[]>();
    const expected = await t.db.selectFrom('delegation').select('id').where('governorate_id', '=', sfax.id).execute();
    expect(delegations.map((place) => place.id).sort()).toEqual(expected.map((row) => row.id).sort());
    expect(delegations.length).toBeGreaterThan(5);
    expect(delegations.every((place) => place.nameAr.length > 0)).toBe(true);
  });

  it('answers no delegation for an unknown governorate, and 401 without a session', async () => {
    expect((await get(apiPath(ACCOUNT_API_PATHS.governorateDelegations, { id: 9999 }))).json()).toEqual([]);
    expect((await get(ACCOUNT_API_PATHS.governorates, {})).statusCode).toBe(401);
  });
});
