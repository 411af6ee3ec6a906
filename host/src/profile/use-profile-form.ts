import { useState } from 'react';
import { useFormik, type FormikHelpers, type FormikValues } from 'formik';
import type { FieldError } from '@evax/shared/contract';
import { toApiError, type ApiError } from '@evax/shared/runtime';
import { firstKeys, serverFieldErrors } from './form-errors';

interface ProfileFormOptions<Values extends FormikValues> {
  initialValues: Values;
  /** The shared rule of the form (@evax/shared/validation), the one the API applies too. */
  rules: (values: Values) => Record<string, FieldError[]>;
  save: (values: Values) => Promise<void>;
}

/**
 * formik with the shared rules, judged on change and on blur (spec 3 §5); a refused save puts
 * the server's field errors on their fields, or keeps the error for the form's alert.
 */
export function useProfileForm<Values extends FormikValues>({ initialValues, rules, save }: ProfileFormOptions<Values>) {
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const formik = useFormik<Values>({
    initialValues,
    enableReinitialize: true,
    validate: (values) => firstKeys(rules(values)),
    onSubmit: async (values, helpers: FormikHelpers<Values>) => {
      setSaveError(null);
      try {
        await save(values);
      } catch (failure) {
        const error = toApiError(failure);
        const fields = serverFieldErrors(error);
        if (Object.keys(fields).length > 0) {
          helpers.setErrors(fields as never);
          void helpers.setTouched(Object.fromEntries(Object.keys(fields).map((name) => [name, true])) as never, false);
        } else {
          setSaveError(error);
        }
      }
    },
  });
  return { formik, saveError };
}
