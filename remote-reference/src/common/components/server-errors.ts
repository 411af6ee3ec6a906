import type { ApiError } from '@evax/shared/runtime';

/**
 * A 400's field errors (the envelope's `fields`) as formik errors: the first key of each field,
 * translated where the form shows it. Empty when the error is not about fields.
 */
export function fieldErrorsOf(error: ApiError): Record<string, string> {
  const fields = error.envelope?.fields ?? {};
  const result: Record<string, string> = {};
  for (const [name, errors] of Object.entries(fields)) {
    const first = errors[0];
    if (first) result[name] = first.key;
  }
  return result;
}
