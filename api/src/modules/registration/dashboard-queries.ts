import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { UNDECIDED_STATUSES } from '@evax/shared/contract';
import type { Caller } from '../../http/context.js';
import type { StructureArea } from '../structure/index.js';
import { requestInScope } from './queries.js';

/**
 * The citizen-space accounts accepted in the period (decided_at, days in Tunisia), the requests of
 * the area, by governorate: a request belongs to its governorate, circonscription and centre by the
 * structure it is tied to (a request tied to a governorate only counts there and nationally; one
 * tied to none, nationally only). One aggregate over registration_accepted_decided_idx.
 */
export function acceptedRequestsByGovernorate(db: Db, counting: { area: StructureArea; from?: string; to?: string }) {
  const { area } = counting;
  let query = db.selectFrom('registration_request as r').where('r.status', '=', 'accepted');
  if (area.structureId !== undefined) query = query.where('r.structure_id', '=', area.structureId);
  else if (area.groupId !== undefined)
    query = query.where('r.structure_id', 'in', db.selectFrom('structure as s').select('s.id').where('s.group_id', '=', area.groupId));
  else if (area.governorateId !== undefined) query = query.where('r.governorate_id', '=', area.governorateId);
  if (counting.from) query = query.where('r.decided_at', '>=', sql<Date>`(${counting.from}::date::timestamp at time zone 'Africa/Tunis')`);
  if (counting.to) query = query.where('r.decided_at', '<', sql<Date>`((${counting.to}::date + 1)::timestamp at time zone 'Africa/Tunis')`);
  return query
    .select(['r.governorate_id as governorate', sql<number>`count(*)::int`.as('accepted')])
    .groupBy('r.governorate_id')
    .execute();
}

/** The requests waiting for a decision (pending or waiting in person) that the caller decides (the list's scope). */
export async function waitingRequestCount(db: Db, caller: Caller): Promise<number> {
  const row = await db
    .selectFrom('registration_request as r')
    .where('r.status', 'in', [...UNDECIDED_STATUSES])
    .where(requestInScope(caller))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
