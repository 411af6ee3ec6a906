import { Type, type Static } from 'typebox';
import { Id, closed } from '../common/schemas.js';
import { isoDate, nullableBoolean, nullableInteger, nullableString, oneOf } from '../common/schema-kit.js';
import { EvaxNumber } from '../citizen/schemas.js';
import { ChildNameFields } from '../citizen/response-schemas.js';
import { VaccinationFolderChild } from './response-schemas.js';
import { VACCINATION_LIMITS } from './types.js';
import {
  RABIES_ANIMAL_SPECIES,
  RABIES_ANIMAL_STATES,
  RABIES_ATTACK_TYPES,
  RABIES_CARE_DELAYS,
  RABIES_CARE_PLACES,
  RABIES_CARE_PRODUCTS,
  RABIES_CLOSURE_REASONS,
  RABIES_LESION_DEPTHS,
  RABIES_LESION_LOCATIONS,
  RABIES_LESION_SIZES,
  RABIES_LIMITS,
  RABIES_OBSERVED_STATES,
  RABIES_PREVIOUS_TREATMENTS,
  RABIES_REGIMENS,
  RABIES_REMINDER_LANGUAGES,
} from './rabies.js';

/** Requests and answers of the anti-rabies sheet (spec 2 §3, §7 "Anti-rabies"). */

const PastDate = isoDate('past');
const text = (maxLength: number = RABIES_LIMITS.textMax) => Type.Optional(nullableString({ maxLength }));
const nullableOneOf = <const T extends readonly string[]>(values: T) =>
  Type.Optional(Type.Unsafe<T[number] | null>({ type: ['string', 'null'], enum: [...values, null] }));
const flag = Type.Optional(nullableBoolean());
const open = { additionalProperties: false } as const;

/** An aggression (step 2): date, type and lesions. */
export const RabiesAggression = Type.Object(
  {
    date: PastDate,
    attackType: oneOf(RABIES_ATTACK_TYPES),
    lesionCount: Type.Integer({ minimum: 0, maximum: RABIES_LIMITS.lesionCountMax }),
    lesionLocations: Type.Optional(Type.Array(oneOf(RABIES_LESION_LOCATIONS), { maxItems: RABIES_LESION_LOCATIONS.length, uniqueItems: true })),
    lesionDepth: nullableOneOf(RABIES_LESION_DEPTHS),
    lesionSize: nullableOneOf(RABIES_LESION_SIZES),
  },
  open,
);
export type RabiesAggression = Static<typeof RabiesAggression>;

/** The animal (step 3): species, state, laboratory, owner, vaccination, veterinary observation. */
export const RabiesAnimal = Type.Object(
  {
    species: oneOf(RABIES_ANIMAL_SPECIES),
    /** Required before vaccinating (spec 2 §5); may be given at the first update. */
    state: nullableOneOf(RABIES_ANIMAL_STATES),
    sentToLab: flag,
    rabiesDiagnosis: flag,
    ownerKnown: flag,
    ownerName: text(),
    ownerPhone: text(20),
    ownerAddress: text(RABIES_LIMITS.addressMax),
    vaccinated: flag,
    vaccineName: text(),
    vaccineLot: text(50),
    lastVaccinationDate: Type.Optional(Type.Union([PastDate, Type.Null()])),
    veterinaryObservation: flag,
  },
  open,
);
export type RabiesAnimal = Static<typeof RabiesAnimal>;

/** The serum (RIG): ampoules and mL, the infiltrated part and the intramuscular rest (the sum rule, spec 2 §5). */
export const RabiesSerum = Type.Object(
  {
    ampoules: Type.Integer({ minimum: 1, maximum: RABIES_LIMITS.serumAmpoulesMax }),
    totalMl: Type.Number({ exclusiveMinimum: 0, maximum: RABIES_LIMITS.serumMlMax }),
    infiltratedMl: Type.Number({ minimum: 0, maximum: RABIES_LIMITS.serumMlMax }),
    intramuscularMl: Type.Number({ minimum: 0, maximum: RABIES_LIMITS.serumMlMax }),
  },
  open,
);
export type RabiesSerum = Static<typeof RabiesSerum>;

