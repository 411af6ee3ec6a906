import { constants as zlibConstants, crc32, deflateRawSync } from 'node:zlib';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { HTTP_ERROR_KEYS, type ErrorEnvelope } from '@evax/shared/contract';
import type { Db } from '../../src/db/connection.js';

/**
 * Rows of every table of the database: what a refused request must leave unchanged. The
 * per-address request counters (rate_counter) are left out: they count every request to a
 * public route before its body is read, refused ones included, on purpose.
 */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'rate_counter' order by 1`.execute(
    db,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) counts[name] = (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(db)).rows[0]!.n;
  return counts;
}

/** A 400 in the one error envelope (DESIGN §5); its body. */
export function refused(response: LightMyRequestResponse, status = 400): ErrorEnvelope {
  expect({ status: response.statusCode, body: response.statusCode === status ? '' : response.body }).toEqual({ status, body: '' });
  const envelope = response.json<ErrorEnvelope>();
  expect(envelope).toEqual(expect.objectContaining({ detail: expect.any(String), key: HTTP_ERROR_KEYS.VALIDATION }));
  return envelope;
}

/** 100 000 nested arrays: the JSON that overflowed the recursive text clean-up. */
export const DEEP_JSON = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

export interface ZipEntry {
  name: string;
  /** The entry's bytes as stored in the archive (deflated unless `stored`). */
  data: Buffer;
  /** Uncompressed size and CRC as declared. */
  size: number;
  crc: number;
  stored?: boolean;
}

/** A zip archive of entries as given: lets a test declare what it likes. */
export function zipArchive(entries: ZipEntry[]): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(method, 10);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.data.length, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    chunks.push(local, name, entry.data);
    central.push(header, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}

export function deflated(name: string, text: string): ZipEntry {
  const content = Buffer.from(text, 'utf8');
  return { name, data: deflateRawSync(content), size: content.length, crc: crc32(content) };
}

const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around its sheet XML. */
export function workbookParts(): ZipEntry[] {
  return [
    deflated(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    deflated(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflated(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${SHEET_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="dci" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflated(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  ];
}

/** Sheet XML of rows of inline-string cells. */
export function sheetXml(rows: string[][], extra = ''): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const cell = (text: string, r: number, c: number) => `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${escape(text)}</t></is></c>`;
  const body = rows.map((cells, r) => `<row r="${r + 1}">${cells.map((text, c) => cell(text, r, c)).join('')}</row>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${SHEET_NS}"><sheetData>${body}${extra}</sheetData></worksheet>`;
}

/**
 * A sheet part of 1 MB that inflates to 1 GB: 16 MB of spaces deflated once, its flushed
 * (byte-aligned, non-final) blocks repeated 64 times, then an empty final block.
 */
export function bombSheet(): ZipEntry {
  const chunk = 16 * 1024 * 1024;
  const block = deflateRawSync(Buffer.alloc(chunk, 0x20), { finishFlush: zlibConstants.Z_FULL_FLUSH });
  const data = Buffer.concat([...Array.from({ length: 64 }, () => block), Buffer.from([0x03, 0x00])]);
  return { name: 'xl/worksheets/sheet1.xml', data, size: 64 * chunk, crc: 0 };
}
