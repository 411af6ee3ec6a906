import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldValue } from '../context.js';
import type { FieldOption, FieldProps } from '../types.js';

/** Options with their labels translated (a key, or text left as it is). */
export function useTranslatedOptions(options: readonly FieldOption[] | undefined): { value: string | number; label: string }[] {
  const { t } = useTranslation();
  return useMemo(() => (options ?? []).map((option) => ({ value: option.value, label: t(option.label, { defaultValue: option.label }) })), [options, t]);
}

/**
 * What every select kind gives antd's Select alike: its id, the value (empty shown as none),
 * clearing, the placeholder, disabled and error states, blur; plus the field's value and setter.
 */
export function useSelectField<Value>({ field, name, id, disabled, invalid }: FieldProps, placeholderKey = 'FORM.SELECT_PLACEHOLDER') {
  const { t } = useTranslation();
  const state = useFieldValue<Value | null>(name);
  const { value, onBlur } = state;
  const selectProps = {
    id,
    value: value === '' ? undefined : (value ?? undefined),
    allowClear: true,
    placeholder: t(field.placeholder ?? placeholderKey),
    disabled,
    status: invalid ? ('error' as const) : undefined,
    onBlur,
  };
  return { ...state, t, selectProps };
}
