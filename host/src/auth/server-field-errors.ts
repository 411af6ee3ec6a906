import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { mapServerError } from '@evax/shared/ui';
import { readFormMessage } from '@evax/shared/validation';

/**
 * The sign-in side's antd forms (kept for the login chunk's weight, see docs/decisions.md): the
 * shared mapper's field errors put on the form's fields (`names`, all when absent); answers
 * whether any landed, so the caller shows a general message only otherwise.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown, t: TFunction, names?: readonly string[]): boolean {
  const { byPath } = mapServerError(error, { shown: names });
  const entries = Object.entries(byPath);
  form.setFields(
    entries.map(([name, message]) => {
      const { key, params } = readFormMessage(message);
      return { name, errors: [t(key, params ?? {})] };
    }),
  );
  return entries.length > 0;
}
