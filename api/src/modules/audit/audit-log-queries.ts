import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { dayStart, nextDayStart } from '../../db/tunis-days.js';

/** What the viewer filters the trail on: the author, the structure acted from, entity and action, days in Tunisia. */
export interface AuditLogFilter {
  username?: string;
  structure?: number;
  entity?: string;
  entityId?: string;
  action?: string;
  from?: string;
  to?: string;
}

type Trail = Database & { a: Database['audit_log']; u: Database['app_user']; s: Database['structure'] };

/** The rows a caller may read, as an expression over the trail (a), its author (u) and structure (s). */
export type AuditVisibility = (eb: ExpressionBuilder<Trail, 'a' | 'u' | 's'>) => Expression<SqlBool>;

/**
 * The trail newest first, as the filters and the caller's visibility select, `limit` rows older
 * than the row `before`. Each filter alone starts from an index read in (at, id) order
 * (audit_log_time_idx, _user_idx, _structure_time_idx, _entity_action_idx), so a page costs its
 * rows, not the trail's millions.
 */
export function auditLogRows(db: Db, filter: AuditLogFilter, visible: AuditVisibility, limit: number, before?: number) {
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('app_user as u', 'u.id', 'a.user_id')
    .leftJoin('structure as s', 's.id', 'a.structure_id')
    .select([
      'a.id',
      'a.at',
      'a.action',
      'a.entity',
      'a.entity_id',
      'a.before',
      'a.after',
      'u.id as user_id',
      'u.username',
      's.id as structure_id',
      's.name_fr',
      's.name_ar',
    ])
    .where(visible);
  if (filter.username !== undefined)
    query = query.where('a.user_id', '=', (eb) =>
      eb
        .selectFrom('app_user as author')
        .select('author.id')
        .where(sql<string>`lower(author.username)`, '=', filter.username!.toLowerCase()),
    );
  if (filter.structure !== undefined) query = query.where('a.structure_id', '=', filter.structure);
  if (filter.entity !== undefined) query = query.where('a.entity', '=', filter.entity);
  if (filter.entityId !== undefined) query = query.where('a.entity_id', '=', filter.entityId);
  if (filter.action !== undefined) query = query.where('a.action', '=', filter.action);
  if (filter.from !== undefined) query = query.where('a.at', '>=', dayStart(filter.from));
  if (filter.to !== undefined) query = query.where('a.at', '<', nextDayStart(filter.to));
  if (before !== undefined) query = query.where(sql<boolean>`(a.at, a.id) < (select b.at, b.id from audit_log b where b.id = ${before})`);
  return query.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
}

/**
 * The (entity, action) pairs the trail holds, in order: a walk down audit_log_entity_action_idx
 * that jumps from one pair to the next (one index probe per pair, whatever the trail's size).
 */
export async function auditLogPairs(db: Db): Promise<{ entity: string; action: string }[]> {
  const result = await sql<{ entity: string; action: string }>`
    with recursive pairs as (
      (select entity, action from audit_log order by entity, action limit 1)
      union all
      select next.entity, next.action from pairs p
      cross join lateral (
        select entity, action from audit_log where (entity, action) > (p.entity, p.action) order by entity, action limit 1
      ) next
    )
    select entity, action from pairs`.execute(db);
  return result.rows;
}