/** The medical history (step 4). */
export const RabiesHistory = Type.Object(
  {
    previousTreatment: oneOf(RABIES_PREVIOUS_TREATMENTS),
    emergencyService: flag,
    intradermalTest: flag,
    subcutaneousTest: flag,
    besredkaTest: flag,
  },
  open,
);

/** POST fiche/create: the five steps (the schedule is the answer's protocol). */
export const RabiesFicheBody = Type.Object(
  {
    evaxNumber: EvaxNumber,
    preventive: Type.Boolean({ description: 'A preventive sheet (P): no aggression' }),
    // Step 1: the citizen.
    governorate: Type.Optional(Type.Union([Id, Type.Null()])),
    delegation: Type.Optional(Type.Union([Id, Type.Null()])),
    address: text(RABIES_LIMITS.addressMax),
    weightKg: Type.Number({ exclusiveMinimum: 0, maximum: RABIES_LIMITS.weightKgMax }),
    phone: text(20),
    localCare: flag,
    careProduct: nullableOneOf(RABIES_CARE_PRODUCTS),
    carePlace: nullableOneOf(RABIES_CARE_PLACES),
    careDelay: nullableOneOf(RABIES_CARE_DELAYS),
    // Step 2: the aggression(s); step 3: the animal(s).
    aggression: Type.Optional(Type.Union([RabiesAggression, Type.Null()])),
    hasSecondAggression: Type.Optional(Type.Boolean()),
    secondAggression: Type.Optional(Type.Union([RabiesAggression, Type.Null()])),
    animal: Type.Optional(Type.Union([RabiesAnimal, Type.Null()])),
    hasSecondAnimal: Type.Optional(Type.Boolean()),
    secondAnimal: Type.Optional(Type.Union([RabiesAnimal, Type.Null()])),
    // Step 4: the medical history and serum.
    history: RabiesHistory,
    serum: Type.Optional(Type.Union([RabiesSerum, Type.Null()])),
    // Step 5: the regimen chosen among the rabies-naive ones (the 4-dose IM by default).
    regimen: Type.Optional(Type.Union([oneOf(RABIES_REGIMENS), Type.Null()])),
  },
  open,
);
export type RabiesFicheBody = Static<typeof RabiesFicheBody>;

/** POST fiche/first_update: once only, confirmed; the animal, the second animal, the history and the serum replaced where given. */
export const RabiesFirstUpdateBody = Type.Object(
  {
    ficheId: Id,
    confirmed: Type.Boolean(),
    animal: Type.Optional(RabiesAnimal),
    secondAnimal: Type.Optional(Type.Union([RabiesAnimal, Type.Null()])),
    history: Type.Optional(RabiesHistory),
    serum: Type.Optional(Type.Union([RabiesSerum, Type.Null()])),
    phone: text(20),
  },
  open,
);
export type RabiesFirstUpdateBody = Static<typeof RabiesFirstUpdateBody>;

/** POST fiche/{param}/update: after the first update only the animal states day 0-7 and 7-14, each once (others: 409). */
export const RabiesUpdateBody = Type.Object(
  {
    animalStateD0To7: Type.Optional(oneOf(RABIES_OBSERVED_STATES)),
    animalStateD7To14: Type.Optional(oneOf(RABIES_OBSERVED_STATES)),
  },
  { additionalProperties: true, description: 'Any other field is refused with RABIES_ONLY_ANIMAL_STATE_UPDATABLE' },
);
export type RabiesUpdateBody = Static<typeof RabiesUpdateBody>;

export const RabiesClosureBody = Type.Object({ reason: oneOf(RABIES_CLOSURE_REASONS), note: text() }, open);
export type RabiesClosureBody = Static<typeof RabiesClosureBody>;

