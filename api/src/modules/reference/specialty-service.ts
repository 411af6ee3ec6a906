import type { Kysely, Transaction } from 'kysely';
import { type ExportFormat, type ImportMode, type ImportReport, type Paged, type SpecialtyInput, type SpecialtyRow } from '@evax/shared/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { countAndPage, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import { audit, type AuditAction } from './audit.js';
import { entityNotFound } from '../../http/errors.js';
import { isStillReferenced, uniqueViolation } from '../../http/unique-violation.js';
import { entityAlreadyExists, entityNotValid, fieldErrors, invalidInput } from './errors.js';
import { booleanCell, integerCell } from '../../http/import-export/cells.js';
import { flag, sendExport } from '../../http/import-export/export-file.js';
import { readImportFile } from '../../http/import-export/import-file.js';
import { runImport, type RowImporter } from '../../http/import-export/run-import.js';
import { schemaCheck } from '../../http/import-export/schema-check.js';
import {
  SPECIALTY_ORDERING,
  dciIdOf,
  dciState,
  deleteSpecialtyRow,
  filteredSpecialties,
  findSpecialty,
  insertSpecialtyRow,
  selectSpecialtyColumns,
  specialtyIdByPctCode,
  updateSpecialtyRow,
  type SpecialtyFilters,
} from './specialty-queries.js';
import { SpecialtyBody } from '@evax/shared/contract/schemas';
import { labelArErrors, normalizeText } from '@evax/shared/validation';

export { SPECIALTY_ORDERING };

const DEFAULT_ORDER = { field: 'commercialName', descending: false };

export type SpecialtyPatch = Partial<SpecialtyInput>;

// ---------------------------------------------------------------------------------------------
// Reading

type SpecialtyColumns = {
  id: number;
  dci_id: number;
  dci_name: string;
  dci_name_ar: string | null;
  pct_code: string;
  commercial_name: string;
  manufacturer: string;
  label: string | null;
  label_ar: string | null;
  reminder: number | null;
  is_active: boolean;
};

const toRow = (row: SpecialtyColumns): SpecialtyRow => ({
  id: row.id,
  dci: row.dci_id,
  dciName: row.dci_name,
  dciNameAr: row.dci_name_ar,
  pctCode: row.pct_code,
  commercialName: row.commercial_name,
  manufacturer: row.manufacturer,
  label: row.label,
  labelAr: row.label_ar,
  reminder: row.reminder,
  is_active: row.is_active,
});

export async function listSpecialties(db: Db, params: ListParams, filters: Omit<SpecialtyFilters, 'search'>): Promise<Paged<SpecialtyRow>> {
  return countAndPage(filteredSpecialties(db, { ...filters, search: params.search }), async (query) => {
    const rows = await pageOf(orderedBy(selectSpecialtyColumns(query), params.ordering, SPECIALTY_ORDERING, DEFAULT_ORDER, 's.id'), params).execute();
    return rows.map(toRow);
  });
}

/** The specialties of one DCI (404, code 203, for an unknown DCI). */
export async function listSpecialtiesOfDci(db: Db, dciId: number, params: ListParams, isActive: boolean | null): Promise<Paged<SpecialtyRow>> {
  if (!(await dciState(db, dciId))) throw entityNotFound(`No DCI with id ${dciId}`);
  return listSpecialties(db, params, { isActive, dciId });
}

async function loadSpecialty(db: Kysely<Database>, id: number, forUpdate = false): Promise<SpecialtyRow> {
  const row = await findSpecialty(db, id, { forUpdate });
  if (!row) throw entityNotFound(`No specialty with id ${id}`);
  return toRow(row);
}

export const getSpecialty = (db: Db, id: number) => loadSpecialty(db, id);

// ---------------------------------------------------------------------------------------------
// Writing

const pctCodeTaken = (pctCode: string) => entityAlreadyExists(['pctCode'], `A specialty with the PCT code ${pctCode} already exists`);

function rethrowUnique(error: unknown, pctCode: string | undefined): never {
  if (uniqueViolation(error) === 'specialty_pct_code_key' && pctCode !== undefined) throw pctCodeTaken(pctCode);
  throw error;
}

