/**
 * Anti-rabies vaccination (spec 2 §2, §3 "Anti-rabies sheet", §4 "Anti-rabies rules", §5, §7, §8, §9):
 * the sheet's (fiche's) choices, states, paths and error keys. The codes are ours (the spec names the
 * choices, not their values); the screens translate them.
 */

/** Attack type (spec 2 §3). */
export const RABIES_ATTACK_TYPES = ['BITE', 'BITE_SCRATCH', 'SCRATCH', 'LICKING', 'CONTACT', 'MUCOUS_SPLASH'] as const;
export type RabiesAttackType = (typeof RABIES_ATTACK_TYPES)[number];

/** Lesion depth (spec 2 §3). */
export const RABIES_LESION_DEPTHS = ['VERY_SUPERFICIAL', 'SUPERFICIAL', 'DEEP', 'VERY_DEEP'] as const;
export type RabiesLesionDepth = (typeof RABIES_LESION_DEPTHS)[number];

/** Lesion location (spec 2 §3). */
export const RABIES_LESION_LOCATIONS = ['HEAD', 'NECK', 'FINGER', 'TOE', 'HAND', 'FOOT', 'GENITALS', 'OTHER'] as const;
/** Lesion size (spec 2 §3 labels: under 0.5 cm, over 2 cm, over 3 cm; ours: between 0.5 and 2 cm). */
export const RABIES_LESION_SIZES = ['LT_0_5_CM', 'FROM_0_5_TO_2_CM', 'GT_2_CM', 'GT_3_CM'] as const;

/** Local care before coming: product, place, delay (spec 2 §3). */
export const RABIES_CARE_PRODUCTS = ['SOAP', 'BLEACH', 'IODINE', 'ALCOHOL', 'OTHER'] as const;
export const RABIES_CARE_PLACES = ['HOME', 'HOSPITAL', 'INFIRMARY', 'PHARMACY', 'OTHER'] as const;
export const RABIES_CARE_DELAYS = ['IMMEDIATE', 'AFTER_1H', 'AFTER_2H', 'AFTER_3H', 'MORE_THAN_3H'] as const;

/** Animal species and state (spec 2 §3; the bat beyond it: WHO counts any direct contact with one as category III). */
export const RABIES_ANIMAL_SPECIES = ['DOG', 'CAT', 'LIVESTOCK', 'RODENT', 'EQUINE', 'BAT', 'OTHER'] as const;
export type RabiesAnimalSpecies = (typeof RABIES_ANIMAL_SPECIES)[number];
export const RABIES_ANIMAL_STATES = ['DEAD', 'KNOWN_OBSERVED', 'KNOWN_LOST', 'STRAY', 'UNKNOWN_NOT_OBSERVED', 'SICK'] as const;
/** The animal under observation at day 0-7 and day 7-14 (spec 2 §3). */
export const RABIES_OBSERVED_STATES = ['ALIVE', 'FLED', 'DEAD', 'ALIVE_WITH_RABIES_SIGNS'] as const;
export type RabiesObservedState = (typeof RABIES_OBSERVED_STATES)[number];

/** Previous anti-rabies treatment (spec 2 §3: complete or ongoing protocol). */
export const RABIES_PREVIOUS_TREATMENTS = ['NONE', 'COMPLETE', 'ONGOING'] as const;
export type RabiesPreviousTreatment = (typeof RABIES_PREVIOUS_TREATMENTS)[number];

/** Sheet states (spec 2 §3): in progress (ongoing), temporarily closed, closed. */
export const RABIES_SHEET_STATES = ['IN_PROGRESS', 'TEMPORARILY_CLOSED', 'CLOSED'] as const;
export type RabiesSheetState = (typeof RABIES_SHEET_STATES)[number];

/** Closure reasons (spec 2 §3, §4). Travel closes the sheet temporarily (docs/decisions.md). */
export const RABIES_CLOSURE_REASONS = ['DEATH', 'TRAVEL', 'OTHER'] as const;
export type RabiesClosureReason = (typeof RABIES_CLOSURE_REASONS)[number];

