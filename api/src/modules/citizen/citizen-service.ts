import { LIST_COUNT_CAP, type ChildRow, type CitizenChildRow, type Paged, type ParentSummary } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { countUpTo, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import {
  byRegistration,
  CITIZEN_ORDERING,
  centreCitizenPage,
  centreFollowed,
  citizenChildRows,
  parentChildRows,
  searchedCitizens,
  searchlessCentre,
  visibleCitizen,
} from './citizen-queries.js';
import { parentNotFound } from './errors.js';
import { PARENT_SUMMARY_COLUMNS, toParentSummary } from './parent-queries.js';
import { toChildRow } from './queries.js';

export { CITIZEN_ORDERING };

export async function listCitizens(db: Db, caller: Caller, params: ListParams): Promise<Paged<ParentSummary>> {
  const query = searchedCitizens(db, caller, params.search);
  // A centre's list without a search counts its followed parents from structure_parent's index alone
  // (0068), whatever the order; by registration, its page's ids come from there too.
  const centre = searchlessCentre(caller, params.search);
  // Every ordering column is NOT NULL: the (column, id) indexes serve both directions (0028).
  const order = [params.ordering, CITIZEN_ORDERING, { field: 'createdAt', descending: true }, 'p.id', { nullable: [] }] as const;
  const page =
    centre !== null && byRegistration(params.ordering)
      ? centreCitizenPage(db, centre, params)
      : pageOf(orderedBy(query.select(PARENT_SUMMARY_COLUMNS), ...order), params);
  // A parents' total over a national set is counted up to LIST_COUNT_CAP, then "more than".
  const [count, rows] = await Promise.all([
    centre === null ? countUpTo(db, query.select('p.id'), LIST_COUNT_CAP) : countUpTo(db, centreFollowed(db, centre).select('f.parent_id'), LIST_COUNT_CAP),
    page.execute(),
  ]);
  return { ...count, results: rows.map(toParentSummary) };
}

/** A citizen the caller sees, or 404 parent not found (the same for one out of scope). */
export async function showCitizen(db: Db, caller: Caller, id: number): Promise<ParentSummary> {
  const row = await visibleCitizen(db, caller, id);
  if (!row) throw parentNotFound();
  return toParentSummary(row);
}

/** GET /api/citizen/{param}/children: the citizen's children the caller sees, with their role. */
export async function citizenChildren(db: Db, caller: Caller, id: number): Promise<CitizenChildRow[]> {
  await showCitizen(db, caller, id);
  const rows = await citizenChildRows(db, caller, id);
  return rows.map((row) => ({ ...toChildRow(row), role: row.role }));
}

/** A parent's own children, whoever registered them, youngest last: what the citizen space shows the signed-in citizen. */
export async function childrenOfParent(db: Db, parentId: number): Promise<ChildRow[]> {
  return (await parentChildRows(db, parentId)).map(toChildRow);
}
