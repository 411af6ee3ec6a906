import { sql } from 'kysely';
import { VACCINATION_STATUS } from '@evax/shared/contract';
import { CHILD_ORDERING, selectChildColumns, type filteredChildren } from '../citizen/queries.js';

export const ROUTINE_CHILD_ORDERING = {
  ...CHILD_ORDERING,
  dosesGiven: 'agg.doses_given',
  lastVaccinationDate: 'agg.last_vaccination_date',
} as const;

/**
 * The one ordering that can meet a null (a child given nothing has no last vaccination): every
 * other is ordered without NULLS LAST, so the list walks its index in order and stops at a page
 * (a centre's overdue children: 700 ms → docs/decisions.md, "The due and overdue counts, kept").
 */
export const ROUTINE_NULLABLE_FIELDS = ['lastVaccinationDate'] as const;

/** The children's columns plus, in the same query, the routine doses given and the date of the last one. */
export function selectRoutineChildColumns(query: ReturnType<typeof filteredChildren>) {
  return selectChildColumns(query)
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('vaccination as v')
          .select([sql<number>`count(*)::int`.as('doses_given'), sql<string | null>`max(v.vaccination_date)`.as('last_vaccination_date')])
          .whereRef('v.citizen_id', '=', 'c.id')
          .where('v.kind', '=', 'routine')
          .where('v.status', '=', VACCINATION_STATUS.done)
          .as('agg'),
      (join) => join.onTrue(),
    )
    .select(['agg.doses_given', 'agg.last_vaccination_date']);
}