/** POST {param}/vaccination_update: the visit (rank, 0 = J0) given on a date, with the vaccine, lot and site. */
export const RabiesDoseBody = Type.Object(
  {
    rank: Type.Integer({ minimum: 0, maximum: 9 }),
    givenDate: PastDate,
    dci: Id,
    lotNumber: Type.String({ minLength: 1, maxLength: VACCINATION_LIMITS.lotMax }),
    /** A code of the INJECTION_SITE option list. */
    injectionSite: Type.String({ minLength: 1, maxLength: 50 }),
  },
  open,
);
export type RabiesDoseBody = Static<typeof RabiesDoseBody>;

export const RabiesFicheParams = Type.Object({ param: Id });
export type RabiesFicheParams = Static<typeof RabiesFicheParams>;

// ---------------------------------------------------------------------------------------------
// Answers

export const RabiesDose = Type.Object(
  {
    id: Type.Integer(),
    rank: Type.Integer(),
    day: Type.Integer(),
    sites: Type.Integer(),
    plannedDate: Type.String(),
    givenDate: nullableString(),
    dci: nullableInteger(),
    lotNumber: nullableString(),
    injectionSite: nullableString(),
    done: Type.Boolean(),
    /** Not given and its planned date is past. */
    late: Type.Boolean(),
  },
  { ...closed, title: 'RabiesDose' },
);
export type RabiesDose = Static<typeof RabiesDose>;

const nullableText = nullableString();

/** The sheet's columns every answer shares. */
const SheetFields = {
  id: Type.Integer(),
  state: Type.String(),
  type: Type.String(),
  exposureCategory: nullableText,
  regimen: Type.String(),
  attackDate: nullableText,
  secondAttackDate: nullableText,
  openedOn: Type.String(),
  nextDoseDate: nullableText,
  dosesDone: Type.Integer(),
  complete: Type.Boolean(),
  /** Spec 2 §4: A1 or A2, in progress, open more than 14 days. */
  openTooLong: Type.Boolean(),
};

export const RabiesFiche = Type.Object(
  {
    ...SheetFields,
    citizen: VaccinationFolderChild,
    animalState: nullableText,
    animalStateD0To7: nullableText,
    animalStateD7To14: nullableText,
    previousTreatment: Type.String(),
    serumRequired: Type.Boolean(),
    weightKg: Type.Union([Type.Number(), Type.Null()]),
    phone: nullableText,
    firstUpdated: Type.Boolean(),
    closureReason: nullableText,
    closedAt: nullableText,
    /** The five steps as sent (aggressions, animals, care, history, serum). */
    details: Type.Record(Type.String(), Type.Unknown()),
    doses: Type.Array(RabiesDose),
  },
  { ...closed, title: 'RabiesFiche' },
);
export type RabiesFiche = Static<typeof RabiesFiche>;

/** fiche/create's answer (spec 2 §3: results, protocole, ficheId). */
export const RabiesFicheCreated = Type.Object(
  {
    results: Type.Object(
      {
        exposureCategory: nullableText,
        type: Type.String(),
        regimen: Type.String(),
        serumRequired: Type.Boolean(),
        maxIuErig: nullableInteger(),
        maxIuHrig: nullableInteger(),
      },
      closed,
    ),
    protocole: Type.Array(RabiesDose),
    ficheId: Type.Integer(),
  },
  closed,
);
export type RabiesFicheCreated = Static<typeof RabiesFicheCreated>;

export const RabiesFicheRow = Type.Object({ ...SheetFields, ...ChildNameFields }, { ...closed, title: 'RabiesFicheRow' });
export type RabiesFicheRow = Static<typeof RabiesFicheRow>;

