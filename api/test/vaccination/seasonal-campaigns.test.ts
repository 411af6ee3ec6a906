import {
  API_PATHS,
  apiPath,
  CAMPAIGN_ERROR_KEYS,
  ERROR_CODES,
  ERROR_KEYS,
  HTTP_ERROR_KEYS,
  KIND_FIELD_KEYS,
  PERMISSIONS,
  type Paged,
  type Permission,
  type SeasonalCampaignRow,
} from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';
import { BACKENDS } from '../support/databases.js';
import { bearer, countRows, startTestApp, type TestApp } from '../support/app.js';
import { Users } from '../reference/reference-helpers.js';
import { childAged, daysFromToday, vaccinationForm } from './vaccination-support.js';

const CAMPAIGN_PERMISSIONS = Object.values(PERMISSIONS.seasonalCampaign) as Permission[];
const one = (id: number) => apiPath(API_PATHS.seasonalCampaignOne, { id });

let serial = 0;
/** A new campaign's body: a code of its own, around today unless told. */
function campaignBody(extra: object = {}) {
  serial += 1;
  return {
    code: `TEST_${serial}_${Date.now()}`,
    nameFr: `Campagne d’essai ${serial}`,
    nameAr: `حملة تجريبية ${serial}`,
    season: '2027-2028',
    startDate: daysFromToday(-30),
    endDate: daysFromToday(60),
    ...extra,
  };
}

