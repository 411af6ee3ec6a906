import { createContext, useCallback, useContext } from 'react';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { readFormMessage } from '@evax/shared/validation';
import type { FormValues } from './types.js';

/** A message a field kind shows by itself (the date typing message), over the form's errors. */
export const LocalErrorContext = createContext<(message: string | null) => void>(() => undefined);

export function useLocalError(): (message: string | null) => void {
  return useContext(LocalErrorContext);
}

/** Translates a form message: a JSON descriptor `{key, params}`, a key, or plain text. */
export function useFormMessage(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const { key, params } = readFormMessage(message);
      return t(key, { ...params, defaultValue: key });
    },
    [t],
  );
}

/** The value of a field and how a kind changes it (marking it touched, so its message shows). */
export function useFieldValue<Value>(name: string) {
  const [field] = useField<Value>(name);
  const { setFieldValue, setFieldTouched, values } = useFormikContext<FormValues>();
  const setValue = useCallback(
    (value: Value) => {
      void setFieldValue(name, value, true);
      void setFieldTouched(name, true, false);
    },
    [name, setFieldTouched, setFieldValue],
  );
  // After the render that follows: a blur in the same tick as a change (focus moved on by the
  // kind itself) would otherwise validate the values from before the change.
  const onBlur = useCallback(() => void setTimeout(() => void setFieldTouched(name, true, true), 0), [name, setFieldTouched]);
  return { value: field.value, setValue, onBlur, values };
}
