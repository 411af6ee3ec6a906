import { sql } from 'kysely';
import type { StructureType } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import { escapeLike } from '../../http/list-query.js';

export const STRUCTURE_ORDERING = {
  id: 's.id',
  code: 's.code',
  type: 's.type',
  nameFr: 's.name_fr',
  nameAr: 's.name_ar',
} as const;

export interface StructureFilters {
  search: string | null;
  governorateId: number | null;
  type: StructureType | null;
  isActive: boolean | null;
}

/** Structures matching the filters; the search looks anywhere in the code or the name (fr or ar). */
export function filteredStructures(db: Db, filters: StructureFilters) {
  let query = db
    .selectFrom('structure as s')
    .innerJoin('governorate as gv', 'gv.id', 's.governorate_id')
    .innerJoin('structure_group as g', 'g.id', 's.group_id')
    .leftJoin('delegation as d', 'd.id', 's.delegation_id');
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search.toLowerCase())}%`;
    query = query.where(sql<boolean>`(lower(s.code) like ${pattern} or lower(s.name_fr) like ${pattern} or s.name_ar like ${pattern})`);
  }
  if (filters.governorateId !== null) query = query.where('s.governorate_id', '=', filters.governorateId);
  if (filters.type !== null) query = query.where('s.type', '=', filters.type);
  if (filters.isActive !== null) query = query.where('s.is_active', '=', filters.isActive);
  return query;
}

export function selectStructureColumns(query: ReturnType<typeof filteredStructures>) {
  return query.select([
    's.id',
    's.code',
    's.type',
    's.name_fr',
    's.name_ar',
    's.is_active',
    'gv.id as governorate_id',
    'gv.code as governorate_code',
    'gv.name_fr as governorate_name_fr',
    'gv.name_ar as governorate_name_ar',
    'd.id as delegation_id',
    'd.name_fr as delegation_name_fr',
    'd.name_ar as delegation_name_ar',
    'g.id as group_id',
    'g.name_fr as group_name_fr',
    'g.name_ar as group_name_ar',
  ]);
}

/** Makes `structureId` the user's default structure; false when the user does not work there. */
export async function setDefaultStructure(db: Db, userId: number, structureId: number): Promise<{ previous: number | null } | null> {
  return db.transaction().execute(async (trx) => {
    // Lock the user's memberships: parallel changes wait, so one default remains.
    const memberships = await trx.selectFrom('user_structure').select(['structure_id', 'is_default']).where('user_id', '=', userId).forUpdate().execute();
    if (!memberships.some((m) => m.structure_id === structureId)) return null;
    const previous = memberships.find((m) => m.is_default)?.structure_id ?? null;
    if (previous !== structureId) {
      await trx.updateTable('user_structure').set({ is_default: false }).where('user_id', '=', userId).where('is_default', '=', true).execute();
      await trx.updateTable('user_structure').set({ is_default: true }).where('user_id', '=', userId).where('structure_id', '=', structureId).execute();
    }
    return { previous };
  });
}

/** A structure's type, governorate, state and names, or undefined. */
export function structureById(db: Db, id: number) {
  return db.selectFrom('structure').select(['id', 'type', 'governorate_id', 'is_active', 'name_fr', 'name_ar']).where('id', '=', id).executeTakeFirst();
}
