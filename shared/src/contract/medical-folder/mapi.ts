/**
 * Adverse events following immunisation (MAPI, spec 2 §3 "MAPI", §7): the report's values, the
 * browser's types and paths. Seriousness and outcome are the WHO AEFI reporting form's.
 */
import type { VaccineCategory } from '../constants.js';
import type { MapiBody } from './mapi-schemas.js';

export const MAPI_API_PATHS = {
  /** Spec 2 §7; {param} the child's evax number, {category} the vaccination kind of the suspected doses. */
  mapiCreate: '/api/mapi/report_mapi/{param}/create/{lang}/{category}',
  /** Spec 2 §7; {id} the report's id. */
  mapiUpdate: '/api/mapi/report_mapi/{id}/update/{lang}/{category}',
  /** Spec 2 §7: the child's reports, newest first. */
  mapiList: '/api/medical_folder/{param}/mapi/list',
  /** Ours: the child's given vaccinations a report may name. */
  mapiVaccinations: '/api/medical_folder/{param}/mapi/vaccinations',
  /** Ours: one report (GET) or its deletion (DELETE). */
  mapiItem: '/api/mapi/{id}',
  /** Ours: the serious reports of the children the caller sees (the whole country at national level), newest first. */
  mapiSeriousList: '/api/mapi/serious',
} as const;

export const MAPI_SEVERITIES = ['mild', 'moderate', 'severe'] as const;
export type MapiSeverity = (typeof MAPI_SEVERITIES)[number];

/** Patient history answers (spec 2 §3). */
export const MAPI_HISTORY_ANSWERS = ['yes', 'no', 'unknown'] as const;
export type MapiHistoryAnswer = (typeof MAPI_HISTORY_ANSWERS)[number];
export const MAPI_HISTORY_FIELDS = ['earlierSideEffect', 'knownDrugAllergy', 'chronicDisease', 'medicationTaken'] as const;

/** WHO AEFI form, "Serious: if yes". */
export const MAPI_SERIOUS_CRITERIA = ['death', 'life_threatening', 'hospitalisation', 'disability', 'congenital_anomaly', 'other_important'] as const;
export type MapiSeriousCriterion = (typeof MAPI_SERIOUS_CRITERIA)[number];

/** WHO AEFI form, "Outcome". */
export const MAPI_OUTCOMES = ['recovering', 'recovered', 'recovered_with_sequelae', 'not_recovered', 'died', 'unknown'] as const;
export type MapiOutcome = (typeof MAPI_OUTCOMES)[number];

export const MAPI_TEXT = { description: { min: 3, max: 2000 }, details: { max: 2000 } } as const;
/** At most this many suspected vaccinations in one report. */
export const MAPI_MAX_VACCINATIONS = 10;

export const MAPI_ERROR_KEYS = {
  vaccinationNotOfChild: 'ERROR.CODE.VALIDATION.MAPI_VACCINATION_NOT_OF_CHILD',
  beforeVaccination: 'ERROR.CODE.VALIDATION.MAPI_BEFORE_VACCINATION',
  investigationDateRequired: 'ERROR.CODE.VALIDATION.MAPI_INVESTIGATION_DATE_REQUIRED',
  seriousCriteriaRequired: 'ERROR.CODE.VALIDATION.MAPI_SERIOUS_CRITERIA_REQUIRED',
} as const;

export type MapiRequest = MapiBody;

/** A given vaccination a report may name, as the form offers it. */
export interface MapiVaccinationChoice {
  id: number;
  kind: VaccineCategory;
  date: string;
  dciName: string;
  dciNameAr: string;
  doseNumber: number | null;
  lotNumber: string | null;
}

export interface MapiRow {
  id: number;
  evaxNumber: string;
  category: VaccineCategory;
  date: string;
  startTime: string;
  severity: MapiSeverity;
  description: string;
  earlierSideEffect: MapiHistoryAnswer;
  knownDrugAllergy: MapiHistoryAnswer;
  chronicDisease: MapiHistoryAnswer;
  medicationTaken: MapiHistoryAnswer;
  historyDetails: string | null;
  investigationDone: boolean;
  investigationDate: string | null;
  investigationDetails: string | null;
  serious: boolean;
  seriousCriteria: MapiSeriousCriterion[];
  outcome: MapiOutcome;
  /** The suspected vaccinations, with the lot number as it was when the report was filed. */
  vaccinations: MapiVaccinationChoice[];
}

/** A row of the national list of serious reports. */
export interface SeriousMapiRow {
  id: number;
  evaxNumber: string;
  childNameFr: string;
  childNameAr: string;
  date: string;
  seriousCriteria: MapiSeriousCriterion[];
  outcome: MapiOutcome;
  structureFr: string | null;
  structureAr: string | null;
}
