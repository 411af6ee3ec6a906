import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { escapeLike } from '../../http/list-query.js';

/** role and role_permission (issue 34): the roles administrators build. */

export const ROLE_ORDERING = { id: 'r.id', code: 'r.code', nameFr: 'r.name_fr', nameAr: 'r.name_ar', isActive: 'r.is_active' } as const;

export interface RoleFilters {
  search: string | null;
  isActive: boolean | null;
}

/** Roles matching the search (code or names) and the active flag. */
export function filteredRoles(db: Db, filters: RoleFilters) {
  let query = db.selectFrom('role as r');
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search.toLowerCase())}%`;
    query = query.where(sql<boolean>`(lower(r.code) like ${pattern} or lower(r.name_fr) like ${pattern} or r.name_ar like ${pattern})`);
  }
  if (filters.isActive !== null) query = query.where('r.is_active', '=', filters.isActive);
  return query;
}

/** A role's columns, its permission count and how many accounts hold it. */
export function selectRoleColumns(query: ReturnType<typeof filteredRoles>) {
  return query.select([
    'r.id',
    'r.code',
    'r.name_fr',
    'r.name_ar',
    'r.is_active',
    sql<string>`(select count(*) from role_permission rp where rp.role_id = r.id)`.as('permission_count'),
    sql<string>`(select count(distinct us.user_id) from user_structure us where us.role_id = r.id)`.as('user_count'),
  ]);
}

export function findRole(db: Db, roleId: number) {
  return selectRoleColumns(filteredRoles(db, { search: null, isActive: null }))
    .select(sql<string[]>`array(select rp.permission from role_permission rp where rp.role_id = r.id order by rp.permission)`.as('permissions'))
    .where('r.id', '=', roleId)
    .executeTakeFirst();
}

export async function insertRole(trx: Db, role: { code: string; nameFr: string; nameAr: string }): Promise<number> {
  const { id } = await trx.insertInto('role').values({ code: role.code, name_fr: role.nameFr, name_ar: role.nameAr }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateRoleFields(trx: Db, roleId: number, changes: { code?: string; nameFr?: string; nameAr?: string }, now: Date): Promise<void> {
  await trx
    .updateTable('role')
    .set({
      ...(changes.code !== undefined ? { code: changes.code } : {}),
      ...(changes.nameFr !== undefined ? { name_fr: changes.nameFr } : {}),
      ...(changes.nameAr !== undefined ? { name_ar: changes.nameAr } : {}),
      updated_at: now,
    })
    .where('id', '=', roleId)
    .execute();
}

/** The role's permissions become these (what is removed applies at its holders' next request). */
export async function replaceRolePermissions(trx: Db, roleId: number, permissions: readonly string[]): Promise<void> {
  await trx.deleteFrom('role_permission').where('role_id', '=', roleId).execute();
  if (permissions.length > 0)
    await trx
      .insertInto('role_permission')
      .values(permissions.map((permission) => ({ role_id: roleId, permission })))
      .execute();
}

export async function setRoleActive(trx: Db, roleId: number, active: boolean, now: Date): Promise<void> {
  await trx.updateTable('role').set({ is_active: active, updated_at: now }).where('id', '=', roleId).execute();
}

export async function deleteRoleRow(trx: Db, roleId: number): Promise<void> {
  await trx.deleteFrom('role').where('id', '=', roleId).execute();
}

/** Is another role's code this one, whatever the case? */
export async function isRoleCodeTaken(db: Db, code: string, exceptRoleId: number | null): Promise<boolean> {
  let query = db
    .selectFrom('role')
    .select('id')
    .where(sql<string>`lower(code)`, '=', code.toLowerCase());
  if (exceptRoleId !== null) query = query.where('id', '<>', exceptRoleId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Does any account hold the role? */
export async function isRoleHeld(db: Db, roleId: number): Promise<boolean> {
  return (await db.selectFrom('user_structure').select('user_id').where('role_id', '=', roleId).limit(1).executeTakeFirst()) !== undefined;
}
