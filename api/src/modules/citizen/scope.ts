import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Caller } from '../../http/context.js';

type ChildrenScope = ExpressionBuilder<Database & { c: Database['citizen']; s: Database['structure'] }, 'c' | 's'>;

/**
 * Which children a caller sees: superuser, DSSB and the national level see every child; a
 * regional directorate sees its governorate's; a health centre sees the children it registered.
 * The query must alias citizen as c and its registering structure as s.
 */
export function visibleChildren(caller: Caller) {
  return (eb: ChildrenScope): Expression<SqlBool> => {
    const structure = caller.structure;
    if (caller.isSuperuser || caller.isDssb || structure?.type === 'NATIONAL') return eb.lit(true);
    if (!structure) return eb.lit(false);
    if (structure.type === 'REGIONAL_DIRECTORATE') return eb('s.governorate_id', '=', structure.governorateId);
    return eb('c.structure_id', '=', structure.id);
  };
}
