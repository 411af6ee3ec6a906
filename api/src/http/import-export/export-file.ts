import { stringify as stringifyCsv } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import { EXPORT_MEDIA_TYPES, type ExportFormat } from '@evax/shared/contract';
import type { FastifyReply } from 'fastify';
import { protectFormula } from './formula.js';

export type Cell = string | number | null;

export interface ExportTable {
  /** File name without extension: dci → dci-2026-05-01.csv. */
  baseName: string;
  sheetName: string;
  columns: { name: string; width: number }[];
  rows: Cell[][];
}

const CSV_TYPE = `${EXPORT_MEDIA_TYPES.csv}; charset=utf-8`;
const XLSX_TYPE = EXPORT_MEDIA_TYPES.xlsx;

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
