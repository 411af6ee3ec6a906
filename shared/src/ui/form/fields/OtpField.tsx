import { useEffect, useRef } from 'react';
import { Input } from 'antd';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { OTP } from '@evax/shared/contract';
import { digitsOnly, isOtpCode } from '@evax/shared/validation';
import { LtrText } from '../../LtrText.js';
import { useFieldValue } from '../context.js';
import type { FieldProps } from '../types.js';

/**
 * input_otp: one digit per box (`props.length`, 6), focus moving to the next box; digits only; the
 * boxes a group named by the field's label. `props.submitWhenComplete` submits the form once the
 * last box is typed (a code sent by SMS, confirmed as soon as it is in).
 */
export default function OtpField({ field, name, id, disabled, invalid }: FieldProps) {
  const { t } = useTranslation();
  const { value, setValue } = useFieldValue<string>(name);
  const { submitForm } = useFormikContext();
  const length: number = field.props?.length ?? OTP.length;
  // Set when the user completes the code; the submit waits for the render that holds it.
  const completed = useRef(false);
  useEffect(() => {
    if (!completed.current || !isOtpCode(value ?? '', length)) return;
    completed.current = false;
    void submitForm();
  }, [value, length, submitForm]);
  return (
    <LtrText block id={id} style={{ display: 'inline-block' }}>
      <Input.OTP
        length={length}
        value={value ?? ''}
        aria-label={field.label ? t(field.label, { defaultValue: field.label }) : undefined}
        formatter={digitsOnly}
        disabled={disabled}
        status={invalid ? 'error' : undefined}
        onInput={(cells) => setValue(digitsOnly(cells.join('')))}
        onChange={(next) => {
          completed.current = Boolean(field.props?.submitWhenComplete);
          setValue(digitsOnly(next));
        }}
      />
    </LtrText>
  );
}
