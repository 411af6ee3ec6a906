import {
  FIELD_ERROR_CODES,
  KIND_FIELD_KEYS,
  VACCINATION_FIELD_KEYS,
  VACCINATION_STATUS,
  type CatalogueKind,
  type FieldError,
  type KindCreated,
  type KindFolder,
  type KindVaccinationBody,
  type KindVaccinesList,
} from '@evax/shared/contract';
import { dayNumber, tunisToday } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { throwIfInvalid } from '../../http/errors.js';
import { uniqueViolation } from '../../http/unique-violation.js';
import { recordAudit } from '../audit/audit.js';
import { assertFolderOpen } from '../medical-folder/folder.js';
import { campaignsOn, catalogueVaccines, kindRecords } from './kind-queries.js';
import { doseRuleRefused, REFUSAL_DETAIL } from './routine-errors.js';
import { activeInjectionSites, folderChild, visibleChildOr404 } from './routine-queries.js';

const invalid = (key: string, code: FieldError['code'] = 'invalid'): FieldError[] => [{ code, key }];
const invalidChoice = invalid(FIELD_ERROR_CODES.invalid_choice, 'invalid_choice');
const required = invalid(FIELD_ERROR_CODES.required, 'required');

/** GET /api/vaccination_{kind}/{param}: the child and its vaccinations of the kind. */
export async function readKindFolder(db: Db, caller: Caller, kind: CatalogueKind, evaxNumber: string): Promise<KindFolder> {
  const child = await visibleChildOr404(db, caller, evaxNumber);
  return { child: folderChild(child), vaccinations: await kindRecords(db, child.id, kind) };
}

/** GET /api/vaccination_{kind}/{param}/vaccines_list: what may be given to the child: the kind's vaccines (and seasonal, today's campaigns). */
export async function kindVaccinesList(db: Db, caller: Caller, kind: CatalogueKind, evaxNumber: string): Promise<KindVaccinesList> {
  await visibleChildOr404(db, caller, evaxNumber);
  const [vaccines, campaigns] = await Promise.all([catalogueVaccines(db, kind), kind === 'seasonal' ? campaignsOn(db, tunisToday()) : []]);
  return { vaccines, campaigns };
}

/** Field errors against the references and the dates: the kind's vaccine, its specialty, the site, the date, the campaign. */
async function fieldErrors(db: Db, kind: CatalogueKind, body: KindVaccinationBody, birthDate: string, today: string) {
  const doses = body.vaccines_set;
  const [sites, dcis, specialties, campaigns] = await Promise.all([
    activeInjectionSites(db),
    db
      .selectFrom('dci')
      .where(
        'id',
        'in',
        doses.map((d) => d.dci),
      )
      .where('vaccine_category', '=', kind)
      .where('is_active', '=', true)
      .select('id')
      .execute(),
    doses.some((d) => d.specialty)
      ? db
          .selectFrom('specialty')
          .where(
            'id',
            'in',
            doses.flatMap((d) => (d.specialty ? [d.specialty] : [])),
          )
          .where('is_active', '=', true)
          .select(['id', 'dci_id'])
          .execute()
      : [],
    doses.some((d) => d.campaign)
      ? db
          .selectFrom('seasonal_campaign')
          .where(
            'id',
            'in',
            doses.flatMap((d) => (d.campaign ? [d.campaign] : [])),
          )
          .where('is_active', '=', true)
          .select(['id', 'start_date', 'end_date'])
          .execute()
      : [],
  ]);
  const errors: Record<string, FieldError[]> = {};
  doses.forEach((dose, index) => {
    const at = (field: string) => `vaccines_set.${index}.${field}`;
    if (!dcis.some((d) => d.id === dose.dci)) errors[at('dci')] = invalidChoice;
    if (dose.specialty && specialties.find((s) => s.id === dose.specialty)?.dci_id !== dose.dci) errors[at('specialty')] = invalidChoice;
    if (!sites.has(dose.injectionSite)) errors[at('injectionSite')] = invalidChoice;
    if (dayNumber(dose.vaccinationDate) > dayNumber(today)) errors[at('vaccinationDate')] = invalid(VACCINATION_FIELD_KEYS.dateInFuture);
    else if (dayNumber(dose.vaccinationDate) < dayNumber(birthDate)) errors[at('vaccinationDate')] = invalid(VACCINATION_FIELD_KEYS.beforeBirth);
    if (kind === 'occasional') {
      if (dose.campaign) errors[at('campaign')] = invalidChoice;
      return;
    }
    const campaign = campaigns.find((c) => c.id === dose.campaign);
    if (!dose.campaign) errors[at('campaign')] = required;
    else if (!campaign) errors[at('campaign')] = invalidChoice;
    else if ((dose.vaccinationDate < campaign.start_date || dose.vaccinationDate > campaign.end_date) && !errors[at('vaccinationDate')])
      errors[at('vaccinationDate')] = invalid(KIND_FIELD_KEYS.outsideCampaign);
  });
  return errors;
}

