import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOption } from '../types.js';

/** Options with their labels translated (a key, or text left as it is). */
export function useTranslatedOptions(options: readonly FieldOption[] | undefined): { value: string | number; label: string }[] {
  const { t } = useTranslation();
  return useMemo(() => (options ?? []).map((option) => ({ value: option.value, label: t(option.label, { defaultValue: option.label }) })), [options, t]);
}