/** WHO exposure categories (rabies-pep.json exposureCategories). */
export const RABIES_EXPOSURE_CATEGORIES = ['I', 'II', 'III'] as const;
export type RabiesExposureCategory = (typeof RABIES_EXPOSURE_CATEGORIES)[number];

/**
 * Sheet types (spec 2 §3: after aggression, or preventive; §4 names A1 and A2). Ours: A1 after an
 * aggression without serum (category I-II, or a booster), A2 after an aggression with serum
 * (category III), P preventive (docs/decisions.md).
 */
export const RABIES_SHEET_TYPES = ['A1', 'A2', 'P'] as const;
export type RabiesSheetType = (typeof RABIES_SHEET_TYPES)[number];

/** The regimens the sheet may follow (ids of rabies-pep.json, and the preventive one). */
export const RABIES_REGIMENS = [
  'WHO2018_IM_4DOSE',
  'ESSEN_5DOSE',
  'WHO2018_IM_ZAGREB',
  'WHO2018_ID_1WEEK_2SITE',
  'BOOSTER_IM_2DOSE',
  'PREP_2VISIT',
  'NONE',
] as const;
export type RabiesRegimen = (typeof RABIES_REGIMENS)[number];

/** The languages a reminder SMS is written in (docs/decisions/vaccination.md "Absences"). */
export const RABIES_REMINDER_LANGUAGES = ['fr', 'ar'] as const;
export type RabiesReminderLanguage = (typeof RABIES_REMINDER_LANGUAGES)[number];

/** Limits of the sheet's fields (spec 2 §5, §9: quantities 1 to 999, sizes in cm and kg). */
export const RABIES_LIMITS = {
  lesionCountMax: 99,
  weightKgMax: 400,
  serumAmpoulesMax: 999,
  serumMlMax: 999,
  textMax: 200,
  addressMax: 300,
  /** Spec 2 §4: a sheet of type A1 or A2 open more than this many days is flagged. */
  openDaysFlag: 14,
  /** Spec 2 §5, §9: the serum infiltrated into the wounds is at least this share of the total dose. */
  sumRuleShare: 0.8,
  /** The sheets one bulk reminder sends to (a page of the absent list at most). */
  remindersMax: 50,
} as const;

/** Anti-rabies API paths (spec 2 §7). {param}: the sheet's id, or the citizen's evax number where said. */
export const RABIES_API_PATHS = {
  rabiesFicheCreate: '/api/vaccination_antirabique/fiche/create',
  rabiesFicheFirstUpdate: '/api/vaccination_antirabique/fiche/first_update',
  rabiesFicheDetails: '/api/vaccination_antirabique/fiche/{param}/details',
  rabiesFicheUpdate: '/api/vaccination_antirabique/fiche/{param}/update',
  rabiesFicheClosure: '/api/vaccination_antirabique/fiche/{param}/closure',
  rabiesFicheDelete: '/api/vaccination_antirabique/fiche/{param}/delete',
  /** Beyond the spec: a sheet closed temporarily (travel) reopened, its protocol resumed. */
  rabiesFicheReopen: '/api/vaccination_antirabique/fiche/{param}/reopen',
  rabiesVaccinationList: '/api/vaccination_antirabique/{param}/vaccination_list',
  rabiesVaccinationUpdate: '/api/vaccination_antirabique/{param}/vaccination_update',
  /** {param}: the dose's id. */
  rabiesVaccinationDetails: '/api/vaccination_antirabique/{param}/vaccination_details',
  /** {param}: the citizen's evax number. */
  rabiesCitizenFiches: '/api/vaccination_antirabique/{param}/fiches_list',
  /** Ours: every sheet the caller sees (paged), beside the spec's citizen list. */
  rabiesFichesList: '/api/vaccination_antirabique/fiches_list',
  /** Ours: the catalogue's active anti-rabies vaccines (DCIs of category rabies), for the visit form. */
  rabiesVaccinesList: '/api/vaccination_antirabique/vaccines_list',
  /** {param}: the citizen's evax number. */
  rabiesCheckInProgress: '/api/vaccination_antirabique/{param}/check_citizen_has_protocol_in_progress',
  rabiesAbsentList: '/api/vaccination_antirabique/absent_List',
  rabiesVaccinationListDone: '/api/vaccination_antirabique/{param}/vaccination_list_done',
  // Absences (ours, issue 31): the absent list's export, and an SMS reminder to a sheet's phone ({param}: the sheet's id).
  rabiesAbsentExport: '/api/vaccination_antirabique/absent_List/export',
  rabiesAbsentReminder: '/api/vaccination_antirabique/fiche/{param}/reminder',
  /** Beyond the spec: the reminder SMS to several absent citizens at once (the rows selected). */
  rabiesAbsentReminders: '/api/vaccination_antirabique/absent_List/reminders',
  /** Ours: the dashboard's figures (spec 2 §2 /vaccine-antirabique; docs/decisions/vaccination.md). */
  rabiesDashboard: '/api/vaccination_antirabique/dashboard',
} as const;

