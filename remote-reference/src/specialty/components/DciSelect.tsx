import { useEffect, useMemo, useRef, useState } from 'react';
import { Select, Spin } from 'antd';
import { useInLanguage, useResource } from '@evax/shared/runtime';
import { DCI_KEY } from '../../common/resource-keys';
import { fetchDciChoices } from '../api';

/** The search waits this long after the last keystroke. */
export const DCI_SEARCH_DEBOUNCE_MS = 500;

interface DciSelectProps {
  id?: string;
  value: number | null;
  /** The name of the current value in the page's language, shown before any search (the edited specialty's DCI). */
  initialName?: string;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  status?: 'error';
}

interface Choice {
  value: number;
  label: string;
}

/** An async select over the active DCIs (GET /api/ALL_DCI?is_active=1&search=…), searched on the server in either language. */
export function DciSelect({ id, value, initialName, onChange, onBlur, status }: DciSelectProps) {
  const [search, setSearch] = useState('');
  // The search sent, DCI_SEARCH_DEBOUNCE_MS after the last keystroke (null: nothing sent yet).
  const [sent, setSent] = useState<string | null>(null);
  // The chosen DCI, kept as an option while later searches do not return it.
  const picked = useRef<Choice | null>(null);
  const show = useInLanguage();

  useEffect(() => {
    const timer = setTimeout(() => setSent(search), DCI_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { data, loading } = useResource(sent === null ? null : [...DCI_KEY, 'choices', sent], (signal) =>
    fetchDciChoices({ page: 1, page_size: 20, is_active: 1, ...(sent ? { search: sent } : {}) }, signal),
  );
  // Each DCI by its name in the page's language; the search finds it by either.
  const choices = useMemo<Choice[]>(() => (data?.results ?? []).map((dci) => ({ value: dci.id, label: show(dci.name, dci.nameAr) })), [data, show]);

  const current = picked.current?.value === value ? picked.current : value !== null && initialName ? { value, label: initialName } : null;
  const options = current && !choices.some((choice) => choice.value === current.value) ? [current, ...choices] : choices;

  return (
    <Select<number>
      id={id}
      showSearch
      allowClear
      filterOption={false}
      value={value ?? undefined}
      options={options}
      onSearch={setSearch}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      onChange={(next) => {
        picked.current = options.find((choice) => choice.value === next) ?? null;
        onChange(next ?? null);
      }}
      onBlur={onBlur}
      status={status}
    />
  );
}
