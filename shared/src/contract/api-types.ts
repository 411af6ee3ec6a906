import type { ImportMode, Language } from './constants.js';
import type { ErrorCode, FieldError } from './errors.js';
import type { Permission } from './permissions.js';
import type { UserType } from './account.js';
// Types only: the schema values stay out of the browser's bundle (@evax/shared/contract/schemas).
import type { LoginBody } from './auth/schemas.js';
import type { AddedOptionInput, DciBody, OptionListBody, OptionListPatchBody, SpecialtyBody } from './reference/schemas.js';

/** Every list answers { count, results } (spec 1 §3). */
export interface Paged<T> {
  count: number;
  results: T[];
}

/** Query every list takes (DESIGN §5). */
export interface ListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: string;
  is_active?: 0 | 1;
}

export interface LocalizedName {
  nameFr: string;
  nameAr: string;
}

export interface StructureRef extends LocalizedName {
  id: number;
  type: string;
}

/** One structure the user belongs to (spec 1 §3, structuresDetails entry). */
export interface StructureDetails {
  structure: StructureRef;
  isDefault: boolean;
  groupDetails: [nameAr: string, nameFr: string];
  permissions: Permission[];
}

export interface CurrentUser {
  pk: number;
  username: string;
  email: string | null;
  firstNameFr: string;
  lastNameFr: string;
  firstNameAr: string;
  lastNameAr: string;
  isSuperuser: boolean;
  isDssb: boolean;
  /** True while the user must still choose a new password. */
  firstLogin: boolean;
  preferredLanguage: Language | null;
  structuresDetails: StructureDetails[];
  /** STAFF, or PRIVATE_HEALTHCARE_PROFESSIONAL (professional-body login). */
  userType?: UserType;
}

/** POST /api/auth/login (LoginBody, auth/schemas.ts). */
export type LoginRequest = LoginBody;

/** Login success payload (spec 1 §3): profile {user, phone}, access, permissions. */
export interface LoginResponse {
  profile: { user: CurrentUser; phone: string | null };
  access: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  permissions: Permission[];
  /** The Authorization scheme to send the token with when it is not Bearer (CNOM_TOKEN_TYPE). */
  tokenType?: string;
}

export type MeResponse = LoginResponse['profile'];

export interface DciRow {
  id: number;
  name: string;
  /** The Arabic name, or null: Arabic pages then show the French one (inLanguage). */
  nameAr: string | null;
  vaccineType: string;
  vaccineCategory: string;
  ageRange: string[];
  is_active: boolean;
}

export type Gender = 'male' | 'female';

export interface ChildRow {
  id: number;
  evaxNumber: string;
  firstNameFr: string;
  lastNameFr: string;
  firstNameAr: string;
  lastNameAr: string;
  birthDate: string;
  gender: Gender;
  governorate: LocalizedName | null;
  structure: LocalizedName | null;
}

/** Row of the routine-vaccination children list: the child and where its schedule stands. */
export interface RoutineVaccinationChildRow extends ChildRow {
  dosesGiven: number;
  lastVaccinationDate: string | null;
}

export interface UserRow {
  id: number;
  username: string;
  email: string | null;
  firstNameFr: string;
  lastNameFr: string;
  firstNameAr: string;
  lastNameAr: string;
  phone: string | null;
  isActive: boolean;
  isSuperuser: boolean;
  isDssb: boolean;
  roles: LocalizedName[];
}

// ---------------------------------------------------------------------------------------------
// Reference data (spec 3 §2, §3): DCI, specialties, option lists, import reports.

