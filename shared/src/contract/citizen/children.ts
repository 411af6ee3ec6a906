/** The children list as it stands before the citizen area's own API (spec 2). */
import type { LocalizedName } from '../common/types.js';

export const CITIZEN_CHILDREN_API_PATHS = {
  childrenList: '/api/citizen/children',
} as const;

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
