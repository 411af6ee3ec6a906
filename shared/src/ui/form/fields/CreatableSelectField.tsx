import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldOption, FieldProps } from '../types.js';
import { useSelectField, useTranslatedOptions } from './options.js';

/** The options plus those the user created, and a "Create «search»" entry when the search matches none. */
export function useCreatableOptions(base: readonly FieldOption[] | undefined, created: readonly FieldOption[], search: string) {
  const { t } = useTranslation();
  const options = useTranslatedOptions(useMemo(() => [...(base ?? []), ...created], [base, created]));
  const typed = search.trim();
  const exists = options.some((option) => option.label.toLocaleLowerCase() === typed.toLocaleLowerCase() || String(option.value) === typed);
  const createValue = typed && !exists ? typed : null;
  return { options: createValue ? [...options, { value: createValue, label: t('FORM.CREATE_OPTION', { value: createValue }) }] : options, createValue };
}

/** creatable_select: choose an option, or type a new one and pick "Create «…»". */
export default function CreatableSelectField(props: FieldProps) {
  const { field } = props;
  const { setValue, selectProps } = useSelectField<string | number>(props);
  const [created, setCreated] = useState<FieldOption[]>([]);
  const [search, setSearch] = useState('');
  const { options, createValue } = useCreatableOptions(field.props?.options, created, search);
  return (
    <Select
      {...selectProps}
      options={options}
      showSearch={{ optionFilterProp: 'label', searchValue: search, onSearch: setSearch }}
      onChange={(next) => {
        if (next !== undefined && next === createValue) setCreated((list) => [...list, { value: createValue, label: createValue }]);
        setSearch('');
        setValue(next ?? '');
      }}
    />
  );
}
