import type { Db } from '../../db/connection.js';
import { structureInArea, type StructureArea } from './area.js';

/**
 * What a dashboard of this area may be filtered by: its governorates, their circonscriptions (the
 * groups of a governorate that hold a health centre or hospital) and those centres, in code order.
 */
export async function areaChoices(db: Db, area: StructureArea) {
  const centres = await db
    .selectFrom('structure as s')
    .select(['s.id', 's.name_fr as nameFr', 's.name_ar as nameAr', 's.governorate_id as governorateId', 's.group_id as circonscriptionId'])
    .where('s.type', 'in', ['CSB', 'HOSPITAL'])
    .where(structureInArea(area))
    .orderBy('s.code')
    .execute();
  const groupIds = [...new Set(centres.map((c) => c.circonscriptionId))];
  const governorateIds = [...new Set(centres.map((c) => c.governorateId))];
  const [circonscriptions, governorates] = await Promise.all([
    groupIds.length === 0
      ? []
      : db
          .selectFrom('structure_group')
          .select(['id', 'name_fr as nameFr', 'name_ar as nameAr', 'governorate_id as governorateId'])
          .where('id', 'in', groupIds)
          .where('governorate_id', 'is not', null)
          .orderBy('code')
          .execute(),
    area.governorateId === undefined && area.structureId === undefined && area.groupId === undefined
      ? db.selectFrom('governorate').select(['id', 'code', 'name_fr as nameFr', 'name_ar as nameAr']).orderBy('code').execute()
      : governorateIds.length === 0
        ? []
        : db
            .selectFrom('governorate')
            .select(['id', 'code', 'name_fr as nameFr', 'name_ar as nameAr'])
            .where('id', 'in', governorateIds)
            .orderBy('code')
            .execute(),
  ]);
  return { governorates, circonscriptions: circonscriptions.map((c) => ({ ...c, governorateId: c.governorateId! })), centres };
}

/** The area of one structure (its governorate, circonscription and itself), or undefined. */
export async function structureArea(db: Db, id: number): Promise<(StructureArea & { type: string }) | undefined> {
  const row = await db.selectFrom('structure').select(['id', 'type', 'governorate_id', 'group_id']).where('id', '=', id).executeTakeFirst();
  return row && { governorateId: row.governorate_id, groupId: row.group_id, structureId: row.id, type: row.type };
}

/** The area of one circonscription (a structure group of a governorate), or undefined (a central group has none). */
export async function circonscriptionArea(db: Db, id: number): Promise<StructureArea | undefined> {
  const row = await db.selectFrom('structure_group').select(['id', 'governorate_id']).where('id', '=', id).executeTakeFirst();
  return row?.governorate_id == null ? undefined : { governorateId: row.governorate_id, groupId: row.id };
}

/** The area of one governorate, or undefined. */
export async function governorateArea(db: Db, id: number): Promise<StructureArea | undefined> {
  const row = await db.selectFrom('governorate').select('id').where('id', '=', id).executeTakeFirst();
  return row && { governorateId: row.id };
}
