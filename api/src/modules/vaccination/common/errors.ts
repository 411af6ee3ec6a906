import { ERROR_CODES, FIELD_ERROR_CODES, VACCINATION_ERROR_KEYS, VACCINATION_FIELD_KEYS, type FieldError } from '@evax/shared/contract';
import { dayNumber, type DoseRefusal } from '@evax/shared/validation';
import { ApiError } from '../../../http/errors.js';

/** One field's error under `key` (a catalogue key), and the two the vaccination forms give most. */
export const invalid = (key: string, code: FieldError['code'] = 'invalid'): FieldError[] => [{ code, key }];
export const invalidChoice = invalid(FIELD_ERROR_CODES.invalid_choice, 'invalid_choice');
export const required = invalid(FIELD_ERROR_CODES.required, 'required');

/** A dose's (or a dispensation's) date: not in the future, not before the birth; its error, or null. */
export function vaccinationDateError(date: string, birthDate: string, today: string): FieldError[] | null {
  if (dayNumber(date) > dayNumber(today)) return invalid(VACCINATION_FIELD_KEYS.dateInFuture);
  if (dayNumber(date) < dayNumber(birthDate)) return invalid(VACCINATION_FIELD_KEYS.beforeBirth);
  return null;
}

/** 409, code 202: a dose rule of spec 2 §4-§5 refuses the request; the key says which. */
export const doseRuleRefused = (refusal: DoseRefusal | keyof typeof VACCINATION_ERROR_KEYS, detail: string, fields?: Record<string, FieldError[]>) =>
  new ApiError(409, {
    detail,
    errorCode: ERROR_CODES.ENTITY_ERROR,
    key: VACCINATION_ERROR_KEYS[refusal as keyof typeof VACCINATION_ERROR_KEYS],
    ...(fields ? { fields } : {}),
  });

/** The field errors of the one dose of an edit, named as its body names them (`vaccines_set.0.lotNumber` becomes `lotNumber`). */
export const withoutDosePrefix = (fields: Record<string, FieldError[]>) =>
  Object.fromEntries(Object.entries(fields).map(([field, errors]) => [field.replace(/^vaccines_set\.0\./, ''), errors]));

/** 409: an allergy of the child's folder calls for caution with the vaccine of each field named; the request must confirm. */
export const allergyConfirmationRequired = (fields: string[]) =>
  doseRuleRefused(
    'allergyConfirmationRequired',
    "An allergy in the child's medical folder calls for caution with this vaccine: confirm to vaccinate",
    Object.fromEntries(fields.map((field) => [field, [{ code: 'invalid' as const, key: VACCINATION_ERROR_KEYS.allergyConfirmationRequired }]])),
  );

export const REFUSAL_DETAIL: Record<DoseRefusal, string> = {
  alreadyGiven: 'This dose is already recorded for the child',
  lifelongAlreadyGiven: 'This vaccine is already recorded with lifelong validity',
  cancelled: 'This dose was cancelled',
  firstDoseRequired: 'The first dose of the series must be given first',
  thirdDoseRequired: 'The third dose of the series must be given first',
  previousNotVaccinated: 'The previous dose of the series must be given first',
  minIntervalNotReached: 'The minimum interval since the previous dose has not passed',
  tooEarlyForAge: 'The child is not old enough for this dose on that date',
  pastCatchUpAge: 'The child is past the catch-up age of this dose on that date',
  notForThisChild: 'This dose is not scheduled for this child',
  inFuture: 'The date is in the future',
  beforeBirth: 'The date is before the birth',
};
