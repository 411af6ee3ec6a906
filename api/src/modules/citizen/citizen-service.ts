import { sql } from 'kysely';
import { LIST_COUNT_CAP, type ChildRow, type CitizenChildRow, type Paged, type ParentSummary } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { countUpTo, escapeLike, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import { structureInScope, structureScopeOf } from '../structure/scope.js';
import { childrenWithPlaces, filteredChildren, selectChildColumns, toChildRow, visibleChildIds } from './queries.js';
import { parentNotFound, PARENT_SUMMARY_COLUMNS, toParentSummary } from './parent-service.js';

/** The citizens list's ordering fields. */
export const CITIZEN_ORDERING = {
  lastNameFr: 'p.last_name_fr',
  firstNameFr: 'p.first_name_fr',
  lastNameAr: 'p.last_name_ar',
  createdAt: 'p.created_at',
} as const;

/**
 * The citizens (parents) a caller sees: those registered at a structure of its scope, and the
 * parents of the children it sees (a family registered elsewhere that brings a child here). Both
 * sets are gathered from their indexes and united, rather than testing every parent of the
 * country against the rule; a national caller sees them all.
 */
function visibleParents(db: Db, caller: Caller) {
  const scope = structureScopeOf(caller);
  const parents = db.selectFrom('parent as p');
  if (scope.kind === 'national') return parents;
  const registeredHere = db
    .selectFrom('parent as registered')
    .select('registered.id')
    .where('registered.structure_id', 'in', db.selectFrom('structure as s').select('s.id').where(structureInScope(scope)));
  const ofChildrenSeen = db
    .selectFrom('child_parent as l')
    .select('l.parent_id as id')
    .where('l.child_id', 'in', visibleChildIds(db, caller, null));
  return parents.where('p.id', 'in', registeredHere.union(ofChildrenSeen));
}

/** Digits: the start of the national identity card number or of the phone's digits; text: the start of a name. */
function citizenSearch(search: string) {
  const prefix = `${escapeLike(search.replace(/\s+/g, ' '))}%`;
  if (/^[\d +]+$/.test(search))
    return sql<boolean>`(p.national_id like ${prefix} or replace(p.phone, ' ', '') like ${`%${escapeLike(search.replace(/\D/g, ''))}%`})`;
  return sql<boolean>`(lower(p.last_name_fr) like ${prefix.toLowerCase()} or p.last_name_ar like ${prefix})`;
}

export async function listCitizens(db: Db, caller: Caller, params: ListParams): Promise<Paged<ParentSummary>> {
  const visible = visibleParents(db, caller);
  const query = params.search ? visible.where(citizenSearch(params.search)) : visible;
  // Every ordering column is NOT NULL: the (column, id) indexes serve both directions (0028).
  const order = [params.ordering, CITIZEN_ORDERING, { field: 'createdAt', descending: true }, 'p.id', { nullable: [] }] as const;
  // A parents' total over a national set is counted up to LIST_COUNT_CAP, then "more than".
  const [count, rows] = await Promise.all([
    countUpTo(db, query.select('p.id'), LIST_COUNT_CAP),
    pageOf(orderedBy(query.select(PARENT_SUMMARY_COLUMNS), ...order), params).execute(),
  ]);
  return { ...count, results: rows.map(toParentSummary) };
}

/** A citizen the caller sees, or 404 parent not found (the same for one out of scope). */
export async function showCitizen(db: Db, caller: Caller, id: number): Promise<ParentSummary> {
  const row = await visibleParents(db, caller).select(PARENT_SUMMARY_COLUMNS).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw parentNotFound();
  return toParentSummary(row);
}

/** GET /api/citizen/{param}/children: the citizen's children the caller sees, with their role. */
export async function citizenChildren(db: Db, caller: Caller, id: number): Promise<CitizenChildRow[]> {
  await showCitizen(db, caller, id);
  const rows = await selectChildColumns(filteredChildren(db, caller, null))
    .innerJoin('child_parent as l', 'l.child_id', 'c.id')
    .select('l.role')
    .where('l.parent_id', '=', id)
    .orderBy('c.birth_date')
    .execute();
  return rows.map((row) => ({ ...toChildRow(row), role: row.role }));
}

/** A parent's own children, whoever registered them, youngest last: what the citizen space shows the signed-in citizen. */
export async function childrenOfParent(db: Db, parentId: number): Promise<ChildRow[]> {
  const rows = await selectChildColumns(childrenWithPlaces(db))
    .innerJoin('child_parent as l', 'l.child_id', 'c.id')
    .where('l.parent_id', '=', parentId)
    .orderBy('c.birth_date')
    .orderBy('c.id')
    .execute();
  return rows.map(toChildRow);
}
