import { crc32, inflateRawSync } from 'node:zlib';

/**
 * An uploaded workbook is a zip archive: a small one can inflate to gigabytes (a "zip bomb"),
 * and a few bytes of sheet XML can name cell XFD1048576, which the reader would pad into a
 * billion cells. Before read-excel-file sees it, the archive's XML parts are inflated here with
 * a cap on their total size, the sheets' rows and columns are bounded, and the reader gets a
 * copy of the archive holding those parts only, stored uncompressed: it reads exactly what was
 * measured (no entry hidden from the central directory, no size that lies).
 */

export type ArchiveProblem = 'invalid' | 'too_large' | 'too_many_rows' | 'too_many_columns';

export class ArchiveRefused extends Error {
  constructor(readonly problem: ArchiveProblem) {
    super(`workbook refused: ${problem}`);
    this.name = 'ArchiveRefused';
  }
}

export interface ArchiveLimits {
  /** Total uncompressed bytes of the XML parts. */
  maxBytes: number;
  /** Highest row number of a sheet (blank rows and the header count). */
  maxRows: number;
  /** Highest column number of a sheet. */
  maxColumns: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x1;
const UTF8_NAMES = 0x800;

/** The parts read-excel-file reads (its own filter): XML and relationships. */
const isXmlPart = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  localOffset: number;
}

const refuse = (problem: ArchiveProblem): never => {
  throw new ArchiveRefused(problem);
};

function centralDirectory(zip: Buffer): Entry[] {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) refuse('invalid');
  const count = zip.readUInt16LE(end + 10);
  const offset = zip.readUInt32LE(end + 16);
  // Zip64 (0xFFFF entries, 0xFFFFFFFF offsets) is never needed for a workbook of a few megabytes.
  if (count === 0xffff || offset >= end) refuse('invalid');
  const entries: Entry[] = [];
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > end || zip.readUInt32LE(p) !== CENTRAL_HEADER) refuse('invalid');
    const nameLength = zip.readUInt16LE(p + 28);
    entries.push({
      flags: zip.readUInt16LE(p + 8),
      method: zip.readUInt16LE(p + 10),
      compressedSize: zip.readUInt32LE(p + 20),
      localOffset: zip.readUInt32LE(p + 42),
      name: zip.toString('utf8', p + 46, p + 46 + nameLength),
    });
    p += 46 + nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return entries;
}

function compressedData(zip: Buffer, entry: Entry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) refuse('invalid');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) refuse('invalid');
  return zip.subarray(start, start + entry.compressedSize);
}

/** Inflates at most `budget` bytes: 'too_large' past it, without inflating the rest. */
function inflated(data: Buffer, method: number, budget: number): Buffer {
  if (method === STORED) return data.length > budget ? refuse('too_large') : data;
  if (method !== DEFLATED) return refuse('invalid');
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
  } catch (error) {
    return refuse((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too_large' : 'invalid');
  }
}

const CELL_OR_ROW = /<(?:[A-Za-z_][\w.-]*:)?(row|c)\b([^>]*)>/g;
const REFERENCE = /\br\s*=\s*["']([A-Za-z]*)(\d+)["']/;

function columnNumber(letters: string): number {
  let n = 0;
  for (const letter of letters.toUpperCase()) n = n * 26 + (letter.charCodeAt(0) - 64);
  return n;
}

/**
 * The highest row and column a sheet's XML reaches, as the reader numbers them: a row or cell
 * without an `r` attribute follows the previous one.
 */
function sheetExtent(xml: string): { rows: number; columns: number } {
  let row = 0;
  let column = 0;
  let rows = 0;
  let columns = 0;
  for (const [, tag, attributes] of xml.matchAll(CELL_OR_ROW)) {
    const reference = REFERENCE.exec(attributes!);
    if (tag === 'row') {
      row = reference ? Number(reference[2]) : row + 1;
      column = 0;
    } else {
      column = reference?.[1] ? columnNumber(reference[1]) : column + 1;
      if (reference) row = Math.max(row, Number(reference[2]));
    }
    rows = Math.max(rows, row);
    columns = Math.max(columns, column);
  }
  return { rows, columns };
}

/**
 * The workbook as read-excel-file should read it: its XML parts within `limits`, stored in a new
 * archive. Throws ArchiveRefused.
 */
export function boundedWorkbook(zip: Buffer, limits: ArchiveLimits): Buffer {
  const parts = new Map<string, Buffer>();
  let budget = limits.maxBytes;
  for (const entry of centralDirectory(zip)) {
    if (!isXmlPart(entry.name) || parts.has(entry.name)) continue;
    if (entry.flags & ENCRYPTED) refuse('invalid');
    const content = inflated(compressedData(zip, entry), entry.method, budget);
    if (content.length > budget) refuse('too_large');
    budget -= content.length;
    parts.set(entry.name, content);
  }
  for (const [name, content] of parts) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(name)) continue;
    const { rows, columns } = sheetExtent(content.toString('utf8'));
    if (rows > limits.maxRows) refuse('too_many_rows');
    if (columns > limits.maxColumns) refuse('too_many_columns');
  }
  return storedArchive(parts);
}

/** A zip archive of the parts, uncompressed (method 0, no data descriptors). */
function storedArchive(parts: Map<string, Buffer>): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of parts) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(STORED, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(UTF8_NAMES, 8);
    header.writeUInt16LE(STORED, 10);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(content.length, 20);
    header.writeUInt32LE(content.length, 24);
    header.writeUInt16LE(fileName.length, 28);
    header.writeUInt32LE(offset, 42);
    chunks.push(local, fileName, content);
    central.push(header, fileName);
    offset += local.length + fileName.length + content.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(parts.size, 8);
  end.writeUInt16LE(parts.size, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}
