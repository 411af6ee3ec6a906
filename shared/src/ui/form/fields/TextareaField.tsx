import { useContext } from 'react';
import { ConfigProvider, Input } from 'antd';
import { LIMITS } from '@evax/shared/contract';
import { useFieldValue } from '../context.js';
import { fixedDirectionStyle } from '../logic.js';
import type { FieldProps } from '../types.js';

/** textarea: with a character counter (`props.showCount`, on by default) and `props.maxLength` (256). */
export default function TextareaField({ field, name, id, disabled, invalid }: FieldProps) {
  const { value, setValue, onBlur } = useFieldValue<string>(name);
  const props = field.props ?? {};
  const { direction: page } = useContext(ConfigProvider.ConfigContext);
  const dir = field.language === 'ar' ? 'rtl' : field.language === 'fr' ? 'ltr' : undefined;
  return (
    <Input.TextArea
      id={id}
      name={name}
      value={value ?? ''}
      rows={props.rows ?? 3}
      maxLength={props.maxLength ?? LIMITS.textMaxLength}
      showCount={props.showCount ?? true}
      dir={dir}
      style={fixedDirectionStyle(dir, page)}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      onChange={(event) => setValue(event.target.value)}
      onBlur={onBlur}
    />
  );
}