/** A specialty is attached to an existing, active DCI (400, code 201, on the `dci` field otherwise). */
async function checkDci(db: Kysely<Database>, dciId: number): Promise<void> {
  const dci = await dciState(db, dciId);
  if (!dci || !dci.is_active) {
    throw entityNotValid(dci ? 'This DCI is inactive: activate it first' : `No DCI with id ${dciId}`, fieldErrors({ dci: 'invalid_choice' }));
  }
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** The Arabic presentation as stored: Arabic text (the form's rule, labelArErrors), '' read as none. */
function arabicLabel(labelAr: string | null | undefined): string | null | undefined {
  if (labelAr === undefined) return undefined;
  const errors = labelArErrors(labelAr);
  if (errors.length > 0) throw invalidInput({ labelAr: errors }, 'The Arabic presentation must be Arabic text');
  return labelAr ? normalizeText(labelAr) : null;
}

export async function insertSpecialty(
  trx: Transaction<Database>,
  input: SpecialtyInput,
  userId: number,
  action: AuditAction = 'create',
): Promise<SpecialtyRow> {
  await checkDci(trx, input.dci);
  const labelAr = arabicLabel(input.labelAr) ?? null;
  if ((await specialtyIdByPctCode(trx, input.pctCode)) !== null) throw pctCodeTaken(input.pctCode);
  let id: number;
  try {
    id = await insertSpecialtyRow(trx, {
      dci_id: input.dci,
      pct_code: input.pctCode,
      commercial_name: input.commercialName,
      manufacturer: input.manufacturer,
      label: blankToNull(input.label),
      label_ar: labelAr,
      reminder: input.reminder ?? null,
      is_active: input.is_active ?? true,
    });
  } catch (error) {
    rethrowUnique(error, input.pctCode);
  }
  const created = await loadSpecialty(trx, id);
  await audit(trx, { userId, action, entity: 'specialty', entityId: id, after: created });
  return created;
}

/** The columns an update may change: all a specialty's own but its id (its DCI's names are its DCI's). */
type SpecialtyChanges = Partial<Omit<SpecialtyColumns, 'id' | 'dci_name' | 'dci_name_ar'>>;

function changesOf(current: SpecialtyRow, patch: SpecialtyPatch): SpecialtyChanges {
  const changes: SpecialtyChanges = {};
  if (patch.dci !== undefined && patch.dci !== current.dci) changes.dci_id = patch.dci;
  if (patch.pctCode !== undefined && patch.pctCode !== current.pctCode) changes.pct_code = patch.pctCode;
  if (patch.commercialName !== undefined && patch.commercialName !== current.commercialName) changes.commercial_name = patch.commercialName;
  if (patch.manufacturer !== undefined && patch.manufacturer !== current.manufacturer) changes.manufacturer = patch.manufacturer;
  if (patch.label !== undefined && blankToNull(patch.label) !== current.label) changes.label = blankToNull(patch.label);
  const labelAr = arabicLabel(patch.labelAr);
  if (labelAr !== undefined && labelAr !== current.labelAr) changes.label_ar = labelAr;
  if (patch.reminder !== undefined && patch.reminder !== current.reminder) changes.reminder = patch.reminder;
  if (patch.is_active !== undefined && patch.is_active !== current.is_active) changes.is_active = patch.is_active;
  return changes;
}

/**
 * Applies the changes of `patch`. A new DCI must exist and be active; keeping the DCI a
 * specialty has is always allowed, even once that DCI is deactivated.
 */
export async function updateSpecialtyIn(
  trx: Transaction<Database>,
  id: number,
  patch: SpecialtyPatch,
  userId: number,
  action: AuditAction = 'update',
): Promise<{ specialty: SpecialtyRow; changed: boolean }> {
  const before = await loadSpecialty(trx, id, true);
  const changes = changesOf(before, patch);
  if (Object.keys(changes).length === 0) return { specialty: before, changed: false };
  if (changes.dci_id !== undefined) await checkDci(trx, changes.dci_id);
  if (changes.pct_code !== undefined && (await specialtyIdByPctCode(trx, changes.pct_code, id)) !== null) throw pctCodeTaken(changes.pct_code);
  try {
    await updateSpecialtyRow(trx, id, changes);
  } catch (error) {
    rethrowUnique(error, changes.pct_code);
  }
  const after = await loadSpecialty(trx, id);
  await audit(trx, { userId, action, entity: 'specialty', entityId: id, before, after });
  return { specialty: after, changed: true };
}

export const createSpecialty = (db: Db, input: SpecialtyInput, userId: number) => db.transaction().execute((trx) => insertSpecialty(trx, input, userId));

export const updateSpecialty = (db: Db, id: number, patch: SpecialtyPatch, userId: number) =>
  db.transaction().execute(async (trx) => (await updateSpecialtyIn(trx, id, patch, userId)).specialty);

export const setSpecialtyActive = (db: Db, id: number, active: boolean, userId: number) =>
  db.transaction().execute(async (trx) => (await updateSpecialtyIn(trx, id, { is_active: active }, userId, active ? 'activate' : 'deactivate')).specialty);

/** Deletes a specialty; one that other records still use is kept (400, code 201): deactivate it instead. */
export async function deleteSpecialty(db: Db, id: number, userId: number): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const before = await loadSpecialty(trx, id, true);
      await deleteSpecialtyRow(trx, id);
      await audit(trx, { userId, action: 'delete', entity: 'specialty', entityId: id, before });
    });
  } catch (error) {
    if (isStillReferenced(error)) throw entityNotValid('This specialty is used by other records: deactivate it instead');
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Export and import

/** `dci` holds the DCI's name (readable, and unique); the import also takes its id. */
/** labelAr last: the columns of files made before it keep their places. */
export const SPECIALTY_COLUMNS = ['id', 'pctCode', 'commercialName', 'dci', 'manufacturer', 'label', 'reminder', 'is_active', 'labelAr'] as const;
const REQUIRED_COLUMNS = ['pctCode', 'commercialName', 'dci', 'manufacturer'] as const;

export async function exportSpecialties(db: Db, reply: FastifyReply, filters: SpecialtyFilters, ordering: ListParams['ordering'], format: ExportFormat) {
  const rows = await orderedBy(selectSpecialtyColumns(filteredSpecialties(db, filters)), ordering, SPECIALTY_ORDERING, DEFAULT_ORDER, 's.id').execute();
  const widths = [8, 12, 30, 50, 30, 50, 10, 10, 50];
  return sendExport(
    reply,
    {
      baseName: 'specialties',
      sheetName: 'Specialties',
      columns: SPECIALTY_COLUMNS.map((name, i) => ({ name, width: widths[i]! })),
      rows: rows.map((s) => [s.id, s.pct_code, s.commercial_name, s.dci_name, s.manufacturer, s.label, s.reminder, flag(s.is_active), s.label_ar]),
    },
    format,
  );
}

const checkSpecialtyRow = schemaCheck<SpecialtyInput>(SpecialtyBody);

/** The DCI a cell names: its id (digits) or its name, whatever the case. */
const dciOfCell = (db: Kysely<Database>, cell: string): Promise<number | null> =>
  /^\d+$/.test(cell) && cell.length <= 9 ? dciIdOf(db, { id: Number(cell) }) : dciIdOf(db, { name: cell });

/** A row updates the specialty of its `id` when it has one, else the one of its PCT code, else creates one. */
function specialtyImporter(userId: number): RowImporter {
  const seenCodes = new Set<string>();
  const seenIds = new Set<number>();
  return {
    keyOf: (record) => record.cells.pctCode ?? null,
    async importRow(trx, record) {
      const { cells } = record;
      const dciCell = cells.dci ?? null;
      const dciId = dciCell === null ? null : await dciOfCell(trx, dciCell);
      if (dciCell !== null && dciId === null) throw entityNotValid(`No DCI "${dciCell}"`, fieldErrors({ dci: 'invalid_choice' }));
      const body: Record<string, unknown> = {
        dci: dciId ?? undefined,
        pctCode: cells.pctCode ?? undefined,
        commercialName: cells.commercialName ?? undefined,
        manufacturer: cells.manufacturer ?? undefined,
        label: cells.label ?? null,
        reminder: integerCell(cells.reminder ?? null),
      };
      // A file without the column keeps the Arabic presentations; an empty cell clears one.
      if ('labelAr' in cells) body.labelAr = cells.labelAr ?? null;
      const active = booleanCell(cells.is_active ?? null);
      if (active !== undefined) body.is_active = active;
      const checked = checkSpecialtyRow(Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)));
      if (checked.errors) throw invalidInput(checked.errors, 'This row breaks the specialty rules');
      const id = integerCell(cells.id ?? null);
      if (typeof id === 'string') throw invalidInput(fieldErrors({ id: 'invalid' }), 'The id must be a whole number');
      const input = checked.value;
      if (seenCodes.has(input.pctCode) || (id !== null && seenIds.has(id))) {
        throw entityAlreadyExists([seenCodes.has(input.pctCode) ? 'pctCode' : 'id'], 'An earlier row of the file has this specialty already');
      }
      seenCodes.add(input.pctCode);
      if (id !== null) seenIds.add(id);

      const targetId = id ?? (await specialtyIdByPctCode(trx, input.pctCode));
      if (targetId === null) return { status: 'created', id: (await insertSpecialty(trx, input, userId, 'import_create')).id };
      const patch: SpecialtyPatch = { ...input };
      if (active === undefined) delete patch.is_active;
      const { specialty, changed } = await updateSpecialtyIn(trx, targetId, patch, userId, 'import_update');
      return { status: changed ? 'updated' : 'unchanged', id: specialty.id };
    },
  };
}

export async function importSpecialties(db: Db, file: { fileName: string; content: Buffer }, mode: ImportMode, userId: number): Promise<ImportReport> {
  const table = await readImportFile(file, { known: SPECIALTY_COLUMNS, required: REQUIRED_COLUMNS });
  return runImport(db, table, specialtyImporter(userId), mode);
}
