import { sql, type Transaction } from 'kysely';
import type { ImportMode, ImportReport, ImportRowResult } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../errors.js';
import type { ImportRecord, ImportTable } from './import-file.js';

export type RowOutcome = { status: 'created' | 'updated' | 'unchanged'; id: number };

/** Imports one entity's rows: each one created, updated, left unchanged, or rejected by throwing an ApiError. */
export interface RowImporter {
  /** The row's natural key as read (a DCI's name), for the report; null when it has none. */
  keyOf(record: ImportRecord): string | null;
  importRow(trx: Transaction<Database>, record: ImportRecord): Promise<RowOutcome>;
}

class RollBack extends Error {}

function rejection(error: ApiError): Pick<ImportRowResult, 'detail' | 'errorCode' | 'fields'> {
  const { detail, errorCode, fields } = error.envelope;
  return { detail, ...(errorCode !== undefined ? { errorCode } : {}), ...(fields ? { fields } : {}) };
}

/**
 * Runs the importer on every row in one transaction, each row behind a savepoint so that a
 * rejected row leaves nothing behind. all_or_nothing rolls everything back when a row is
 * rejected (the report still says what each good row would have become, without the ids of
 * rows it would have created); partial commits the
 * good rows. A row also sees the rows before it (a name twice in the file is a duplicate).
 */
export async function runImport(db: Db, table: ImportTable, importer: RowImporter, mode: ImportMode): Promise<ImportReport> {
  const results: ImportRowResult[] = [];
  const work = db.transaction().execute(async (trx) => {
    for (const record of table.records) {
      const key = importer.keyOf(record);
      const base = { row: record.row, ...(key !== null ? { key } : {}) };
      await sql`savepoint import_row`.execute(trx);
      try {
        const outcome = await importer.importRow(trx, record);
        await sql`release savepoint import_row`.execute(trx);
        results.push({ ...base, status: outcome.status, id: outcome.id });
      } catch (error) {
        await sql`rollback to savepoint import_row`.execute(trx);
        if (!(error instanceof ApiError)) throw error;
        results.push({ ...base, status: 'rejected', ...rejection(error) });
      }
    }
    if (mode === 'all_or_nothing' && results.some((r) => r.status === 'rejected')) throw new RollBack();
  });
  let committed = true;
  try {
    await work;
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    committed = false;
    // The rows it would have created do not exist: no id to follow.
    for (const result of results) if (result.status === 'created') delete result.id;
  }
  const count = (status: ImportRowResult['status']) => results.filter((r) => r.status === status).length;
  return {
    mode,
    committed,
    total: results.length,
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    rejected: count('rejected'),
    ignoredColumns: table.ignoredColumns,
    rows: results,
  };
}
