import {
  MAPI_ERROR_KEYS,
  type FieldError,
  type MapiRequest,
  type MapiRow,
  type MapiVaccinationChoice,
  type MetricList,
  type SeriousMapiRow,
  type VaccineCategory,
} from '@evax/shared/contract';
import { measurementDateErrors } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { entityNotFound, throwIfInvalid } from '../../http/errors.js';
import { changedFields } from '../audit/index.js';
import { visibleChildOr404, type VisibleChild } from '../citizen/index.js';
import { givenVaccinationsOf } from '../vaccination/index.js';
import { assertFolderOpen, folderRecordOr404 } from './folder.js';
import {
  deleteMapiRow,
  findMapi,
  insertMapi,
  mapiRecordsOf,
  seriousMapiPage,
  setReportVaccinations,
  updateMapiRow,
  vaccinationsOfReports,
  type MapiColumns,
  type MapiRecord,
} from './mapi-queries.js';
import { auditFolderWrite } from './metric-rules.js';

function toRow(evaxNumber: string, record: MapiRecord, vaccinations: MapiVaccinationChoice[]): MapiRow {
  return {
    id: record.id,
    evaxNumber,
    category: record.category,
    date: record.event_date,
    startTime: record.start_time,
    severity: record.severity as MapiRow['severity'],
    description: record.description,
    earlierSideEffect: record.earlier_side_effect as MapiRow['earlierSideEffect'],
    knownDrugAllergy: record.known_drug_allergy as MapiRow['knownDrugAllergy'],
    chronicDisease: record.chronic_disease as MapiRow['chronicDisease'],
    medicationTaken: record.medication_taken as MapiRow['medicationTaken'],
    historyDetails: record.history_details,
    investigationDone: record.investigation_done,
    investigationDate: record.investigation_done ? record.investigation_date : null,
    investigationDetails: record.investigation_done ? record.investigation_details : null,
    serious: record.serious,
    seriousCriteria: record.serious_criteria as MapiRow['seriousCriteria'],
    outcome: record.outcome as MapiRow['outcome'],
    vaccinations,
  };
}

async function rowsOf(db: Db, evaxNumber: string, records: MapiRecord[]): Promise<MapiRow[]> {
  const vaccinations = await vaccinationsOfReports(
    db,
    records.map((r) => r.id),
  );
  return records.map((record) => toRow(evaxNumber, record, vaccinations.get(record.id) ?? []));
}

/** Spec 2 §7: the child's reports, newest first. */
export async function listMapi(db: Db, caller: Caller, evaxNumber: string): Promise<MetricList<MapiRow>> {
  const child = await visibleChildOr404(db, caller, { evaxNumber }, { reads: 'mapi' });
  const records = await mapiRecordsOf(db, child.id);
  const results = await rowsOf(db, child.evaxNumber, records);
  return { count: results.length, results };
}

/** The child's given vaccinations a report may name (newest first). */
export async function mapiVaccinationChoices(db: Db, caller: Caller, evaxNumber: string): Promise<MetricList<MapiVaccinationChoice>> {
  const child = await visibleChildOr404(db, caller, { evaxNumber }, { reads: 'mapi' });
  const results = await givenVaccinationsOf(db, child.id);
  return { count: results.length, results };
}

/**
 * The report's rules (400, on the fields at fault, nothing written): the event's date neither in
 * the future nor before the birth nor before a suspected vaccination; the investigation dated
 * when one was done; seriousness criteria when serious; each suspected vaccination a given one of
 * this child, of the path's category. Answers the vaccinations with their lot numbers.
 */
async function checkReport(trx: Db, child: VisibleChild, category: VaccineCategory, body: MapiRequest): Promise<MapiVaccinationChoice[]> {
  const fields: Record<string, FieldError[]> = {};
  const dateErrors = measurementDateErrors(body.date, child.birthDate);
  if (dateErrors.length > 0) fields.date = dateErrors;
  if (body.investigationDone) {
    if (!body.investigationDate) fields.investigationDate = [{ code: 'required', key: MAPI_ERROR_KEYS.investigationDateRequired }];
    else {
      const errors = measurementDateErrors(body.investigationDate, child.birthDate);
      if (errors.length > 0) fields.investigationDate = errors;
    }
  }
  if (body.serious && body.seriousCriteria.length === 0) fields.seriousCriteria = [{ code: 'required', key: MAPI_ERROR_KEYS.seriousCriteriaRequired }];
  const vaccinations = await givenVaccinationsOf(trx, child.id, { kind: category, ids: body.vaccinationIds });
  if (vaccinations.length !== body.vaccinationIds.length) fields.vaccinationIds = [{ code: 'invalid', key: MAPI_ERROR_KEYS.vaccinationNotOfChild }];
  else if (!fields.date && vaccinations.some((v) => v.date > body.date)) fields.date = [{ code: 'invalid', key: MAPI_ERROR_KEYS.beforeVaccination }];
  throwIfInvalid(fields);
  return vaccinations;
}

