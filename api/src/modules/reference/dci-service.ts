import type { Kysely, Transaction } from 'kysely';
import { type DciDetail, type DciInput, type DciRow, type ExportFormat, type ImportMode, type ImportReport, type Paged } from '@evax/shared/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { DciBody } from '@evax/shared/contract/schemas';
import { dciNameArErrors, normalizeText } from '@evax/shared/validation';
import { countAndPage, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import { audit, type AuditAction } from './audit.js';
import {
  DCI_ORDERING,
  dciIdByName,
  dciIdByNameAr,
  dciReferences,
  deleteDciRow,
  filteredDci,
  findDci,
  insertDciRow,
  selectDciColumns,
  updateDciRow,
  type DciFilters,
} from './dci-queries.js';
import { entityNotFound } from '../../http/errors.js';
import { isStillReferenced, uniqueViolation } from '../../http/unique-violation.js';
import { entityAlreadyExists, entityNotValid, invalidInput } from './errors.js';
import { booleanCell, integerCell, listCell } from '../../http/import-export/cells.js';
import { flag, sendExport } from '../../http/import-export/export-file.js';
import { readImportFile, type ImportRecord } from '../../http/import-export/import-file.js';
import { runImport, type RowImporter } from '../../http/import-export/run-import.js';
import { schemaCheck } from '../../http/import-export/schema-check.js';

const DEFAULT_ORDER = { field: 'name', descending: false };

export type DciPatch = Partial<DciInput>;

// ---------------------------------------------------------------------------------------------
// Reading

type DciColumns = {
  id: number;
  name: string;
  name_ar: string | null;
  vaccine_type: string;
  vaccine_category: string;
  age_range: string[];
  is_active: boolean;
  validity_days: number | null;
};

const toRow = (row: DciColumns): DciRow => ({
  id: row.id,
  name: row.name,
  nameAr: row.name_ar,
  vaccineType: row.vaccine_type,
  vaccineCategory: row.vaccine_category,
  ageRange: row.age_range,
  is_active: row.is_active,
  validityDays: row.validity_days,
});

export async function listDci(db: Db, params: ListParams, filters: Omit<DciFilters, 'search'>): Promise<Paged<DciRow>> {
  return countAndPage(filteredDci(db, { ...filters, search: params.search }), async (query) => {
    const rows = await pageOf(orderedBy(selectDciColumns(query), params.ordering, DCI_ORDERING, DEFAULT_ORDER, 'd.id'), params).execute();
    return rows.map(toRow);
  });
}

async function loadDci(db: Kysely<Database>, id: number, forUpdate = false): Promise<DciDetail> {
  const row = await findDci(db, id, { forUpdate });
  if (!row) throw entityNotFound(`No DCI with id ${id}`);
  return {
    ...toRow(row),
    specialtiesCount: Number(row.specialties_count ?? 0),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export const getDci = (db: Db, id: number) => loadDci(db, id);

// ---------------------------------------------------------------------------------------------
// Writing: each function runs in the caller's transaction and records itself in the audit log.

const nameTaken = (name: string) => entityAlreadyExists(['name'], `A DCI named "${name}" already exists`);
const nameArTaken = (nameAr: string) => entityAlreadyExists(['nameAr'], `A DCI with the Arabic name "${nameAr}" already exists`);

/** The write's own unique violation (two requests at once past the check) reads as the check would. */
function rethrowUnique(error: unknown, name: string | undefined, nameAr: string | null | undefined): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'dci_name_lower_key' && name !== undefined) throw nameTaken(name);
  if (constraint === 'dci_name_ar_key' && nameAr) throw nameArTaken(nameAr);
  throw error;
}

/** The Arabic name as stored: Arabic text (the form's rule, arabicTwinErrors), '' read as none. */
function arabicName(nameAr: string | null | undefined): string | null | undefined {
  if (nameAr === undefined) return undefined;
  const errors = dciNameArErrors(nameAr);
  if (errors.length > 0) throw invalidInput({ nameAr: errors }, 'The Arabic name must be Arabic text of 2 to 200 characters');
  return nameAr ? normalizeText(nameAr) : null;
}

/** What the audit log keeps of a DCI: the row as the API shows it. */
const snapshot = (dci: DciDetail): DciRow =>
  toRow({
    id: dci.id,
    name: dci.name,
    name_ar: dci.nameAr,
    vaccine_type: dci.vaccineType,
    vaccine_category: dci.vaccineCategory,
    age_range: dci.ageRange,
    is_active: dci.is_active,
    validity_days: dci.validityDays,
  });

export async function insertDci(trx: Transaction<Database>, input: DciInput, userId: number, action: AuditAction = 'create'): Promise<DciDetail> {
  if ((await dciIdByName(trx, input.name)) !== null) throw nameTaken(input.name);
  const nameAr = arabicName(input.nameAr) ?? null;
  if (nameAr !== null && (await dciIdByNameAr(trx, nameAr)) !== null) throw nameArTaken(nameAr);
  let id: number;
  try {
    id = await insertDciRow(trx, {
      name: input.name,
      name_ar: nameAr,
      vaccine_type: input.vaccineType,
      vaccine_category: input.vaccineCategory,
      age_range: input.ageRange,
      is_active: input.is_active ?? true,
      validity_days: input.validityDays ?? null,
    });
  } catch (error) {
    rethrowUnique(error, input.name, nameAr);
  }
  const created = await loadDci(trx, id);
  await audit(trx, { userId, action, entity: 'dci', entityId: id, after: snapshot(created) });
  return created;
}

const sameRange = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((code, i) => code === b[i]);

/** The fields of `patch` that differ from the DCI as it is. */
function changesOf(current: DciDetail, patch: DciPatch) {
  const changes: Partial<{
    name: string;
    name_ar: string | null;
    vaccine_type: string;
    vaccine_category: DciInput['vaccineCategory'];
    age_range: string[];
    is_active: boolean;
    validity_days: number | null;
  }> = {};
  if (patch.name !== undefined && patch.name !== current.name) changes.name = patch.name;
  const nameAr = arabicName(patch.nameAr);
  if (nameAr !== undefined && nameAr !== current.nameAr) changes.name_ar = nameAr;
  if (patch.vaccineType !== undefined && patch.vaccineType !== current.vaccineType) changes.vaccine_type = patch.vaccineType;
  if (patch.vaccineCategory !== undefined && patch.vaccineCategory !== current.vaccineCategory) changes.vaccine_category = patch.vaccineCategory;
  if (patch.ageRange !== undefined && !sameRange(patch.ageRange, current.ageRange)) changes.age_range = patch.ageRange;
  if (patch.is_active !== undefined && patch.is_active !== current.is_active) changes.is_active = patch.is_active;
  if (patch.validityDays !== undefined && patch.validityDays !== current.validityDays) changes.validity_days = patch.validityDays;
  return changes;
}

/** Applies the changes of `patch`; resolves to the DCI and whether anything changed (nothing is audited otherwise). */
export async function updateDciIn(
  trx: Transaction<Database>,
  id: number,
  patch: DciPatch,
  userId: number,
  action: AuditAction = 'update',
): Promise<{ dci: DciDetail; changed: boolean }> {
  const before = await loadDci(trx, id, true);
  const changes = changesOf(before, patch);
  if (Object.keys(changes).length === 0) return { dci: before, changed: false };
  if (changes.name !== undefined && (await dciIdByName(trx, changes.name, id)) !== null) throw nameTaken(changes.name);
  if (changes.name_ar && (await dciIdByNameAr(trx, changes.name_ar, id)) !== null) throw nameArTaken(changes.name_ar);
  try {
    await updateDciRow(trx, id, changes);
  } catch (error) {
    rethrowUnique(error, changes.name, changes.name_ar);
  }
  const after = await loadDci(trx, id);
  await audit(trx, { userId, action, entity: 'dci', entityId: id, before: snapshot(before), after: snapshot(after) });
  return { dci: after, changed: true };
}

export const createDci = (db: Db, input: DciInput, userId: number) => db.transaction().execute((trx) => insertDci(trx, input, userId));

export const updateDci = (db: Db, id: number, patch: DciPatch, userId: number) =>
  db.transaction().execute(async (trx) => (await updateDciIn(trx, id, patch, userId)).dci);

/** Activation and deactivation: idempotent (no audit entry when the flag is already so). */
export const setDciActive = (db: Db, id: number, active: boolean, userId: number) =>
  db.transaction().execute(async (trx) => (await updateDciIn(trx, id, { is_active: active }, userId, active ? 'activate' : 'deactivate')).dci);

/**
 * Deletes a DCI nothing refers to. One that vaccinations, the routine schedule or specialties
 * use is kept (400, code 201): deactivate it instead, so that its history stays readable.
 */
export async function deleteDci(db: Db, id: number, userId: number): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const before = await loadDci(trx, id, true);
      const refs = await dciReferences(trx, id);
      if (refs.vaccinations + refs.scheduleDoses + refs.specialties > 0) throw inUse(refs);
      await deleteDciRow(trx, id);
      await audit(trx, { userId, action: 'delete', entity: 'dci', entityId: id, before: snapshot(before) });
    });
  } catch (error) {
    if (isStillReferenced(error)) throw inUse(null);
    throw error;
  }
}

