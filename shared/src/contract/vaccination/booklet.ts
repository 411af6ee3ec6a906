/** The child's routine booklet (spec 2 §2 "Vaccination", issue 14): the schedule's doses and what became of each. */

/** A dose of the national routine schedule, as the database holds it (administrators may correct it). */
export interface ScheduleDose {
  id: number;
  dciId: number;
  dciName: string;
  dciNameAr: string;
  /**
   * The doses numbered one after the other, whatever the product: the DTP series is PENTA 1-3,
   * DTC 4, Td 5-7 (spec 2 §4 "dose order" reasons on it).
   */
  series: string;
  /** The antigens the dose protects against (D, T, wP, Hib, HepB...). */
  antigens: string[];
  doseNumber: number;
  /** WHO age code: B (birth), M2 (2 months), Y6 (6 years). */
  ageCode: string;
  ageDays: number;
  /** Minimum days since the previous dose of the series. */
  minIntervalDays: number;
  /** Age in days after which the dose is no longer given (catch-up limit); null: no limit. */
  catchUpLimitDays: number | null;
  /** The dose is for girls or boys only (HPV: girls); null: every child. */
  onlyGender: 'male' | 'female' | null;
}

/** What the booklet needs of the child. */
export interface BookletChild {
  birthDate: string;
  gender: 'male' | 'female';
}

export const BOOKLET_STATES = ['done', 'due', 'overdue', 'not_yet', 'postponed', 'cancelled', 'not_applicable'] as const;
export type BookletState = (typeof BOOKLET_STATES)[number];

/** A routine vaccination row of a child (done, planned, postponed or cancelled). */
export interface GivenDose {
  id: number;
  scheduleDoseId: number;
  status: 'planned' | 'done' | 'postponed' | 'cancelled';
  /** yyyy-mm-dd: the day given, or the appointment's day. */
  date: string;
}

export interface BookletEntry {
  dose: ScheduleDose;
  state: BookletState;
  /** yyyy-mm-dd: when it was given (done), the appointment (postponed), or the day it falls due. */
  date: string | null;
  /** The vaccination row behind the entry, when there is one. */
  vaccinationId: number | null;
}

/** A dose falls due on its date and is overdue this many days later (ours: one month, the visit's rhythm). */
export const OVERDUE_AFTER_DAYS = 30;
/** A dose may be given up to this many days before its schedule age (ours: a visit a little early). */
export const EARLY_TOLERANCE_DAYS = 3;
