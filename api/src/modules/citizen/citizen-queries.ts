import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { escapeLike, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import { structureInScope, structureScopeOf } from '../structure/index.js';
import { PARENT_SUMMARY_COLUMNS } from './parent-queries.js';
import { childrenWithPlaces, filteredChildren, selectChildColumns } from './queries.js';

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
 * are kept per structure (structure_parent, migration 0048, by triggers), so a centre's or a
 * region's parents are read from that index instead of uniting two sets at every page; a national
 * caller sees them all.
 */
function visibleParents(db: Db, caller: Caller) {
  const scope = structureScopeOf(caller);
  // A record merged into another (issue 30) is retired: out of the lists, searches and pages.
  const parents = db.selectFrom('parent as p').where('p.merged_into', 'is', null);
  if (scope.kind === 'national') return parents;
  const followed = db
    .selectFrom('structure_parent as f')
    .select('f.parent_id')
    .where('f.structure_id', 'in', db.selectFrom('structure as s').select('s.id').where(structureInScope(scope)));
  return parents.where('p.id', 'in', followed);
}

/**
 * The centre whose followed parents a list reads from structure_parent alone (migration 0068): a
 * centre's caller (one structure) without a search. Null for the others (a region, the nation, a
 * search), which read parent.
 */
export function searchlessCentre(caller: Caller, search: string | null): number | null {
  const scope = structureScopeOf(caller);
  return scope.kind === 'structure' && !search ? scope.structureId : null;
}

/** Whether the list is ordered by registration (createdAt, the default, either way), the order structure_parent's index keeps. */
export function byRegistration(ordering: ListParams['ordering']): boolean {
  return !ordering || !Object.hasOwn(CITIZEN_ORDERING, ordering.field) || ordering.field === 'createdAt';
}

/** The parents a centre follows, retired ones left out (structure_parent_created_idx): select their ids to count them. */
export function centreFollowed(db: Db, structureId: number) {
  return db.selectFrom('structure_parent as f').where('f.structure_id', '=', structureId).where('f.retired', '=', false);
}

/**
 * A centre's page of citizens by registration: the page's ids from the followed parents' index
 * alone (0068), then only those parents read. The same rows in the same order as the general query
 * (p.created_at, then p.id): the kept created_at is the parent's.
 */
export function centreCitizenPage(db: Db, structureId: number, params: ListParams) {
  const order = [params.ordering, { createdAt: 'f.created_at' }, { field: 'createdAt', descending: true }, 'f.parent_id', { nullable: [] }] as const;
  const ids = pageOf(orderedBy(centreFollowed(db, structureId).select(['f.parent_id', 'f.created_at']), ...order), params);
  return orderedBy(db.selectFrom(ids.as('f')).innerJoin('parent as p', 'p.id', 'f.parent_id').select(PARENT_SUMMARY_COLUMNS), ...order);
}

/** Digits: the start of the national identity card number or of the phone's digits; text: the start of a name. */
function citizenSearch(search: string) {
  const prefix = `${escapeLike(search.replace(/\s+/g, ' '))}%`;
  if (/^[\d +]+$/.test(search))
    return sql<boolean>`(p.national_id like ${prefix} or replace(p.phone, ' ', '') like ${`%${escapeLike(search.replace(/\D/g, ''))}%`})`;
  return sql<boolean>`(lower(p.last_name_fr) like ${prefix.toLowerCase()} or p.last_name_ar like ${prefix})`;
}

/** The citizens the caller sees matching the search; select the columns (PARENT_SUMMARY_COLUMNS) or the ids. */
export function searchedCitizens(db: Db, caller: Caller, search: string | null) {
  const visible = visibleParents(db, caller);
  return search ? visible.where(citizenSearch(search)) : visible;
}

/** A citizen the caller sees, by id, or undefined. */
export function visibleCitizen(db: Db, caller: Caller, id: number) {
  return visibleParents(db, caller).select(PARENT_SUMMARY_COLUMNS).where('p.id', '=', id).executeTakeFirst();
}

/** The citizen's children the caller sees, with the citizen's role, youngest last. */
export function citizenChildRows(db: Db, caller: Caller, parentId: number) {
  return selectChildColumns(filteredChildren(db, caller, null))
    .innerJoin('child_parent as l', 'l.child_id', 'c.id')
    .select('l.role')
    .where('l.parent_id', '=', parentId)
    .orderBy('c.birth_date')
    .execute();
}

/** A parent's own children, whoever registered them, youngest last. */
export function parentChildRows(db: Db, parentId: number) {
  return selectChildColumns(childrenWithPlaces(db))
    .innerJoin('child_parent as l', 'l.child_id', 'c.id')
    .where('l.parent_id', '=', parentId)
    .orderBy('c.birth_date')
    .orderBy('c.id')
    .execute();
}
