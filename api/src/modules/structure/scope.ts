import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { StructureType } from '@evax/shared/contract';
import type { Database } from '../../db/schema.js';
import type { Caller } from '../../http/context.js';

/**
 * The structures an administrator acts on (users it lists, reads, creates or activates): every
 * one for superuser, DSSB and the national structure; a regional directorate's governorate; a
 * health centre (or hospital) itself; none for a caller without a structure.
 */
export type StructureScope =
  { kind: 'national' } | { kind: 'governorate'; governorateId: number } | { kind: 'structure'; structureId: number } | { kind: 'none' };

export function structureScopeOf(caller: Caller): StructureScope {
  const structure = caller.structure;
  if (caller.isSuperuser || caller.isDssb || structure?.type === 'NATIONAL') return { kind: 'national' };
  if (!structure) return { kind: 'none' };
  if (structure.type === 'REGIONAL_DIRECTORATE') return { kind: 'governorate', governorateId: structure.governorateId };
  return { kind: 'structure', structureId: structure.id };
}

export interface ScopedStructure {
  id: number;
  type: StructureType;
  governorateId: number;
}

/** The national structure sits in Tunis's governorate, so a governorate scope leaves it out by type. */
export function isStructureInScope(scope: StructureScope, structure: ScopedStructure): boolean {
  switch (scope.kind) {
    case 'national':
      return true;
    case 'governorate':
      return structure.governorateId === scope.governorateId && structure.type !== 'NATIONAL';
    case 'structure':
      return structure.id === scope.structureId;
    case 'none':
      return false;
  }
}

type StructureAlias = ExpressionBuilder<Database & { s: Database['structure'] }, 's'>;

/** The same rule in SQL, for a query aliasing structure as s. */
export function structureInScope(scope: StructureScope) {
  return (eb: StructureAlias): Expression<SqlBool> => {
    switch (scope.kind) {
      case 'national':
        return eb.lit(true);
      case 'governorate':
        return eb.and([eb('s.governorate_id', '=', scope.governorateId), eb('s.type', '<>', 'NATIONAL')]);
      case 'structure':
        return eb('s.id', '=', scope.structureId);
      case 'none':
        return eb.lit(false);
    }
  };
}
