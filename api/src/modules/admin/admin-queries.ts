import type { Db } from '../../db/connection.js';
import { NATIONAL_STRUCTURE_CODE } from '../../db/seed/reference/structures.js';
import { ROLE_CODES } from '../../db/seed/reference/roles.js';

/** The active structures among `ids`, with their type and governorate. */
export function activeStructuresAmong(db: Db, ids: number[]) {
  return db.selectFrom('structure').select(['id', 'type', 'governorate_id']).where('id', 'in', ids).where('is_active', '=', true).execute();
}

/** The active roles among `codes`, one row per permission (a role without any: one row, permission null). */
export function activeRolesAmong(db: Db, codes: string[]) {
  return db
    .selectFrom('role as r')
    .leftJoin('role_permission as rp', 'rp.role_id', 'r.id')
    .select(['r.id', 'r.code', 'rp.permission'])
    .where('r.code', 'in', codes)
    .where('r.is_active', '=', true)
    .execute();
}

export async function insertMemberships(trx: Db, rows: { user_id: number; structure_id: number; role_id: number; is_default: boolean }[]): Promise<void> {
  await trx.insertInto('user_structure').values(rows).execute();
}

/** A superuser at the national structure, administrator there, who must choose a new password at first sign-in. */
export async function insertSuperuser(
  trx: Db,
  user: { username: string; firstNameFr: string; lastNameFr: string; firstNameAr: string; lastNameAr: string; passwordHash: string },
): Promise<number> {
  const structure = await trx.selectFrom('structure').select('id').where('code', '=', NATIONAL_STRUCTURE_CODE).executeTakeFirstOrThrow();
  const role = await trx.selectFrom('role').select('id').where('code', '=', ROLE_CODES.admin).executeTakeFirstOrThrow();
  const { id } = await trx
    .insertInto('app_user')
    .values({
      username: user.username,
      first_name_fr: user.firstNameFr,
      last_name_fr: user.lastNameFr,
      first_name_ar: user.firstNameAr,
      last_name_ar: user.lastNameAr,
      password_hash: user.passwordHash,
      is_superuser: true,
      first_login: true,
      preferred_language: 'fr',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertMemberships(trx, [{ user_id: id, structure_id: structure.id, role_id: role.id, is_default: true }]);
  return id;
}
