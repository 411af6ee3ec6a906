import type { Kysely, Transaction } from 'kysely';
import {
  CAMPAIGN_ERROR_KEYS,
  ERROR_CODES,
  FIELD_ERROR_CODES,
  type Paged,
  type SeasonalCampaignInput,
  type SeasonalCampaignPatch,
  type SeasonalCampaignRow,
} from '@evax/shared/contract';
import { normalizeText, validateSeasonalCampaign } from '@evax/shared/validation';
import type { Db } from '../../../db/connection.js';
import type { Database } from '../../../db/schema.js';
import { alreadyExists, ApiError, entityNotFound, throwIfInvalid } from '../../../http/errors.js';
import { countAndPage, orderedBy, pageOf, type ListParams } from '../../../http/list-query.js';
import { isStillReferenced, uniqueViolation } from '../../../http/unique-violation.js';
import { changedFields, recordAudit } from '../../audit/index.js';
import {
  CAMPAIGN_ORDERING,
  campaignIdByCode,
  deleteCampaignRow,
  doseOutside,
  filteredCampaigns,
  findCampaign,
  insertCampaign,
  selectCampaignColumns,
  updateCampaignRow,
  type CampaignFilters,
} from './campaign-queries.js';

export { CAMPAIGN_ORDERING };

/** The latest season first. */
const DEFAULT_ORDER = { field: 'startDate', descending: true };

type CampaignColumns = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

const toRow = (row: CampaignColumns): SeasonalCampaignRow => ({
  id: row.id,
  code: row.code,
  nameFr: row.name_fr,
  nameAr: row.name_ar,
  season: row.season,
  startDate: row.start_date,
  endDate: row.end_date,
  is_active: row.is_active,
  doses: Number(row.doses ?? 0),
});

// ---------------------------------------------------------------------------------------------
// Reading

export function listCampaigns(db: Db, params: ListParams, filters: Omit<CampaignFilters, 'search'>): Promise<Paged<SeasonalCampaignRow>> {
  return countAndPage(filteredCampaigns(db, { ...filters, search: params.search }), async (query) => {
    const rows = await pageOf(orderedBy(selectCampaignColumns(query), params.ordering, CAMPAIGN_ORDERING, DEFAULT_ORDER, 'c.id'), params).execute();
    return rows.map(toRow);
  });
}

async function loadCampaign(db: Kysely<Database>, id: number, forUpdate = false): Promise<SeasonalCampaignRow> {
  const row = await findCampaign(db, id, { forUpdate });
  if (!row) throw entityNotFound(`No seasonal campaign with id ${id}`);
  return toRow(row);
}

export const getCampaign = (db: Db, id: number) => loadCampaign(db, id);

// ---------------------------------------------------------------------------------------------
// Writing

type Campaign = Omit<SeasonalCampaignRow, 'id' | 'doses'>;

/** 409, code 202: the campaign's recorded doses refuse the change (the key says which). */
const refusedByDoses = (key: keyof typeof CAMPAIGN_ERROR_KEYS, detail: string) =>
  new ApiError(409, { detail, errorCode: ERROR_CODES.ENTITY_ERROR, key: CAMPAIGN_ERROR_KEYS[key] });

const codeTaken = (code: string) => alreadyExists({ code: FIELD_ERROR_CODES.unique }, `A seasonal campaign with the code ${code} already exists`);

/** The campaign as stored: texts normalised, checked by the shared rules (400 with the fields otherwise). */
function checked(campaign: Campaign): Campaign {
  const clean = {
    ...campaign,
    code: campaign.code.trim(),
    nameFr: normalizeText(campaign.nameFr),
    nameAr: normalizeText(campaign.nameAr),
    season: campaign.season.trim(),
  };
  throwIfInvalid(validateSeasonalCampaign(clean));
  return clean;
}

