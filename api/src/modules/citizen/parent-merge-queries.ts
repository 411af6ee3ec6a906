import type { ParentValues } from '@evax/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { PARENT_COLUMNS, toColumns } from './child-fields.js';

/** A parent's stored values in the API's names (a merge compares and fills them), whether retired, and where registered. */
export type MergedParentRow = Required<{ [K in keyof ParentValues]: ParentValues[K] | null }> & { id: number; retired: boolean };

/** The two records of a merge, locked in id order (two merges of the same pair wait for each other, never deadlock). */
export async function lockParentsForMerge(trx: Db, ids: number[]): Promise<MergedParentRow[]> {
  const rows = await trx
    .selectFrom('parent')
    .select([
      'id',
      'first_name_fr as firstNameFr',
      'last_name_fr as lastNameFr',
      'first_name_ar as firstNameAr',
      'last_name_ar as lastNameAr',
      'gender',
      sql<string | null>`to_char(birth_date, 'YYYY-MM-DD')`.as('birthDate'),
      'phone',
      'nationality',
      'national_id as nationalId',
      'passport_number as passportNumber',
      'social_security_number as socialSecurityNumber',
      sql<boolean>`merged_into is not null`.as('retired'),
    ])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows as MergedParentRow[];
}

/** The children of these parents, with each link's parent, role and the child's evax number. */
export function childLinksOfParents(trx: Db, parentIds: number[]) {
  return trx
    .selectFrom('child_parent as l')
    .innerJoin('citizen as c', 'c.id', 'l.child_id')
    .select(['l.child_id', 'l.parent_id', 'l.role', 'c.evax_number'])
    .where('l.parent_id', 'in', parentIds)
    .orderBy('l.child_id')
    .execute();
}

/** Retires the duplicate into the kept record, and the records merged into it before follow (one step from the kept record). */
export async function retireParent(trx: Db, duplicateId: number, keptId: number): Promise<void> {
  await trx.updateTable('parent').set({ merged_into: keptId }).where('merged_into', '=', duplicateId).execute();
  await trx
    .updateTable('parent')
    .set({ merged_into: keptId, merged_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', duplicateId)
    .execute();
}

/** Writes the values the kept record takes from the duplicate. */
export async function fillParent(trx: Db, parentId: number, values: Partial<ParentValues>): Promise<void> {
  await trx
    .updateTable('parent')
    .set({ ...(toColumns(PARENT_COLUMNS, values) as object), updated_at: sql`now()` } as never)
    .where('id', '=', parentId)
    .execute();
}

/** Moves every child of the duplicate to the kept record, with its role. */
export async function moveChildLinks(trx: Db, duplicateId: number, keptId: number): Promise<void> {
  await trx.updateTable('child_parent').set({ parent_id: keptId }).where('parent_id', '=', duplicateId).execute();
}

/** The records merged into these parents (retired): a child's history reads their rows too (parent_merged_into_idx). */
export async function recordsMergedInto(db: Db, parentIds: number[]): Promise<number[]> {
  if (parentIds.length === 0) return [];
  const rows = await db.selectFrom('parent').select('id').where('merged_into', 'in', parentIds).execute();
  return rows.map((row) => row.id);
}
