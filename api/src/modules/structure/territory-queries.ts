import type { PlaceRow } from '@evax/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/** The governorates, by code. */
export function governorates(db: Db): Promise<PlaceRow[]> {
  return db.selectFrom('governorate').select(['id', 'code', 'name_fr as nameFr', 'name_ar as nameAr']).orderBy('code').execute();
}

/** A governorate's delegations, by French name; a delegation without an Arabic name answers its French one. */
export function delegationsOf(db: Db, governorateId: number): Promise<PlaceRow[]> {
  return db
    .selectFrom('delegation')
    .select(['id', 'code', 'name_fr as nameFr', sql<string>`coalesce(name_ar, name_fr)`.as('nameAr')])
    .where('governorate_id', '=', governorateId)
    .orderBy('name_fr')
    .execute();
}

/** A governorate's names, or undefined. */
export function governorateById(db: Db, id: number) {
  return db.selectFrom('governorate').select(['id', 'name_fr', 'name_ar']).where('id', '=', id).executeTakeFirst();
}
