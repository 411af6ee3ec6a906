import { parse as parseCsv } from 'csv-parse/sync';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import { sql, type Transaction } from 'kysely';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import {
  FIELD_ERROR_CODES,
  REFERENCE_LIMITS,
  type ExportFormat,
  type ImportMode,
  type ImportReport,
  type ImportRowResult,
} from '@evax/shared/contract';
import { normalizeText } from '@evax/shared/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/errors.js';
import { invalidInput } from './errors.js';
import { ArchiveRefused, boundedWorkbook } from './xlsx-archive.js';

// ---------------------------------------------------------------------------------------------
// Export

export type Cell = string | number | null;

export interface ExportTable {
  /** File name without extension: dci → dci-2026-05-01.csv. */
  baseName: string;
  sheetName: string;
  columns: { name: string; width: number }[];
  rows: Cell[][];
}

const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A cell a spreadsheet would run as a formula (= + - @, tab, carriage return first) gets a
 * leading apostrophe in CSV (OWASP's CSV injection advice); the import takes it off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const protectFormula = (value: Cell) => (typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value);
const unprotectFormula = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/** attachment; filename="dci-2026-05-01.csv" (plain ASCII names: no encoding needed). */
export function contentDisposition(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}

async function fileOf(table: ExportTable, format: ExportFormat): Promise<Buffer> {
  const header = table.columns.map((c) => c.name);
  if (format === 'csv') {
    // UTF-8 with a byte-order mark, so that spreadsheets read the accents and the Arabic right.
    return Buffer.from(`\uFEFF${stringifyCsv([header, ...table.rows.map((row) => row.map(protectFormula))], { record_delimiter: 'windows' })}`, 'utf8');
  }
  return writeXlsxFile([header.map((value) => ({ value, fontWeight: 'bold' as const })), ...table.rows], {
    sheet: table.sheetName,
    columns: table.columns.map((c) => ({ width: c.width })),
    stickyRowsCount: 1,
  }).toBuffer();
}

/** Sends the table as a CSV or XLSX attachment named after today's date. */
export async function sendExport(reply: FastifyReply, table: ExportTable, format: ExportFormat): Promise<FastifyReply> {
  const fileName = `${table.baseName}-${new Date().toISOString().slice(0, 10)}.${format}`;
  const body = await fileOf(table, format);
  return reply
    .header('content-type', format === 'csv' ? CSV_TYPE : XLSX_TYPE)
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(body);
}

/** 1 / 0, as the lists' is_active filter writes it. */
export const flag = (value: boolean) => (value ? 1 : 0);

// ---------------------------------------------------------------------------------------------
// Reading an uploaded file

/** One data row: its number as a spreadsheet shows it (header = 1) and its cells by column. */
export interface ImportRecord {
  row: number;
  cells: Record<string, string | null>;
}

export interface ImportTable {
  records: ImportRecord[];
  ignoredColumns: string[];
}

const fileError = (code: keyof typeof FIELD_ERROR_CODES, detail: string, params?: Record<string, string | number>) =>
  invalidInput({ file: [params ? { code, key: FIELD_ERROR_CODES[code], params } : { code, key: FIELD_ERROR_CODES[code] }] }, detail);

/** The `file` part of a multipart request, read into memory (REFERENCE_LIMITS.importMaxBytes at most). */
export async function uploadedFile(request: FastifyRequest): Promise<{ fileName: string; content: Buffer }> {
  if (!request.isMultipart()) throw fileError('required', 'Send the file as multipart/form-data, in the field "file"');
  let part;
  try {
    part = await request.file();
  } catch (error) {
    throw fileError('invalid', `The upload could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!part || part.fieldname !== 'file') throw fileError('required', 'Send the file in the field "file"');
  try {
    return { fileName: part.filename, content: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileError('too_long', 'The file is too large', { limit: REFERENCE_LIMITS.importMaxBytes });
    }
    // A body cut short (the connection dropped, a broken client) ends the file part with an error.
    throw fileError('invalid', `The upload could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const isZip = (content: Buffer) => content.length >= 4 && content.readUInt32LE(0) === 0x04034b50;

/** A cell as text, trimmed with its runs of spaces collapsed (as the API stores text); empty → null. */
function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  // An XLSX cell can spell U+0000 (_x0000_), which PostgreSQL cannot store.
  if (String(value).includes('\0')) throw fileError('invalid', 'A cell holds the NUL character (U+0000)');
  const text = normalizeText(String(value));
  return text === '' ? null : text;
}

function decodeCsv(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    // Excel's "CSV (séparateur : point-virgule)" on Windows writes Windows-1252.
    return new TextDecoder('windows-1252').decode(content);
  }
}

/** The separator of the header line: comma, semicolon (French spreadsheets) or tab. */
function csvDelimiter(text: string): string {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, current) => (current[1] > best[1] ? current : best))[0];
}

/** Rows of a sheet, blank ones and the header included, past which a workbook is refused unread. */
const XLSX_MAX_ROW_NUMBER = REFERENCE_LIMITS.importMaxRows * 2;

