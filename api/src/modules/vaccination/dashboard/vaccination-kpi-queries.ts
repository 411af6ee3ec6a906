import { VACCINATION_STATUS } from '@evax/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';
import { childIdsBornBetween } from '../../citizen/index.js';
import { structureInArea, type StructureArea } from '../../structure/index.js';

/** What the doses are counted over: an area, a vaccine (DCI), a period of dose days, a range of birth days. */
export interface DoseCounting {
  area: StructureArea;
  vaccine?: number;
  from?: string;
  to?: string;
  bornFrom?: string;
  bornTo?: string;
}

/**
 * The doses done (status 2) at the structures of the area, by governorate: all of them, and those
 * back-entered from a certificate (a past dose, certificate_verified). One aggregate over the
 * partial index vaccination_done_date_idx (or _structure_date_ for a centre); the children are read
 * only for an age range (a semi-join on their birth day).
 */
export function dosesByGovernorate(db: Db, counting: DoseCounting) {
  let query = db
    .selectFrom('vaccination as v')
    .innerJoin('structure as s', 's.id', 'v.structure_id')
    .where('v.status', '=', VACCINATION_STATUS.done)
    .where(structureInArea(counting.area));
  if (counting.vaccine !== undefined) query = query.where('v.dci_id', '=', counting.vaccine);
  if (counting.from) query = query.where('v.vaccination_date', '>=', counting.from);
  if (counting.to) query = query.where('v.vaccination_date', '<=', counting.to);
  if (counting.bornFrom || counting.bornTo) query = query.where('v.citizen_id', 'in', childIdsBornBetween(db, counting.bornFrom, counting.bornTo));
  return query
    .select([
      's.governorate_id as governorate',
      sql<number>`count(*)::int`.as('doses'),
      sql<number>`(count(*) filter (where v.certificate_verified))::int`.as('past'),
    ])
    .groupBy('s.governorate_id')
    .orderBy('s.governorate_id')
    .execute();
}
