import { CITIZEN_FIELD_KEYS, TUNISIA, type ChildValues, type ParentValues } from '../contract/citizen/types.js';
import type { FieldError } from '../contract/errors.js';
import { nameErrors, phoneErrors, type FieldErrors } from './account.js';
import { isValidEvaxNumber } from './evax-number.js';
import { tunisToday } from './tunis-today.js';

/**
 * Rules of the child and parent forms (spec 2 §5), shared by the forms and the API. The shapes
 * (lengths, patterns, choices) are the contract's schemas'; these are the rules beyond shape.
 */

const present = (value: string | null | undefined): value is string => value !== undefined && value !== null && value.trim() !== '';

function add(errors: FieldErrors, field: string, found: FieldError[]): void {
  if (found.length > 0) errors[field] = found;
}

function optionalName(errors: FieldErrors, field: string, value: string | null | undefined, language: 'fr' | 'ar'): void {
  if (present(value)) add(errors, field, nameErrors(value, language));
}

/** A birth date (YYYY-MM-DD) on or before today. */
export function birthDateErrors(value: string | null | undefined, today: string = tunisToday()): FieldError[] {
  if (!present(value)) return [{ code: 'required', key: 'ERROR.CODE.VALIDATION.REQUIRED' }];
  return value > today ? [{ code: 'invalid', key: CITIZEN_FIELD_KEYS.birthDateFuture }] : [];
}

/**
 * A child's fields: names in French and Arabic script (those of the parents named on the child
 * too), a birth date not in the future; a foreign child has a nationality other than Tunisian,
 * a Tunisian one is Tunisian.
 */
export function childErrors(values: Partial<ChildValues>, { foreign = false, today }: { foreign?: boolean; today?: string } = {}): FieldErrors {
  const errors: FieldErrors = {};
  add(errors, 'firstNameFr', nameErrors(values.firstNameFr, 'fr'));
  add(errors, 'lastNameFr', nameErrors(values.lastNameFr, 'fr'));
  add(errors, 'firstNameAr', nameErrors(values.firstNameAr, 'ar'));
  add(errors, 'lastNameAr', nameErrors(values.lastNameAr, 'ar'));
  for (const field of ['fatherFirstNameFr', 'paternalGrandfatherFirstNameFr', 'motherFirstNameFr', 'motherLastNameFr'] as const)
    optionalName(errors, field, values[field], 'fr');
  for (const field of ['fatherFirstNameAr', 'paternalGrandfatherFirstNameAr', 'motherFirstNameAr', 'motherLastNameAr'] as const)
    optionalName(errors, field, values[field], 'ar');
  add(errors, 'birthDate', birthDateErrors(values.birthDate, today));
  const nationality = values.nationality ?? TUNISIA;
  if (foreign && nationality === TUNISIA) errors.nationality = [{ code: 'invalid', key: CITIZEN_FIELD_KEYS.foreignNationality }];
  if (!foreign && nationality !== TUNISIA) errors.nationality = [{ code: 'invalid', key: CITIZEN_FIELD_KEYS.tunisianNationality }];
  return errors;
}

/** A parent's fields: names in both scripts, a valid phone when given, a national identity card or a passport. */
export function parentErrors(values: Partial<ParentValues>, { today }: { today?: string } = {}): FieldErrors {
  const errors: FieldErrors = {};
  add(errors, 'firstNameFr', nameErrors(values.firstNameFr, 'fr'));
  add(errors, 'lastNameFr', nameErrors(values.lastNameFr, 'fr'));
  add(errors, 'firstNameAr', nameErrors(values.firstNameAr, 'ar'));
  add(errors, 'lastNameAr', nameErrors(values.lastNameAr, 'ar'));
  if (present(values.phone)) add(errors, 'phone', phoneErrors(values.phone));
  if (present(values.birthDate)) add(errors, 'birthDate', birthDateErrors(values.birthDate, today));
  if (!present(values.nationalId) && !present(values.passportNumber)) errors.nationalId = [{ code: 'required', key: CITIZEN_FIELD_KEYS.identityPaperRequired }];
  return errors;
}

/** A typed evax number: nine digits with a right check digit, refused before any look-up. */
export function evaxNumberErrors(value: string | null | undefined): FieldError[] {
  if (!present(value)) return [{ code: 'required', key: 'ERROR.CODE.VALIDATION.REQUIRED' }];
  return isValidEvaxNumber(value.trim()) ? [] : [{ code: 'invalid', key: CITIZEN_FIELD_KEYS.evaxNumberInvalid }];
}
