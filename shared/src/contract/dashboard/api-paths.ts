/** The home statistics (spec 2 §7 KPIs, spec 3 §7 Dashboards; docs/decisions/dashboards.md). */
export const DASHBOARD_API_PATHS = {
  /** Doses done in the area and period: totalvaccinesCount, totalvaccinesPasse, data by governorate. */
  vaccinationKpi: '/api/vaccination-kpi',
  /** Children registered: totalinscritparagent, totalinscritparcitoyen, data by governorate. */
  inscriptionKpi: '/api/citizen/inscriptionkpi',
  /** Ours: the caller's dashboard level and the governorates, circonscriptions and centres it may filter by. */
  dashboardAreas: '/api/dashboard/areas',
  /** Ours: the caller's centre's day: doses done today, due and overdue children, requests waiting, serious MAPI of 30 days. */
  centreDay: '/api/dashboard/centre-day',
} as const;

/** The dashboard levels, widest first (the permissions' variants, spec 3 §2). */
export const DASHBOARD_LEVELS = ['national', 'governorate', 'circonscription', 'centre'] as const;
export type DashboardLevel = (typeof DASHBOARD_LEVELS)[number];

/** The filters' bounds: an age range in completed years. */
export const DASHBOARD_LIMITS = { ageMaxYears: 120, seriousMapiDays: 30 } as const;

export const DASHBOARD_ERROR_KEYS = {
  /** A filter names a governorate, circonscription or centre outside what the caller may see. */
  outOfScope: 'ERROR.CODE.DASHBOARD_OUT_OF_SCOPE',
  ageRange: 'ERROR.CODE.VALIDATION.AGE_RANGE',
} as const;
