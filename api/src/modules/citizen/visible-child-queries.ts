import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import type { Caller } from '../../http/context.js';
import { structureScopeOf } from '../structure/index.js';

type ChildAlias = ExpressionBuilder<Database & { c: Database['citizen'] }, 'c'>;

/**
 * Which children a caller sees, on the child's row (the query aliases citizen as c; the type says
 * so): those registered at a structure of its scope (superuser, DSSB and the national level: every
 * child; a regional directorate: its governorate's, the national structure left out; a health
 * centre: the children it registered; no structure: none). A centre's test is the child's own
 * column (citizen_structure_idx); a region's, the ids of its structures.
 */
export function childInScope(caller: Caller) {
  const scope = structureScopeOf(caller);
  return (eb: ChildAlias): Expression<SqlBool> => {
    switch (scope.kind) {
      case 'national':
        return eb.lit(true);
      case 'structure':
        return eb('c.structure_id', '=', scope.structureId);
      case 'governorate':
        return eb(
          'c.structure_id',
          'in',
          eb.selectFrom('structure as st').select('st.id').where('st.governorate_id', '=', scope.governorateId).where('st.type', '<>', 'NATIONAL'),
        );
      case 'none':
        return eb.lit(false);
    }
  };
}

/** How a request names a child: its evax number, its national identity card, or its id (a record reached by its own id). */
export type ChildKey = { evaxNumber: string } | { nationalId: string } | { id: number };

/** The child of the key, if the caller sees it: who it is and where it was registered. */
export function childInScopeByKey(db: Db, caller: Caller, key: ChildKey) {
  const query = db
    .selectFrom('citizen as c')
    .where(childInScope(caller))
    .select(['c.id', 'c.evax_number', 'c.first_name_fr', 'c.last_name_fr', 'c.first_name_ar', 'c.last_name_ar', 'c.birth_date', 'c.gender', 'c.structure_id']);
  if ('evaxNumber' in key) return query.where('c.evax_number', '=', key.evaxNumber).executeTakeFirst();
  if ('nationalId' in key) return query.where('c.national_id', '=', key.nationalId).executeTakeFirst();
  return query.where('c.id', '=', key.id).executeTakeFirst();
}
