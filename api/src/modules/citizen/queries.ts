import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { IDENTITY_PAPER_PATTERN, NATIONAL_ID_PATTERN, type ChildIdentity, type ChildRow } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import type { Caller } from '../../http/context.js';
import { escapeLike } from '../../http/list-query.js';
import { structureInScope, structureScopeOf } from '../structure/index.js';
import { childInScope } from './visible-child-queries.js';

/** The fields a children list can be ordered by, and their columns. */
export const CHILD_ORDERING = {
  evaxNumber: 'c.evax_number',
  lastNameFr: 'c.last_name_fr',
  firstNameFr: 'c.first_name_fr',
  lastNameAr: 'c.last_name_ar',
  firstNameAr: 'c.first_name_ar',
  birthDate: 'c.birth_date',
  createdAt: 'c.created_at',
} as const;

/**
 * The children an identity paper names (issue 30): the child's own national identity card (eight
 * digits) or passport, or a parent's (babies have none of their own). Every test is an index
 * equality: citizen_national_id_idx, parent_national_id_idx, and the passports' upper() indexes of
 * 0046 (plans checked with EXPLAIN on PostgreSQL over a million children: BitmapOr of these); the parents' children are read by
 * child_parent_parent_idx into an array once (an InitPlan), so that `c.id = any(...)` is a primary
 * key look-up the planner can OR with the other conditions instead of filtering every child.
 */
function paperCondition(paper: string) {
  const card = NATIONAL_ID_PATTERN.test(paper) ? paper : null;
  const passport = paper.toUpperCase();
  return sql<boolean>`(c.national_id = ${card}
    or upper(c.passport_number) = ${passport}
    or c.id = any(array(select cp.child_id from child_parent cp join parent p on p.id = cp.parent_id
      where p.merged_into is null and (p.national_id = ${card} or upper(p.passport_number) = ${passport}))))`;
}

/**
 * Digits search the evax number's start; text searches the start of the last name or of the full
 * name, in French (any case) or Arabic. Prefix searches use the btree indexes of 0005. A search
 * shaped like an identity paper (eight digits, or a passport number) also finds the child by its
 * own papers or a parent's (paperCondition).
 */
function searchCondition(search: string) {
  const prefix = `${escapeLike(search.replace(/\s+/g, ' '))}%`;
  const paper = IDENTITY_PAPER_PATTERN.test(search) ? paperCondition(search) : null;
  if (/^\d+$/.test(search)) return paper ? sql<boolean>`(c.evax_number like ${prefix} or ${paper})` : sql<boolean>`c.evax_number like ${prefix}`;
  const lowerPrefix = prefix.toLowerCase();
  const names = sql<boolean>`(lower(c.last_name_fr) like ${lowerPrefix}
    or lower(c.first_name_fr || ' ' || c.last_name_fr) like ${lowerPrefix}
    or c.last_name_ar like ${prefix}
    or (c.first_name_ar || ' ' || c.last_name_ar) like ${prefix})`;
  return paper ? sql<boolean>`(${names} or ${paper})` : names;
}

export interface ChildFilters {
  /** The governorate of the registering structure. */
  governorate?: number;
  structure?: number;
}

/** The filters on the registering structure, for a query aliasing it as s. */
export function registeredAt(filters: ChildFilters) {
  return (eb: ExpressionBuilder<Database & { s: Database['structure'] }, 's'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (filters.governorate !== undefined) conditions.push(eb('s.governorate_id', '=', filters.governorate));
    if (filters.structure !== undefined) conditions.push(eb('s.id', '=', filters.structure));
    return eb.and(conditions);
  };
}

/** Every child with its registering structure (s) and birth governorate (g); select the columns with selectChildColumns. */
export function childrenWithPlaces(db: Db) {
  return db.selectFrom('citizen as c').innerJoin('structure as s', 's.id', 'c.structure_id').leftJoin('governorate as g', 'g.id', 'c.birth_governorate_id');
}

/** The children the caller may see, matching the search and filters; select the columns with selectChildColumns. */
export function filteredChildren(db: Db, caller: Caller, search: string | null, filters: ChildFilters = {}) {
  const query = childrenWithPlaces(db).where(childInScope(caller)).where(registeredAt(filters));
  return search ? query.where(searchCondition(search)) : query;
}

