import { randomUUID, type KeyObject } from 'node:crypto';
import { CATALOGUE_ERROR_KEYS, ERROR_CODES, PERMISSIONS, hasPermission, type Language } from '@evax/shared/contract';
import type { CertificateCheck, CertificateStatement, IssuedCertificate } from '@evax/shared/contract/schemas';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { ApiError, forbidden, notFound } from '../../../http/errors.js';
import { actorOf, recordAudit } from '../../audit/index.js';
import { visibleChildOr404 } from '../../citizen/index.js';
import { structureById } from '../../structure/index.js';
import { pdfNotGenerated } from './calendar-service.js';
import { certificatePdf } from './certificate-pdf.js';
import {
  certificateById,
  certificatesOfChild,
  certifiedDosesOf,
  insertCertificate,
  insertSigningKey,
  issuedCertificate,
  newestCertificateId,
  newestSigningKey,
  signingKeyById,
} from './certificate-queries.js';
import {
  keyIdOf,
  newSigningKey,
  privateKeyOf,
  publicKeyOf,
  signStatement,
  storedStatement,
  verifiedStatement,
  type StoredSigningKey,
} from './certificate-signing.js';

const withoutDoses = () =>
  new ApiError(409, {
    detail: 'No dose given: there is nothing to certify',
    errorCode: ERROR_CODES.ENTITY_NOT_VALID,
    key: CATALOGUE_ERROR_KEYS.CERTIFICATE_WITHOUT_DOSES,
  });
const certificateNotFound = () => notFound('Certificate not found');

/** The key new certificates are signed with: the newest, made the first time one is needed. */
async function signingKey(db: Db): Promise<StoredSigningKey> {
  const newest = await newestSigningKey(db);
  if (newest) return newest;
  // Two processes issuing the first certificate at once may each make one: both keys verify.
  const made = newSigningKey();
  await insertSigningKey(db, made);
  return made;
}

const toIssued = (row: { id: string; issued_at: Date; token: string; username: string | null }): IssuedCertificate => {
  const statement = storedStatement(row.token) as CertificateStatement;
  return { id: row.id, issuedAt: new Date(row.issued_at).toISOString(), issuedBy: row.username, doseCount: statement.doses.length };
};

/**
 * POST /api/children/{param}/certificates: signs what the child's given doses are today and keeps
 * it. The first certificate needs `issue-vaccination-certificate`, another one (a reissue) also
 * `reissue-vaccination-certificate`; both are audited. A child with no dose given gets none (409).
 */
export async function issueCertificate(db: Db, caller: Caller, evaxNumber: string, now: Date): Promise<IssuedCertificate> {
  const child = await visibleChildOr404(db, caller, { evaxNumber });
  const replaces = await newestCertificateId(db, child.id);
  if (replaces && !hasPermission(caller, PERMISSIONS.vaccination.reissueCertificate)) throw forbidden();
  const doses = await certifiedDosesOf(db, child.id);
  if (doses.length === 0) throw withoutDoses();
  const issuer = caller.structure ? await structureById(db, caller.structure.id) : undefined;
  const statement: CertificateStatement = {
    id: randomUUID(),
    evaxNumber: child.evaxNumber,
    firstNameFr: child.firstNameFr,
    lastNameFr: child.lastNameFr,
    firstNameAr: child.firstNameAr,
    lastNameAr: child.lastNameAr,
    birthDate: child.birthDate,
    issuedAt: now.toISOString(),
    issuer: issuer?.name_fr ?? null,
    issuerAr: issuer?.name_ar ?? null,
    doses,
  };
  const key = await signingKey(db);
  const token = signStatement(statement, key.kid, privateKeyOf(key));
  const actor = actorOf(caller);
  await db.transaction().execute(async (trx) => {
    await insertCertificate(trx, { id: statement.id, citizenId: child.id, token, issuedAt: now, issuedBy: caller.userId, structureId: actor.structureId });
    await recordAudit(trx, {
      ...actor,
      action: replaces ? 'reissue' : 'issue',
      entity: 'vaccination_certificate',
      entityId: statement.id,
      citizenId: child.id,
      after: { doses: doses.length, replaces: replaces ?? null },
    });
  });
  return toIssued(await issuedCertificate(db, statement.id));
}

/** GET /api/children/{param}/certificates: the certificates of a child the caller sees, newest first. */
export async function certificatesOf(db: Db, caller: Caller, evaxNumber: string): Promise<IssuedCertificate[]> {
  const child = await visibleChildOr404(db, caller, { evaxNumber });
  return (await certificatesOfChild(db, child.id)).map(toIssued);
}

/**
 * GET /api/certificates/{id}/pdf/{lang}: the certificate as issued, with its QR code linking to the
 * verify page at `origin`; a certificate of a child the caller does not see reads as missing. Read
 * as the booklet is (audited outside the child's structure).
 */
export async function certificatePdfOf(db: Db, caller: Caller, id: string, lang: Language, origin: string) {
  const row = await certificateById(db, id);
  if (!row) throw certificateNotFound();
  await visibleChildOr404(db, caller, { id: row.citizen_id }, { notFound: certificateNotFound, reads: 'booklet' });
  const statement = storedStatement(row.token) as CertificateStatement;
  try {
    const content = await certificatePdf({ statement, token: row.token, origin }, lang);
    return { fileName: `certificat-vaccination-${statement.evaxNumber}-${lang}.pdf`, content };
  } catch (error) {
    throw Object.assign(pdfNotGenerated(), { cause: error });
  }
}

/** The public keys by key id: a kept key never changes, so each is read and parsed once per process. */
const publicKeys = new Map<string, KeyObject>();

async function publicKeyById(db: Db, kid: string): Promise<KeyObject | undefined> {
  const known = publicKeys.get(kid);
  if (known) return known;
  const key = await signingKeyById(db, kid);
  if (!key) return undefined;
  publicKeys.set(kid, publicKeyOf(key));
  return publicKeys.get(kid);
}

/**
 * POST /api/public/certificates/verify (no sign-in): whether the token was signed by one of our
 * keys and not changed since; when it was, what it states and nothing more.
 */
export async function verifyCertificate(db: Db, token: string): Promise<CertificateCheck> {
  const kid = keyIdOf(token);
  const key = kid ? await publicKeyById(db, kid) : undefined;
  const statement = key ? verifiedStatement(token, key) : null;
  return statement ? { valid: true, statement: statement as CertificateStatement } : { valid: false };
}
