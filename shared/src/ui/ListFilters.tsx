import { useEffect, useState } from 'react';
import { DatePicker, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '@evax/shared/contract';
import { toDayjs, toIso } from './form/fields/dates.js';
import type { FilterOption, ListFilter } from './list-filters.js';

interface ListFiltersProps {
  filters: readonly ListFilter[];
  /** The filters' current parameters (readFilters). */
  values: Record<string, string | number | undefined>;
  /** Parameters to set; an empty value removes its parameter. */
  onChange: (change: Record<string, string | undefined>) => void;
}

/** A paged list's declared filters: structure and state selects, a date range, free text. */
export function ListFilters({ filters, values, onChange }: ListFiltersProps) {
  return (
    <>
      {filters.map((filter) => (
        <FilterControl key={filter.param} filter={filter} values={values} onChange={onChange} />
      ))}
    </>
  );
}

function FilterControl({ filter, values, onChange }: { filter: ListFilter; values: ListFiltersProps['values']; onChange: ListFiltersProps['onChange'] }) {
  const { t } = useTranslation();
  const label = t(filter.labelKey);
  const value = values[filter.param];
  switch (filter.kind) {
    case 'structure':
    case 'state':
      return (
        <Select<string>
          aria-label={label}
          placeholder={label}
          allowClear
          showSearch={filter.kind === 'structure' ? { optionFilterProp: 'label' } : false}
          style={{ minWidth: 180 }}
          value={value === undefined ? undefined : String(value)}
          options={filter.options.map((option) => ({ value: String(option.value), label: optionLabel(option, t) }))}
          onChange={(next) => onChange({ [filter.param]: next })}
        />
      );
    case 'date': {
      const from = `${filter.param}_from`;
      const to = `${filter.param}_to`;
      return (
        <DatePicker.RangePicker
          aria-label={label}
          // Either end may stay open; it also lets Tab leave an empty start field (no keyboard trap).
          allowEmpty={[true, true]}
          format={DATE_FORMAT}
          placeholder={[t('FORM.START_DATE'), t('FORM.END_DATE')]}
          value={[toDayjs(values[from]), toDayjs(values[to])]}
          onChange={(dates) => onChange({ [from]: toIso(dates?.[0]) || undefined, [to]: toIso(dates?.[1]) || undefined })}
        />
      );
    }
    case 'free':
      return <FreeTextFilter label={label} value={value === undefined ? '' : String(value)} onApply={(text) => onChange({ [filter.param]: text })} />;
  }
}

/** Free text applies on Enter, on leaving the field, or when cleared, not on every key. */
function FreeTextFilter({ label, value, onApply }: { label: string; value: string; onApply: (text: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const apply = () => {
    if (text.trim() !== value) onApply(text.trim());
  };
  return (
    <Input
      aria-label={label}
      placeholder={label}
      allowClear
      style={{ width: 200 }}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value === '') onApply('');
      }}
      onPressEnter={apply}
      onBlur={apply}
    />
  );
}

function optionLabel(option: FilterOption, t: (key: string) => string): string {
  return option.labelKey ? t(option.labelKey) : (option.label ?? String(option.value));
}
