import { useRef } from 'react';
import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '@evax/shared/contract';
import { useFieldValue } from '../context.js';
import type { FieldProps } from '../types.js';
import { outOfBounds, toDayjs, toIso, usePickerPlacement } from './dates.js';

/**
 * date_picker: pick a date in the calendar (or type it, DD/MM/YYYY); opens upward when under
 * 250 px of room is left below; `props.minDate` / `props.maxDate` (YYYY-MM-DD or 'today'); `props.isDayOpen(iso)`
 * offers only the days it accepts (a structure's open days).
 */
export default function DatePickerField({ field, name, id, disabled, invalid }: FieldProps) {
  const { t } = useTranslation();
  const { value, setValue, onBlur } = useFieldValue<string>(name);
  const wrapper = useRef<HTMLDivElement>(null);
  const { side, placement, measure } = usePickerPlacement();
  const props = field.props ?? {};
  return (
    <div ref={wrapper} onMouseDownCapture={() => measure(wrapper.current)} onFocusCapture={() => measure(wrapper.current)}>
      <DatePicker
        id={id}
        value={toDayjs(value)}
        format={DATE_FORMAT}
        placeholder={t('FORM.DATE_PLACEHOLDER')}
        placement={placement}
        classNames={{ popup: { root: `evax-picker-${side}` } }}
        disabledDate={(date) => outOfBounds(date, props.minDate, props.maxDate) || (typeof props.isDayOpen === 'function' && !props.isDayOpen(toIso(date)))}
        style={{ width: '100%' }}
        disabled={disabled}
        status={invalid ? 'error' : undefined}
        onChange={(date) => setValue(toIso(date))}
        onBlur={onBlur}
      />
    </div>
  );
}
