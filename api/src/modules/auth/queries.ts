import { sql } from 'kysely';
import type { StructureType } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';

/** The permissions of a role (none when the role is inactive), as one SQL array. */
const rolePermissions = (roleIdColumn: string) =>
  sql<string[]>`array(select rp.permission from role_permission rp join role r on r.id = rp.role_id where rp.role_id = ${sql.ref(roleIdColumn)} and r.is_active order by rp.permission)`;

export function findUserForLogin(db: Db, username: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'password_hash', 'is_active'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function recordLogin(db: Db, userId: number): Promise<void> {
  await db.updateTable('app_user').set({ last_login_at: new Date() }).where('id', '=', userId).execute();
}

export function findUserProfile(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .select([
      'id',
      'username',
      'email',
      'first_name_fr',
      'last_name_fr',
      'first_name_ar',
      'last_name_ar',
      'phone',
      'is_superuser',
      'is_dssb',
      'first_login',
      'preferred_language',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Every structure the user works in, default first, with its group and the role's permissions there. */
export function findUserStructures(db: Db, userId: number) {
  return db
    .selectFrom('user_structure as us')
    .innerJoin('structure as s', 's.id', 'us.structure_id')
    .innerJoin('structure_group as g', 'g.id', 's.group_id')
    .select([
      's.id',
      's.type',
      's.name_fr',
      's.name_ar',
      'us.is_default',
      'g.name_fr as group_name_fr',
      'g.name_ar as group_name_ar',
      rolePermissions('us.role_id').as('permissions'),
    ])
    .where('us.user_id', '=', userId)
    .orderBy('us.is_default', 'desc')
    .orderBy('s.name_fr')
    .execute();
}

export interface CallerRow {
  is_active: boolean;
  is_superuser: boolean;
  is_dssb: boolean;
  structure_id: number | null;
  structure_type: StructureType | null;
  governorate_id: number | null;
  permissions: string[] | null;
  revoked: boolean;
}

/** One round trip per request: the user, its role's permissions in the token's structure, and whether the token was revoked. */
export function findCaller(db: Db, userId: number, structureId: number | null, jti: string): Promise<CallerRow | undefined> {
  return db
    .selectFrom('app_user as u')
    .leftJoin('user_structure as us', (join) => join.onRef('us.user_id', '=', 'u.id').on('us.structure_id', '=', structureId ?? -1))
    .leftJoin('structure as s', 's.id', 'us.structure_id')
    .select([
      'u.is_active',
      'u.is_superuser',
      'u.is_dssb',
      's.id as structure_id',
      's.type as structure_type',
      's.governorate_id',
      rolePermissions('us.role_id').as('permissions'),
      sql<boolean>`exists(select 1 from revoked_token t where t.jti = ${jti})`.as('revoked'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Revokes a token until it expires; drops the revocations nobody needs any more. */
export async function revokeToken(db: Db, jti: string, expiresAt: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('revoked_token').where('expires_at', '<', new Date()).execute();
    await trx.insertInto('revoked_token').values({ jti, expires_at: expiresAt }).onConflict((oc) => oc.doNothing()).execute();
  });
}
