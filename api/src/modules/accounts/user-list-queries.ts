import { sql } from 'kysely';
import type { LocalizedName } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import { escapeLike } from '../../http/list-query.js';

export const USER_ORDERING = {
  id: 'u.id',
  username: 'u.username',
  email: 'u.email',
  firstNameFr: 'u.first_name_fr',
  lastNameFr: 'u.last_name_fr',
  firstNameAr: 'u.first_name_ar',
  lastNameAr: 'u.last_name_ar',
  isActive: 'u.is_active',
} as const;

export interface UserFilters {
  search: string | null;
  isActive: boolean | null;
  /** The recycle bin (true) or the living accounts (false, the default). */
  deleted?: boolean;
  /** Users holding this role somewhere (user_structure_role_idx). */
  role?: number;
  /** Users working at this structure (user_structure_structure_idx). */
  structure?: number;
}

/** Users matching the filters (living ones unless `deleted`); the search looks anywhere in the user name, e-mail or full name (fr or ar). */
export function filteredUsers(db: Db, filters: UserFilters) {
  let query = db.selectFrom('app_user as u');
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search.toLowerCase())}%`;
    query = query.where(sql<boolean>`(lower(u.username) like ${pattern}
      or lower(u.email) like ${pattern}
      or lower(u.first_name_fr || ' ' || u.last_name_fr) like ${pattern}
      or (u.first_name_ar || ' ' || u.last_name_ar) like ${pattern})`);
  }
  if (filters.isActive !== null) query = query.where('u.is_active', '=', filters.isActive);
  if (filters.role !== undefined || filters.structure !== undefined) {
    const { role, structure } = filters;
    query = query.where((eb) => {
      let memberships = eb.selectFrom('user_structure as m').select('m.user_id').whereRef('m.user_id', '=', 'u.id');
      if (role !== undefined) memberships = memberships.where('m.role_id', '=', role);
      if (structure !== undefined) memberships = memberships.where('m.structure_id', '=', structure);
      return eb.exists(memberships);
    });
  }
  return query.where('u.deleted_at', filters.deleted ? 'is not' : 'is', null);
}

/** The user's columns and, in the same query, the distinct roles it holds across its structures. */
export function selectUserColumns(query: ReturnType<typeof filteredUsers>) {
  return query.select([
    'u.id',
    'u.username',
    'u.email',
    'u.first_name_fr',
    'u.last_name_fr',
    'u.first_name_ar',
    'u.last_name_ar',
    'u.phone',
    'u.is_active',
    'u.is_superuser',
    'u.is_dssb',
    sql<LocalizedName[]>`coalesce((
      select jsonb_agg(jsonb_build_object('nameFr', r.name_fr, 'nameAr', r.name_ar) order by r.name_fr)
      from role r
      where r.id in (select us.role_id from user_structure us where us.user_id = u.id)
    ), '[]'::jsonb)`.as('roles'),
  ]);
}
