import { sql } from 'kysely';
import { LIST_COUNT_CAP } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { countUpTo } from '../../http/list-query.js';
import { registeredAt, visibleChildIds, type ChildFilters } from './queries.js';
import { visibleChildren } from './scope.js';

export interface ChildCount {
  count: number;
  /** More than LIST_COUNT_CAP children match the search: `count` is that cap. */
  countCapped?: true;
}

/**
 * The total of a children list (docs/decisions.md, "National scale: children"): without a search,
 * exact, the sum of the counts kept per structure (0028) over the caller's structures; with one,
 * its matches counted up to LIST_COUNT_CAP, and past it "more than" the cap.
 */
export async function countChildren(db: Db, caller: Caller, search: string | null, filters: ChildFilters): Promise<ChildCount> {
  if (!search) {
    const { count } = await db
      .selectFrom('child_count as n')
      .innerJoin('structure as s', 's.id', 'n.structure_id')
      .where(visibleChildren(caller))
      .where(registeredAt(filters))
      .select(sql<number>`coalesce(sum(n.children), 0)::int`.as('count'))
      .executeTakeFirstOrThrow();
    return { count: Number(count) };
  }
  return countUpTo(db, visibleChildIds(db, caller, search, filters), LIST_COUNT_CAP);
}
