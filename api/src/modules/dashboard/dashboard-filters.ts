import { DASHBOARD_ERROR_KEYS, ERROR_CODES, FIELD_ERROR_CODES, KIND_FIELD_KEYS, type DashboardQuery } from '@evax/shared/contract';
import { birthRangeOfAges } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { ApiError, forbidden, throwIfInvalid } from '../../http/errors.js';
import { circonscriptionArea, governorateArea, isAreaWithin, structureArea, type StructureArea } from '../structure/index.js';
import { dashboardScopeOf, type DashboardScope } from './dashboard-level.js';

/** The filters, checked: the area to count (the caller's scope narrowed by the filters), the period, the birth days. */
export interface DashboardCounting {
  scope: DashboardScope;
  area: StructureArea;
  vaccine?: number;
  from?: string;
  to?: string;
  bornFrom?: string;
  bornTo?: string;
}

/** 403 with its own key: the filters name a place the caller does not see (refused, not clamped: the figures shown are always those asked for). */
const outOfScope = () =>
  new ApiError(403, { detail: 'The filters name an area outside your dashboard', errorCode: ERROR_CODES.ENTITY_ERROR, key: DASHBOARD_ERROR_KEYS.outOfScope });

const invalidChoice = [{ code: 'invalid_choice' as const, key: FIELD_ERROR_CODES.invalid_choice }];

/**
 * The caller's scope and the filters' area. Each filter's place (a governorate, a circonscription, a
 * centre) must hold the scope or lie in it (else 403 DASHBOARD_OUT_OF_SCOPE), and hold the narrower
 * filters (else 400 on the narrower field); the narrowest of them all is counted.
 */
export async function dashboardCounting(db: Db, caller: Caller, query: DashboardQuery, today: string): Promise<DashboardCounting> {
  const scope = await dashboardScopeOf(db, caller);
  if (!scope) throw forbidden();
  if (query.from && query.to && query.from > query.to) throwIfInvalid({ to: [{ code: 'invalid', key: KIND_FIELD_KEYS.endBeforeStart }] });
  if (query.ageMin !== undefined && query.ageMax !== undefined && query.ageMin > query.ageMax)
    throwIfInvalid({ ageMax: [{ code: 'invalid', key: DASHBOARD_ERROR_KEYS.ageRange }] });
  const [governorate, circonscription, centre] = await Promise.all([
    query.governorate === undefined ? undefined : governorateArea(db, query.governorate),
    query.circonscription === undefined ? undefined : circonscriptionArea(db, query.circonscription),
    query.centre === undefined ? undefined : structureArea(db, query.centre),
  ]);
  const named: [keyof DashboardQuery, StructureArea | undefined, number | undefined][] = [
    ['governorate', governorate, query.governorate],
    ['circonscription', circonscription, query.circonscription],
    ['centre', centre && centre.type !== 'NATIONAL' ? centre : undefined, query.centre],
  ];
  let area = scope.area;
  for (const [field, place, asked] of named) {
    if (asked === undefined) continue;
    if (!place || !(isAreaWithin(place, scope.area) || isAreaWithin(scope.area, place))) throw outOfScope();
    if (!(isAreaWithin(place, area) || isAreaWithin(area, place))) throwIfInvalid({ [field]: invalidChoice });
    if (isAreaWithin(place, area)) area = place;
  }
  return {
    scope,
    area: {
      ...(area.governorateId !== undefined ? { governorateId: area.governorateId } : {}),
      ...(area.groupId !== undefined ? { groupId: area.groupId } : {}),
      ...(area.structureId !== undefined ? { structureId: area.structureId } : {}),
    },
    ...(query.vaccine !== undefined ? { vaccine: query.vaccine } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...birthRangeOfAges(today, query.ageMin, query.ageMax),
  };
}