/** Anti-rabies errors (spec 2 §8), texts in the error catalogue. */
export const RABIES_ERROR_KEYS = {
  sheetNotFound: 'ERROR.CODE.SHEET_NOT_FOUND',
  sheetInProgress: 'ERROR.CODE.SHEET_IN_PROGRESS',
  protocolCannotBeUpdated: 'ERROR.CODE.PROTOCOL_CANNOT_BE_UPDATED',
  onlyAnimalStateUpdatable: 'ERROR.CODE.RABIES_ONLY_ANIMAL_STATE_UPDATABLE',
  animalStateLocked: 'ERROR.CODE.RABIES_ANIMAL_STATE_LOCKED',
  openTooLong: 'ERROR.CODE.RABIES_SHEET_OPEN_TOO_LONG',
  previousNotVaccinated: 'ERROR.CODE.PREVIOUS_APPOINTMENT_NOT_VACCINATED',
  firstDoseRequired: 'ERROR.CODE.FIRST_DOSE_REQUIRED',
  j3NotDone: 'ERROR.CODE.RABIES_J3_NOT_DONE',
  animalStateRequired: 'ERROR.CODE.RABIES_ANIMAL_STATE_REQUIRED',
  attackDateMissing: 'ERROR.CODE.RABIES_ATTACK_DATE_MISSING',
  sheetNotInProgress: 'ERROR.CODE.RABIES_SHEET_NOT_IN_PROGRESS',
  notTemporarilyClosed: 'ERROR.CODE.RABIES_SHEET_NOT_TEMPORARILY_CLOSED',
  doseAlreadyGiven: 'ERROR.CODE.RABIES_DOSE_ALREADY_GIVEN',
  confirmationRequired: 'ERROR.CODE.RABIES_CONFIRMATION_REQUIRED',
  // Absences: the reminder SMS.
  reminderAlreadySent: 'ERROR.CODE.RABIES_REMINDER_ALREADY_SENT',
  reminderNoPhone: 'ERROR.CODE.RABIES_REMINDER_NO_PHONE',
  reminderNotLate: 'ERROR.CODE.RABIES_REMINDER_NOT_LATE',
} as const;

/** Field errors of the sheet (spec 2 §5, §8). */
export const RABIES_FIELD_KEYS = {
  dateMustBeTodayForProtocol: 'ERROR.CODE.VALIDATION.RABIES_DATE_MUST_BE_TODAY',
  betweenAggressionAndYesterday: 'ERROR.CODE.VALIDATION.RABIES_DATE_BETWEEN_AGGRESSION_AND_YESTERDAY',
  secondAggressionWindow: 'ERROR.CODE.VALIDATION.RABIES_SECOND_AGGRESSION_DATE',
  secondAggressionRequired: 'ERROR.CODE.VALIDATION.RABIES_SECOND_AGGRESSION_REQUIRED',
  secondAnimalRequired: 'ERROR.CODE.VALIDATION.RABIES_SECOND_ANIMAL_REQUIRED',
  attackDateInFuture: 'ERROR.CODE.VALIDATION.DATE_IN_FUTURE',
  serumSumRule: 'ERROR.CODE.VALIDATION.RABIES_SERUM_SUM_RULE',
  serumRequired: 'ERROR.CODE.VALIDATION.RABIES_SERUM_REQUIRED',
} as const;
