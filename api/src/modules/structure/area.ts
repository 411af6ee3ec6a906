import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * A place in the structure tree, as wide as the keys it gives: {} the whole country, a governorate,
 * a circonscription (structure group) of it, a structure of that circonscription. The dashboards
 * count the rows of the structures in an area (docs/decisions/dashboards.md).
 */
export interface StructureArea {
  governorateId?: number;
  groupId?: number;
  structureId?: number;
}

type StructureAlias = ExpressionBuilder<Database & { s: Database['structure'] }, 's'>;

/**
 * The structures of the area, for a query aliasing structure as s. A governorate leaves the
 * national structure out (it sits in Tunis's governorate), as the administration's scope does.
 */
export function structureInArea(area: StructureArea) {
  return (eb: StructureAlias): Expression<SqlBool> => {
    if (area.structureId !== undefined) return eb('s.id', '=', area.structureId);
    if (area.groupId !== undefined) return eb('s.group_id', '=', area.groupId);
    if (area.governorateId !== undefined) return eb.and([eb('s.governorate_id', '=', area.governorateId), eb('s.type', '<>', 'NATIONAL')]);
    return eb.lit(true);
  };
}

/** Does `inner` lie in `outer` (each key `outer` gives, `inner` gives the same)? */
export function isAreaWithin(inner: StructureArea, outer: StructureArea): boolean {
  return (['governorateId', 'groupId', 'structureId'] as const).every((key) => outer[key] === undefined || inner[key] === outer[key]);
}
