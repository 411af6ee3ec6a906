import {
  KIND_FIELD_KEYS,
  type FieldError,
  type InternationalBody,
  type InternationalFolder,
  type InternationalRecord,
  type KindVaccinesList,
} from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { entityNotFound, throwIfInvalid } from '../../../http/errors.js';
import { actorOf, recordAudit } from '../../audit/index.js';
import { visibleChildOr404, type VisibleChild } from '../../citizen/index.js';
import { assertFolderOpen } from '../../medical-folder/index.js';
import { activeVaccinesOfKind, catalogueVaccines } from '../common/catalogue-queries.js';
import { invalid, invalidChoice, required, vaccinationDateError } from '../common/errors.js';
import { folderHead } from '../common/folder-head.js';
import { refuseStillValid } from '../common/still-valid.js';
import type { EditedDose } from '../common/validity-queries.js';
import {
  deleteInternationalRow,
  insertInternational,
  internationalRecords,
  lockedInternational,
  residencePlaces,
  updateInternationalRow,
} from './international-queries.js';

const notFound = () => entityNotFound('International vaccination not found');

const givesVaccine = (body: InternationalBody) => body.treatmentMode !== 'medicine';
const givesMedicine = (body: InternationalBody) => body.treatmentMode !== 'vaccine';

/**
 * The rules of spec 2 §5 on a travel record: the vaccine of the international catalogue when one
 * is given, the medicine's name and treatment period when one is, the delegation of the
 * governorate, each start on or before its end, the dispensation not in the future nor before
 * the birth.
 */
async function fieldErrors(db: Db, body: InternationalBody, birthDate: string, today: string) {
  const errors: Record<string, FieldError[]> = {};
  const [{ governorateExists, delegationGovernorate }, vaccines] = await Promise.all([
    residencePlaces(db, body.residenceGovernorate, body.residenceDelegation),
    activeVaccinesOfKind(db, 'international', body.dci ? [body.dci] : []),
  ]);
  if (!governorateExists) errors.residenceGovernorate = invalidChoice;
  if (delegationGovernorate === undefined) errors.residenceDelegation = invalidChoice;
  else if (governorateExists && delegationGovernorate !== body.residenceGovernorate)
    errors.residenceDelegation = invalid(KIND_FIELD_KEYS.delegationNotInGovernorate);
  if (givesVaccine(body) && !body.dci) errors.dci = required;
  else if (body.dci && !givesVaccine(body)) errors.dci = invalidChoice;
  else if (body.dci && !vaccines.has(body.dci)) errors.dci = invalidChoice;
  if (givesMedicine(body)) {
    if (!body.medicineName?.trim()) errors.medicineName = required;
    if (!body.treatmentStart) errors.treatmentStart = required;
    if (!body.treatmentEnd) errors.treatmentEnd = required;
  }
  // Egg-cultured vaccines (yellow fever, influenza) may be contraindicated: the agent confirms, and it is recorded.
  if (body.eggAllergy && givesVaccine(body) && body.eggAllergyConfirmed !== true)
    errors.eggAllergyConfirmed = invalid(KIND_FIELD_KEYS.eggAllergyNotConfirmed, 'required');
  if (body.stayEnd < body.stayStart) errors.stayEnd = invalid(KIND_FIELD_KEYS.endBeforeStart);
  if (body.treatmentStart && body.treatmentEnd && body.treatmentEnd < body.treatmentStart) errors.treatmentEnd = invalid(KIND_FIELD_KEYS.endBeforeStart);
  const dateError = vaccinationDateError(body.dispensationDate, birthDate, today);
  if (dateError) errors.dispensationDate = dateError;
  return errors;
}

const columnsOf = (body: InternationalBody) => ({
  destination_country: body.destinationCountry,
  stay_start: body.stayStart,
  stay_end: body.stayEnd,
  stay_type: body.stayType,
  residence_governorate_id: body.residenceGovernorate,
  residence_delegation_id: body.residenceDelegation,
  treatment_mode: body.treatmentMode,
  dci_id: givesVaccine(body) ? (body.dci ?? null) : null,
  egg_allergy: body.eggAllergy,
  egg_allergy_confirmed: body.eggAllergy && givesVaccine(body) && body.eggAllergyConfirmed === true,
  administration_route: body.administrationRoute,
  quantity: body.quantity,
  treatment_start: givesMedicine(body) ? (body.treatmentStart ?? null) : null,
  treatment_end: givesMedicine(body) ? (body.treatmentEnd ?? null) : null,
  dispensation_date: body.dispensationDate,
  medicine_name: givesMedicine(body) ? (body.medicineName?.trim() ?? null) : null,
  batch_number: body.batchNumber,
});

