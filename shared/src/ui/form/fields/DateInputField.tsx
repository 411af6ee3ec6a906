import { useEffect, useRef, useState } from 'react';
import { Button, Calendar, Input, Popover, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '@evax/shared/contract';
import { parseStrictDate, RULE_MESSAGES } from '@evax/shared/validation';
import { useFieldValue, useLocalError } from '../context.js';
import { maskDateTyping, yearOptions } from '../logic.js';
import type { FieldProps } from '../types.js';
import { displayDate, outOfBounds, toDayjs, toIso, usePickerPlacement } from './dates.js';

const CalendarIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
    <path d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2zm12 8H5v9h14v-9zM5 6v2h14V6H5z" />
  </svg>
);

/**
 * date_picker_with_input (and date_picker_with_input_mapi): type DD/MM/YYYY, strictly (digits
 * only, slashes inserted); a date that is not one shows "Invalid date format. Please use
 * DD/MM/YYYY." and clears the field. Or pick it in the calendar, with a 100-year dropdown, opened
 * upward when under 250 px of room is left below. `props.minDate` / `props.maxDate`
 * (YYYY-MM-DD or 'today'), `props.isValidDate(iso)` a custom check, `props.yearsAhead` to move
 * the 100 years forward. The value is YYYY-MM-DD.
 */
export default function DateInputField({ field, name, id, disabled, invalid }: FieldProps) {
  const { t } = useTranslation();
  const { value, setValue, onBlur } = useFieldValue<string>(name);
  const setLocalError = useLocalError();
  const props = field.props ?? {};
  const maxDate = props.maxDate ?? (field.type === 'date_picker_with_input_mapi' ? 'today' : undefined);
  const [text, setText] = useState(() => displayDate(value));
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const { side, placement, measure } = usePickerPlacement();

  // A value set from outside (cleared by a controlling field, reset) replaces the typed text.
  const ownValue = useRef(value);
  const update = (next: string) => {
    ownValue.current = next;
    setValue(next);
  };
  useEffect(() => {
    if (value !== ownValue.current) {
      ownValue.current = value;
      setText(displayDate(value));
    }
  }, [value]);

  const accept = (date: Dayjs | null) => {
    const valid = date !== null && !outOfBounds(date, props.minDate, maxDate) && (!props.isValidDate || props.isValidDate(toIso(date)));
    if (valid) {
      setLocalError(null);
      setText(date.format(DATE_FORMAT));
      update(toIso(date));
    } else {
      setLocalError(date === null ? RULE_MESSAGES.dateFormat : (props.invalidMessage ?? RULE_MESSAGES.dateFormat));
      setText('');
      update('');
    }
  };

  const judgeTyped = (typed: string) => {
    const parsed = parseStrictDate(typed);
    accept(parsed ? dayjs(`${parsed.year}-${String(parsed.month).padStart(2, '0')}-${String(parsed.day).padStart(2, '0')}`) : null);
  };

  const onType = (typed: string) => {
    const masked = maskDateTyping(typed);
    setText(masked);
    if (masked.length === 10) judgeTyped(masked);
    else if (masked === '') {
      setLocalError(null);
      update('');
    }
  };

  const current = toDayjs(value);
  const years = yearOptions(dayjs().year(), props.yearsAhead ?? 0);
  const calendar = (
    <div style={{ width: 300 }} data-calendar-side={side} data-testid={`${id}-calendar`}>
      <Calendar
        fullscreen={false}
        value={current ?? undefined}
        disabledDate={(date) => outOfBounds(date, props.minDate, maxDate)}
        onSelect={(date, info) => {
          if (info.source === 'date' || info.source === 'customize') {
            accept(date);
            setOpen(false);
          }
        }}
        headerRender={({ value: shown, onChange }) => (
          <Space style={{ padding: 8, display: 'flex', justifyContent: 'space-between' }}>
            <Select
              size="small"
              aria-label="month"
              value={shown.month()}
              popupMatchSelectWidth={false}
              options={Array.from({ length: 12 }, (_, month) => ({ value: month, label: shown.month(month).format('MMMM') }))}
              onChange={(month: number) => onChange(shown.month(month))}
            />
            <Select
              size="small"
              aria-label="year"
              value={shown.year()}
              popupMatchSelectWidth={false}
              showSearch={{ optionFilterProp: 'label' }}
              options={years.map((year) => ({ value: year, label: String(year) }))}
              onChange={(year: number) => onChange(shown.year(year))}
            />
          </Space>
        )}
      />
    </div>
  );

  return (
    <div ref={wrapper}>
      <Input
        id={id}
        name={name}
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        placeholder={t('FORM.DATE_PLACEHOLDER')}
        disabled={disabled}
        status={invalid ? 'error' : undefined}
        onChange={(event) => onType(event.target.value)}
        onBlur={() => {
          if (text !== '' && text.length < 10) judgeTyped(text);
          onBlur();
        }}
        suffix={
          <Popover
            open={open && !disabled}
            onOpenChange={(next) => {
              if (next) measure(wrapper.current);
              setOpen(next);
            }}
            trigger="click"
            placement={placement}
            autoAdjustOverflow={false}
            content={calendar}
            arrow={false}
            destroyOnHidden
          >
            <Button type="text" size="small" aria-label={t('FORM.DATE_PLACEHOLDER')} data-testid={`${id}-open`} icon={<CalendarIcon />} disabled={disabled} />
          </Popover>
        }
      />
    </div>
  );
}
