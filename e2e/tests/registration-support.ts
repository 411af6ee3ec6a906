import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';
import { API_PATHS, type Language, type PlaceRow } from '@evax/shared/contract';
import { apiSignIn } from './account-support';

/**
 * The governorate of the demo agents' centres (Tunis, TN-11: agent's CSB-11-1 and agent2's
 * CSB-11-2): a registration chooses where it is decided (issue 27), and one tied to this
 * governorate without a centre is decided by both agents.
 */
export async function demoAgentsGovernorate(request: APIRequestContext): Promise<string> {
  const session = await apiSignIn(request, 'agent');
  const response = await request.get(API_PATHS.governorates, { headers: { Authorization: `Bearer ${session.access}` } });
  expect(response.status()).toBe(200);
  const tunis = ((await response.json()) as PlaceRow[]).find((row) => row.code === 'TN-11');
  expect(tunis).toBeDefined();
  return String(tunis!.id);
}

/** A real 2×2 PNG (the API reads the signature; the browser must draw it). */
export function png(): Buffer {
  const crc = (data: Buffer) => {
    let c = ~0;
    for (const byte of data) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = Buffer.from([0, 200, 30, 30, 30, 30, 200, 0, 30, 200, 30, 240, 240, 240]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a valid cross-reference table (pdf.js draws it). */
export function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 120] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 18 Tf 20 60 Td (Passeport) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** `length` random digits (identity papers, phones). */
export const randomDigits = (length: number) => String(Math.floor(Math.random() * 10 ** length)).padStart(length, '0');

export interface RegisteredRequest {
  id: number;
  phone: string;
  nationalId: string | null;
  passportNumber: string | null;
}

/** POST /api/citizen_space/register (public, multipart), as the citizen space sends it: a pending request in the demo agents' governorate. */
export async function registerRequest(
  request: APIRequestContext,
  language: Language,
  paper: { nationalId: string } | { passportNumber: string; nationality: string } = { nationalId: `0${randomDigits(7)}` },
  file: { name: string; mimeType: string; buffer: Buffer } = { name: 'cin.png', mimeType: 'image/png', buffer: png() },
): Promise<RegisteredRequest> {
  const phone = `+216 5${randomDigits(1)} ${randomDigits(3)} ${randomDigits(3)}`;
  const governorate = await demoAgentsGovernorate(request);
  const response = await request.post(API_PATHS.citizenSpaceRegister, {
    multipart: { firstNameFr: 'Mouna', lastNameFr: 'Jlassi', firstNameAr: 'منى', lastNameAr: 'الجلاصي', phone, language, governorate, ...paper, file },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, phone, nationalId: 'nationalId' in paper ? paper.nationalId : null, passportNumber: 'passportNumber' in paper ? paper.passportNumber : null };
}
