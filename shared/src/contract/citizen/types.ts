/**
 * The citizen area's values and the browser's types of its API (spec 2 §3 "Child / citizen").
 * The request and answer types are Static<> of ./schemas.ts and ./response-schemas.ts, imported as types only so TypeBox stays on the server.
 */
import { OPTION_LIST_CODES } from '../constants.js';
import type {
  CheckParentResponse,
  ChildCreated,
  ChildDetail,
  ChildIdentity,
  ChildParent,
  CitizenChildRow,
  DuplicateCandidate,
  DuplicateCandidatesResponse,
  HistoryEntry,
  HistoryName,
  ParentSummary,
  PlaceName,
} from './response-schemas.js';
import type {
  CheckParentQuery,
  ChildBody,
  ChildSearchQuery,
  ChildUpdateBody,
  ChildWithNewParentBody,
  ChildWithParentBody,
  ParentBody,
  ParentLinkBody,
  ParentMergeBody,
  ParentUpdateBody,
  UpdatePhoneBody,
} from './schemas.js';

/** Birth type: normal, or premature in the bands of spec 2 §9 (before 28 weeks, 28-32, 32-36). */
export const BIRTH_TYPES = ['normal', 'premature_lt_28', 'premature_28_32', 'premature_32_36'] as const;
export type BirthType = (typeof BIRTH_TYPES)[number];

/** A parent's role towards a child (spec 2 §3). One father and one mother per child at most. */
export const PARENT_ROLES = ['guardian', 'father', 'mother', 'tutor'] as const;
export type ParentRole = (typeof PARENT_ROLES)[number];

/** The Tunisian national identity card: eight digits. */
export const NATIONAL_ID_PATTERN = /^\d{8}$/;
/**
 * An identity paper as a search takes it (issue 30): a national identity card (eight digits) or a
 * passport number (letters and digits, any case; at least one digit).
 */
export const IDENTITY_PAPER_PATTERN = /^(?=[A-Za-z]*\d)[A-Za-z0-9]{5,20}$/;
/** A page of a child's history (its audit trail, newest first): the API answers at most this many entries at once. */
export const HISTORY_PAGE_SIZE = 50;
/** The history's fields that hold an id, by what they name: the API gives each its name beside it (issue 30). */
export const HISTORY_NAMED_FIELDS = {
  dci: ['dci_id', 'dciId'],
  structure: ['structure_id', 'structureId'],
  scheduleDose: ['schedule_dose_id', 'scheduleDoseId', 'scheduleDose'],
  specialty: ['specialty_id', 'specialtyId'],
  campaign: ['campaign_id', 'campaignId'],
  file: ['file_id', 'fileId'],
  governorate: ['residence_governorate_id', 'residenceGovernorateId'],
  delegation: ['residence_delegation_id', 'residenceDelegationId'],
} as const;
/**
 * The history's fields that hold a code of an option list (reference area), by list: the API gives
 * the option's value beside the code. `entities`: only on those records' entries (an allergy's `type`).
 */
export const HISTORY_OPTION_FIELDS: Readonly<Record<string, { list: string; fields: readonly string[]; entities?: readonly string[] }>> = {
  injectionSite: { list: OPTION_LIST_CODES.injectionSite, fields: ['injection_site', 'injectionSite'] },
  allergyType: { list: OPTION_LIST_CODES.allergyType, fields: ['type'], entities: ['allergy'] },
};
/** The most children a search by an identity paper answers (a family, not a list to page through). */
export const PAPER_SEARCH_LIMIT = 50;

/** Tunisia's ISO 3166-1 code: a child or parent of another nationality is foreign. */
export const TUNISIA = 'TN';

/** Limits of the child's measures at birth, read by the schemas and the forms' rules. */
export const BIRTH_MEASURE_LIMITS = {
  weightKg: { min: 0.3, max: 8 },
  heightCm: { min: 20, max: 80 },
  headCircumferenceCm: { min: 15, max: 60 },
} as const;

/** How many days either side of the birth date the duplicate check looks. */
export const DUPLICATE_BIRTH_WINDOW_DAYS = 7;

/**
 * What a read of a child's health data reads (issue 27): a read by a user outside the child's
 * structure is audited, one row per request, with this (`child_read`, `{ reads }`), and shown in
 * the child's history to the national level.
 */
export const CHILD_HEALTH_READS = [
  'card',
  'booklet',
  'medical_folder',
  'growth',
  'head_circumference',
  'allergies',
  'mapi',
  'vaccinations',
  'international',
  'search',
] as const;
export type ChildHealthRead = (typeof CHILD_HEALTH_READS)[number];
/** The audit entity of such a read, kept out of the history of writes for everyone but the national level. */
export const CHILD_READ_ENTITY = 'child_read';

