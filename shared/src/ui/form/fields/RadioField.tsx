import { Radio } from 'antd';
import { useFieldValue } from '../context.js';
import type { FieldProps } from '../types.js';
import { useTranslatedOptions } from './options.js';

/**
 * radio: one of `props.options` (`props.optionType: 'button'` for buttons). Changing it clears the
 * form's date fields (spec 1 §4.4); unselected and required shows ERROR.CODE.VALIDATION.REQUIRED.
 */
export default function RadioField({ field, name, id, disabled }: FieldProps) {
  const { value, setValue } = useFieldValue<string | number>(name);
  const options = useTranslatedOptions(field.props?.options);
  return (
    <Radio.Group
      id={id}
      name={name}
      options={options}
      optionType={field.props?.optionType ?? 'default'}
      value={value === '' ? undefined : value}
      disabled={disabled}
      onChange={(event) => setValue(event.target.value as string | number)}
    />
  );
}
