import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { structureInArea, type StructureArea } from '../structure/index.js';

/** The ids of the children born in the range (both ends included, either open), a subquery (citizen_birth_date_id_idx). */
export function childIdsBornBetween(db: Db, bornFrom?: string, bornTo?: string) {
  let query = db.selectFrom('citizen as cb').select('cb.id');
  if (bornFrom) query = query.where('cb.birth_date', '>=', bornFrom);
  if (bornTo) query = query.where('cb.birth_date', '<=', bornTo);
  return query;
}

/** A Tunisian day's first instant (created_at is a timestamptz). */
const dayStart = (day: string) => sql<Date>`(${day}::date::timestamp at time zone 'Africa/Tunis')`;
const nextDayStart = (day: string) => sql<Date>`((${day}::date + 1)::timestamp at time zone 'Africa/Tunis')`;

/**
 * The children registered at the structures of the area (born in the range), by governorate: all of
 * them, and those registered in the period (by an agent: a child is only ever registered by a
 * professional's account). One aggregate (citizen_structure_created_id_idx, citizen_birth_date_id_idx).
 */
export function childrenByGovernorate(db: Db, counting: { area: StructureArea; from?: string; to?: string; bornFrom?: string; bornTo?: string }) {
  let query = db.selectFrom('citizen as c').innerJoin('structure as s', 's.id', 'c.structure_id').where(structureInArea(counting.area));
  if (counting.bornFrom) query = query.where('c.birth_date', '>=', counting.bornFrom);
  if (counting.bornTo) query = query.where('c.birth_date', '<=', counting.bornTo);
  const inPeriod = sql.join(
    [
      ...(counting.from ? [sql`c.created_at >= ${dayStart(counting.from)}`] : []),
      ...(counting.to ? [sql`c.created_at < ${nextDayStart(counting.to)}`] : []),
      sql`true`,
    ],
    sql` and `,
  );
  return query
    .select([
      's.governorate_id as governorate',
      sql<number>`count(*)::int`.as('registered'),
      sql<number>`(count(*) filter (where ${inPeriod}))::int`.as('by_agents'),
    ])
    .groupBy('s.governorate_id')
    .orderBy('s.governorate_id')
    .execute();
}
