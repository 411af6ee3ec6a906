import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldValue } from '../context.js';
import type { FieldProps } from '../types.js';
import { toDayjs, toIso } from './dates.js';

/** week_picker: pick a week; the value is its first day (YYYY-MM-DD), the week as the language counts it. */
export default function WeekPickerField({ name, id, disabled, invalid }: FieldProps) {
  const { t } = useTranslation();
  const { value, setValue, onBlur } = useFieldValue<string>(name);
  return (
    <DatePicker
      id={id}
      picker="week"
      value={toDayjs(value)}
      placeholder={t('FORM.WEEK')}
      style={{ width: '100%' }}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      onChange={(date) => setValue(toIso(date ? date.startOf('week') : null))}
      onBlur={onBlur}
    />
  );
}
