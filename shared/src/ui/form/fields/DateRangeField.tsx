import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '@evax/shared/contract';
import { useFieldValue } from '../context.js';
import { rangeLayout } from '../logic.js';
import type { FieldProps } from '../types.js';
import { boundDate, toDayjs, toIso, useWindowWidth } from './dates.js';

const VERTICAL_PANELS = '.evax-range-vertical .ant-picker-panels{flex-direction:column}';

/**
 * date_range_picker: a start and an end date, the end never after today (spec 1 §5); the two
 * months side by side when the screen is wider than 700 px, one above the other otherwise.
 * The value is [start, end] as YYYY-MM-DD.
 */
export default function DateRangeField({ name, id, disabled, invalid }: FieldProps) {
  const { t } = useTranslation();
  const { value, setValue, onBlur } = useFieldValue<string[]>(name);
  const layout = rangeLayout(useWindowWidth());
  const [start, end] = Array.isArray(value) ? value : [];
  return (
    <>
      <style>{VERTICAL_PANELS}</style>
      <DatePicker.RangePicker
        id={{ start: id, end: `${id}_end` }}
        value={[toDayjs(start), toDayjs(end)]}
        // Without it Tab cannot leave an empty start field (a keyboard trap); the form's rules say what is required.
        allowEmpty={[true, true]}
        format={DATE_FORMAT}
        placeholder={[t('FORM.START_DATE'), t('FORM.END_DATE')]}
        disabledDate={(date) => date.isAfter(boundDate('today'), 'day')}
        classNames={{ popup: { root: `evax-range-${layout}` } }}
        style={{ width: '100%' }}
        disabled={disabled}
        status={invalid ? 'error' : undefined}
        onChange={(dates) => setValue(dates && dates[0] && dates[1] ? [toIso(dates[0]), toIso(dates[1])] : [])}
        onBlur={onBlur}
      />
    </>
  );
}
