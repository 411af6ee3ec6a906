import { RABIES_LIMITS, type RabiesDashboardGovernorate } from '@evax/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../../../db/connection.js';
import { dayStart, nextDayStart } from '../../../../db/tunis-days.js';
import type { Caller } from '../../../../http/context.js';
import { childInScope } from '../../../citizen/index.js';
import { structureScopeOf } from '../../../structure/index.js';

/** The dashboard's filters, checked: a period of opening days in Tunisia (both ends included) and a governorate. */
export interface DashboardFilters {
  from?: string;
  to?: string;
  governorate?: number;
}

/**
 * The sheets opened in the period and governorate, of the citizens the caller sees. A national
 * caller without a governorate sees every sheet: no citizen is read (a join to a million citizens
 * for nothing); otherwise the citizens in scope are a semi-join.
 */
function dashboardSheets(db: Db, caller: Caller, filters: DashboardFilters) {
  let query = db.selectFrom('rabies_sheet as rs');
  if (filters.from) query = query.where('rs.created_at', '>=', dayStart(filters.from));
  if (filters.to) query = query.where('rs.created_at', '<', nextDayStart(filters.to));
  if (structureScopeOf(caller).kind === 'national' && filters.governorate === undefined) return query;
  let citizens = db.selectFrom('citizen as c').select('c.id').where(childInScope(caller));
  if (filters.governorate !== undefined)
    citizens = citizens.where('c.structure_id', 'in', db.selectFrom('structure as st').select('st.id').where('st.governorate_id', '=', filters.governorate));
  return query.where('rs.citizen_id', 'in', citizens);
}

const counted = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * The figures in one pass over the sheets (aggregates, no rows read back): the states, the absent
 * (next dose date past, index rabies_sheet_absent_idx's rule), the categories, and the A1/A2 open
 * more than 14 days (isOpenTooLong in SQL: opened before today - 14).
 */
export function dashboardTotals(db: Db, caller: Caller, filters: DashboardFilters, today: string) {
  const inProgress = sql`rs.state = 'IN_PROGRESS'`;
  return dashboardSheets(db, caller, filters)
    .select([
      sql<number>`count(*)::int`.as('opened'),
      counted(inProgress).as('in_progress'),
      counted(sql`rs.closure_reason = 'COMPLETE'`).as('complete'),
      counted(sql`${inProgress} and rs.next_dose_date < ${today}::date`).as('absent'),
      counted(sql`rs.exposure_category = 'I'`).as('category_i'),
      counted(sql`rs.exposure_category = 'II'`).as('category_ii'),
      counted(sql`rs.exposure_category = 'III'`).as('category_iii'),
      counted(sql`rs.exposure_category is null`).as('category_none'),
      counted(sql`${inProgress} and rs.type <> 'P' and rs.created_at < ${dayStart(today)} - make_interval(days => ${RABIES_LIMITS.openDaysFlag})`).as(
        'open_too_long',
      ),
    ])
    .executeTakeFirstOrThrow();
}

/** The sheets opened each month (yyyy-mm in Tunisia) and those complete among them, in order. */
export function dashboardMonths(db: Db, caller: Caller, filters: DashboardFilters) {
  const month = sql<string>`to_char(rs.created_at at time zone 'Africa/Tunis', 'YYYY-MM')`;
  return dashboardSheets(db, caller, filters)
    .select([month.as('month'), sql<number>`count(*)::int`.as('opened'), counted(sql`rs.closure_reason = 'COMPLETE'`).as('complete')])
    .groupBy(month)
    .orderBy(month)
    .execute();
}

/** The governorates the caller may filter by: every one nationally, its structure's otherwise, none without a structure. */
export function visibleGovernorates(db: Db, caller: Caller): Promise<RabiesDashboardGovernorate[]> {
  const scope = structureScopeOf(caller);
  const query = db.selectFrom('governorate').select(['id', 'name_fr as nameFr', 'name_ar as nameAr']).orderBy('code');
  if (scope.kind === 'national') return query.execute();
  const governorateId = scope.kind === 'governorate' ? scope.governorateId : caller.structure?.governorateId;
  return governorateId === undefined || scope.kind === 'none' ? Promise.resolve([]) : query.where('id', '=', governorateId).execute();
}