export const RABIES_FICHE_ORDERING = {
  openedOn: 'rs.created_at',
  attackDate: 'rs.attack_date',
  nextDoseDate: 'rs.next_dose_date',
  evaxNumber: 'c.evax_number',
} as const;
export const RabiesListFilters = {
  state: oneOf(['IN_PROGRESS', 'TEMPORARILY_CLOSED', 'CLOSED'] as const),
  type: oneOf(['A1', 'A2', 'P'] as const),
};

export const RabiesInProgress = Type.Object({ inProgress: Type.Boolean(), ficheId: nullableInteger() }, closed);

export const RabiesDoseList = Type.Object({ ficheId: Type.Integer(), state: Type.String(), complete: Type.Boolean(), doses: Type.Array(RabiesDose) }, closed);
export type RabiesDoseList = Static<typeof RabiesDoseList>;

/** vaccination_update's answer: the sheet's doses and what the record changed; `warnings` holds RABIES_SHEET_OPEN_TOO_LONG when it applies. */
export const RabiesDoseRecorded = Type.Object(
  {
    ficheId: Type.Integer(),
    state: Type.String(),
    complete: Type.Boolean(),
    nextDoseDate: nullableText,
    doses: Type.Array(RabiesDose),
    warnings: Type.Array(Type.String()),
  },
  closed,
);
export type RabiesDoseRecorded = Static<typeof RabiesDoseRecorded>;

export const RabiesDoseDetails = Type.Object({ ficheId: Type.Integer(), evaxNumber: Type.String(), dose: RabiesDose }, closed);

export const RabiesAbsentRow = Type.Object(
  {
    ficheId: Type.Integer(),
    ...ChildNameFields,
    phone: nullableText,
    type: Type.String(),
    nextDoseDate: Type.String(),
    daysLate: Type.Integer(),
    structureId: nullableInteger(),
    remindedOn: nullableString({ description: 'The day (Tunisia) of the last reminder SMS, if any' }),
  },
  { ...closed, title: 'RabiesAbsentRow' },
);
export type RabiesAbsentRow = Static<typeof RabiesAbsentRow>;
export const RABIES_ABSENT_ORDERING = { nextDoseDate: 'rs.next_dose_date', evaxNumber: 'c.evax_number' } as const;

// Absences (issue 31): the reminder SMS to an absent citizen's phone.

/** POST fiche/{param}/reminder: the SMS's language (French when not given: no citizen's language is kept). */
export const RabiesReminderBody = Type.Object(
  { language: Type.Optional(oneOf(RABIES_REMINDER_LANGUAGES, { description: "The citizen's language when known" })) },
  closed,
);
export type RabiesReminderBody = Static<typeof RabiesReminderBody>;

/** The reminder sent: to which phone, in which language, on which day. */
export const RabiesReminderSent = Type.Object(
  { ficheId: Type.Integer(), phone: Type.String(), language: oneOf(RABIES_REMINDER_LANGUAGES), sentOn: Type.String() },
  { ...closed, title: 'RabiesReminderSent' },
);
export type RabiesReminderSent = Static<typeof RabiesReminderSent>;

/** POST absent_List/reminders: the sheets selected, one language for all. */
export const RabiesRemindersBody = Type.Object(
  {
    ficheIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: RABIES_LIMITS.remindersMax, uniqueItems: true }),
    language: Type.Optional(oneOf(RABIES_REMINDER_LANGUAGES, { description: "The SMS's language" })),
  },
  closed,
);
export type RabiesRemindersBody = Static<typeof RabiesRemindersBody>;

/** What a bulk reminder did: the SMS sent, and each sheet refused with its reason's key (the single reminder's). */
export const RabiesRemindersSent = Type.Object(
  {
    sent: Type.Array(RabiesReminderSent),
    refused: Type.Array(Type.Object({ ficheId: Type.Integer(), key: Type.String() }, closed)),
  },
  { ...closed, title: 'RabiesRemindersSent' },
);
export type RabiesRemindersSent = Static<typeof RabiesRemindersSent>;
