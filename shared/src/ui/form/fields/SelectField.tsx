import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldValue } from '../context.js';
import type { FieldProps } from '../types.js';
import { useTranslatedOptions } from './options.js';

/**
 * select: `props.options` ({value, label key}), searchable, clearable; `props.mode: 'multiple'`.
 * Fields that declare `dependsOn: [this]` are cleared when it changes or is cleared (the form does it).
 */
export default function SelectField({ field, name, id, disabled, invalid }: FieldProps) {
  const { t } = useTranslation();
  const { value, setValue, onBlur } = useFieldValue<string | number | (string | number)[] | null>(name);
  const options = useTranslatedOptions(field.props?.options);
  return (
    <Select
      id={id}
      value={value === '' ? undefined : (value ?? undefined)}
      mode={field.props?.mode}
      options={options}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t(field.placeholder ?? 'FORM.SELECT_PLACEHOLDER')}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      onChange={(next) => setValue(next ?? (field.props?.mode === 'multiple' ? [] : ''))}
      onBlur={onBlur}
    />
  );
}
