import { Input } from 'antd';
import { OTP } from '@evax/shared/contract';
import { digitsOnly } from '@evax/shared/validation';
import { useFieldValue } from '../context.js';
import type { FieldProps } from '../types.js';

/** input_otp: one digit per box (`props.length`, 6), focus moving to the next box; digits only. */
export default function OtpField({ field, name, id, disabled, invalid }: FieldProps) {
  const { value, setValue } = useFieldValue<string>(name);
  return (
    <div id={id} dir="ltr" style={{ display: 'inline-block' }}>
      <Input.OTP
        length={field.props?.length ?? OTP.length}
        value={value ?? ''}
        formatter={digitsOnly}
        disabled={disabled}
        status={invalid ? 'error' : undefined}
        onInput={(cells) => setValue(digitsOnly(cells.join('')))}
        onChange={(next) => setValue(digitsOnly(next))}
      />
    </div>
  );
}
