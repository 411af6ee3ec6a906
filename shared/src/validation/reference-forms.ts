import { PCT_CODE_PATTERN, REFERENCE_LIMITS, VACCINE_CATEGORIES, VACCINE_TYPES } from '../contract/constants.js';
import { FIELD_ERROR_CODES, type FieldError, type FieldErrorCode } from '../contract/errors.js';
import type { FieldErrors } from './account.js';
import { RULE_MESSAGES } from './messages.js';
import { isArabicText, normalizeText } from './reference.js';

/**
 * Rules of the DCI and specialty forms (spec 3 §5), on the limits the API's schemas read
 * (REFERENCE_LIMITS, PCT_CODE_PATTERN): field errors in the envelope's shape, empty when good.
 */

const problem = (code: FieldErrorCode, params?: Record<string, number>): FieldError[] => [
  params ? { code, key: FIELD_ERROR_CODES[code], params } : { code, key: FIELD_ERROR_CODES[code] },
];

function collect(entries: [string, FieldError[]][]): FieldErrors {
  return Object.fromEntries(entries.filter(([, errors]) => errors.length > 0));
}

/** A required name, judged normalised: 2 to 200 characters. */
export function referenceNameErrors(value: string | null | undefined): FieldError[] {
  const name = normalizeText(value ?? '');
  if (name === '') return problem('required');
  if (name.length < REFERENCE_LIMITS.nameMin) return problem('too_short', { limit: REFERENCE_LIMITS.nameMin });
  if (name.length > REFERENCE_LIMITS.nameMax) return problem('too_long', { limit: REFERENCE_LIMITS.nameMax });
  return [];
}

/**
 * The optional Arabic twin of a French value (a DCI's name, a presentation): none, or Arabic
 * text (isArabicText) of `min` to `max` characters once normalised.
 */
export function arabicTwinErrors(value: string | null | undefined, { min = 1, max }: { min?: number; max: number }): FieldError[] {
  const text = normalizeText(value ?? '');
  if (text === '') return [];
  if (text.length < min) return problem('too_short', { limit: min });
  if (text.length > max) return problem('too_long', { limit: max });
  return isArabicText(text) ? [] : [{ code: 'invalid', key: RULE_MESSAGES.arabic }];
}

/** A DCI's Arabic name: optional, Arabic text of 2 to 200 characters. */
export const dciNameArErrors = (value: string | null | undefined) => arabicTwinErrors(value, { min: REFERENCE_LIMITS.nameMin, max: REFERENCE_LIMITS.nameMax });

/** A specialty's presentation in Arabic: optional, Arabic text of at most REFERENCE_LIMITS.labelMax characters. */
export const labelArErrors = (value: string | null | undefined) => arabicTwinErrors(value, { max: REFERENCE_LIMITS.labelMax });

function choiceErrors(value: string | null | undefined, choices: readonly string[]): FieldError[] {
  if (!value) return problem('required');
  return choices.includes(value) ? [] : problem('invalid_choice');
}

export interface DciFormValues {
  name?: string | null;
  nameAr?: string | null;
  vaccineType?: string | null;
  vaccineCategory?: string | null;
  ageRange?: readonly string[] | null;
  validityDays?: number | null;
}

/** A DCI: its name (and, optionally, its Arabic name), a known vaccine type and category, at most REFERENCE_LIMITS.ageRangeMax age codes, an optional validity in days. */
export function validateDci(values: DciFormValues): FieldErrors {
  return collect([
    ['name', referenceNameErrors(values.name)],
    ['nameAr', dciNameArErrors(values.nameAr)],
    ['vaccineType', choiceErrors(values.vaccineType, VACCINE_TYPES)],
    ['vaccineCategory', choiceErrors(values.vaccineCategory, VACCINE_CATEGORIES)],
    ['ageRange', (values.ageRange?.length ?? 0) > REFERENCE_LIMITS.ageRangeMax ? problem('too_long', { limit: REFERENCE_LIMITS.ageRangeMax }) : []],
    ['validityDays', daysErrors(values.validityDays, REFERENCE_LIMITS.validityMinDays, REFERENCE_LIMITS.validityMaxDays)],
  ]);
}

export interface SpecialtyFormValues {
  /** The DCI's id; empty ('' or null) until one is chosen. */
  dci?: number | '' | null;
  pctCode?: string | null;
  commercialName?: string | null;
  manufacturer?: string | null;
  label?: string | null;
  labelAr?: string | null;
  reminder?: number | null;
}

/** An optional whole number of days between `min` and `max` (a specialty's reminder, a DCI's validity). */
function daysErrors(value: number | null | undefined, min: number, max: number): FieldError[] {
  if (value === null || value === undefined) return [];
  if (!Number.isInteger(value)) return problem('invalid');
  if (value < min) return problem('min_value', { limit: min });
  if (value > max) return problem('max_value', { limit: max });
  return [];
}

const reminderErrors = (value: number | null | undefined) => daysErrors(value, REFERENCE_LIMITS.reminderMinDays, REFERENCE_LIMITS.reminderMaxDays);

/** A specialty: its DCI, a PCT code (5 to 10 digits), commercial name and manufacturer, an optional label (and its Arabic) and reminder in days. */
export function validateSpecialty(values: SpecialtyFormValues): FieldErrors {
  const pctCode = (values.pctCode ?? '').trim();
  return collect([
    ['dci', typeof values.dci === 'number' ? [] : problem('required')],
    ['pctCode', pctCode === '' ? problem('required') : PCT_CODE_PATTERN.test(pctCode) ? [] : problem('invalid')],
    ['commercialName', referenceNameErrors(values.commercialName)],
    ['manufacturer', referenceNameErrors(values.manufacturer)],
    ['label', (values.label ?? '').length > REFERENCE_LIMITS.labelMax ? problem('too_long', { limit: REFERENCE_LIMITS.labelMax }) : []],
    ['labelAr', labelArErrors(values.labelAr)],
    ['reminder', reminderErrors(values.reminder)],
  ]);
}
