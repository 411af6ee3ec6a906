import { KIND_FIELD_KEYS, type RabiesDashboard } from '@evax/shared/contract';
import type { Db } from '../../../../db/connection.js';
import type { Caller } from '../../../../http/context.js';
import { throwIfInvalid } from '../../../../http/errors.js';
import { invalid } from '../../common/errors.js';
import { dashboardMonths, dashboardTotals, visibleGovernorates, type DashboardFilters } from './rabies-dashboard-queries.js';

/**
 * GET dashboard: the anti-rabies figures of the sheets opened in the period, in the governorate,
 * among the citizens the caller sees; a governorate outside what the caller sees counts nothing.
 */
export async function rabiesDashboard(db: Db, caller: Caller, filters: DashboardFilters, today: string): Promise<RabiesDashboard> {
  if (filters.from && filters.to && filters.from > filters.to) throwIfInvalid({ to: invalid(KIND_FIELD_KEYS.endBeforeStart) });
  const [totals, months, governorates] = await Promise.all([
    dashboardTotals(db, caller, filters, today),
    dashboardMonths(db, caller, filters),
    visibleGovernorates(db, caller),
  ]);
  const categorized = totals.category_i + totals.category_ii + totals.category_iii;
  return {
    from: filters.from ?? null,
    to: filters.to ?? null,
    governorate: filters.governorate ?? null,
    governorates,
    kpis: {
      opened: totals.opened,
      inProgress: totals.in_progress,
      complete: totals.complete,
      absent: totals.absent,
      categoryIII: totals.category_iii,
      categorized,
      categoryIIIShare: categorized ? totals.category_iii / categorized : null,
      openTooLong: totals.open_too_long,
    },
    byMonth: months,
    byCategory: [
      { category: 'I', count: totals.category_i },
      { category: 'II', count: totals.category_ii },
      { category: 'III', count: totals.category_iii },
      { category: 'NONE', count: totals.category_none },
    ],
  };
}
