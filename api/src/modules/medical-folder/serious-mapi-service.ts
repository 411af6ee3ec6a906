import type { MapiRow, SeriousMapiRow } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { visibleChildren } from '../citizen/scope.js';

/**
 * The serious reports, newest first, a page at a time, of the children the caller sees: the whole
 * country for national-level users (superuser, DSSB, the national structure; the partial index
 * mapi_serious_date_idx), a governorate for a regional directorate, its own children for a centre.
 */
export async function listSeriousMapi(db: Db, caller: Caller, page: number, pageSize: number): Promise<{ count: number; results: SeriousMapiRow[] }> {
  const serious = () =>
    db
      .selectFrom('mapi as m')
      .innerJoin('citizen as c', 'c.id', 'm.child_id')
      .innerJoin('structure as s', 's.id', 'c.structure_id')
      .where('m.serious', '=', true)
      .where(visibleChildren(caller));
  const counted = await serious()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await serious()
    .leftJoin('structure as r', 'r.id', 'm.structure_id')
    .select([
      'm.id',
      'c.evax_number',
      'c.first_name_fr',
      'c.last_name_fr',
      'c.first_name_ar',
      'c.last_name_ar',
      'm.event_date',
      'm.serious_criteria',
      'm.outcome',
      'r.name_fr as structure_fr',
      'r.name_ar as structure_ar',
    ])
    .orderBy('m.event_date', 'desc')
    .orderBy('m.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    count: Number(counted.n),
    results: rows.map((row) => ({
      id: row.id,
      evaxNumber: row.evax_number,
      childNameFr: `${row.first_name_fr} ${row.last_name_fr}`,
      childNameAr: `${row.first_name_ar} ${row.last_name_ar}`,
      date: row.event_date,
      seriousCriteria: row.serious_criteria as MapiRow['seriousCriteria'],
      outcome: row.outcome as MapiRow['outcome'],
      structureFr: row.structure_fr,
      structureAr: row.structure_ar,
    })),
  };
}
