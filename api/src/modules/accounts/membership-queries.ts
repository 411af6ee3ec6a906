import { sql, type ExpressionBuilder } from 'kysely';
import type { StructureType, UserType } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';

/**
 * The permissions of a role (none when the role is inactive), as one text, separated by spaces
 * (permission strings have none): a text is read far faster than an SQL array at every request.
 */
const rolePermissions = (roleIdColumn: string) =>
  sql<string>`array_to_string(array(select rp.permission from role_permission rp join role r on r.id = rp.role_id where rp.role_id = ${sql.ref(roleIdColumn)} and r.is_active order by rp.permission), ' ')`;

/** Every structure the user (app_user's row) works in, default first, with its group and the role's permissions there. */
export function userStructures(eb: ExpressionBuilder<Database, 'app_user'>) {
  return eb
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
    .whereRef('us.user_id', '=', 'app_user.id')
    .orderBy('us.is_default', 'desc')
    .orderBy('s.name_fr');
}

export interface CallerRow {
  is_active: boolean;
  is_superuser: boolean;
  is_dssb: boolean;
  structure_id: number | null;
  structure_type: StructureType | null;
  governorate_id: number | null;
  /** rolePermissions' text; null without a membership in the token's structure. */
  permissions: string | null;
  revoked: boolean;
  first_login: boolean;
  user_type: UserType;
  session_version: number;
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
      'u.first_login',
      'u.user_type',
      'u.session_version',
      's.id as structure_id',
      's.type as structure_type',
      's.governorate_id',
      rolePermissions('us.role_id').as('permissions'),
      sql<boolean>`exists(select 1 from revoked_token t where t.jti = ${jti})`.as('revoked'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
