/**
 * The medical folder's values and the browser's types of its API (spec 2 §3: growth record,
 * head-circumference record, allergy). Request types are Static<> of ./schemas.ts (types only).
 */
import type { GrowthAge, ZScoreBand } from '../../growth/index.js';
import type { AllergyBody, AllergyOrderBody, FolderCloseBody, GrowthBody, HeadCircumferenceBody } from './schemas.js';

export type GrowthRequest = GrowthBody;
export type HeadCircumferenceRequest = HeadCircumferenceBody;
export type AllergyRequest = AllergyBody;
export type AllergyOrderRequest = AllergyOrderBody;
export type FolderCloseRequest = FolderCloseBody;

export interface ZScoreAnswer {
  z: number;
  band: ZScoreBand;
}

export interface GrowthRow {
  id: number;
  date: string;
  age: GrowthAge;
  weightKg: number;
  heightCm: number;
  /** Body mass index, kg/m², two decimals (issue 30). */
  bmi: number;
  /** Null where WHO's tables end (after 5 years, a length or height out of their range). */
  zScores: {
    weightForAge: ZScoreAnswer | null;
    lengthHeightForAge: ZScoreAnswer | null;
    weightForLengthHeight: ZScoreAnswer | null;
    bmiForAge: ZScoreAnswer | null;
  };
}

export interface HeadCircumferenceRow {
  id: number;
  date: string;
  age: GrowthAge;
  headCircumferenceCm: number;
  zScore: ZScoreAnswer | null;
}

export interface AllergyRow {
  id: number;
  /** A code of the ALLERGY_TYPE option list, with its labels. */
  type: string;
  typeFr: string;
  typeAr: string;
  name: string;
  rank: number;
}

export interface FolderClosure {
  at: string;
  reason: string;
  username: string | null;
}

/** The folder's header: whose it is, and whether it is closed (read-only). */
export interface MedicalFolderSummary {
  evaxNumber: string;
  birthDate: string;
  gender: 'male' | 'female';
  closed: FolderClosure | null;
}

export interface MetricList<Row> {
  count: number;
  results: Row[];
}

/** The folder's own error keys (spec 2 §8: "invalid height or perimeter metric", "folder protected against changes"). */
export const MEDICAL_FOLDER_ERROR_KEYS = {
  invalidMetric: 'ERROR.CODE.INVALID_METRIC',
  /** 409: a value beyond ±3 SD, to confirm (resend with confirmBorderline: true). */
  borderlineMetric: 'ERROR.CODE.BORDERLINE_METRIC',
  folderProtected: 'ERROR.CODE.FOLDER_PROTECTED',
  birthDateMismatch: 'ERROR.CODE.VALIDATION.BIRTH_DATE_MISMATCH',
  dateBeforeBirth: 'ERROR.CODE.VALIDATION.DATE_BEFORE_BIRTH',
  dateInFuture: 'ERROR.CODE.VALIDATION.DATE_IN_FUTURE',
  allergyOrderMismatch: 'ERROR.CODE.VALIDATION.ALLERGY_ORDER_MISMATCH',
} as const;

/** The reason of a closure: at least this many characters. */
export const FOLDER_CLOSE_REASON = { min: 3, max: 500 } as const;
export const ALLERGY_NAME = { min: 2, max: 200 } as const;

/**
 * Bounds any measurement must keep, whatever the age (the WHO tables stop at 5 years;
 * kept here, not in `@evax/shared/growth`, so a form does not load the WHO tables): the
 * request schemas' minimum and maximum and the database's checks.
 */
export const MEASUREMENT_LIMITS = {
  weightKg: { min: 0.3, max: 250 },
  heightCm: { min: 20, max: 250 },
  headCircumferenceCm: { min: 15, max: 80 },
} as const;
