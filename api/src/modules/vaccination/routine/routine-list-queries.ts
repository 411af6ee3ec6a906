import { sql } from 'kysely';
import { LIST_COUNT_CAP, VACCINATION_STATUS, type ScheduleState } from '@evax/shared/contract';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { countUpTo, orderedBy, pageOf, type ListParams } from '../../../http/list-query.js';
import { CHILD_ORDERING, filteredChildren, selectChildColumns } from '../../citizen/index.js';
import { SCHEDULE_STATE_LEVEL } from './schedule-state-queries.js';

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
function selectRoutineChildColumns(query: RoutineChildren) {
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

export type RoutineChildren = ReturnType<typeof filteredChildren>;

/** The children the caller sees, matching the search, the structure and the birth dates of an age band. */
export function routineChildren(
  db: Db,
  caller: Caller,
  search: string | null,
  filters: { structure?: number; bornOnOrBefore?: string; bornAfter?: string | null },
): RoutineChildren {
  let children = filteredChildren(db, caller, search, { structure: filters.structure });
  if (filters.bornOnOrBefore) children = children.where('c.birth_date', '<=', filters.bornOnOrBefore);
  if (filters.bornAfter) children = children.where('c.birth_date', '>', filters.bornAfter);
  return children;
}

/**
 * Those of the children whose schedule is in the state, by their kept state (migration 0047: the
 * caller computes the stale ones first, computeStaleStates). A rare state at national scope is read
 * from the state's index, a centre's from its children's.
 */
export function routineChildrenInState(children: RoutineChildren, state: ScheduleState): RoutineChildren {
  return children.where(({ exists, selectFrom }) =>
    exists(
      selectFrom('child_schedule_state as k').select('k.citizen_id').whereRef('k.citizen_id', '=', 'c.id').where('k.level', '=', SCHEDULE_STATE_LEVEL[state]),
    ),
  );
}

/** How many of the children there are, counted no further than LIST_COUNT_CAP. */
export function countRoutineChildren(db: Db, children: RoutineChildren) {
  return countUpTo(db, children.select('c.id'), LIST_COUNT_CAP);
}

const DEFAULT_ORDER = { field: 'createdAt', descending: true };

/** A page of the children with their routine doses given and the date of the last one. */
export function routineChildrenPageRows(children: RoutineChildren, params: ListParams) {
  return pageOf(
    orderedBy(selectRoutineChildColumns(children), params.ordering, ROUTINE_CHILD_ORDERING, DEFAULT_ORDER, 'c.id', { nullable: ROUTINE_NULLABLE_FIELDS }),
    params,
  ).execute();
}
