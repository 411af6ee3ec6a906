import { Select } from 'antd';
import type { FieldProps } from '../types.js';
import { useSelectField, useTranslatedOptions } from './options.js';

/**
 * select: `props.options` ({value, label key}), searchable, clearable; `props.mode: 'multiple'`.
 * Fields that declare `dependsOn: [this]` are cleared when it changes or is cleared (the form does it).
 */
export default function SelectField(props: FieldProps) {
  const { field } = props;
  const { setValue, selectProps } = useSelectField<string | number | (string | number)[]>(props);
  const options = useTranslatedOptions(field.props?.options);
  return (
    <Select
      {...selectProps}
      mode={field.props?.mode}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(next) => setValue(next ?? (field.props?.mode === 'multiple' ? [] : ''))}
    />
  );
}
