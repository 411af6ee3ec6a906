import type { BookBody, CancelBody, PostponeBody, RoutineDoseBody, RoutineDoseEditBody, RoutineScheduleCounts, RoutineVaccinationBody } from './schemas.js';
import type {
  BookletEntryAnswer,
  RoutineFolder,
  RoutineSpecialty,
  RoutineVaccinationChildRow,
  RoutineVaccinationCreated,
  RoutineVaccinationRecord,
  VaccinationDetail,
  VaccinationFolderChild,
} from './response-schemas.js';

export type {
  BookBody,
  CancelBody,
  PostponeBody,
  RoutineDoseBody,
  RoutineDoseEditBody,
  RoutineScheduleCounts,
  RoutineVaccinationBody,
  BookletEntryAnswer,
  RoutineFolder,
  RoutineSpecialty,
  RoutineVaccinationChildRow,
  RoutineVaccinationCreated,
  RoutineVaccinationRecord,
  VaccinationDetail,
  VaccinationFolderChild,
};

/** Where a child's schedule stands: a dose overdue, a dose due, nothing due yet, or nothing left. */
export const SCHEDULE_STATES = ['overdue', 'due', 'up_to_date', 'complete'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

/** The age bands of the routine list's filter (issue 14): 0-12 months, 12-24 months, 2-5 years, from 6 years, 6-18 years. */
export const AGE_BANDS = {
  '0-12m': { fromMonths: 0, toMonths: 12 },
  '12-24m': { fromMonths: 12, toMonths: 24 },
  '2-5y': { fromMonths: 24, toMonths: 72 },
  '6y+': { fromMonths: 72, toMonths: null },
  '6-18y': { fromMonths: 72, toMonths: 216 },
} as const;
export type AgeBand = keyof typeof AGE_BANDS;

/** Limits of the routine vaccination form (spec 2 §5, §9). */
export const VACCINATION_LIMITS = {
  lotMax: 50,
  quantityMin: 1,
  quantityMax: 999,
  reasonMax: 500,
  /** A dose given abroad (issue 30): its certificate's international reference and the place it was given. */
  internationalReferenceMax: 100,
  locationMax: 200,
  /** The doses of one visit (a visit at 2 months gives three or four). */
  dosesPerVisitMax: 10,
} as const;

/** The next dose date is given in days, months or years (spec 2 §3). */
export const NEXT_DOSE_UNITS = ['days', 'months', 'years'] as const;
export type NextDoseUnit = (typeof NEXT_DOSE_UNITS)[number];

/** Domain errors of routine vaccination (spec 2 §8 and ours), texts in the error catalogue. */
export const VACCINATION_ERROR_KEYS = {
  /** A child its own (issue 27; spec 2 §8 answered PARENT_NOT_FOUND). */
  childNotFound: 'ERROR.CODE.CHILD_NOT_FOUND',
  alreadyGiven: 'ERROR.CODE.SAME_VACCINE_TWICE',
  redundantVaccines: 'ERROR.CODE.REDUNDANT_VACCINES',
  lifelongAlreadyGiven: 'ERROR.CODE.VACCINE_LIFELONG_REGISTERED',
  /** Spec 2 §8: a dose of the vaccine still protects on that date (the catalogue's validity, issue 30). */
  stillValid: 'ERROR.CODE.VACCINE_STILL_VALID',
  cancelled: 'ERROR.CODE.DOSE_CANCELLED',
  firstDoseRequired: 'ERROR.CODE.FIRST_DOSE_REQUIRED',
  thirdDoseRequired: 'ERROR.CODE.THIRD_DOSE_REQUIRED',
  previousNotVaccinated: 'ERROR.CODE.PREVIOUS_APPOINTMENT_NOT_VACCINATED',
  minIntervalNotReached: 'ERROR.CODE.MIN_INTERVAL_NOT_REACHED',
  tooEarlyForAge: 'ERROR.CODE.DOSE_TOO_EARLY_FOR_AGE',
  pastCatchUpAge: 'ERROR.CODE.DOSE_PAST_CATCH_UP_AGE',
  notForThisChild: 'ERROR.CODE.DOSE_NOT_FOR_THIS_CHILD',
  doseNotPending: 'ERROR.CODE.DOSE_NOT_PENDING',
  /** An allergy of the child's folder calls for caution with the vaccine: the request must confirm. */
  allergyConfirmationRequired: 'ERROR.CODE.ALLERGY_CONFIRMATION_REQUIRED',
  /** Only a dose given (done) is edited; an appointment is postponed or cancelled. */
  vaccinationNotEditable: 'ERROR.CODE.VACCINATION_NOT_EDITABLE',
  /** The next vaccination gives only the doses due now, today. */
  notTheNextDose: 'ERROR.CODE.NOT_THE_NEXT_DOSE',
  /** The vaccination has no supporting file. */
  fileNotFound: 'ERROR.CODE.VACCINATION_FILE_NOT_FOUND',
  /** A MAPI report names the vaccination: it is kept (occasional and seasonal delete). */
  vaccinationHasMapi: 'ERROR.CODE.VACCINATION_HAS_MAPI',
  /** Spec 3 §8 (issue 32): a day outside the structure's availability, or in an unavailability period. */
  appointmentTimeInvalid: 'ERROR.CODE.APPOINTMENT_TIME_INVALID',
  /** Spec 3 §8: the structure has no default availability yet. */
  defaultAvailabilityRequired: 'ERROR.CODE.DEFAULT_AVAILABILITY_REQUIRED',
  /** Spec 3 §8: a second default availability of the structure. */
  defaultAvailabilityUnique: 'ERROR.CODE.DEFAULT_AVAILABILITY_UNIQUE',
  /** Ours (issue 32): an unavailability period set as not editable is neither changed nor removed. */
  periodNotEditable: 'ERROR.CODE.PERIOD_NOT_EDITABLE',
  /** Ours (issue 32): appointments and availability are a structure's; the caller works in none. */
  noStructure: 'ERROR.CODE.NO_STRUCTURE',
} as const;

/** Field errors of the routine vaccination form. */
export const VACCINATION_FIELD_KEYS = {
  dateInFuture: 'ERROR.CODE.VALIDATION.DATE_IN_FUTURE',
  beforeBirth: 'ERROR.CODE.VALIDATION.DATE_BEFORE_BIRTH',
  certificateNotVerified: 'ERROR.CODE.VALIDATION.CERTIFICATE_NOT_VERIFIED',
  postponeNotLater: 'ERROR.CODE.VALIDATION.POSTPONE_NOT_LATER',
  /** Issue 32: the closing hour leaves no whole slot after the opening one. */
  closesBeforeSlot: 'ERROR.CODE.VALIDATION.CLOSES_BEFORE_SLOT',
  /** Issue 32: a period's end before its start. */
  endBeforeStart: 'ERROR.CODE.VALIDATION.END_BEFORE_START',
  /** Issue 32: a dose with an appointment already is postponed, not booked. */
  alreadyBooked: 'ERROR.CODE.VALIDATION.ALREADY_BOOKED',
  /** Issue 32: an appointment is booked today or later. */
  bookNotBefore: 'ERROR.CODE.VALIDATION.BOOK_NOT_BEFORE_TODAY',
} as const;

/** Spec 2 §7: the multipart field that carries the vaccine lists (vaccines_set, vaccines_passe_set) as JSON. */
export const VACCINES_FIELD = 'vaccines_set';