const columnsOf = (c: Campaign) => ({
  code: c.code,
  name_fr: c.nameFr,
  name_ar: c.nameAr,
  season: c.season,
  start_date: c.startDate,
  end_date: c.endDate,
  is_active: c.is_active,
});

function rethrowUnique(error: unknown, code: string): never {
  if (uniqueViolation(error) === 'seasonal_campaign_code_key') throw codeTaken(code);
  throw error;
}

const audited = (row: SeasonalCampaignRow): Record<string, unknown> => ({ ...row });

/** POST /api/seasonal_campaign: the rules, a code of its own, then the row and its audit. */
export function createCampaign(db: Db, input: SeasonalCampaignInput, userId: number): Promise<SeasonalCampaignRow> {
  const campaign = checked({ ...input, is_active: input.is_active ?? true });
  return db.transaction().execute(async (trx) => {
    if ((await campaignIdByCode(trx, campaign.code)) !== null) throw codeTaken(campaign.code);
    let id: number;
    try {
      id = await insertCampaign(trx, columnsOf(campaign));
    } catch (error) {
      rethrowUnique(error, campaign.code);
    }
    const created = await loadCampaign(trx, id);
    await recordAudit(trx, { userId, action: 'create', entity: 'seasonal_campaign', entityId: id, after: audited(created) });
    return created;
  });
}

/**
 * Applies the fields sent, the campaign locked (a dose recorded meanwhile waits for it: its
 * foreign key needs the row). The whole campaign is judged again by the shared rules; new dates
 * must still hold every dose recorded under it (409 otherwise).
 */
async function updateIn(trx: Transaction<Database>, id: number, patch: SeasonalCampaignPatch, userId: number, action: string) {
  const before = await loadCampaign(trx, id, true);
  const { id: _id, doses: _doses, ...current } = before;
  const campaign = checked({ ...current, ...patch });
  if (campaign.code !== before.code && (await campaignIdByCode(trx, campaign.code, id)) !== null) throw codeTaken(campaign.code);
  if (campaign.startDate !== before.startDate || campaign.endDate !== before.endDate) {
    const outside = await doseOutside(trx, id, campaign.startDate, campaign.endDate);
    if (outside)
      throw refusedByDoses('dosesOutsideDates', `A vaccination of ${outside.vaccination_date} recorded under this campaign would fall outside its dates`);
  }
  const changes = changedFields(columnsOf(current), columnsOf(campaign));
  if (Object.keys(changes.after).length === 0) return before;
  try {
    await updateCampaignRow(trx, id, changes.after);
  } catch (error) {
    rethrowUnique(error, campaign.code);
  }
  const after = await loadCampaign(trx, id);
  await recordAudit(trx, { userId, action, entity: 'seasonal_campaign', entityId: id, ...changedFields(audited(before), audited(after)) });
  return after;
}

export const updateCampaign = (db: Db, id: number, patch: SeasonalCampaignPatch, userId: number) =>
  db.transaction().execute((trx) => updateIn(trx, id, patch, userId, 'update'));

export const setCampaignActive = (db: Db, id: number, active: boolean, userId: number) =>
  db.transaction().execute((trx) => updateIn(trx, id, { is_active: active }, userId, active ? 'activate' : 'deactivate'));

/** DELETE /api/seasonal_campaign/{id}: a campaign with doses recorded is kept (409): deactivate it instead. */
export async function deleteCampaign(db: Db, id: number, userId: number): Promise<void> {
  const hasDoses = () => refusedByDoses('hasDoses', 'Vaccinations are recorded under this campaign: deactivate it instead');
  try {
    await db.transaction().execute(async (trx) => {
      const before = await loadCampaign(trx, id, true);
      if (before.doses > 0) throw hasDoses();
      await deleteCampaignRow(trx, id);
      await recordAudit(trx, { userId, action: 'delete', entity: 'seasonal_campaign', entityId: id, before: audited(before) });
    });
  } catch (error) {
    if (isStillReferenced(error)) throw hasDoses();
    throw error;
  }
}
