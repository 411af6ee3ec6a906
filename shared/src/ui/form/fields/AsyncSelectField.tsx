import { useEffect, useRef, useState } from 'react';
import { Select, Spin } from 'antd';
import { ASYNC_SEARCH_DEBOUNCE_MS, valueAt } from '../logic.js';
import type { FieldOption, FieldProps, FormValues } from '../types.js';
import { useSelectField, useTranslatedOptions } from './options.js';

export type OptionsLoader = (search: string, values: FormValues) => Promise<FieldOption[]>;

/**
 * async_select: options from `props.loadOptions(search, values)`, searched 500 ms after the last
 * key; reloaded when a field it `dependsOn` changes.
 */
export default function AsyncSelectField(props: FieldProps) {
  const { field } = props;
  const { setValue, values, selectProps } = useSelectField<string | number>(props, 'FORM.SEARCH_PLACEHOLDER');
  const loader: OptionsLoader | undefined = field.props?.loadOptions;
  const [options, setOptions] = useState<FieldOption[]>(field.props?.initialOptions ?? []);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const request = useRef(0);
  const dependencies = JSON.stringify((field.dependsOn ?? []).map((dependency) => valueAt(values, dependency)));
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const load = (search: string) => {
    if (!loader) return;
    const current = ++request.current;
    setLoading(true);
    loader(search, valuesRef.current)
      .then((loaded) => current === request.current && setOptions(loaded))
      .catch(() => current === request.current && setOptions([]))
      .finally(() => current === request.current && setLoading(false));
  };

  useEffect(() => {
    load('');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dependencies]);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const onSearch = (search: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => load(search), ASYNC_SEARCH_DEBOUNCE_MS);
  };

  const shown = useTranslatedOptions(options);
  return (
    <Select
      {...selectProps}
      options={shown}
      showSearch={{ filterOption: false, onSearch }}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      loading={loading}
      onChange={(next) => setValue(next ?? '')}
    />
  );
}
