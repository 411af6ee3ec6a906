import { sql } from 'kysely';
import type { Civility } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import { usersInScope } from './scope-queries.js';

/** app_user as an administrator reads and changes it (issue 34): detail, edit, state, recycle bin. */

/** Every field of one account of the caller's scope (deleted or not), with its memberships. */
export function findUserDetail(db: Db, scope: ReturnType<typeof usersInScope>, userId: number) {
  return db
    .selectFrom('app_user as u')
    .select([
      'u.id',
      'u.username',
      'u.email',
      'u.civility',
      'u.first_name_fr',
      'u.last_name_fr',
      'u.first_name_ar',
      'u.last_name_ar',
      'u.phone',
      'u.alternate_phone',
      'u.fax',
      'u.address',
      'u.is_active',
      'u.is_superuser',
      'u.is_dssb',
      'u.first_login',
      'u.deleted_at',
      'u.last_login_at',
      'u.preferred_language',
      sql<
        {
          structureId: number;
          structureNameFr: string;
          structureNameAr: string;
          roleId: number;
          roleCode: string;
          roleNameFr: string;
          roleNameAr: string;
          isDefault: boolean;
        }[]
      >`coalesce((
        select jsonb_agg(jsonb_build_object(
          'structureId', s.id, 'structureNameFr', s.name_fr, 'structureNameAr', s.name_ar,
          'roleId', r.id, 'roleCode', r.code, 'roleNameFr', r.name_fr, 'roleNameAr', r.name_ar, 'isDefault', us.is_default
        ) order by us.is_default desc, s.name_fr)
        from user_structure us join structure s on s.id = us.structure_id join role r on r.id = us.role_id
        where us.user_id = u.id
      ), '[]'::jsonb)`.as('memberships'),
    ])
    .where('u.id', '=', userId)
    .where(scope)
    .executeTakeFirst();
}

export interface UserChanges {
  username?: string;
  email?: string | null;
  civility?: Civility | null;
  firstNameFr?: string;
  lastNameFr?: string;
  firstNameAr?: string;
  lastNameAr?: string;
  phone?: string | null;
  alternatePhone?: string | null;
  fax?: string | null;
  address?: string | null;
}

export async function updateUserFields(trx: Db, userId: number, changes: UserChanges, now: Date): Promise<void> {
  await trx
    .updateTable('app_user')
    .set({
      ...(changes.username !== undefined ? { username: changes.username } : {}),
      ...(changes.email !== undefined ? { email: changes.email } : {}),
      ...(changes.civility !== undefined ? { civility: changes.civility } : {}),
      ...(changes.firstNameFr !== undefined ? { first_name_fr: changes.firstNameFr } : {}),
      ...(changes.lastNameFr !== undefined ? { last_name_fr: changes.lastNameFr } : {}),
      ...(changes.firstNameAr !== undefined ? { first_name_ar: changes.firstNameAr } : {}),
      ...(changes.lastNameAr !== undefined ? { last_name_ar: changes.lastNameAr } : {}),
      ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
      ...(changes.alternatePhone !== undefined ? { alternate_phone: changes.alternatePhone } : {}),
      ...(changes.fax !== undefined ? { fax: changes.fax } : {}),
      ...(changes.address !== undefined ? { address: changes.address } : {}),
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/** The account's structures replaced by these. */
export async function replaceMemberships(trx: Db, userId: number, rows: { structure_id: number; role_id: number; is_default: boolean }[]): Promise<void> {
  await trx.deleteFrom('user_structure').where('user_id', '=', userId).execute();
  if (rows.length > 0)
    await trx
      .insertInto('user_structure')
      .values(rows.map((row) => ({ ...row, user_id: userId })))
      .execute();
}

export async function setUserActiveFlag(trx: Db, userId: number, active: boolean, now: Date): Promise<void> {
  await trx.updateTable('app_user').set({ is_active: active, updated_at: now }).where('id', '=', userId).execute();
}

/** To the recycle bin: disabled (its sessions end at their next request) and hidden from the lists. */
export async function markUserDeleted(trx: Db, userId: number, now: Date): Promise<void> {
  await trx.updateTable('app_user').set({ deleted_at: now, is_active: false, updated_at: now }).where('id', '=', userId).execute();
}

/** Back from the recycle bin, still disabled. */
export async function clearUserDeleted(trx: Db, userId: number, now: Date): Promise<void> {
  await trx.updateTable('app_user').set({ deleted_at: null, updated_at: now }).where('id', '=', userId).execute();
}

/**
 * The active, living superusers other than `userId` (the last one must stay). In a transaction,
 * their rows stay locked until it ends, so two administrators cannot each disable one of the last two.
 */
export async function otherActiveSuperusers(trx: Db, userId: number): Promise<number> {
  const rows = await trx
    .selectFrom('app_user')
    .select('id')
    .where('is_superuser', '=', true)
    .where('is_active', '=', true)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.filter((row) => row.id !== userId).length;
}
