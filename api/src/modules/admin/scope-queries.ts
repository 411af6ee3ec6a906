import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { permissionsNotGivableBy } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import type { Caller } from '../../http/context.js';
import { structureInScope, structureScopeOf } from '../structure/index.js';

type UserAlias = ExpressionBuilder<Database & { u: Database['app_user'] }, 'u'>;

/**
 * The accounts an administrator lists, reads, activates or changes: those it could have created.
 * National scope (superuser, DSSB, the national structure): every account. Otherwise an account
 * is in scope when it works somewhere in the caller's scope and nowhere else, holds only roles
 * the caller may give, and is neither superuser nor DSSB. An account without a structure (a
 * registration waiting, a professional-body account) belongs to the national scope.
 * The query must alias app_user as u.
 */
export function usersInScope(caller: Caller) {
  const scope = structureScopeOf(caller);
  const notGivable = permissionsNotGivableBy(caller);
  return (eb: UserAlias): Expression<SqlBool> => {
    if (scope.kind === 'national') return eb.lit(true);
    if (scope.kind === 'none') return eb.lit(false);
    const memberships = () =>
      eb.selectFrom('user_structure as us').innerJoin('structure as s', 's.id', 'us.structure_id').select('us.user_id').whereRef('us.user_id', '=', 'u.id');
    // The first condition is what the indexes start from (structure_governorate_idx, user_structure_structure_idx).
    const inside = memberships().where(structureInScope(scope));
    const outside = memberships().where((w) =>
      w.or([
        w.not(structureInScope(scope)(w)),
        ...(notGivable.length > 0
          ? [w('us.role_id', 'in', w.selectFrom('role_permission as rp').select('rp.role_id').where('rp.permission', 'in', notGivable))]
          : []),
      ]),
    );
    return eb.and([eb.exists(inside), eb.not(eb.exists(outside)), eb('u.is_superuser', '=', false), eb('u.is_dssb', '=', false)]);
  };
}

/** Does the account exist and lie in the caller's scope? Out of scope reads as unknown (404, code 203). */
export async function isUserInScope(db: Db, caller: Caller, userId: number): Promise<boolean> {
  const row = await db.selectFrom('app_user as u').select('u.id').where('u.id', '=', userId).where(usersInScope(caller)).executeTakeFirst();
  return row !== undefined;
}
