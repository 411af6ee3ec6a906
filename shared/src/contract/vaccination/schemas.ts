import { Type, type Static } from 'typebox';
import { Id } from '../common/schemas.js';
import { isoDate, nullableString, oneOf } from '../common/schema-kit.js';
import { EvaxNumber } from '../citizen/schemas.js';
import { AGE_BANDS, NEXT_DOSE_UNITS, SCHEDULE_STATES, VACCINATION_LIMITS, type AgeBand } from './types.js';
import { DESTINATION_COUNTRIES } from './kinds.js';

/** Routine vaccination requests (spec 2 §3 "Vaccination", §7). The dose rules beyond shape are @evax/shared/validation's doseRefusal. */

const IsoDate = isoDate('past');
const optionalText = (maxLength: number) => Type.Optional(nullableString({ maxLength }));

/** How a dose was given: the product, where and how (spec 2 §3); shared by the creation and the edit. */
const doseFields = {
  /** The specialty (commercial presentation) of the dose's DCI, from the catalogue. */
  specialty: Type.Optional(Type.Union([Id, Type.Null()])),
  commercialName: optionalText(200),
  lotNumber: Type.String({ minLength: 1, maxLength: VACCINATION_LIMITS.lotMax }),
  serumLot: optionalText(VACCINATION_LIMITS.lotMax),
  /** A code of the INJECTION_SITE option list. */
  injectionSite: Type.String({ minLength: 1, maxLength: 50 }),
  vaccinationDate: IsoDate,
  place: optionalText(200),
  quantity: Type.Optional(Type.Integer({ minimum: VACCINATION_LIMITS.quantityMin, maximum: VACCINATION_LIMITS.quantityMax })),
  nextDoseIn: Type.Optional(Type.Integer({ minimum: 1, maximum: VACCINATION_LIMITS.quantityMax })),
  nextDoseUnit: Type.Optional(oneOf(NEXT_DOSE_UNITS)),
  /** A dose given abroad and recorded afterwards (spec 2 §3, issue 30): the country (international vaccination's list), required with the two others (abroadDoseErrors). */
  country: Type.Optional(Type.Union([oneOf(DESTINATION_COUNTRIES), Type.Null()])),
  internationalReference: optionalText(VACCINATION_LIMITS.internationalReferenceMax),
  location: optionalText(VACCINATION_LIMITS.locationMax),
};

/** One dose given: the schedule's dose, the product and where and how it was given. */
export const RoutineDoseBody = Type.Object({ scheduleDose: Id, ...doseFields }, { additionalProperties: false });
export type RoutineDoseBody = Static<typeof RoutineDoseBody>;

/**
 * POST /api/vaccination: the doses of one visit, all recorded or none. Sent multipart (spec 2 §7):
 * `vaccines_set` holds the doses as JSON (the past ones, back-entered, in a second part).
 */
export const RoutineVaccinationBody = Type.Object(
  {
    evaxNumber: EvaxNumber,
    vaccines_set: Type.Array(RoutineDoseBody, { minItems: 1, maxItems: VACCINATION_LIMITS.dosesPerVisitMax }),
    /** Back-entry of a past dose: the vaccination certificate was seen, verified and valid. */
    certificateVerified: Type.Optional(Type.Boolean()),
    /** The agent confirms the vaccination despite an allergy precaution of the child's folder (recorded). */
    allergyConfirmed: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type RoutineVaccinationBody = Static<typeof RoutineVaccinationBody>;

/**
 * PUT /api/vaccination/{param}: a past dose's fields, replaced (spec 2 §4: edit replaces); the dose
 * stays the same. The injection site may stay empty on an edit: a dose recorded without one (seeded,
 * back-entered from an old booklet) is corrected without inventing it; one recorded is not erased.
 */
export const RoutineDoseEditBody = Type.Object(
  {
    ...doseFields,
    injectionSite: Type.Optional(nullableString({ maxLength: 50, description: 'A code of the INJECTION_SITE option list; required when the dose has one' })),
  },
  { additionalProperties: false },
);
export type RoutineDoseEditBody = Static<typeof RoutineDoseEditBody>;

/** POST /api/vaccination/{param}/report: the dose's appointment moves to a later day. */
export const PostponeBody = Type.Object(
  { scheduleDose: Id, date: IsoDate, reason: optionalText(VACCINATION_LIMITS.reasonMax) },
  { additionalProperties: false },
);
export type PostponeBody = Static<typeof PostponeBody>;

/** POST /api/vaccination/{param}/appointment: the dose's appointment booked on a day, today or later. */
export const BookBody = Type.Object({ scheduleDose: Id, date: IsoDate }, { additionalProperties: false });
export type BookBody = Static<typeof BookBody>;

/** POST /api/vaccination/{param}/cancel: the dose will not be given, for a reason (irreversible). */
export const CancelBody = Type.Object(
  { scheduleDose: Id, reason: Type.String({ minLength: 1, maxLength: VACCINATION_LIMITS.reasonMax }) },
  { additionalProperties: false },
);
export type CancelBody = Static<typeof CancelBody>;

/** The routine children list's filters: the registering structure, the age band, where the schedule stands today. */
export const RoutineChildrenFilters = { structure: Id, ageBand: oneOf(Object.keys(AGE_BANDS) as AgeBand[]), scheduleState: oneOf(SCHEDULE_STATES) };

/** GET /api/vaccination_routine/schedule_counts: the caller's structure's children with a routine dose due, overdue, today (null: a scope wider than a structure). */
const ChildCount = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]);
export const RoutineScheduleCounts = Type.Object({ due: ChildCount, overdue: ChildCount }, { additionalProperties: false });
export type RoutineScheduleCounts = Static<typeof RoutineScheduleCounts>;

/** {param} of the routes on one vaccination: its id. */
export const VaccinationParams = Type.Object({ param: Id });
export type VaccinationParams = Static<typeof VaccinationParams>;
