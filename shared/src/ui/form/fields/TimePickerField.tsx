import { useEffect, useRef, useState } from 'react';
import { Input, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { digitsOnly, isValidTime, isValidTime24, parseTime as parse12 } from '@evax/shared/validation';
import { useFieldValue } from '../context.js';
import type { FieldProps } from '../types.js';

type Period = 'AM' | 'PM';

/** The hour and minute typed so far of a 24-hour "HH:mm" (props.hour24), AM as the unused period. */
function parse24(value: string): { hour: string; minute: string; period: Period } | null {
  const match = /^(\d{0,2}):(\d{0,2})$/.exec(value);
  return match ? { hour: match[1]!, minute: match[2]!, period: 'AM' } : null;
}

/**
 * time_picker: hour (two digits, not above 12), minute (two digits, not above 59) and AM/PM; only
 * digits are kept. The value is "HH:mm AM"; anything else typed stays in the value so the schema
 * answers ERROR.HOUR_FORMAT (spec 1 §5). With `props.hour24` (ours, the MAPI's start time): the
 * hour up to 23 and no AM/PM, the value the API's "HH:mm", ERROR.HOUR_FORMAT_24 otherwise.
 */
export default function TimePickerField({ field, name, id, disabled, invalid }: FieldProps) {
  const { t } = useTranslation();
  const hour24 = Boolean(field.props?.hour24);
  const parseTime = hour24 ? parse24 : parse12;
  const { value, setValue, onBlur } = useFieldValue<string>(name);
  const parsed = parseTime(value ?? '');
  const [hour, setHour] = useState(parsed?.hour ?? '');
  const [minute, setMinute] = useState(parsed?.minute ?? '');
  const [period, setPeriod] = useState<Period>(parsed?.period ?? 'AM');
  const minuteRef = useRef<{ focus: () => void } | null>(null);
  const own = useRef(value);

  useEffect(() => {
    if (value === own.current) return;
    own.current = value;
    const next = parseTime(value ?? '');
    setHour(next?.hour ?? '');
    setMinute(next?.minute ?? '');
    if (next) setPeriod(next.period);
  }, [value, parseTime]);

  const update = (nextHour: string, nextMinute: string, nextPeriod: Period) => {
    setHour(nextHour);
    setMinute(nextMinute);
    setPeriod(nextPeriod);
    const next = nextHour === '' && nextMinute === '' ? '' : hour24 ? `${nextHour}:${nextMinute}` : `${nextHour}:${nextMinute} ${nextPeriod}`;
    own.current = next;
    setValue(next);
  };

  const valid = hour24 ? isValidTime24(`${hour}:${minute}`) : isValidTime(hour, minute);
  const status = invalid || (hour.length === 2 && minute.length === 2 && !valid) ? 'error' : undefined;
  return (
    <Space.Compact id={id} dir="ltr" onBlur={onBlur}>
      <Input
        id={`${id}_hour`}
        aria-label={t('FORM.HOUR')}
        inputMode="numeric"
        maxLength={2}
        placeholder="HH"
        style={{ width: 64, textAlign: 'center' }}
        value={hour}
        disabled={disabled}
        status={status}
        onChange={(event) => {
          const next = digitsOnly(event.target.value).slice(0, 2);
          update(next, minute, period);
          if (next.length === 2) minuteRef.current?.focus();
        }}
      />
      <Input
        ref={minuteRef as never}
        id={`${id}_minute`}
        aria-label={t('FORM.MINUTE')}
        inputMode="numeric"
        maxLength={2}
        placeholder="MM"
        style={{ width: 64, textAlign: 'center' }}
        value={minute}
        disabled={disabled}
        status={status}
        onChange={(event) => update(hour, digitsOnly(event.target.value).slice(0, 2), period)}
      />
      {!hour24 && (
        <Segmented<Period>
          options={[
            { value: 'AM', label: t('FORM.AM') },
            { value: 'PM', label: t('FORM.PM') },
          ]}
          value={period}
          disabled={disabled}
          onChange={(next) => update(hour, minute, next)}
        />
      )}
    </Space.Compact>
  );
}
