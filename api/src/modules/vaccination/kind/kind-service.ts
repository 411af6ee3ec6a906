import {
  KIND_FIELD_KEYS,
  type CatalogueKind,
  type FieldError,
  type KindCreated,
  type KindDoseBody,
  type KindDoseEditBody,
  type KindFolder,
  type KindVaccinationBody,
  type KindVaccinesList,
} from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { throwIfInvalid } from '../../../http/errors.js';
import { uniqueViolation } from '../../../http/unique-violation.js';
import type { SupportingFile } from '../../../http/uploaded-file.js';
import { visibleChildOr404 } from '../../citizen/index.js';
import { cautiousVaccines } from '../common/allergy-precautions.js';
import { activeInjectionSites, activeSpecialties, activeVaccinesOfKind, catalogueVaccines } from '../common/catalogue-queries.js';
import { insertDose } from '../common/dose-queries.js';
import { allergyConfirmationRequired, doseRuleRefused, invalid, invalidChoice, REFUSAL_DETAIL, required, vaccinationDateError } from '../common/errors.js';
import { folderHead } from '../common/folder-head.js';
import { refuseStillValid } from '../common/still-valid.js';
import { recordVisit } from '../common/visit-write.js';
import { activeCampaigns, campaignsOn, kindRecords, sameDayDose } from './kind-queries.js';

/** GET /api/vaccination_{kind}/{param}: the child and its vaccinations of the kind. */
export async function readKindFolder(db: Db, caller: Caller, kind: CatalogueKind, evaxNumber: string): Promise<KindFolder> {
  const child = await visibleChildOr404(db, caller, { evaxNumber }, { reads: 'vaccinations' });
  return { child: folderHead(child), vaccinations: await kindRecords(db, child.id, kind) };
}

/** GET /api/vaccination_{kind}/{param}/vaccines_list: what may be given to the child: the kind's vaccines (and seasonal, today's campaigns). */
export async function kindVaccinesList(db: Db, caller: Caller, kind: CatalogueKind, evaxNumber: string): Promise<KindVaccinesList> {
  await visibleChildOr404(db, caller, { evaxNumber }, { reads: 'vaccinations' });
  const [vaccines, campaigns] = await Promise.all([catalogueVaccines(db, kind), kind === 'seasonal' ? campaignsOn(db, tunisToday()) : []]);
  return { vaccines, campaigns };
}

/** A new dose (its site required by the schema) or an edited one (its site may be empty). */
type CheckedDose = Omit<KindDoseBody, 'injectionSite'> & Pick<KindDoseEditBody, 'injectionSite'>;