describe.each(BACKENDS)('seasonal campaigns on %s', (backend) => {
  let t: TestApp;
  let users: Users;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    users = new Users(t);
    admin = await users.named('admin');
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const request = (method: Method, url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const create = async (extra: object = {}) => {
    const response = await request('POST', API_PATHS.seasonalCampaigns, admin, campaignBody(extra));
    expect(response.statusCode).toBe(201);
    return response.json<SeasonalCampaignRow>();
  };
  const written = async () => ({ campaigns: await countRows(t, 'seasonal_campaign'), audit: await countRows(t, 'audit_log') });
  const auditOf = (id: number, action: string) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'seasonal_campaign')
      .where('entity_id', '=', String(id))
      .where('action', '=', action)
      .execute();

  /** A seasonal dose recorded today under the campaign by the demo agent, through the API. */
  async function recordDose(campaign: number): Promise<void> {
    const agent = await users.named('agent');
    const dci = await t.db.selectFrom('dci').where('vaccine_category', '=', 'seasonal').where('is_active', '=', true).select('id').executeTakeFirstOrThrow();
    const evax = await childAged(t, agent, 400);
    const form = vaccinationForm({
      evaxNumber: evax,
      vaccines_set: [{ dci: dci.id, lotNumber: 'GR-1', injectionSite: 'LEFT_ARM', vaccinationDate: tunisToday(), campaign }],
    });
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.seasonalVaccinations,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(agent) },
    });
    expect(response.statusCode).toBe(201);
  }

  test('every route needs its own permission: 401 without a token, 403 without it, nothing written', async () => {
    const target = await create();
    const before = await written();
    const routes: [Permission, Method, string, object?][] = [
      [PERMISSIONS.seasonalCampaign.viewList, 'GET', API_PATHS.seasonalCampaigns],
      [PERMISSIONS.seasonalCampaign.viewList, 'GET', one(target.id)],
      [PERMISSIONS.seasonalCampaign.add, 'POST', API_PATHS.seasonalCampaigns, campaignBody()],
      [PERMISSIONS.seasonalCampaign.edit, 'PATCH', one(target.id), { season: '2030-2031' }],
      [PERMISSIONS.seasonalCampaign.activate, 'POST', apiPath(API_PATHS.seasonalCampaignDeactivate, { id: target.id })],
      [PERMISSIONS.seasonalCampaign.delete, 'DELETE', one(target.id)],
    ];
    const agent = await users.named('agent');
    for (const [permission, method, url, payload] of routes) {
      expect((await request(method, url, null, payload)).statusCode).toBe(401);
      const without = await request(method, url, await users.withPermissions(CAMPAIGN_PERMISSIONS.filter((p) => p !== permission)), payload);
      expect([url, method, without.statusCode, without.json().key]).toEqual([url, method, 403, HTTP_ERROR_KEYS.FORBIDDEN]);
      expect((await request(method, url, agent, payload)).statusCode).toBe(403);
    }
    expect(await written()).toEqual(before);
  });

  test('the administrator lists the campaigns, paged and searched, the seeded season among them', async () => {
    const created = await create({ nameFr: 'Grippe de recherche', season: '2031-2032' });
    const all = (await request('GET', `${API_PATHS.seasonalCampaigns}?page_size=1`, admin)).json<Paged<SeasonalCampaignRow>>();
    expect(all.count).toBeGreaterThanOrEqual(2);
    expect(all.results).toHaveLength(1);
    const seeded = (await request('GET', `${API_PATHS.seasonalCampaigns}?search=INFLUENZA_2026`, admin)).json<Paged<SeasonalCampaignRow>>();
    expect(seeded.results).toEqual([
      expect.objectContaining({ code: 'INFLUENZA_2026_2027', season: '2026-2027', startDate: '2026-10-01', endDate: '2027-03-31' }),
    ]);
    const found = (await request('GET', `${API_PATHS.seasonalCampaigns}?search=recherche`, admin)).json<Paged<SeasonalCampaignRow>>();
    expect(found.results.map((c) => c.id)).toEqual([created.id]);
    expect((await request('GET', one(created.id), admin)).json()).toEqual(created);
  });

  test('a campaign is created, edited, deactivated and deleted, each write audited', async () => {
    const body = campaignBody();
    const created = await request('POST', API_PATHS.seasonalCampaigns, admin, body);
    expect(created.statusCode).toBe(201);
    const campaign = created.json<SeasonalCampaignRow>();
    expect(campaign).toEqual({ id: expect.any(Number), ...body, is_active: true, doses: 0 });
    expect(await auditOf(campaign.id, 'create')).toHaveLength(1);

    const edited = await request('PATCH', one(campaign.id), admin, { nameFr: 'Grippe saisonnière 2027-2028', endDate: daysFromToday(90) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...campaign, nameFr: 'Grippe saisonnière 2027-2028', endDate: daysFromToday(90) });
    const [updateAudit] = await auditOf(campaign.id, 'update');
    expect(updateAudit!.after).toEqual({ nameFr: 'Grippe saisonnière 2027-2028', endDate: daysFromToday(90) });

    const deactivated = await request('POST', apiPath(API_PATHS.seasonalCampaignDeactivate, { id: campaign.id }), admin);
    expect(deactivated.json<SeasonalCampaignRow>().is_active).toBe(false);
    expect(await auditOf(campaign.id, 'deactivate')).toHaveLength(1);

    expect((await request('DELETE', one(campaign.id), admin)).statusCode).toBe(204);
    expect(await auditOf(campaign.id, 'delete')).toHaveLength(1);
    const gone = await request('GET', one(campaign.id), admin);
    expect([gone.statusCode, gone.json().errorCode]).toEqual([404, ERROR_CODES.ENTITY_NOT_FOUND]);
  });

  test('the rules refuse with their fields (400), nothing written', async () => {
    const existing = await create();
    const before = await written();
    const refused = async (method: Method, url: string, payload: object, field: string, key: string) => {
      const response = await request(method, url, admin, payload);
      expect([response.statusCode, response.json().fields?.[field]?.[0]?.key]).toEqual([400, key]);
    };
    await refused('POST', API_PATHS.seasonalCampaigns, campaignBody({ nameFr: '   ' }), 'nameFr', 'ERROR.CODE.VALIDATION.REQUIRED');
    await refused('POST', API_PATHS.seasonalCampaigns, campaignBody({ nameAr: '' }), 'nameAr', 'ERROR.CODE.VALIDATION.REQUIRED');
    await refused('POST', API_PATHS.seasonalCampaigns, campaignBody({ nameAr: 'Grippe' }), 'nameAr', 'ERROR.CODE.VALIDATION.ARABIC');
    await refused('POST', API_PATHS.seasonalCampaigns, campaignBody({ season: '' }), 'season', 'ERROR.CODE.VALIDATION.REQUIRED');
    const start = daysFromToday(10);
    await refused(
      'POST',
      API_PATHS.seasonalCampaigns,
      campaignBody({ startDate: start, endDate: daysFromToday(9) }),
      'endDate',
      KIND_FIELD_KEYS.endBeforeStart,
    );
    await refused('POST', API_PATHS.seasonalCampaigns, campaignBody({ startDate: start, endDate: start }), 'endDate', KIND_FIELD_KEYS.endBeforeStart);
    await refused('PATCH', one(existing.id), { endDate: daysFromToday(-31) }, 'endDate', KIND_FIELD_KEYS.endBeforeStart);
    await refused('PATCH', one(existing.id), { nameFr: '' }, 'nameFr', 'ERROR.CODE.VALIDATION.REQUIRED');
    const taken = await request('POST', API_PATHS.seasonalCampaigns, admin, campaignBody({ code: existing.code }));
    expect([taken.statusCode, taken.json().errorCode, taken.json().key]).toEqual([400, ERROR_CODES.ENTITY_ALREADY_EXISTS, ERROR_KEYS.ENTITY_ALREADY_EXISTS]);
    expect((await request('PATCH', one(existing.id), admin, { code: 'INFLUENZA_2026_2027' })).statusCode).toBe(400);
    expect((await request('PATCH', one(2_000_000), admin, { season: '2040' })).statusCode).toBe(404);
    expect(await written()).toEqual(before);
    expect((await request('GET', one(existing.id), admin)).json()).toEqual(existing);
  });

  test('a campaign with doses recorded cannot be deleted, nor its dates leave a dose out (409); other changes pass', async () => {
    const campaign = await create();
    await recordDose(campaign.id);
    const before = await written();

    const deleted = await request('DELETE', one(campaign.id), admin);
    expect([deleted.statusCode, deleted.json().key, deleted.json().errorCode]).toEqual([409, CAMPAIGN_ERROR_KEYS.hasDoses, ERROR_CODES.ENTITY_ERROR]);
    const startsAfter = await request('PATCH', one(campaign.id), admin, { startDate: daysFromToday(1) });
    expect([startsAfter.statusCode, startsAfter.json().key]).toEqual([409, CAMPAIGN_ERROR_KEYS.dosesOutsideDates]);
    const endsBefore = await request('PATCH', one(campaign.id), admin, { startDate: daysFromToday(-40), endDate: daysFromToday(-1) });
    expect([endsBefore.statusCode, endsBefore.json().key]).toEqual([409, CAMPAIGN_ERROR_KEYS.dosesOutsideDates]);
    expect(await written()).toEqual(before);
    expect((await request('GET', one(campaign.id), admin)).json()).toEqual({ ...campaign, doses: 1 });

    // Dates that still hold the dose, a new name, deactivation: allowed.
    const narrowed = await request('PATCH', one(campaign.id), admin, { startDate: tunisToday(), endDate: daysFromToday(1), nameFr: 'Grippe resserrée' });
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json()).toEqual(expect.objectContaining({ startDate: tunisToday(), endDate: daysFromToday(1), doses: 1 }));
    expect((await request('POST', apiPath(API_PATHS.seasonalCampaignDeactivate, { id: campaign.id }), admin)).statusCode).toBe(200);
  });
});