/**
 * POST /api/vaccination_occasional and /api/vaccination_seasonal: the vaccines of a visit, all or
 * none. References and dates (400 field errors), the same vaccine twice in the entry
 * (REDUNDANT_VACCINES), the same vaccine already recorded that day (SAME_VACCINE_TWICE, 409);
 * then, the folder open, one row and one audit row each, in one transaction.
 */
export async function createKindVaccinations(db: Db, caller: Caller, kind: CatalogueKind, body: KindVaccinationBody): Promise<KindCreated> {
  const today = tunisToday();
  const child = await visibleChildOr404(db, caller, body.evaxNumber);
  throwIfInvalid(await fieldErrors(db, kind, body, child.birth_date, today));
  const keys = body.vaccines_set.map((d) => `${d.dci}@${d.vaccinationDate}`);
  if (new Set(keys).size !== keys.length) throw doseRuleRefused('redundantVaccines', 'The same vaccine appears twice in the entry');
  const sameDay = await db
    .selectFrom('vaccination')
    .where('citizen_id', '=', child.id)
    .where('kind', 'in', ['occasional', 'seasonal'])
    .where((eb) => eb.or(body.vaccines_set.map((d) => eb.and([eb('dci_id', '=', d.dci), eb('vaccination_date', '=', d.vaccinationDate)]))))
    .select(['dci_id', 'vaccination_date'])
    .executeTakeFirst();
  if (sameDay) {
    const index = body.vaccines_set.findIndex((d) => d.dci === sameDay.dci_id && d.vaccinationDate === sameDay.vaccination_date);
    throw alreadyGivenThatDay(index);
  }
  const structureId = caller.structure?.id ?? null;
  try {
    return await db.transaction().execute(async (trx) => {
      await assertFolderOpen(trx, child.id);
      const ids: number[] = [];
      for (const dose of body.vaccines_set) {
        const values = {
          citizen_id: child.id,
          dci_id: dose.dci,
          kind,
          vaccination_date: dose.vaccinationDate,
          structure_id: structureId,
          lot_number: dose.lotNumber,
          specialty_id: dose.specialty ?? null,
          commercial_name: dose.commercialName ?? null,
          injection_site: dose.injectionSite,
          place: dose.place ?? null,
          quantity: dose.quantity ?? 1,
          campaign_id: kind === 'seasonal' ? dose.campaign! : null,
          status: VACCINATION_STATUS.done,
          created_by: caller.userId,
        };
        const row = await trx.insertInto('vaccination').values(values).returning('id').executeTakeFirstOrThrow();
        const { citizen_id: _citizen, ...recorded } = values;
        await recordAudit(trx, {
          userId: caller.userId,
          structureId,
          action: 'vaccinate',
          entity: 'vaccination',
          citizenId: child.id,
          entityId: Number(row.id),
          after: { evaxNumber: child.evax_number, ...recorded },
        });
        ids.push(Number(row.id));
      }
      return { ids };
    });
  } catch (error) {
    // Two agents recording the same vaccine the same day at once: the second finds it given.
    if (uniqueViolation(error) !== null) throw alreadyGivenThatDay(0);
    throw error;
  }
}

const alreadyGivenThatDay = (index: number) =>
  doseRuleRefused('alreadyGiven', REFUSAL_DETAIL.alreadyGiven, {
    [`vaccines_set.${Math.max(index, 0)}.dci`]: [{ code: 'invalid', key: doseRuleRefused('alreadyGiven', '').envelope.key }],
  });