function columnsOf(category: VaccineCategory, body: MapiRequest): MapiColumns {
  return {
    category,
    event_date: body.date,
    start_time: body.startTime,
    severity: body.severity,
    description: body.description,
    earlier_side_effect: body.earlierSideEffect,
    known_drug_allergy: body.knownDrugAllergy,
    chronic_disease: body.chronicDisease,
    medication_taken: body.medicationTaken,
    history_details: body.historyDetails?.trim() || null,
    investigation_done: body.investigationDone,
    investigation_date: body.investigationDone ? (body.investigationDate ?? null) : null,
    investigation_details: body.investigationDone ? body.investigationDetails?.trim() || null : null,
    serious: body.serious,
    serious_criteria: body.serious ? [...body.seriousCriteria] : [],
    outcome: body.outcome,
  };
}

/** What the audit keeps of a report. */
const snapshot = (record: MapiRecord, vaccinationIds: number[]) => ({
  category: record.category,
  date: record.event_date,
  startTime: record.start_time,
  severity: record.severity,
  serious: record.serious,
  seriousCriteria: record.serious_criteria.join(','),
  outcome: record.outcome,
  investigationDone: record.investigation_done,
  vaccinationIds: vaccinationIds.join(','),
});

export async function createMapi(db: Db, caller: Caller, evaxNumber: string, category: VaccineCategory, body: MapiRequest): Promise<MapiRow> {
  const child = await visibleChildOr404(db, caller, { evaxNumber });
  return db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const vaccinations = await checkReport(trx, child, category, body);
    const record = await insertMapi(trx, child.id, caller.structure?.id ?? null, columnsOf(category, body));
    await setReportVaccinations(trx, record.id, vaccinations);
    await auditFolderWrite(trx, caller, {
      action: 'create',
      entity: 'mapi',
      entityId: record.id,
      childId: child.id,
      after: snapshot(record, body.vaccinationIds),
    });
    return (await rowsOf(trx, child.evaxNumber, [record]))[0]!;
  });
}

/** A report and its child, or 404 (a report of another centre's child as well). */
const mapiOr404 = async (db: Db, caller: Caller, id: number, reads?: 'mapi') =>
  folderRecordOr404(db, caller, await findMapi(db, id), () => entityNotFound('MAPI report not found'), reads);

export async function getMapi(db: Db, caller: Caller, id: number): Promise<MapiRow> {
  const { record, child } = await mapiOr404(db, caller, id, 'mapi');
  return (await rowsOf(db, child.evaxNumber, [record]))[0]!;
}

export async function updateMapi(db: Db, caller: Caller, id: number, category: VaccineCategory, body: MapiRequest): Promise<MapiRow> {
  const { record, child } = await mapiOr404(db, caller, id);
  return db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const vaccinations = await checkReport(trx, child, category, body);
    const before = (await vaccinationsOfReports(trx, [id])).get(id)!.map((v) => v.id);
    const updated = await updateMapiRow(trx, id, columnsOf(category, body));
    await setReportVaccinations(trx, id, vaccinations);
    const changes = changedFields(snapshot(record, before), snapshot(updated, body.vaccinationIds));
    await auditFolderWrite(trx, caller, { action: 'update', entity: 'mapi', entityId: id, childId: child.id, ...changes });
    return (await rowsOf(trx, child.evaxNumber, [updated]))[0]!;
  });
}

export async function deleteMapi(db: Db, caller: Caller, id: number): Promise<void> {
  const { record, child } = await mapiOr404(db, caller, id);
  await db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const before = (await vaccinationsOfReports(trx, [id])).get(id)!.map((v) => v.id);
    await deleteMapiRow(trx, id);
    await auditFolderWrite(trx, caller, { action: 'delete', entity: 'mapi', entityId: id, childId: child.id, before: snapshot(record, before) });
  });
}

/**
 * The serious reports, newest first, a page at a time, of the children the caller sees: the whole
 * country for national-level users (superuser, DSSB, the national structure), a governorate for a
 * regional directorate, its own children for a centre.
 */
export async function listSeriousMapi(db: Db, caller: Caller, page: number, pageSize: number): Promise<{ count: number; results: SeriousMapiRow[] }> {
  const { count, rows } = await seriousMapiPage(db, caller, page, pageSize);
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      evaxNumber: row.evax_number,
      childNameFr: `${row.first_name_fr} ${row.last_name_fr}`,
      childNameAr: `${row.first_name_ar} ${row.last_name_ar}`,
      date: row.event_date,
      seriousCriteria: row.serious_criteria as MapiRow['seriousCriteria'],
      outcome: row.outcome as MapiRow['outcome'],
      structureFr: row.structure_fr,
      structureAr: row.structure_ar,
    })),
  };
}
