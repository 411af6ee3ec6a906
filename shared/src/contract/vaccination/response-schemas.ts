import { Type, type Static } from 'typebox';
import { closed, Paged } from '../common/schemas.js';
import { nullable, nullableString } from '../common/schema-kit.js';
import { BOOKLET_STATES } from './booklet.js';
import { ChildIdentityFields, ChildRowSchema, GenderSchema } from '../citizen/response-schemas.js';
import { SCHEDULE_STATES } from './types.js';

const Name = Type.Object({ nameFr: Type.String(), nameAr: Type.String() }, closed);

/** What was recorded for a dose: the fields of spec 2 §3 and who gave it where. */
export const RoutineVaccinationRecord = Type.Object(
  {
    id: Type.Integer(),
    lotNumber: nullableString(),
    serumLot: nullableString(),
    commercialName: nullableString(),
    /** The catalogue's specialty given, when one was picked. */
    specialty: nullable(Type.Integer()),
    injectionSite: nullableString(),
    place: nullableString(),
    quantity: nullable(Type.Integer()),
    nextDoseDate: nullableString(),
    certificateVerified: Type.Boolean(),
    /** Given despite an allergy precaution, which the agent confirmed. */
    allergyConfirmed: Type.Boolean(),
    /** The supporting file's name, when the visit has one (GET /api/vaccination/download-file/{id}). */
    fileName: nullableString(),
    cancelReason: nullableString(),
    /** A planned appointment's day (issue 32: booked, not given yet); null for any other row. */
    appointmentDate: nullableString(),
    /** Given abroad (issue 30): the country (ISO code), the certificate's international reference, the place; null otherwise. */
    country: nullableString(),
    internationalReference: nullableString(),
    location: nullableString(),
    structure: nullable(Name),
    /** Who recorded it (the vaccinator), in both scripts. */
    vaccinator: nullable(Name),
  },
  closed,
);

/**
 * GET /api/vaccination/{param} (spec 2 §7): one routine, occasional or seasonal vaccination, by
 * its id, whatever its state: what was recorded, for whom, who recorded it where.
 */
export const VaccinationDetail = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Unsafe<'routine' | 'occasional' | 'seasonal'>({ type: 'string', enum: ['routine', 'occasional', 'seasonal'] }),
    /** The child's evax number. */
    evaxNumber: Type.String(),
    /** 1 planned, 2 done, 3 postponed, 4 cancelled (VACCINATION_STATUS). */
    status: Type.Integer(),
    dci: Type.Integer(),
    dciName: Type.String(),
    dciNameAr: Type.String(),
    /** The routine schedule's dose, or null for the other kinds. */
    scheduleDose: nullable(Type.Integer()),
    vaccinationDate: Type.String(),
    lotNumber: nullableString(),
    commercialName: nullableString(),
    injectionSite: nullableString(),
    place: nullableString(),
    quantity: nullable(Type.Integer()),
    allergyConfirmed: Type.Boolean(),
    /** The supporting file's name (GET /api/vaccination/download-file/{id}), or null. */
    fileName: nullableString(),
    /** The seasonal campaign of a seasonal dose, or null. */
    campaign: nullable(Type.Integer()),
    /** A routine dose given abroad (issue 30): the country (ISO code), the certificate's international reference, the place; null otherwise. */
    country: nullableString(),
    internationalReference: nullableString(),
    location: nullableString(),
    structure: nullable(Name),
    vaccinator: nullable(Name),
  },
  closed,
);
export type VaccinationDetail = Static<typeof VaccinationDetail>;

/** One dose of the child's booklet. */
export const BookletEntryAnswer = Type.Object(
  {
    scheduleDose: Type.Integer(),
    dci: Type.Integer(),
    dciName: Type.String(),
    dciNameAr: Type.String(),
    series: Type.String(),
    doseNumber: Type.Integer(),
    ageCode: Type.String(),
    /** The schedule's rule of the dose (ScheduleDose): with them the screens recompute the booklet for another birth date (issue 30). */
    ageDays: Type.Integer(),
    minIntervalDays: Type.Integer(),
    catchUpLimitDays: nullable(Type.Integer()),
    onlyGender: nullable(GenderSchema),
    state: Type.Unsafe<(typeof BOOKLET_STATES)[number]>({ type: 'string', enum: [...BOOKLET_STATES] }),
    date: nullableString(),
    vaccination: nullable(RoutineVaccinationRecord),
  },
  closed,
);

/** The child at the head of a vaccination folder, whatever the kind. */
export const VaccinationFolderChild = Type.Object({ ...ChildIdentityFields, gender: GenderSchema }, closed);
export type VaccinationFolderChild = Static<typeof VaccinationFolderChild>;

/** GET /api/vaccination_routine/{param}: the child and its booklet, computed from the schedule. */
export const RoutineFolder = Type.Object(
  {
    child: VaccinationFolderChild,
    entries: Type.Array(BookletEntryAnswer),
    /** The dose to give next (its scheduleDose), null when the schedule is complete. */
    nextDue: nullable(Type.Integer()),
  },
  closed,
);
export type RoutineFolder = Static<typeof RoutineFolder>;
export type BookletEntryAnswer = Static<typeof BookletEntryAnswer>;
export type RoutineVaccinationRecord = Static<typeof RoutineVaccinationRecord>;

/** GET /api/vaccination_routine/{param}/vaccines_list: the doses that may be given now. */
export const GivableDoses = Type.Array(BookletEntryAnswer);

/** 201 of POST /api/vaccination: the rows written. */
export const RoutineVaccinationCreated = Type.Object({ ids: Type.Array(Type.Integer()) }, closed);
export type RoutineVaccinationCreated = Static<typeof RoutineVaccinationCreated>;

/** A specialty of the catalogue a routine dose may be given with (GET /api/vaccination_routine/specialties). */
export const RoutineSpecialty = Type.Object({ id: Type.Integer(), dci: Type.Integer(), commercialName: Type.String(), manufacturer: Type.String() }, closed);
export type RoutineSpecialty = Static<typeof RoutineSpecialty>;
export const RoutineSpecialties = Type.Array(RoutineSpecialty);

/** A row of the routine vaccination children list: the child and where its schedule stands. */
export const RoutineVaccinationChildRow = Type.Object(
  {
    ...ChildRowSchema.properties,
    dosesGiven: Type.Integer(),
    lastVaccinationDate: nullableString(),
    /** The dose to give next and its date, null when the schedule is complete. */
    nextDue: nullable(Type.Object({ dciName: Type.String(), dciNameAr: Type.String(), doseNumber: Type.Integer(), date: nullableString() }, closed)),
    scheduleState: Type.Unsafe<(typeof SCHEDULE_STATES)[number]>({ type: 'string', enum: [...SCHEDULE_STATES] }),
  },
  closed,
);
export type RoutineVaccinationChildRow = Static<typeof RoutineVaccinationChildRow>;
export const RoutineVaccinationChildPage = Paged(RoutineVaccinationChildRow);