/** Field errors against the references and the dates (named vaccines_set.{index}.{field}): the kind's vaccine, its specialty, the site, the date, the campaign. */
export async function kindFieldErrors(db: Db, kind: CatalogueKind, doses: CheckedDose[], birthDate: string, today: string) {
  const [sites, dcis, specialties, campaigns] = await Promise.all([
    activeInjectionSites(db),
    activeVaccinesOfKind(
      db,
      kind,
      doses.map((d) => d.dci),
    ),
    activeSpecialties(
      db,
      doses.flatMap((d) => (d.specialty ? [d.specialty] : [])),
    ),
    activeCampaigns(
      db,
      doses.flatMap((d) => (d.campaign ? [d.campaign] : [])),
    ),
  ]);
  const errors: Record<string, FieldError[]> = {};
  doses.forEach((dose, index) => {
    const at = (field: string) => `vaccines_set.${index}.${field}`;
    if (!dcis.has(dose.dci)) errors[at('dci')] = invalidChoice;
    if (dose.specialty && specialties.find((s) => s.id === dose.specialty)?.dci_id !== dose.dci) errors[at('specialty')] = invalidChoice;
    if (dose.injectionSite != null && !sites.has(dose.injectionSite)) errors[at('injectionSite')] = invalidChoice;
    const dateError = vaccinationDateError(dose.vaccinationDate, birthDate, today);
    if (dateError) errors[at('vaccinationDate')] = dateError;
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

/** The index of the first dose whose vaccine the child already received that day (another row than `except`), or -1. */
export async function alreadyGivenIndex(db: Db, childId: number, doses: Pick<KindDoseBody, 'dci' | 'vaccinationDate'>[], except?: number): Promise<number> {
  const sameDay = await sameDayDose(db, childId, doses, except);
  if (!sameDay) return -1;
  return Math.max(
    doses.findIndex((d) => d.dci === sameDay.dci_id && d.vaccinationDate === sameDay.vaccination_date),
    0,
  );
}

/**
 * POST /api/vaccination_occasional and /api/vaccination_seasonal: the vaccines of a visit, all or
 * none. References, dates and the supporting file (400 field errors), the same vaccine twice in
 * the entry (REDUNDANT_VACCINES), the same vaccine already recorded that day (SAME_VACCINE_TWICE,
 * 409), a dose of it still valid (VACCINE_STILL_VALID, 409), an allergy precaution not confirmed (ALLERGY_CONFIRMATION_REQUIRED, 409); then, the folder
 * open, the file, one row and one audit row each, in one transaction.
 */
export async function createKindVaccinations(
  db: Db,
  caller: Caller,
  kind: CatalogueKind,
  body: KindVaccinationBody,
  visit: { file: SupportingFile | null; errors: Record<string, FieldError[]> } = { file: null, errors: {} },
): Promise<KindCreated> {
  const today = tunisToday();
  const child = await visibleChildOr404(db, caller, { evaxNumber: body.evaxNumber });
  throwIfInvalid({ ...(await kindFieldErrors(db, kind, body.vaccines_set, child.birthDate, today)), ...visit.errors });
  const keys = body.vaccines_set.map((d) => `${d.dci}@${d.vaccinationDate}`);
  if (new Set(keys).size !== keys.length) throw doseRuleRefused('redundantVaccines', 'The same vaccine appears twice in the entry');
  const given = await alreadyGivenIndex(db, child.id, body.vaccines_set);
  if (given >= 0) throw alreadyGivenThatDay(`vaccines_set.${given}.dci`);
  await refuseStillValid(
    db,
    child.id,
    body.vaccines_set.map((d) => ({ dci: d.dci, date: d.vaccinationDate })),
    (index) => `vaccines_set.${index}.dci`,
  );
  // An allergy of the child's folder calling for caution with a vaccine: the agent confirms, and it is recorded.
  const cautious = await cautiousVaccines(
    db,
    child.id,
    body.vaccines_set.map((d) => d.dci),
  );
  const unconfirmed = body.vaccines_set.flatMap((d, index) => (cautious.has(d.dci) ? [`vaccines_set.${index}.dci`] : []));
  if (unconfirmed.length > 0 && body.allergyConfirmed !== true) throw allergyConfirmationRequired(unconfirmed);
  try {
    return await recordVisit(db, caller, child, visit.file, body.vaccines_set, async (trx, dose, recorded) => {
      const values = { ...recorded, kind, ...kindDoseColumns(kind, dose), allergy_confirmed: cautious.has(dose.dci) };
      return { id: await insertDose(trx, values), action: 'vaccinate', values };
    });
  } catch (error) {
    // Two agents recording the same vaccine the same day at once: the second finds it given.
    if (uniqueViolation(error) !== null) throw alreadyGivenThatDay('vaccines_set.0.dci');
    throw error;
  }
}

/** The columns of a dose of the kind, as the form gives them (a create writes them, an edit replaces them). */
export const kindDoseColumns = (kind: CatalogueKind, dose: CheckedDose) => ({
  dci_id: dose.dci,
  vaccination_date: dose.vaccinationDate,
  lot_number: dose.lotNumber,
  specialty_id: dose.specialty ?? null,
  commercial_name: dose.commercialName ?? null,
  injection_site: dose.injectionSite ?? null,
  place: dose.place ?? null,
  quantity: dose.quantity ?? 1,
  campaign_id: kind === 'seasonal' ? dose.campaign! : null,
});

/** 409 SAME_VACCINE_TWICE, the field of the vaccine named. */
export const alreadyGivenThatDay = (field: string) =>
  doseRuleRefused('alreadyGiven', REFUSAL_DETAIL.alreadyGiven, {
    [field]: [{ code: 'invalid', key: doseRuleRefused('alreadyGiven', '').envelope.key }],
  });
