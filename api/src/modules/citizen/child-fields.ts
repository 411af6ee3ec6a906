import type { ChildValues, ParentValues } from '@evax/shared/contract';
import { normalizePhone } from '@evax/shared/validation';

/** The API's child fields and their columns (the audit log records the API's names). */
export const CHILD_COLUMNS = {
  firstNameFr: 'first_name_fr',
  lastNameFr: 'last_name_fr',
  firstNameAr: 'first_name_ar',
  lastNameAr: 'last_name_ar',
  birthDate: 'birth_date',
  gender: 'gender',
  fatherFirstNameFr: 'father_first_name_fr',
  fatherFirstNameAr: 'father_first_name_ar',
  paternalGrandfatherFirstNameFr: 'paternal_grandfather_first_name_fr',
  paternalGrandfatherFirstNameAr: 'paternal_grandfather_first_name_ar',
  motherFirstNameFr: 'mother_first_name_fr',
  motherLastNameFr: 'mother_last_name_fr',
  motherFirstNameAr: 'mother_first_name_ar',
  motherLastNameAr: 'mother_last_name_ar',
  birthGovernorate: 'birth_governorate_id',
  birthDelegation: 'birth_delegation_id',
  birthCommune: 'birth_commune',
  birthType: 'birth_type',
  birthWeightKg: 'birth_weight_kg',
  birthHeightCm: 'birth_height_cm',
  birthHeadCircumferenceCm: 'birth_head_circumference_cm',
  bornInTunisia: 'born_in_tunisia',
  nationality: 'nationality',
  nationalId: 'national_id',
  socialSecurityNumber: 'social_security_number',
  passportNumber: 'passport_number',
  note: 'note',
} as const satisfies Record<keyof ChildValues, string>;

export const PARENT_COLUMNS = {
  firstNameFr: 'first_name_fr',
  lastNameFr: 'last_name_fr',
  firstNameAr: 'first_name_ar',
  lastNameAr: 'last_name_ar',
  gender: 'gender',
  birthDate: 'birth_date',
  phone: 'phone',
  nationality: 'nationality',
  nationalId: 'national_id',
  passportNumber: 'passport_number',
  socialSecurityNumber: 'social_security_number',
} as const satisfies Record<keyof ParentValues, string>;

const blankToNull = (value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : (value ?? null));

/** A child's or parent's values as stored and audited: every field there, blanks as null. */
export type CleanChild = Required<{ [K in keyof ChildValues]: ChildValues[K] | null }>;
export type CleanParent = Required<{ [K in keyof ParentValues]: ParentValues[K] | null }>;

/** Trimmed values, blanks as null, defaults filled: what is stored and audited. */
export function cleanChild(values: ChildValues): CleanChild {
  const clean = Object.fromEntries(Object.keys(CHILD_COLUMNS).map((key) => [key, blankToNull(values[key as keyof ChildValues])])) as CleanChild;
  clean.birthType ??= 'normal';
  clean.bornInTunisia ??= true;
  clean.nationality ??= 'TN';
  return clean;
}

export function cleanParent(values: ParentValues): CleanParent {
  const clean = Object.fromEntries(Object.keys(PARENT_COLUMNS).map((key) => [key, blankToNull(values[key as keyof ParentValues])])) as CleanParent;
  clean.nationality ??= 'TN';
  if (clean.phone) clean.phone = normalizePhone(clean.phone);
  return clean;
}

/** API field values to a row of the given columns. */
export function toColumns<M extends Record<string, string>>(columns: M, values: Record<string, unknown>): Record<M[keyof M], unknown> {
  return Object.fromEntries(Object.entries(columns).map(([field, column]) => [column, values[field]])) as Record<M[keyof M], unknown>;
}