function inUse(refs: { vaccinations: number; scheduleDoses: number; specialties: number } | null) {
  const what = refs
    ? [
        refs.vaccinations && `${refs.vaccinations} vaccination(s)`,
        refs.scheduleDoses && `${refs.scheduleDoses} dose(s) of the routine schedule`,
        refs.specialties && `${refs.specialties} specialty(ies)`,
      ]
        .filter(Boolean)
        .join(', ')
    : 'other records';
  return entityNotValid(`This DCI is used by ${what}: deactivate it instead`);
}

// ---------------------------------------------------------------------------------------------
// Export and import

/** nameAr, then validityDays, last: the columns of files made before them keep their places. */
export const DCI_COLUMNS = ['id', 'name', 'vaccineType', 'vaccineCategory', 'ageRange', 'is_active', 'nameAr', 'validityDays'] as const;
const REQUIRED_COLUMNS = ['name', 'vaccineType', 'vaccineCategory'] as const;

/** Every DCI the list's filters select, in the list's order, as a CSV or XLSX file. */
export async function exportDci(db: Db, reply: FastifyReply, filters: DciFilters, ordering: ListParams['ordering'], format: ExportFormat) {
  const rows = await orderedBy(selectDciColumns(filteredDci(db, filters)), ordering, DCI_ORDERING, DEFAULT_ORDER, 'd.id').execute();
  const widths = [8, 60, 18, 16, 30, 10, 60, 14];
  return sendExport(
    reply,
    {
      baseName: 'dci',
      sheetName: 'DCI',
      columns: DCI_COLUMNS.map((name, i) => ({ name, width: widths[i]! })),
      rows: rows.map((d) => [d.id, d.name, d.vaccine_type, d.vaccine_category, d.age_range.join(' '), flag(d.is_active), d.name_ar, d.validity_days]),
    },
    format,
  );
}

