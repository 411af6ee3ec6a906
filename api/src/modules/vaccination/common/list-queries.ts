import { LIST_COUNT_CAP } from '@evax/shared/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db/connection.js';
import { countUpTo, escapeLike, orderedBy, pageOf, type ListParams, type Ordering } from '../../../http/list-query.js';

/**
 * One page of a vaccination list (occasional, seasonal, international) over a query joining the
 * children the caller sees as c: the search is the start of an evax number; the total is counted
 * up to LIST_COUNT_CAP (then "more than"); the page comes in the asked order, ties broken by `id`.
 */
export async function vaccinationListPage<DB, TB extends keyof DB, O, R>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
  params: ListParams,
  order: { columns: Record<string, string>; fallback: Ordering; id: string },
  select: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
): Promise<{ count: number; countCapped?: true; rows: R[] }> {
  const searched = params.search ? query.where(sql<boolean>`c.evax_number like ${`${escapeLike(params.search)}%`}`) : query;
  const counted = await countUpTo(db, searched.select(sql.ref(order.id).as('id')), LIST_COUNT_CAP);
  const rows = await pageOf(orderedBy(select(searched), params.ordering, order.columns, order.fallback, order.id, { nullable: [] }), params).execute();
  return { ...counted, rows };
}
