import { sql } from 'kysely';
import type { RegistrationRequestDetail, RegistrationRequestRow, RegistrationStatus, RejectionReason } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
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
