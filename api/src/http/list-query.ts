import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';

/** The query every list takes (page, page_size, search, ordering or sort), as validated by listQuery (@evax/shared/contract/schemas), page and page_size defaulted. */
export interface RawListQuery {
  page: number;
  page_size: number;
  search?: string;
  ordering?: string;
  /** Spec 1 §9's other name of ordering: the same values; ordering wins when both are given. */
  sort?: string;
}

export interface Ordering {
  field: string;
  descending: boolean;
}

export interface ListParams {
  page: number;
  pageSize: number;
  /** Trimmed; null when empty. */
  search: string | null;
  ordering: Ordering | null;
}

export function listParams(query: RawListQuery): ListParams {
  const search = query.search?.trim() || null;
  const requested = query.ordering ?? query.sort;
  const ordering = requested ? { field: requested.replace(/^-/, ''), descending: requested.startsWith('-') } : null;
  return { page: query.page, pageSize: query.page_size, search, ordering };
}

/** Escapes LIKE's wildcards in user input (backslash is PostgreSQL's default LIKE escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Orders by the requested field (its SQL column from `columns`, or the fallback), then by
 * `tieBreaker` so that pages never overlap. `nullable`: the fields whose column can hold a null,
 * ordered NULLS LAST ('any', the default: every field). The others' order says nothing of nulls,
 * so a (column, tieBreaker) index serves it in both directions (descending NULLS LAST is not the
 * backward order of an ascending index).
 */
export function orderedBy<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  ordering: Ordering | null,
  columns: Record<string, string>,
  fallback: Ordering,
  tieBreaker: string,
  { nullable = 'any' }: { nullable?: 'any' | readonly string[] } = {},
): SelectQueryBuilder<DB, TB, O> {
  const chosen = ordering && columns[ordering.field] ? ordering : fallback;
  const column = columns[chosen.field];
  if (!column) throw new Error(`no column for ordering field ${chosen.field}`);
  return query
    .orderBy(sql.ref(column), (ob) => {
      const direction = chosen.descending ? ob.desc() : ob.asc();
      return nullable === 'any' || nullable.includes(chosen.field) ? direction.nullsLast() : direction;
    })
    .orderBy(sql.ref(tieBreaker), chosen.descending ? 'desc' : 'asc');
}

export function pageOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, params: ListParams): SelectQueryBuilder<DB, TB, O> {
  return query.limit(params.pageSize).offset((params.page - 1) * params.pageSize);
}

/** Runs the count and the page of a filtered query: { count, results }. */
export async function countAndPage<DB, TB extends keyof DB, O, R>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  page: (query: SelectQueryBuilder<DB, TB, O>) => Promise<R[]>,
): Promise<{ count: number; results: R[] }> {
  const counted = await filtered
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return { count: Number((counted as { count: number }).count), results: await page(filtered) };
}

/**
 * How many rows a query (selecting one column) returns, counted no further than `cap`: past it,
 * `{ count: cap, countCapped: true }` (the Paged answer's "more than"), so a list over a national
 * set never counts a million rows to show ten.
 */
export async function countUpTo<DB, QueryDB, TB extends keyof QueryDB, O>(
  db: Kysely<DB>,
  query: SelectQueryBuilder<QueryDB, TB, O>,
  cap: number,
): Promise<{ count: number; countCapped?: true }> {
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from (${query.limit(cap + 1)}) as m`.execute(db);
  const count = Number(rows[0]!.count);
  return count > cap ? { count: cap, countCapped: true } : { count };
}

/** is_active=1 → true, 0 → false, absent → null (no filter). */
export function activeFilter(isActive: 0 | 1 | undefined): boolean | null {
  return isActive === undefined ? null : isActive === 1;
}
