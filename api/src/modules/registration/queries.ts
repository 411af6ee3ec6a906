import { sql, type Expression, type ExpressionBuilder, type Insertable, type SqlBool } from 'kysely';
import {
  UNDECIDED_STATUSES,
  type Language,
  type RegistrationRequestDetail,
  type RegistrationRequestRow,
  type RegistrationStatus,
  type RejectionReason,
} from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Database, RegistrationRequestTable } from '../../db/schema.js';
import type { Caller } from '../../http/context.js';
import { escapeLike } from '../../http/list-query.js';
import { structureScopeOf } from '../structure/index.js';

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

type RequestAlias = ExpressionBuilder<Database & { r: Database['registration_request'] }, 'r'>;

/**
 * The requests a caller may list, read and decide (issue 27), on the request's row (aliased r):
 * the national level every one; a regional directorate those of its governorate; a health
 * structure those tied to it, and those tied to its governorate without a structure; nobody
 * without a structure. A request is tied when registered (registration_structure_created_idx,
 * registration_governorate_created_idx).
 */
export function requestInScope(caller: Caller) {
  const scope = structureScopeOf(caller);
  return (eb: RequestAlias): Expression<SqlBool> => {
    switch (scope.kind) {
      case 'national':
        return eb.lit(true);
      case 'governorate':
        return eb('r.governorate_id', '=', scope.governorateId);
      case 'structure':
        return eb.or([
          eb('r.structure_id', '=', scope.structureId),
          eb.and([eb('r.structure_id', 'is', null), eb('r.governorate_id', '=', caller.structure!.governorateId)]),
        ]);
      case 'none':
        return eb.lit(false);
    }
  };
}

export function filteredRequests(db: Db, caller: Caller, search: string | null, filters: RequestFilters) {
  let query = db.selectFrom('registration_request as r').where(requestInScope(caller));
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

/** A place's id and names from a left join (null when the join found none). */
function place(id: number | null, nameFr: string | null, nameAr: string | null) {
  return id !== null && nameFr !== null ? { id, nameFr, nameAr } : null;
}

/** One request the caller may see, with its file's facts, scope and decision (not the file's content), or undefined. */
export async function findRequest(db: Db, caller: Caller, id: number): Promise<Omit<RegistrationRequestDetail, 'identity'> | undefined> {
  const row = await db
    .selectFrom('registration_request as r')
    .leftJoin('app_user as u', 'u.id', 'r.decided_by')
    .leftJoin('structure as ds', 'ds.id', 'r.structure_id')
    .leftJoin('governorate as dg', 'dg.id', 'r.governorate_id')
    .leftJoin('app_user as iu', 'iu.id', 'r.in_person_by')
    .leftJoin('structure as ips', 'ips.id', 'r.in_person_structure_id')
    .select([...ROW_COLUMNS, 'r.file_name', 'r.file_type', 'r.file_size', 'r.rejection_reason', 'r.rejection_comment', 'r.citizen_id', 'r.in_person_at'])
    .select(['u.id as decider_id', 'u.username as decider_username'])
    .select(['ds.id as scope_structure_id', 'ds.name_fr as scope_structure_fr', 'ds.name_ar as scope_structure_ar'])
    .select(['dg.id as scope_governorate_id', 'dg.name_fr as scope_governorate_fr', 'dg.name_ar as scope_governorate_ar'])
    .select(['iu.id as in_person_user_id', 'iu.username as in_person_username'])
    .select(['ips.id as in_person_structure_id', 'ips.name_fr as in_person_structure_fr', 'ips.name_ar as in_person_structure_ar'])
    .where('r.id', '=', id)
    .where(requestInScope(caller))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toRow(row),
    file: { name: row.file_name, type: row.file_type, size: row.file_size },
    rejectionReason: row.rejection_reason as RejectionReason | null,
    rejectionComment: row.rejection_comment,
    decidedBy: row.decider_id !== null && row.decider_username !== null ? { id: row.decider_id, username: row.decider_username } : null,
    citizenId: row.citizen_id,
    scope: {
      structure: place(row.scope_structure_id, row.scope_structure_fr, row.scope_structure_ar),
      governorate: place(row.scope_governorate_id, row.scope_governorate_fr, row.scope_governorate_ar),
    },
    inPersonCheck: row.in_person_at
      ? {
          at: new Date(row.in_person_at).toISOString(),
          by: row.in_person_user_id !== null && row.in_person_username !== null ? { id: row.in_person_user_id, username: row.in_person_username } : null,
          structure: place(row.in_person_structure_id, row.in_person_structure_fr, row.in_person_structure_ar),
        }
      : null,
  };
}

/** The undecided requests (pending or in person) that hold the phone, the national identity card, or the passport of that nationality. */
export function pendingRequestsHolding(db: Db, paper: { phone: string; nationalId: string | null; passportNumber: string | null; nationality: string }) {
  return db
    .selectFrom('registration_request')
    .select(['phone', 'national_id', 'passport_number', 'nationality'])
    .where('status', 'in', UNDECIDED_STATUSES)
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

/** The supporting file of a request the caller may see, or undefined. */
export function requestFileOf(db: Db, caller: Caller, id: number) {
  return db
    .selectFrom('registration_request as r')
    .select(['r.file_name', 'r.file_type', 'r.file_content'])
    .where('r.id', '=', id)
    .where(requestInScope(caller))
    .executeTakeFirst();
}

/** The request's status, its row locked until the transaction ends. */
export async function lockedRequestStatus(trx: Db, id: number): Promise<RegistrationStatus> {
  return (await trx.selectFrom('registration_request').select('status').where('id', '=', id).forUpdate().executeTakeFirstOrThrow()).status;
}

/** Sends a pending request for an in-person check at the caller's structure; false when it was not pending. */
export async function markInPerson(trx: Db, id: number, by: number, structureId: number): Promise<boolean> {
  const updated = await trx
    .updateTable('registration_request')
    .set({ status: 'in_person', in_person_by: by, in_person_at: new Date(), in_person_structure_id: structureId })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Marks the request accepted, by the caller, for the citizen. */
export async function markAccepted(trx: Db, id: number, decidedBy: number, citizenId: number): Promise<void> {
  await trx
    .updateTable('registration_request')
    .set({ status: 'accepted', decided_by: decidedBy, decided_at: new Date(), citizen_id: citizenId })
    .where('id', '=', id)
    .execute();
}

/** Marks the request rejected if it is still undecided (pending or in person); false when it was not. */
export async function markRejected(trx: Db, id: number, decidedBy: number, reason: RejectionReason, comment: string | null): Promise<boolean> {
  const updated = await trx
    .updateTable('registration_request')
    .set({ status: 'rejected', rejection_reason: reason, rejection_comment: comment, decided_by: decidedBy, decided_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', UNDECIDED_STATUSES)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** The language the citizen chose when registering. */
export async function requestLanguage(db: Db, id: number): Promise<Language> {
  return (await db.selectFrom('registration_request').select('language').where('id', '=', id).executeTakeFirstOrThrow()).language;
}

/** A citizen's citizen-space account: its accepted request (registration_account_citizen_idx: one at most), or undefined. */
export function accountOfCitizen(db: Db, citizenId: number) {
  return db
    .selectFrom('registration_request')
    .select(['id', 'citizen_id', 'language'])
    .where('status', '=', 'accepted')
    .where('citizen_id', '=', citizenId)
    .executeTakeFirst();
}
