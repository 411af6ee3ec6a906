import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { AccountDb } from '../../db/account-schema.js';
import type { Database } from '../../db/schema.js';
import type { Caller } from '../../http/context.js';

/** Whose messages a caller reads in the SMS log: every one, the accounts of a governorate's structures or of one structure, or none. */
export type RecipientScope = { kind: 'all' } | { kind: 'governorate'; governorateId: number } | { kind: 'structure'; structureId: number } | { kind: 'none' };

/**
 * Like the children (citizen/scope.ts): superuser, DSSB and the national level read every
 * message (those to a number of no account too); a regional directorate, its governorate's
 * accounts; a health centre (or hospital), its own accounts.
 */
export function recipientScope(caller: Caller): RecipientScope {
  const structure = caller.structure;
  if (caller.isSuperuser || caller.isDssb || structure?.type === 'NATIONAL') return { kind: 'all' };
  if (!structure) return { kind: 'none' };
  if (structure.type === 'REGIONAL_DIRECTORATE') return { kind: 'governorate', governorateId: structure.governorateId };
  return { kind: 'structure', structureId: structure.id };
}

type Membership = ExpressionBuilder<Database & { us: Database['user_structure']; s: Database['structure'] }, 'us' | 's'>;

/** Whether a structure is within a governorate or structure scope (the national structure never is, though it has a governorate). */
function inside(scope: Extract<RecipientScope, { kind: 'governorate' | 'structure' }>) {
  return (eb: Membership): Expression<SqlBool> =>
    scope.kind === 'structure' ? eb('s.id', '=', scope.structureId) : eb.and([eb('s.governorate_id', '=', scope.governorateId), eb('s.type', '!=', 'NATIONAL')]);
}

/**
 * The accounts a regional or local caller may read the messages of: no superuser or DSSB
 * account, and only accounts that work in the scope and nowhere above or beside it (an account
 * also at the national level or in another governorate stays the higher level's).
 */
export function accountsWithin(db: AccountDb, scope: Extract<RecipientScope, { kind: 'governorate' | 'structure' }>) {
  const isInside = inside(scope);
  const memberships = (eb: ExpressionBuilder<Database & { u: Database['app_user'] }, 'u'>) =>
    eb.selectFrom('user_structure as us').innerJoin('structure as s', 's.id', 'us.structure_id').select('us.user_id').whereRef('us.user_id', '=', 'u.id');
  return db
    .selectFrom('app_user as u')
    .select('u.id')
    .where('u.is_superuser', '=', false)
    .where('u.is_dssb', '=', false)
    .where((eb) => eb.exists(memberships(eb).where(isInside)))
    .where((eb) => eb.not(eb.exists(memberships(eb).where((inner) => inner.not(isInside(inner))))));
}