/** One DCI with what its detail page shows. */
export interface DciDetail extends DciRow {
  /** Specialties (active or not) of this DCI. */
  specialtiesCount: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * Body of POST /api/ADD_DCI and PUT (DciBody, reference/schemas.ts); PATCH takes any subset (at
 * least one field). ageRange, absent, is read as empty (any age).
 */
export type DciInput = DciBody & { ageRange: string[] };

export interface SpecialtyRow {
  id: number;
  /** The DCI's id (what the forms send) and its name (what the screens show). */
  dci: number;
  dciName: string;
  dciNameAr: string | null;
  /** PCT code (PCT_CODE_PATTERN), unique. */
  pctCode: string;
  commercialName: string;
  manufacturer: string;
  /** The presentation, e.g. "Suspension injectable en seringue préremplie 0,5 ml". */
  label: string | null;
  /** The presentation in Arabic, or null. */
  labelAr: string | null;
  /** Booster ("rappel") interval in days; null when there is none. */
  reminder: number | null;
  is_active: boolean;
}

/** Body of POST /api/ADD_Specialtie and PUT (SpecialtyBody); PATCH takes any subset (at least one field). */
export type SpecialtyInput = SpecialtyBody;

/** A read-only option seeded with its list; `code` is stable, for the areas that reason on the choice. */
export interface DefaultOption {
  id: number;
  code: string | null;
  rank: number;
  valueAr: string;
  valueFr: string;
}

/** An option added by an administrator; its rank is its position in addedOptionSet. */
export interface AddedOption {
  id: number;
  rank: number;
  valueAr: string;
  valueFr: string;
  active: boolean;
}

/** One choice of a drop-down: the default options by rank, then the active added ones by rank. */
export interface OptionChoice {
  id: number;
  code: string | null;
  valueAr: string;
  valueFr: string;
}

export interface OptionListRow {
  id: number;
  /** Stable identifier (OPTION_LIST_CODE_PATTERN) the other areas use, e.g. BIRTH_TYPE. */
  code: string;
  nameAr: string;
  nameFr: string;
  is_active: boolean;
  /** Seeded with the product: its default options are read-only and it cannot be deleted. */
  isSystem: boolean;
  defaultOptionsCount: number;
  addedOptionsCount: number;
}

export interface OptionListDetail extends OptionListRow {
  defaultOptionSet: DefaultOption[];
  addedOptionSet: AddedOption[];
  /** What the drop-downs offer (OptionChoice), in order. */
  optionSet: OptionChoice[];
}

/** An added option as the forms send it: with its id to keep (edit) an existing one, without to add one. */
export type { AddedOptionInput };

/**
 * Body of POST /api/lists (multipart or JSON; OptionListBody). In multipart addedOptionSet is
 * one JSON part or bracketed parts (addedOptionSet[0][valueFr]).
 */
export type OptionListInput = OptionListBody;

/** Body of PATCH /api/lists/{id}: any subset; addedOptionSet, when given, replaces the added options (ids kept). */
export type OptionListPatch = OptionListPatchBody;

/** GET /api/lists/by-code/{code}/options. An inactive list offers no choice. */
export interface OptionListChoices {
  code: string;
  nameAr: string;
  nameFr: string;
  is_active: boolean;
  options: OptionChoice[];
}

export type ImportRowStatus = 'created' | 'updated' | 'unchanged' | 'rejected';

/** What happened to one data row of an imported file. */
export interface ImportRowResult {
  /** The row number as a spreadsheet shows it: the header is row 1. */
  row: number;
  status: ImportRowStatus;
  /** The entity created, updated or left unchanged (when nothing was written, only for existing ones). */
  id?: number;
  /** The row's natural key (DCI name, PCT code) as read, to find it in the file. */
  key?: string;
  /** Why the row was rejected. */
  detail?: string;
  errorCode?: ErrorCode;
  fields?: Record<string, FieldError[]>;
}

/** The answer of an import (200 whenever the file could be read). */
export interface ImportReport {
  mode: ImportMode;
  /** False when nothing was written: all_or_nothing with a rejected row. */
  committed: boolean;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** Header columns the import does not know, ignored. */
  ignoredColumns: string[];
  rows: ImportRowResult[];
}