export type ChildValues = ChildBody;
export type ParentValues = ParentBody;
export type ChildWithNewParentRequest = ChildWithNewParentBody;
export type ChildWithParentRequest = ChildWithParentBody;
export type ParentLinkRequest = ParentLinkBody;
export type CheckParentRequest = CheckParentQuery;
export type UpdatePhoneRequest = UpdatePhoneBody;
export type ChildSearchRequest = ChildSearchQuery;
export type ChildUpdateRequest = ChildUpdateBody;
export type ParentUpdateRequest = ParentUpdateBody;
export type ParentMergeRequest = ParentMergeBody;
export type {
  CheckParentResponse,
  ChildCreated,
  ChildDetail,
  ChildIdentity,
  ChildParent,
  CitizenChildRow,
  DuplicateCandidate,
  DuplicateCandidatesResponse,
  HistoryEntry,
  HistoryName,
  ParentSummary,
  PlaceName,
};

/** Field error keys of the citizen area's rules (texts in the error catalogue, fr/ar/en). */
export const CITIZEN_FIELD_KEYS = {
  birthDateFuture: 'ERROR.CODE.VALIDATION.BIRTH_DATE_FUTURE',
  identityPaperRequired: 'ERROR.CODE.VALIDATION.IDENTITY_PAPER_REQUIRED',
  foreignNationality: 'ERROR.CODE.VALIDATION.FOREIGN_NATIONALITY',
  tunisianNationality: 'ERROR.CODE.VALIDATION.TUNISIAN_NATIONALITY',
  delegationNotInGovernorate: 'ERROR.CODE.VALIDATION.DELEGATION_NOT_IN_GOVERNORATE',
  nationalIdAlreadyUsed: 'ERROR.CODE.VALIDATION.NATIONAL_ID_ALREADY_USED',
  passportAlreadyUsed: 'ERROR.CODE.VALIDATION.PASSPORT_ALREADY_USED',
  parentRoleTaken: 'ERROR.CODE.VALIDATION.PARENT_ROLE_TAKEN',
  parentAlreadyLinked: 'ERROR.CODE.VALIDATION.PARENT_ALREADY_LINKED',
  evaxNumberInvalid: 'ERROR.CODE.VALIDATION.EVAX_NUMBER_INVALID',
  /** Issue 30: a corrected birth date after a dose already given (params.date: the earliest such dose's day). */
  birthDateAfterGivenDose: 'ERROR.CODE.VALIDATION.BIRTH_DATE_AFTER_GIVEN_DOSE',
  /** Issue 30: a citizen's phone on record may be changed, not removed (the citizen space signs in with it). */
  phoneOnRecordRequired: 'ERROR.CODE.VALIDATION.PHONE_ON_RECORD_REQUIRED',
} as const;

/** Domain errors of the citizen area (spec 2 §8 and ours), texts in the error catalogue. */
export const CITIZEN_ERROR_KEYS = {
  /** A child its own (issue 27; spec 2 §8 answered PARENT_NOT_FOUND, which told the user the wrong thing). */
  childNotFound: 'ERROR.CODE.CHILD_NOT_FOUND',
  parentNotFound: 'ERROR.CODE.PARENT_NOT_FOUND',
  evaxCodeNotFound: 'ERROR.CODE.EVAX_CODE_NOT_FOUND',
  childHasVaccinations: 'ERROR.CODE.CHILD_HAS_VACCINATIONS',
  possibleDuplicates: 'ERROR.CODE.POSSIBLE_DUPLICATES',
  /** Issue 30, merging two records of a parent (409 unless said): a record with itself (400). */
  parentMergeSelf: 'ERROR.CODE.PARENT_MERGE_SELF',
  /** Different national identity cards, passports or nationalities: the agent corrects one first. */
  parentMergeDifferentPapers: 'ERROR.CODE.PARENT_MERGE_DIFFERENT_PAPERS',
  /** Different genders or birth dates recorded. */
  parentMergeDifferentPerson: 'ERROR.CODE.PARENT_MERGE_DIFFERENT_PERSON',
  /** One record is a child's mother and the other a child's father. */
  parentMergeRoleConflict: 'ERROR.CODE.PARENT_MERGE_ROLE_CONFLICT',
  /** A child is linked to both records. */
  parentMergeSharedChild: 'ERROR.CODE.PARENT_MERGE_SHARED_CHILD',
} as const;