const checkDciRow = schemaCheck<DciInput>(DciBody);
const idCell = (record: ImportRecord) => integerCell(record.cells.id ?? null);

/**
 * A row updates the DCI of its `id` when it has one, else the DCI of its name (whatever the
 * case), else creates one. A name twice in the file is a duplicate, whichever row comes first.
 */
function dciImporter(userId: number): RowImporter {
  const seenNames = new Set<string>();
  const seenIds = new Set<number>();
  return {
    keyOf: (record) => record.cells.name ?? null,
    async importRow(trx, record) {
      const { cells } = record;
      const body: Record<string, unknown> = {
        name: cells.name ?? undefined,
        vaccineType: cells.vaccineType ?? undefined,
        vaccineCategory: cells.vaccineCategory ?? undefined,
        ageRange: listCell(cells.ageRange ?? null),
      };
      const active = booleanCell(cells.is_active ?? null);
      if (active !== undefined) body.is_active = active;
      // A file without the column keeps the Arabic names; an empty cell clears one.
      if ('nameAr' in cells) body.nameAr = cells.nameAr ?? null;
      // Likewise the validity: a file without the column keeps it, an empty cell clears it.
      if ('validityDays' in cells) body.validityDays = integerCell(cells.validityDays ?? null);
      const id = idCell(record);
      const checked = checkDciRow(Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)));
      if (checked.errors) throw invalidInput(checked.errors, 'This row breaks the DCI rules');
      if (typeof id === 'string') throw invalidInput({ id: [{ code: 'invalid', key: 'ERROR.CODE.VALIDATION.INVALID' }] }, 'The id must be a whole number');
      const input = checked.value;
      const nameKey = input.name.toLowerCase();
      if (seenNames.has(nameKey) || (id !== null && seenIds.has(id)))
        throw entityAlreadyExists([seenNames.has(nameKey) ? 'name' : 'id'], 'An earlier row of the file has this DCI already');
      seenNames.add(nameKey);
      if (id !== null) seenIds.add(id);

      const targetId = id ?? (await dciIdByName(trx, input.name));
      if (targetId === null) return { status: 'created', id: (await insertDci(trx, input, userId, 'import_create')).id };
      const patch: DciPatch = { ...input };
      if (active === undefined) delete patch.is_active; // an empty cell keeps the flag
      const { dci, changed } = await updateDciIn(trx, targetId, patch, userId, 'import_update');
      return { status: changed ? 'updated' : 'unchanged', id: dci.id };
    },
  };
}

export async function importDci(db: Db, file: { fileName: string; content: Buffer }, mode: ImportMode, userId: number): Promise<ImportReport> {
  const table = await readImportFile(file, { known: DCI_COLUMNS, required: REQUIRED_COLUMNS });
  return runImport(db, table, dciImporter(userId), mode);
}
