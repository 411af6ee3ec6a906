import { sql } from 'kysely';
import type { ChildRow, CitizenChildRow, Paged, ParentSummary } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { countAndPage, escapeLike, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import { structureInScope, structureScopeOf } from '../structure/scope.js';
import { childrenWithPlaces, filteredChildren, selectChildColumns, toChildRow } from './queries.js';
import { visibleChildren } from './scope.js';
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
 * parents of the children it sees (a family registered elsewhere that brings a child here).
 */
function visibleParents(db: Db, caller: Caller) {
  const scope = structureScopeOf(caller);
  return db
    .selectFrom('parent as p')
    .innerJoin('structure as s', 's.id', 'p.structure_id')
    .where((eb) =>
      eb.or([
        structureInScope(scope)(eb),
        eb.exists(
          eb
            .selectFrom('child_parent as l')
            .innerJoin('citizen as c', 'c.id', 'l.child_id')
            // The inner alias s (the child's structure) shadows the outer one, as SQL scopes it.
            .innerJoin('structure as s', 's.id', 'c.structure_id')
            .select(sql.lit(1).as('one'))
            .whereRef('l.parent_id', '=', 'p.id')
            .where(visibleChildren(caller)),
        ),
      ]),
    );
}

/** Digits: the start of the national identity card number or of the phone's digits; text: the start of a name. */
function citizenSearch(search: string) {
  const prefix = `${escapeLike(search.replace(/\s+/g, ' '))}%`;
  if (/^[\d +]+$/.test(search))
    return sql<boolean>`(p.national_id like ${prefix} or replace(p.phone, ' ', '') like ${`%${escapeLike(search.replace(/\D/g, ''))}%`})`;
  return sql<boolean>`(lower(p.last_name_fr) like ${prefix.toLowerCase()} or p.last_name_ar like ${prefix})`;
}

export async function listCitizens(db: Db, caller: Caller, params: ListParams): Promise<Paged<ParentSummary>> {
  let query = visibleParents(db, caller);
  if (params.search) query = query.where(citizenSearch(params.search));
  return countAndPage(query, async (filtered) => {
    const rows = await pageOf(
      orderedBy(filtered.select(PARENT_SUMMARY_COLUMNS), params.ordering, CITIZEN_ORDERING, { field: 'createdAt', descending: true }, 'p.id'),
      params,
    ).execute();
    return rows.map(toParentSummary);
  });
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
