import type { Insertable, Transaction } from 'kysely';
import type { Database, ParentTable } from '../../schema.js';
import { SeededRandom } from '../random.js';

/** Share of demo children who are the younger sibling of the child registered just before them. */
const SIBLING_SHARE = 0.2;

/**
 * A mother for every demo child (the mother named on the child), registered at the child's
 * centre with a national identity card and a phone; about one child in five is the younger
 * sibling of the previous child of the same centre and shares its mother. Its own random
 * sequence, so the children's data stay as they were.
 */
export async function seedDemoParents(trx: Transaction<Database>): Promise<void> {
  const random = new SeededRandom(2026);
  const children = await trx
    .selectFrom('citizen')
    .select(['id', 'structure_id', 'mother_first_name_fr', 'mother_last_name_fr', 'mother_first_name_ar', 'mother_last_name_ar', 'birth_date'])
    .orderBy('structure_id')
    .orderBy('birth_date')
    .execute();
  let previous: { structureId: number; parentId: number } | null = null;
  let serial = 0;
  for (const child of children) {
    if (previous && previous.structureId === child.structure_id && random.chance(SIBLING_SHARE)) {
      await trx.insertInto('child_parent').values({ child_id: child.id, parent_id: previous.parentId, role: 'mother' }).execute();
      continue;
    }
    serial += 1;
    const local = String(20_000_000 + serial * 7_919 + random.int(0, 7_000)).slice(-8);
    const mother: Insertable<ParentTable> = {
      first_name_fr: child.mother_first_name_fr ?? 'Amel',
      last_name_fr: child.mother_last_name_fr ?? 'Ben Salah',
      first_name_ar: child.mother_first_name_ar ?? 'أمل',
      last_name_ar: child.mother_last_name_ar ?? 'بن صالح',
      gender: 'female',
      national_id: String(10_000_000 + serial * 104_729).slice(-8),
      phone: `+216 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5, 8)}`,
      structure_id: child.structure_id,
    };
    const { id } = await trx.insertInto('parent').values(mother).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('child_parent').values({ child_id: child.id, parent_id: id, role: 'mother' }).execute();
    previous = { structureId: child.structure_id, parentId: id };
  }
}