/** The vaccine given must not be one a dose of which still protects the child (409, spec 2 §8). */
async function refuseVaccineStillValid(db: Db, childId: number, body: InternationalBody, edited?: EditedDose) {
  if (givesVaccine(body) && body.dci) await refuseStillValid(db, childId, [{ dci: body.dci, date: body.dispensationDate }], () => 'dci', edited);
}

/** GET /api/vaccination_international/{param}/list: the child and its travel records. */
export async function readInternationalFolder(db: Db, caller: Caller, evaxNumber: string): Promise<InternationalFolder> {
  const child = await visibleChildOr404(db, caller, { evaxNumber }, { reads: 'international' });
  const records = await internationalRecords(db, { childId: child.id });
  return { child: folderHead(child), vaccinations: records.map(({ record }) => record) };
}

/** GET /api/vaccination_international/{param}/vaccines_list: the international vaccines of the catalogue (no campaigns). */
export async function internationalVaccinesList(db: Db, caller: Caller, evaxNumber: string): Promise<KindVaccinesList> {
  await visibleChildOr404(db, caller, { evaxNumber }, { reads: 'international' });
  return { vaccines: await catalogueVaccines(db, 'international'), campaigns: [] };
}

/** A record and its child, through the child gate (a record of a child the caller does not see is missing: 404). */
async function visibleRecordOr404(db: Db, caller: Caller, id: number, reads?: 'international'): Promise<{ record: InternationalRecord; child: VisibleChild }> {
  const [found] = await internationalRecords(db, { id });
  if (!found) throw notFound();
  return { record: found.record, child: await visibleChildOr404(db, caller, { id: found.childId }, { notFound, reads }) };
}

/** GET /api/vaccination_international/{id}: one record of a child the caller sees (else 404). */
export async function readInternational(db: Db, caller: Caller, id: number): Promise<InternationalRecord> {
  return (await visibleRecordOr404(db, caller, id, 'international')).record;
}

/** POST /api/vaccination_international/create: checked, then written with its audit row, the folder open. */
export async function createInternational(db: Db, caller: Caller, body: InternationalBody): Promise<{ id: number }> {
  const child = await visibleChildOr404(db, caller, { evaxNumber: body.evaxNumber });
  throwIfInvalid(await fieldErrors(db, body, child.birthDate, tunisToday()));
  await refuseVaccineStillValid(db, child.id, body);
  const structureId = caller.structure?.id ?? null;
  return db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const id = await insertInternational(trx, { ...columnsOf(body), citizen_id: child.id, structure_id: structureId, created_by: caller.userId });
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'create',
      entity: 'international_vaccination',
      citizenId: child.id,
      entityId: id,
      after: { evaxNumber: child.evaxNumber, ...columnsOf(body) },
    });
    return { id };
  });
}

/** PUT /api/vaccination_international/{id}: the record replaced (the child stays the same), audited with the fields before and after. */
export async function updateInternational(db: Db, caller: Caller, id: number, body: InternationalBody): Promise<InternationalRecord> {
  const { record, child } = await visibleRecordOr404(db, caller, id);
  if (body.evaxNumber !== record.evaxNumber) throwIfInvalid({ evaxNumber: invalidChoice });
  throwIfInvalid(await fieldErrors(db, body, child.birthDate, tunisToday()));
  await refuseVaccineStillValid(db, child.id, body, { international: id });
  await db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const before = await lockedInternational(trx, id);
    if (!before) throw notFound();
    const after = columnsOf(body);
    await updateInternationalRow(trx, id, after);
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((key) => String(before[key]) !== String(after[key]));
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'update',
      entity: 'international_vaccination',
      citizenId: child.id,
      entityId: id,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    });
  });
  const [updated] = await internationalRecords(db, { id });
  if (!updated) throw notFound();
  return updated.record;
}

/** DELETE /api/vaccination_international/{id}/delete: removed, its fields kept in the audit row. */
export async function deleteInternational(db: Db, caller: Caller, id: number): Promise<void> {
  const { record, child } = await visibleRecordOr404(db, caller, id);
  await db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    if (!(await deleteInternationalRow(trx, id))) throw notFound();
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'delete',
      entity: 'international_vaccination',
      citizenId: child.id,
      entityId: id,
      before: { ...record },
    });
  });
}