/**
 * The ids of the children the caller may see, matching the search and filters, the registering
 * structure asked only when a filter needs it: a page of ids is then read from one ordering index
 * (0028), and a national caller's from the index alone.
 */
export function visibleChildIds(db: Db, caller: Caller, search: string | null, filters: ChildFilters = {}) {
  const filtered = filters.governorate !== undefined || filters.structure !== undefined;
  const query = db.selectFrom('citizen as c').select('c.id').where(childInScope(caller));
  const registered = filtered ? query.where('c.structure_id', 'in', db.selectFrom('structure as s').select('s.id').where(registeredAt(filters))) : query;
  return search ? registered.where(searchCondition(search)) : registered;
}

/**
 * The children kept counted per structure (0028), summed over the structures of the caller's
 * scope that match the filters: the exact total of an unsearched list. One value, to run alone
 * (keptChildCount) or to select beside a page's rows.
 */
export function keptChildCountQuery(db: Db, caller: Caller, filters: ChildFilters) {
  return db
    .selectFrom('child_count as n')
    .innerJoin('structure as s', 's.id', 'n.structure_id')
    .where(structureInScope(structureScopeOf(caller)))
    .where(registeredAt(filters))
    .select(sql<number>`coalesce(sum(n.children), 0)::int`.as('count'));
}

export async function keptChildCount(db: Db, caller: Caller, filters: ChildFilters): Promise<number> {
  const { count } = await keptChildCountQuery(db, caller, filters).executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The children the caller may see that an identity paper names (their own or a parent's), youngest
 * first, at most `limit`, with the structure that registered each.
 */
export function childrenWithPaper(db: Db, caller: Caller, paper: string, limit: number) {
  const query = childrenWithPlaces(db).where(childInScope(caller)).where(paperCondition(paper));
  return selectChildColumns(query).select('c.structure_id').orderBy('c.birth_date', 'desc').orderBy('c.id').limit(limit).execute();
}

export function selectChildColumns(query: ReturnType<typeof filteredChildren>) {
  return query.select([
    'c.id',
    'c.evax_number',
    'c.first_name_fr',
    'c.last_name_fr',
    'c.first_name_ar',
    'c.last_name_ar',
    'c.birth_date',
    'c.gender',
    'g.name_fr as governorate_name_fr',
    'g.name_ar as governorate_name_ar',
    's.name_fr as structure_name_fr',
    's.name_ar as structure_name_ar',
  ]);
}

type ChildColumns = Awaited<ReturnType<ReturnType<typeof selectChildColumns>['execute']>>[number];

/** A child's evax number and names: what the vaccination lists show beside each dose. */
export const CHILD_NAME_COLUMNS = ['c.evax_number', 'c.first_name_fr', 'c.last_name_fr', 'c.first_name_ar', 'c.last_name_ar'] as const;

interface ChildNameColumns {
  evax_number: string;
  first_name_fr: string;
  last_name_fr: string;
  first_name_ar: string;
  last_name_ar: string;
}

export interface ChildIdentityColumns extends ChildNameColumns {
  id: number;
  birth_date: string;
}

export function toChildNames(row: ChildNameColumns): Omit<ChildIdentity, 'id' | 'birthDate'> {
  return {
    evaxNumber: row.evax_number,
    firstNameFr: row.first_name_fr,
    lastNameFr: row.last_name_fr,
    firstNameAr: row.first_name_ar,
    lastNameAr: row.last_name_ar,
  };
}

/** A child's ids, names and birth date, from its columns. */
export function toChildIdentity(row: ChildIdentityColumns): ChildIdentity {
  return { id: row.id, ...toChildNames(row), birthDate: row.birth_date };
}

export function toChildRow(row: ChildColumns): ChildRow {
  return {
    ...toChildIdentity(row),
    gender: row.gender,
    governorate:
      row.governorate_name_fr !== null && row.governorate_name_ar !== null ? { nameFr: row.governorate_name_fr, nameAr: row.governorate_name_ar } : null,
    structure: { nameFr: row.structure_name_fr, nameAr: row.structure_name_ar },
  };
}
