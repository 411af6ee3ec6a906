import { useContext } from 'react';
import { ConfigProvider, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@evax/shared/contract';
import { clampText, digitsOnly } from '@evax/shared/validation';
import { useFieldValue } from '../context.js';
import { fixedDirectionStyle } from '../logic.js';
import type { FieldProps } from '../types.js';

/**
 * input: text, 256 characters at most unless `props.maxLength` says otherwise; `props.numberOnly`
 * strips what is not a digit; `props.pattern` (a RegExp) is checked by the form's schema;
 * `props.upperCase` writes capitals (codes); `props.inputType` password, email, tel; `props.autoComplete`; `props.dir` (ltr for an e-mail in an
 * Arabic page), else the field's language's.
 */
export default function InputField({ field, name, id, disabled, invalid }: FieldProps) {
  const { t } = useTranslation();
  const { value, setValue, onBlur } = useFieldValue<string>(name);
  const props = field.props ?? {};
  const maxLength: number = props.maxLength ?? LIMITS.textMaxLength;
  const Control = props.inputType === 'password' ? Input.Password : Input;
  const { direction: page } = useContext(ConfigProvider.ConfigContext);
  const dir: 'ltr' | 'rtl' | undefined = props.dir ?? (field.language === 'ar' ? 'rtl' : field.language === 'fr' ? 'ltr' : undefined);
  return (
    <Control
      id={id}
      name={name}
      type={props.inputType === 'password' ? undefined : (props.inputType ?? 'text')}
      inputMode={props.numberOnly ? 'numeric' : undefined}
      dir={dir}
      style={fixedDirectionStyle(dir, page)}
      autoComplete={props.autoComplete}
      value={value ?? ''}
      placeholder={field.placeholder ? t(field.placeholder, { defaultValue: field.placeholder }) : undefined}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      onChange={(event) => {
        const typed = props.numberOnly ? digitsOnly(event.target.value) : event.target.value;
        setValue(clampText(props.upperCase ? typed.toUpperCase() : typed, maxLength));
      }}
      onBlur={onBlur}
    />
  );
}