/** The workbook cut down to what read-excel-file reads, within the limits (xlsx-archive.ts); a 400 otherwise. */
function boundedXlsx(content: Buffer): Buffer {
  try {
    return boundedWorkbook(content, { maxBytes: REFERENCE_LIMITS.importMaxUnzippedBytes, maxRows: XLSX_MAX_ROW_NUMBER, maxColumns: REFERENCE_LIMITS.importMaxColumns });
  } catch (error) {
    if (!(error instanceof ArchiveRefused)) throw error;
    switch (error.problem) {
      case 'too_large':
        throw fileError('too_long', 'The workbook inflates to more than its limit', { limit: REFERENCE_LIMITS.importMaxUnzippedBytes });
      case 'too_many_rows':
        throw fileError('too_long', `The file has more than ${REFERENCE_LIMITS.importMaxRows} rows`, { limit: REFERENCE_LIMITS.importMaxRows });
      case 'too_many_columns':
        throw fileError('too_long', `The sheet has more than ${REFERENCE_LIMITS.importMaxColumns} columns`, { limit: REFERENCE_LIMITS.importMaxColumns });
      default:
        throw fileError('invalid', 'The file is neither a CSV file nor an XLSX workbook');
    }
  }
}

async function readRows(fileName: string, content: Buffer): Promise<unknown[][]> {
  if (content.length === 0) throw fileError('blank', 'The file is empty');
  if (isZip(content)) {
    const workbook = boundedXlsx(content);
    try {
      return await readSheet(workbook);
    } catch {
      throw fileError('invalid', 'The file is neither a CSV file nor an XLSX workbook');
    }
  }
  if (/\.xlsx?$/i.test(fileName) || content.includes(0)) throw fileError('invalid', 'The file is neither a CSV file nor an XLSX workbook');
  const text = decodeCsv(content);
  try {
    return parseCsv(text, { bom: true, delimiter: csvDelimiter(text), relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    throw fileError('invalid', `The CSV file cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The data rows of an uploaded CSV (UTF-8 or Windows-1252; comma, semicolon or tab) or XLSX
 * file (its first sheet), by column name. The header row names the columns (any case); unknown
 * columns are ignored and reported; blank rows are skipped but keep their numbers.
 */
export async function readImportFile(
  file: { fileName: string; content: Buffer },
  columns: { known: readonly string[]; required: readonly string[] },
): Promise<ImportTable> {
  const rows = await readRows(file.fileName, file.content);
  const headerIndex = rows.findIndex((row) => row.some((cell) => cellText(cell) !== null));
  if (headerIndex < 0) throw fileError('blank', 'The file has no header row');
  const header = rows[headerIndex]!.map((cell) => cellText(cell)?.replace(/^\uFEFF/, '') ?? '');
  const byLowerName = new Map(columns.known.map((name) => [name.toLowerCase(), name]));
  const names = header.map((title) => byLowerName.get(title.toLowerCase()) ?? null);

  const duplicated = names.filter((name, i) => name !== null && names.indexOf(name) !== i);
  if (duplicated.length > 0) throw fileError('invalid', `Columns named twice: ${[...new Set(duplicated)].join(', ')}`, { columns: [...new Set(duplicated)].join(', ') });
  const missing = columns.required.filter((name) => !names.includes(name));
  if (missing.length > 0) throw fileError('invalid', `Missing columns: ${missing.join(', ')}`, { columns: missing.join(', ') });

  const records: ImportRecord[] = [];
  for (let index = headerIndex + 1; index < rows.length; index++) {
    const values = rows[index]!.map((cell) => {
      const text = cellText(cell);
      return text === null ? null : unprotectFormula(text);
    });
    if (values.every((value) => value === null)) continue;
    const cells: Record<string, string | null> = {};
    names.forEach((name, i) => {
      if (name) cells[name] = values[i] ?? null;
    });
    records.push({ row: index + 1, cells });
  }
  if (records.length > REFERENCE_LIMITS.importMaxRows) {
    throw fileError('too_long', `The file has more than ${REFERENCE_LIMITS.importMaxRows} rows`, { limit: REFERENCE_LIMITS.importMaxRows });
  }
  return { records, ignoredColumns: header.filter((title, i) => names[i] === null && title !== '') };
}

// ---------------------------------------------------------------------------------------------
// Cells to values

/** 1/0, true/false, yes/no, oui/non (any case) → boolean; empty → undefined; anything else stays text (and fails the schema). */
export function booleanCell(value: string | null): boolean | string | undefined {
  if (value === null) return undefined;
  const lower = value.toLowerCase();
  if (['1', 'true', 'yes', 'oui', 'vrai'].includes(lower)) return true;
  if (['0', 'false', 'no', 'non', 'faux'].includes(lower)) return false;
  return value;
}

/** Codes separated by spaces, commas, semicolons or bars: "M2 M3 M6". */
export const listCell = (value: string | null): string[] => (value === null ? [] : value.split(/[\s,;|]+/).filter(Boolean));

/** A whole number as text → number; anything else stays text (and fails the schema). */
export const integerCell = (value: string | null): number | string | null => (value === null ? null : /^\d+$/.test(value) ? Number(value) : value);

// ---------------------------------------------------------------------------------------------
// Running an import

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
