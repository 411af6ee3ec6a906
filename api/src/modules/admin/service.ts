import type { Paged, UserRow } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { countAndPage, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import { filteredUsers, selectUserColumns, USER_ORDERING, type UserFilters } from '../accounts/index.js';
import { usersInScope } from './scope-queries.js';

const DEFAULT_ORDER = { field: 'username', descending: false };

/** The users of the caller's scope (usersInScope), filtered and paged. */
export async function listUsers(db: Db, caller: Caller, params: ListParams, filters: Omit<UserFilters, 'search'>): Promise<Paged<UserRow>> {
  return countAndPage(filteredUsers(db, { ...filters, search: params.search }).where(usersInScope(caller)), async (query) => {
    const rows = await pageOf(orderedBy(selectUserColumns(query), params.ordering, USER_ORDERING, DEFAULT_ORDER, 'u.id'), params).execute();
    return rows.map(rowOfUser);
  });
}

type UserColumns = Awaited<ReturnType<ReturnType<typeof selectUserColumns>['executeTakeFirstOrThrow']>>;

/** A row of the users list as the API answers it. */
export function rowOfUser(row: UserColumns): UserRow {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstNameFr: row.first_name_fr,
    lastNameFr: row.last_name_fr,
    firstNameAr: row.first_name_ar,
    lastNameAr: row.last_name_ar,
    phone: row.phone,
    isActive: row.is_active,
    isSuperuser: row.is_superuser,
    isDssb: row.is_dssb,
    roles: row.roles,
  };
}
