import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database, SeasonalCampaignTable } from '../../../db/schema.js';
import { arabicContains } from '../../../http/arabic-search.js';
import { escapeLike } from '../../../http/list-query.js';

export const CAMPAIGN_ORDERING = {
  id: 'c.id',
  code: 'c.code',
  nameFr: 'c.name_fr',
  nameAr: 'c.name_ar',
  season: 'c.season',
  startDate: 'c.start_date',
  endDate: 'c.end_date',
  is_active: 'c.is_active',
} as const;

export interface CampaignFilters {
  search: string | null;
  isActive: boolean | null;
}

/** The campaigns matching the filters: the search looks in the names, the season and the code. */
export function filteredCampaigns(db: Kysely<Database>, filters: CampaignFilters) {
  let query = db.selectFrom('seasonal_campaign as c');
  if (filters.search) {
    const anywhere = `%${escapeLike(filters.search.toLowerCase())}%`;
    query = query.where(sql<boolean>`(lower(c.name_fr) like ${anywhere}
      or lower(c.code) like ${anywhere}
      or c.season like ${anywhere}
      or ${arabicContains(sql.ref('c.name_ar'), filters.search)})`);
  }
  if (filters.isActive !== null) query = query.where('c.is_active', '=', filters.isActive);
  return query;
}

/** A campaign's columns and the count of the vaccinations recorded under it. */
export function selectCampaignColumns(query: ReturnType<typeof filteredCampaigns>) {
  return query.select((eb) => [
    'c.id',
    'c.code',
    'c.name_fr',
    'c.name_ar',
    'c.season',
    'c.start_date',
    'c.end_date',
    'c.is_active',
    eb
      .selectFrom('vaccination as v')
      .whereRef('v.campaign_id', '=', 'c.id')
      .select(sql<number>`count(*)::int`.as('n'))
      .as('doses'),
  ]);
}

export function findCampaign(db: Kysely<Database>, id: number, { forUpdate = false } = {}) {
  const query = selectCampaignColumns(db.selectFrom('seasonal_campaign as c')).where('c.id', '=', id);
  return (forUpdate ? query.forUpdate('c') : query).executeTakeFirst();
}

/** The first vaccination recorded under the campaign whose date falls outside [start, end], if any. */
export function doseOutside(db: Kysely<Database>, campaignId: number, start: string, end: string) {
  return db
    .selectFrom('vaccination')
    .select(['id', 'vaccination_date'])
    .where('campaign_id', '=', campaignId)
    .where((eb) => eb.or([eb('vaccination_date', '<', start), eb('vaccination_date', '>', end)]))
    .executeTakeFirst();
}

export async function campaignIdByCode(db: Kysely<Database>, code: string, exceptId: number | null = null): Promise<number | null> {
  let query = db.selectFrom('seasonal_campaign').select('id').where('code', '=', code);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id ?? null;
}

export async function insertCampaign(trx: Kysely<Database>, values: Insertable<SeasonalCampaignTable>): Promise<number> {
  return (await trx.insertInto('seasonal_campaign').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCampaignRow(trx: Kysely<Database>, id: number, values: Updateable<SeasonalCampaignTable>): Promise<void> {
  await trx.updateTable('seasonal_campaign').set(values).where('id', '=', id).execute();
}

export async function deleteCampaignRow(trx: Kysely<Database>, id: number): Promise<void> {
  await trx.deleteFrom('seasonal_campaign').where('id', '=', id).execute();
}
