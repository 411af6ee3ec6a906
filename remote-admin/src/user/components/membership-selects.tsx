import { useMemo } from 'react';
import { Select } from 'antd';
import { localizedName, useLanguage } from '@evax/shared/runtime';
import { useFieldValue, type FieldProps } from '@evax/shared/ui';
import { useRoleChoices } from '../../common/role-choices';
import { useStructureChoices } from '../../common/structure-choices';

const useStructures = () => useStructureChoices().structures;

/** The role (group) the user holds at their structures: the active roles, by code. */
export function RoleSelect({ name, id, disabled, invalid }: FieldProps) {
  const language = useLanguage();
  const roles = useRoleChoices();
  const { value, setValue, onBlur } = useFieldValue<string | null>(name);
  const options = useMemo(() => roles.map((role) => ({ value: role.code, label: localizedName(role, language) })), [roles, language]);
  return (
    <Select
      id={id}
      showSearch
      allowClear
      value={value ?? undefined}
      options={options}
      optionFilterProp="label"
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      onChange={(next: string | undefined) => setValue(next ?? null)}
      onBlur={onBlur}
    />
  );
}

/** The structures the user works at: the active ones, searched by name. */
export function StructuresSelect({ name, id, disabled, invalid }: FieldProps) {
  const language = useLanguage();
  const structures = useStructures();
  const { value, setValue, onBlur } = useFieldValue<number[]>(name);
  const options = useMemo(() => structures.map((s) => ({ value: s.id, label: localizedName(s, language) })), [structures, language]);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      value={value ?? []}
      options={options}
      optionFilterProp="label"
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      onChange={(next: number[]) => setValue(next)}
      onBlur={onBlur}
    />
  );
}

/** The default one among the structures chosen (the first when none is chosen). */
export function DefaultStructureSelect({ name, id, disabled, invalid }: FieldProps) {
  const language = useLanguage();
  const structures = useStructures();
  const { value, setValue, onBlur, values } = useFieldValue<number | null>(name);
  const chosen = useMemo(() => (values.structures as number[] | undefined) ?? [], [values.structures]);
  const options = useMemo(
    () => structures.filter((s) => chosen.includes(s.id)).map((s) => ({ value: s.id, label: localizedName(s, language) })),
    [structures, chosen, language],
  );
  return (
    <Select
      id={id}
      allowClear
      value={value !== null && chosen.includes(value) ? value : undefined}
      options={options}
      disabled={disabled || chosen.length === 0}
      status={invalid ? 'error' : undefined}
      onChange={(next: number | undefined) => setValue(next ?? null)}
      onBlur={onBlur}
    />
  );
}
