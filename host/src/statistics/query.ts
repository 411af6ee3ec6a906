import type { DashboardQuery } from '@evax/shared/contract';

export const MAP_INDICATORS = ['doses', 'children', 'registrations'] as const;
export type MapIndicator = (typeof MAP_INDICATORS)[number];

export interface StatisticsView {
  query: DashboardQuery;
  indicator: MapIndicator;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID_FIELDS = ['governorate', 'circonscription', 'centre', 'vaccine'] as const;
const AGE_FIELDS = ['ageMin', 'ageMax'] as const;

/** The view from the URL (a copied URL reproduces it); what is malformed is left out. */
export function readStatisticsView(params: URLSearchParams): StatisticsView {
  const query: DashboardQuery = {};
  for (const field of ID_FIELDS) {
    const value = Number(params.get(field));
    if (Number.isInteger(value) && value > 0) query[field] = value;
  }
  for (const field of AGE_FIELDS) {
    const raw = params.get(field);
    const value = Number(raw);
    if (raw !== null && raw !== '' && Number.isInteger(value) && value >= 0 && value <= 120) query[field] = value;
  }
  for (const field of ['from', 'to'] as const) {
    const value = params.get(field);
    if (value && ISO_DATE.test(value)) query[field] = value;
  }
  const indicator = params.get('indicator');
  return { query, indicator: (MAP_INDICATORS as readonly string[]).includes(indicator ?? '') ? (indicator as MapIndicator) : 'doses' };
}

/** The URL's parameters of a view (the default indicator is left out). */
export function writeStatisticsView(view: StatisticsView): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(view.query)) if (value !== undefined && value !== '') params.set(name, String(value));
  if (view.indicator !== 'doses') params.set('indicator', view.indicator);
  return params;
}

/** A governorate chosen drops the circonscription and centre it no longer holds; a circonscription, the centre. */
export function withArea(query: DashboardQuery, change: Partial<Pick<DashboardQuery, 'governorate' | 'circonscription' | 'centre'>>): DashboardQuery {
  const next = { ...query, ...change };
  if ('governorate' in change) {
    delete next.circonscription;
    delete next.centre;
  }
  if ('circonscription' in change) delete next.centre;
  for (const key of Object.keys(next) as (keyof DashboardQuery)[]) if (next[key] === undefined) delete next[key];
  return next;
}
