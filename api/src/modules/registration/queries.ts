import { sql, type Insertable } from 'kysely';
import type { Language, RegistrationRequestDetail, RegistrationRequestRow, RegistrationStatus, RejectionReason } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { RegistrationRequestTable } from '../../db/schema.js';
import { escapeLike } from '../../http/list-query.js';

/** The requests list's ordering fields. */
export const REQUEST_ORDERING = {
  createdAt: 'r.created_at',
  lastNameFr: 'r.last_name_fr',
  lastNameAr: 'r.last_name_ar',
  decidedAt: 'r.decided_at',
} as const;

export interface RequestFilters {
  status?: RegistrationStatus;
  createdFrom?: string;
  createdTo?: string;
}

const ROW_COLUMNS = [
  'r.id',
  'r.status',
  'r.first_name_fr',
  'r.last_name_fr',
  'r.first_name_ar',
  'r.last_name_ar',
  'r.phone',
  'r.nationality',
  'r.national_id',
  'r.passport_number',
  'r.created_at',
  'r.decided_at',
] as const;

/** Digits: the start of the identity card or passport number, or of the phone's digits; text: the start of a name. */
function searchCondition(search: string) {
  const prefix = `${escapeLike(search.replace(/\s+/g, ' '))}%`;
  if (/^[\d +]+$/.test(search)) {
    const phoneDigits = `%${escapeLike(search.replace(/\D/g, ''))}%`;
    return sql<boolean>`(r.national_id like ${prefix} or r.passport_number like ${prefix} or replace(r.phone, ' ', '') like ${phoneDigits})`;
  }
  return sql<boolean>`(lower(r.last_name_fr) like ${prefix.toLowerCase()} or lower(r.first_name_fr) like ${prefix.toLowerCase()}
    or r.last_name_ar like ${prefix} or r.first_name_ar like ${prefix} or upper(r.passport_number) like ${prefix.toUpperCase()})`;
}

export function filteredRequests(db: Db, search: string | null, filters: RequestFilters) {
  let query = db.selectFrom('registration_request as r');
  if (search) query = query.where(searchCondition(search));
  if (filters.status) query = query.where('r.status', '=', filters.status);
  // Dates are the registration's day in Tunisia (UTC+1, no daylight saving).
  if (filters.createdFrom) query = query.where(sql<boolean>`(r.created_at at time zone 'Africa/Tunis')::date >= ${filters.createdFrom}::date`);
  if (filters.createdTo) query = query.where(sql<boolean>`(r.created_at at time zone 'Africa/Tunis')::date <= ${filters.createdTo}::date`);
  return query;
}

export function selectRowColumns(query: ReturnType<typeof filteredRequests>) {
  return query.select(ROW_COLUMNS);
}

type RowColumns = Awaited<ReturnType<ReturnType<typeof selectRowColumns>['execute']>>[number];

export function toRow(row: RowColumns): RegistrationRequestRow {
  return {
    id: row.id,
    status: row.status,
    firstNameFr: row.first_name_fr,
    lastNameFr: row.last_name_fr,
    firstNameAr: row.first_name_ar,
    lastNameAr: row.last_name_ar,
    phone: row.phone,
    nationality: row.nationality,
    nationalId: row.national_id,
    passportNumber: row.passport_number,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

/** One request with its file's facts and decision (not the file's content), or undefined. */
export async function findRequest(db: Db, id: number): Promise<RegistrationRequestDetail | undefined> {
  const row = await db
    .selectFrom('registration_request as r')
    .leftJoin('app_user as u', 'u.id', 'r.decided_by')
    .select([...ROW_COLUMNS, 'r.file_name', 'r.file_type', 'r.file_size', 'r.rejection_reason', 'r.rejection_comment', 'r.citizen_id'])
    .select(['u.id as decider_id', 'u.username as decider_username'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toRow(row),
    file: { name: row.file_name, type: row.file_type, size: row.file_size },
    rejectionReason: row.rejection_reason as RejectionReason | null,
    rejectionComment: row.rejection_comment,
    decidedBy: row.decider_id !== null && row.decider_username !== null ? { id: row.decider_id, username: row.decider_username } : null,
    citizenId: row.citizen_id,
  };
}

/** The pending requests that hold the phone, the national identity card, or the passport of that nationality. */
export function pendingRequestsHolding(db: Db, paper: { phone: string; nationalId: string | null; passportNumber: string | null; nationality: string }) {
  return db
    .selectFrom('registration_request')
    .select(['phone', 'national_id', 'passport_number', 'nationality'])
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('phone', '=', paper.phone),
        ...(paper.nationalId ? [eb('national_id', '=', paper.nationalId)] : []),
        ...(paper.passportNumber ? [eb.and([eb('passport_number', '=', paper.passportNumber), eb('nationality', '=', paper.nationality)])] : []),
      ]),
    )
    .execute();
}

export async function insertRequest(trx: Db, values: Insertable<RegistrationRequestTable>): Promise<number> {
  return (await trx.insertInto('registration_request').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The request's supporting file, or undefined. */
export function requestFileOf(db: Db, id: number) {
  return db.selectFrom('registration_request').select(['file_name', 'file_type', 'file_content']).where('id', '=', id).executeTakeFirst();
}

/** The request's status, its row locked until the transaction ends. */
export async function lockedRequestStatus(trx: Db, id: number): Promise<RegistrationStatus> {
  return (await trx.selectFrom('registration_request').select('status').where('id', '=', id).forUpdate().executeTakeFirstOrThrow()).status;
}

/** Marks the request accepted, by the caller, for the citizen. */
export async function markAccepted(trx: Db, id: number, decidedBy: number, citizenId: number): Promise<void> {
  await trx
    .updateTable('registration_request')
    .set({ status: 'accepted', decided_by: decidedBy, decided_at: new Date(), citizen_id: citizenId })
    .where('id', '=', id)
    .execute();
}

/** Marks the request rejected if it is still pending; false when it was not. */
export async function markRejected(trx: Db, id: number, decidedBy: number, reason: RejectionReason, comment: string | null): Promise<boolean> {
  const updated = await trx
    .updateTable('registration_request')
    .set({ status: 'rejected', rejection_reason: reason, rejection_comment: comment, decided_by: decidedBy, decided_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** The language the citizen chose when registering. */
export async function requestLanguage(db: Db, id: number): Promise<Language> {
  return (await db.selectFrom('registration_request').select('language').where('id', '=', id).executeTakeFirstOrThrow()).language;
}

/** The citizen-space account of a phone: its latest accepted request. */
export function accountOf(db: Db, phone: string) {
  return db
    .selectFrom('registration_request')
    .select(['citizen_id', 'language'])
    .where('status', '=', 'accepted')
    .where('phone', '=', phone)
    .orderBy('decided_at', 'desc')
    .executeTakeFirst();
}
