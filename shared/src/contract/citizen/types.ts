/**
 * The citizen area's values and the browser's types of its API (spec 2 §3 "Child / citizen").
 * The request types are Static<> of ./schemas.ts, imported as types only so TypeBox stays on the server.
 */
import type { ChildRow, Gender } from './children.js';
import type {
  CheckParentQuery,
  ChildBody,
  ChildSearchQuery,
  ChildWithNewParentBody,
  ChildWithParentBody,
  ParentBody,
  ParentLinkBody,
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

export type ChildValues = ChildBody;
export type ParentValues = ParentBody;
export type ChildWithNewParentRequest = ChildWithNewParentBody;
export type ChildWithParentRequest = ChildWithParentBody;
export type ParentLinkRequest = ParentLinkBody;
export type CheckParentRequest = CheckParentQuery;
export type UpdatePhoneRequest = UpdatePhoneBody;
export type ChildSearchRequest = ChildSearchQuery;

export interface PlaceName {
  id: number;
  nameFr: string;
  nameAr: string | null;
}

export interface ParentSummary {
  id: number;
  firstNameFr: string;
  lastNameFr: string;
  firstNameAr: string;
  lastNameAr: string;
  phone: string | null;
  nationalId: string | null;
  passportNumber: string | null;
  nationality: string;
}

export interface ChildParent extends ParentSummary {
  role: ParentRole;
}

/** Who a child is: its ids, names in both scripts and birth date (a row, a card, a candidate share them). */
export type ChildIdentity = Pick<ChildRow, 'id' | 'evaxNumber' | 'firstNameFr' | 'lastNameFr' | 'firstNameAr' | 'lastNameAr' | 'birthDate'>;

/** A child's whole record (spec 2 §3) and its parents. */
export interface ChildDetail extends ChildIdentity {
  gender: Gender;
  fatherFirstNameFr: string | null;
  fatherFirstNameAr: string | null;
  paternalGrandfatherFirstNameFr: string | null;
  paternalGrandfatherFirstNameAr: string | null;
  motherFirstNameFr: string | null;
  motherLastNameFr: string | null;
  motherFirstNameAr: string | null;
  motherLastNameAr: string | null;
  birthGovernorate: PlaceName | null;
  birthDelegation: PlaceName | null;
  birthCommune: string | null;
  birthType: BirthType;
  birthWeightKg: number | null;
  birthHeightCm: number | null;
  birthHeadCircumferenceCm: number | null;
  bornInTunisia: boolean;
  nationality: string;
  foreign: boolean;
  nationalId: string | null;
  socialSecurityNumber: string | null;
  passportNumber: string | null;
  note: string | null;
  structure: PlaceName;
  createdAt: string;
  parents: ChildParent[];
}

/** GET /api/citizen/{param}/children: a citizen's child and the citizen's role towards it. */
export interface CitizenChildRow extends ChildRow {
  role: ParentRole;
}

/** check_parent's answer (spec 2 §7: the parent exists or not). */
export interface CheckParentResponse {
  parentExist: boolean;
  parent: ParentSummary | null;
}

/** A likely duplicate of a child being added, with its score (docs/decisions.md). */
export interface DuplicateCandidate extends ChildIdentity {
  motherFirstNameFr: string | null;
  motherLastNameFr: string | null;
  birthGovernorate: PlaceName | null;
  score: number;
}

/** 409 answer of add-child when likely duplicates exist and the request did not confirm. */
export interface DuplicateCandidatesResponse {
  detail: string;
  key: string;
  candidates: DuplicateCandidate[];
}

/** One entry of a child's history (audit trail), newest first. */
export interface HistoryEntry {
  id: number;
  at: string;
  action: string;
  entity: string;
  user: { id: number; username: string } | null;
  structure: PlaceName | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}

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
} as const;

/** Domain errors of the citizen area (spec 2 §8 and ours), texts in the error catalogue. */
export const CITIZEN_ERROR_KEYS = {
  /** Spec 2 §8: "child not found gives parent not found". */
  childNotFound: 'ERROR.CODE.PARENT_NOT_FOUND',
  evaxCodeNotFound: 'ERROR.CODE.EVAX_CODE_NOT_FOUND',
  childHasVaccinations: 'ERROR.CODE.CHILD_HAS_VACCINATIONS',
  possibleDuplicates: 'ERROR.CODE.POSSIBLE_DUPLICATES',
} as const;
