import { Type, type Static } from 'typebox';
import { Id, closed } from '../common/schemas.js';
import { isoDate } from '../common/schema-kit.js';
import { DASHBOARD_LEVELS, DASHBOARD_LIMITS } from './api-paths.js';

/**
 * The home statistics' filters (spec 3 §2 Dashboards), every one optional: an area (the narrowest
 * given counts), a vaccine (DCI), a period (both ends included, days in Tunisia) and an age range
 * (completed years today). docs/decisions/dashboards.md says what each figure counts.
 */
export const DashboardQuery = Type.Object(
  {
    governorate: Type.Optional(Id),
    circonscription: Type.Optional(Id),
    centre: Type.Optional(Id),
    vaccine: Type.Optional(Id),
    from: Type.Optional(isoDate('any')),
    to: Type.Optional(isoDate('any')),
    ageMin: Type.Optional(Type.Integer({ minimum: 0, maximum: DASHBOARD_LIMITS.ageMaxYears })),
    ageMax: Type.Optional(Type.Integer({ minimum: 0, maximum: DASHBOARD_LIMITS.ageMaxYears })),
  },
  { additionalProperties: false },
);
export type DashboardQuery = Static<typeof DashboardQuery>;

const Count = Type.Integer({ minimum: 0 });
const Level = Type.Unsafe<(typeof DASHBOARD_LEVELS)[number]>({ type: 'string', enum: [...DASHBOARD_LEVELS] });

export const VaccinationKpiGovernorate = Type.Object({ governorate: Type.Integer(), totalvaccinesCount: Count, totalvaccinesPasse: Count }, closed);
export type VaccinationKpiGovernorate = Static<typeof VaccinationKpiGovernorate>;

/** GET /api/vaccination-kpi (spec 2 §3): the doses done, those back-entered from a certificate, by governorate. */
export const VaccinationKpi = Type.Object(
  { level: Level, totalvaccinesCount: Count, totalvaccinesPasse: Count, data: Type.Array(VaccinationKpiGovernorate) },
  { ...closed, title: 'VaccinationKpi' },
);
export type VaccinationKpi = Static<typeof VaccinationKpi>;

export const InscriptionKpiGovernorate = Type.Object(
  { governorate: Type.Integer(), registeredChildren: Count, totalinscritparagent: Count, totalinscritparcitoyen: Count, total: Count },
  closed,
);
export type InscriptionKpiGovernorate = Static<typeof InscriptionKpiGovernorate>;

/**
 * GET /api/citizen/inscriptionkpi (spec 3 §3): the children registered in the area (registeredChildren),
 * those registered in the period by agents, the citizen-space accounts accepted in the period, and
 * total = totalinscritparagent + totalinscritparcitoyen.
 */
export const InscriptionKpi = Type.Object(
  {
    level: Level,
    registeredChildren: Count,
    totalinscritparagent: Count,
    totalinscritparcitoyen: Count,
    total: Count,
    data: Type.Array(InscriptionKpiGovernorate),
  },
  { ...closed, title: 'InscriptionKpi' },
);
export type InscriptionKpi = Static<typeof InscriptionKpi>;

const Named = { id: Type.Integer(), nameFr: Type.String(), nameAr: Type.String() };
export const DashboardGovernorate = Type.Object({ ...Named, code: Type.String() }, closed);
export const DashboardCirconscription = Type.Object({ ...Named, governorateId: Type.Integer() }, closed);
export const DashboardCentre = Type.Object({ ...Named, governorateId: Type.Integer(), circonscriptionId: Type.Integer() }, closed);
export type DashboardGovernorate = Static<typeof DashboardGovernorate>;
export type DashboardCirconscription = Static<typeof DashboardCirconscription>;
export type DashboardCentre = Static<typeof DashboardCentre>;
/** A vaccine (DCI) of the catalogue the vaccine filter offers; the Arabic name falls back to the French. */
export const DashboardVaccine = Type.Object(Named, closed);
export type DashboardVaccine = Static<typeof DashboardVaccine>;

/** GET /api/dashboard/areas: the caller's level and what its filters may name. */
export const DashboardAreas = Type.Object(
  {
    level: Level,
    governorates: Type.Array(DashboardGovernorate),
    circonscriptions: Type.Array(DashboardCirconscription),
    centres: Type.Array(DashboardCentre),
    vaccines: Type.Array(DashboardVaccine),
  },
  { ...closed, title: 'DashboardAreas' },
);
export type DashboardAreas = Static<typeof DashboardAreas>;

const NullableCount = Type.Union([Count, Type.Null()]);

/** GET /api/dashboard/centre-day: a health centre's day (issue 33); due and overdue are null beyond one structure. */
export const CentreDay = Type.Object(
  {
    today: Type.String(),
    /** The structure's appointments of the day still awaited (scheduled or postponed to it). */
    appointmentsToday: Count,
    vaccinatedToday: Count,
    due: NullableCount,
    overdue: NullableCount,
    requestsWaiting: Count,
    seriousMapi: Count,
  },
  { ...closed, title: 'CentreDay' },
);
export type CentreDay = Static<typeof CentreDay>;
