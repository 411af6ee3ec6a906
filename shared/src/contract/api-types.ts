import type { Language } from './constants.js';
import type { Permission } from './permissions.js';

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
}

export interface LoginRequest {
  username: string;
  password: string;
}

/** Login success payload (spec 1 §3): profile {user, phone}, access, permissions. */
export interface LoginResponse {
  profile: { user: CurrentUser; phone: string | null };
  access: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  permissions: Permission[];
}

export type MeResponse = LoginResponse['profile'];

export interface DciRow {
  id: number;
  name: string;
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
