import { VACCINATION_STATUS } from '@evax/shared/contract';
import type { Db } from '../../../db/connection.js';
import type { StoredSigningKey } from './certificate-signing.js';

/** A certificate states at most this many doses (a child's lifetime is a few dozen); the QR code must stay scannable. */
export const MAX_CERTIFIED_DOSES = 80;

/** The newest signing key, or undefined when none was made yet. */
export async function newestSigningKey(db: Db): Promise<StoredSigningKey | undefined> {
  return db
    .selectFrom('certificate_signing_key')
    .select(['kid', 'private_key as privateKey', 'public_key as publicKey'])
    .orderBy('created_at', 'desc')
    .orderBy('kid')
    .limit(1)
    .executeTakeFirst();
}

export async function signingKeyById(db: Db, kid: string): Promise<StoredSigningKey | undefined> {
  return db
    .selectFrom('certificate_signing_key')
    .select(['kid', 'private_key as privateKey', 'public_key as publicKey'])
    .where('kid', '=', kid)
    .executeTakeFirst();
}

export async function insertSigningKey(db: Db, key: StoredSigningKey): Promise<void> {
  await db.insertInto('certificate_signing_key').values({ kid: key.kid, private_key: key.privateKey, public_key: key.publicKey }).execute();
}

/** A child's given doses, oldest first, with the DCI's French and Arabic names. */
export async function certifiedDosesOf(db: Db, childId: number) {
  const rows = await db
    .selectFrom('vaccination as v')
    .innerJoin('dci', 'dci.id', 'v.dci_id')
    .where('v.citizen_id', '=', childId)
    .where('v.status', '=', VACCINATION_STATUS.done)
    .select(['v.vaccination_date', 'v.dose_number', 'dci.name', 'dci.name_ar'])
    .orderBy('v.vaccination_date', 'asc')
    .orderBy('v.id', 'asc')
    .limit(MAX_CERTIFIED_DOSES)
    .execute();
  return rows.map((row) => ({ date: row.vaccination_date, vaccine: row.name, vaccineAr: row.name_ar, doseNumber: row.dose_number }));
}

const issuedCertificates = (db: Db) =>
  db.selectFrom('vaccination_certificate as c').leftJoin('app_user as u', 'u.id', 'c.issued_by').select(['c.id', 'c.issued_at', 'c.token', 'u.username']);

/** A child's certificates, newest first, with who issued each. */
export async function certificatesOfChild(db: Db, childId: number) {
  return issuedCertificates(db).where('c.citizen_id', '=', childId).orderBy('c.issued_at', 'desc').orderBy('c.id').execute();
}

/** One certificate with who issued it. */
export async function issuedCertificate(db: Db, id: string) {
  return issuedCertificates(db).where('c.id', '=', id).executeTakeFirstOrThrow();
}

/** The id of a child's newest certificate, or undefined when it has none. */
export async function newestCertificateId(db: Db, childId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('vaccination_certificate')
    .select('id')
    .where('citizen_id', '=', childId)
    .orderBy('issued_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export async function certificateById(db: Db, id: string) {
  return db.selectFrom('vaccination_certificate').select(['id', 'citizen_id', 'token']).where('id', '=', id).executeTakeFirst();
}

export async function insertCertificate(
  db: Db,
  row: { id: string; citizenId: number; token: string; issuedAt: Date; issuedBy: number; structureId: number | null },
): Promise<void> {
  await db
    .insertInto('vaccination_certificate')
    .values({ id: row.id, citizen_id: row.citizenId, token: row.token, issued_at: row.issuedAt, issued_by: row.issuedBy, structure_id: row.structureId })
    .execute();
}
