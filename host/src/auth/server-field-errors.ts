import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { toApiError } from '@evax/shared/runtime';

/**
 * Puts a 400's field errors (`fields`) on those of the form's fields (`names`) it names; answers
 * whether any did, so the caller shows a general message otherwise.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown, t: TFunction, names: readonly string[]): boolean {
  const fields = toApiError(error).envelope?.fields ?? {};
  const known = Object.entries(fields).filter(([name]) => names.includes(name));
  form.setFields(known.map(([name, errors]) => ({ name, errors: errors.map((e) => t(e.key, e.params)) })));
  return known.length > 0;
}
