import { Type, type Static } from 'typebox';
import { Id, closed } from '../common/schemas.js';
import { isoDate, nullableString } from '../common/schema-kit.js';

/**
 * The anti-rabies dashboard (spec 2 §2 /vaccine-antirabique, §6): the sheets opened in a period
 * (their opening day in Tunisia, both ends included) in a governorate, among the citizens the
 * caller sees (docs/decisions/vaccination.md, "Anti-rabies dashboard").
 */

/** Its filters: every one optional (no bound, every governorate the caller sees). */
export const RabiesDashboardQuery = Type.Object(
  {
    from: Type.Optional(isoDate('any')),
    to: Type.Optional(isoDate('any')),
    governorate: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type RabiesDashboardQuery = Static<typeof RabiesDashboardQuery>;

const Count = Type.Integer({ minimum: 0 });

/** The figures of the sheets opened in the period. */
export const RabiesDashboardKpis = Type.Object(
  {
    opened: Count,
    /** Still in progress today. */
    inProgress: Count,
    /** Closed with their protocol complete (4 to 5 doses). */
    complete: Count,
    /** In progress, their next dose date past without a dose (the absent list's rule). */
    absent: Count,
    /** After an aggression of WHO category III, and those with a category (the share's base). */
    categoryIII: Count,
    categorized: Count,
    /** categoryIII / categorized, 0 to 1; null when none has a category. */
    categoryIIIShare: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
    /** A1 or A2 in progress more than 14 days after their opening (spec 2 §4). */
    openTooLong: Count,
  },
  { ...closed, title: 'RabiesDashboardKpis' },
);
export type RabiesDashboardKpis = Static<typeof RabiesDashboardKpis>;

/** The sheets opened each month of the period (yyyy-mm), those complete among them. */
export const RabiesDashboardMonth = Type.Object({ month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }), opened: Count, complete: Count }, closed);
export type RabiesDashboardMonth = Static<typeof RabiesDashboardMonth>;

/** The sheets by WHO exposure category; NONE: preventive sheets. */
export const RabiesDashboardCategory = Type.Object(
  { category: Type.Unsafe<'I' | 'II' | 'III' | 'NONE'>({ type: 'string', enum: ['I', 'II', 'III', 'NONE'] }), count: Count },
  closed,
);
export type RabiesDashboardCategory = Static<typeof RabiesDashboardCategory>;

/** A governorate the caller may filter by (every one for a national user, its own otherwise). */
export const RabiesDashboardGovernorate = Type.Object({ id: Type.Integer(), nameFr: Type.String(), nameAr: Type.String() }, closed);
export type RabiesDashboardGovernorate = Static<typeof RabiesDashboardGovernorate>;

export const RabiesDashboard = Type.Object(
  {
    from: nullableString(),
    to: nullableString(),
    governorate: Type.Union([Type.Integer(), Type.Null()]),
    governorates: Type.Array(RabiesDashboardGovernorate),
    kpis: RabiesDashboardKpis,
    byMonth: Type.Array(RabiesDashboardMonth),
    byCategory: Type.Array(RabiesDashboardCategory),
  },
  { ...closed, title: 'RabiesDashboard' },
);
export type RabiesDashboard = Static<typeof RabiesDashboard>;
