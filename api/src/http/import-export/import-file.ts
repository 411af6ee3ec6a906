import { parse as parseCsv } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { FIELD_ERROR_CODES, REFERENCE_LIMITS } from '@evax/shared/contract';
import { normalizeText } from '@evax/shared/validation';
import type { FastifyRequest } from 'fastify';
import { validationFailed } from '../errors.js';
import { unprotectFormula } from './formula.js';
import { ArchiveRefused, boundedWorkbook } from './xlsx-archive.js';

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
  validationFailed({ file: [params ? { code, key: FIELD_ERROR_CODES[code], params } : { code, key: FIELD_ERROR_CODES[code] }] }, detail);

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
    return boundedWorkbook(content, {
      maxBytes: REFERENCE_LIMITS.importMaxUnzippedBytes,
      maxRows: XLSX_MAX_ROW_NUMBER,
      maxColumns: REFERENCE_LIMITS.importMaxColumns,
    });
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
  if (duplicated.length > 0)
    throw fileError('invalid', `Columns named twice: ${[...new Set(duplicated)].join(', ')}`, { columns: [...new Set(duplicated)].join(', ') });
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
