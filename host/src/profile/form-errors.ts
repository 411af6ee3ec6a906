import type { FieldError } from '@evax/shared/contract';
import type { ApiError } from '@evax/shared/runtime';
import { ACCOUNT_DETAILS } from '@evax/shared/contract';

/** A form's errors as formik keeps them: the translation key of each field's first error. */
export type FormErrors = Record<string, string>;

/** The shared rules' field errors (or a 400's `fields`) as formik errors. */
export function firstKeys(fields: Record<string, FieldError[]> | undefined): FormErrors {
  const result: FormErrors = {};
  for (const [name, errors] of Object.entries(fields ?? {})) {
    const first = errors[0];
    if (first) result[name] = first.key;
  }
  return result;
}

/** A failed save's field errors, for the fields the form shows. */
export function serverFieldErrors(error: ApiError): FormErrors {
  return firstKeys(error.envelope?.fields);
}

/** The message of a failed call: spec 1 §8, a wrong one-time code ("Authentication failed") shows AUTH.OTP.ERROR. */
export function errorMessageKey(error: ApiError): string {
  return error.envelope?.detail === ACCOUNT_DETAILS.otpFailed ? 'AUTH.OTP.ERROR' : error.key;
}
