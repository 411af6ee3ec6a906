import { Checkbox } from 'antd';
import { useFieldValue } from '../context.js';
import type { FieldProps } from '../types.js';
import { useTranslatedOptions } from './options.js';

/** checkbox_group: several of `props.options`. */
export default function CheckboxGroupField({ field, name, id, disabled }: FieldProps) {
  const { value, setValue } = useFieldValue<(string | number)[]>(name);
  const options = useTranslatedOptions(field.props?.options);
  return (
    <div id={id} role="group">
      <Checkbox.Group options={options} value={value ?? []} disabled={disabled} onChange={(next) => setValue(next as (string | number)[])} />
    </div>
  );
}
