import type { Paged, RoutineVaccinationChildRow } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { countAndPage, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import { filteredChildren, toChildRow } from '../citizen/queries.js';
import { ROUTINE_CHILD_ORDERING, selectRoutineChildColumns } from './queries.js';

const DEFAULT_ORDER = { field: 'createdAt', descending: true };

/** The children list of the routine vaccination screen, with where each child's schedule stands. */
export async function listRoutineChildren(db: Db, caller: Caller, params: ListParams): Promise<Paged<RoutineVaccinationChildRow>> {
  return countAndPage(filteredChildren(db, caller, params.search), async (query) => {
    const rows = await pageOf(orderedBy(selectRoutineChildColumns(query), params.ordering, ROUTINE_CHILD_ORDERING, DEFAULT_ORDER, 'c.id'), params).execute();
    return rows.map((row) => ({ ...toChildRow(row), dosesGiven: row.doses_given, lastVaccinationDate: row.last_vaccination_date }));
  });
}
