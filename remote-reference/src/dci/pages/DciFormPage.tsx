import { useMemo } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFERENCE_LIMITS, VACCINE_CATEGORIES, VACCINE_TYPES, type DciInput, type VaccineCategory, type VaccineType } from '@evax/shared/contract';
import { COMMON_STATUS_LABELS, FormPage, statusField, useFieldValue, type FieldDefinition, type FieldProps, type FormValues } from '@evax/shared/ui';
import { normalizeText, validateDci } from '@evax/shared/validation';
import { dciApi } from '../api';
import { DCI } from '../entity';
import { AGE_OPTIONS } from '../components/age-options';
import { ageLabel } from '../components/age-range';

/** The offered age codes, and a stored code that is not among them, with their words. */
function AgeRangeSelect({ name, id, disabled, invalid }: FieldProps) {
  const { t } = useTranslation();
  const { value, setValue, onBlur } = useFieldValue<string[]>(name);
  const options = useMemo(() => [...new Set([...AGE_OPTIONS, ...value])].map((code) => ({ value: code, label: ageLabel(code, t) })), [value, t]);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      value={value}
      options={options}
      optionFilterProp="label"
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      onChange={(next: string[]) => setValue(next)}
      onBlur={onBlur}
    />
  );
}

const FIELDS: FieldDefinition[] = [
  {
    type: 'input',
    name: 'name',
    label: 'REFERENCE.DCI.COLUMNS.NAME',
    language: 'fr',
    required: true,
    width: 24,
    props: { maxLength: REFERENCE_LIMITS.nameMax },
  },
  // Optional: pages in Arabic fall back to the French name (docs/decisions.md, catalogue data).
  { type: 'input', name: 'nameAr', label: 'REFERENCE.DCI.COLUMNS.NAME_AR', language: 'ar', width: 24, props: { maxLength: REFERENCE_LIMITS.nameMax } },
  {
    type: 'select',
    name: 'vaccineType',
    label: 'REFERENCE.DCI.COLUMNS.VACCINE_TYPE',
    required: true,
    width: 24,
    props: { options: VACCINE_TYPES.map((code) => ({ value: code, label: `REFERENCE.DCI.VACCINE_TYPE.${code}` })) },
  },
  {
    type: 'select',
    name: 'vaccineCategory',
    label: 'REFERENCE.DCI.COLUMNS.CATEGORY',
    required: true,
    width: 24,
    props: { options: VACCINE_CATEGORIES.map((code) => ({ value: code, label: `REFERENCE.DCI.CATEGORY.${code}` })) },
  },
  {
    type: 'select',
    name: 'ageRange',
    label: 'REFERENCE.DCI.COLUMNS.AGE_RANGE',
    hint: 'REFERENCE.DCI.FORM.AGE_RANGE_HINT',
    width: 24,
    component: AgeRangeSelect,
    props: { mode: 'multiple' },
  },
  {
    type: 'input_metric',
    name: 'validityDays',
    label: 'REFERENCE.DCI.COLUMNS.VALIDITY_DAYS',
    hint: 'REFERENCE.DCI.FORM.VALIDITY_HINT',
    width: 24,
    props: { min: REFERENCE_LIMITS.validityMinDays, max: REFERENCE_LIMITS.validityMaxDays, precision: 0 },
  },
  statusField(COMMON_STATUS_LABELS),
];

const EMPTY: FormValues = { is_active: true };

async function load(id: string, signal: AbortSignal): Promise<FormValues> {
  const { name, nameAr, vaccineType, vaccineCategory, ageRange, is_active, validityDays } = await dciApi.get(id, signal);
  return { name, nameAr: nameAr ?? '', vaccineType, vaccineCategory, ageRange, is_active, validityDays };
}

const toInput = (values: FormValues): DciInput => ({
  name: normalizeText(String(values.name)),
  nameAr: normalizeText(String(values.nameAr ?? '')) || null,
  vaccineType: values.vaccineType as VaccineType,
  vaccineCategory: values.vaccineCategory as VaccineCategory,
  ageRange: values.ageRange as string[],
  is_active: Boolean(values.is_active),
  validityDays: (values.validityDays as number | null | undefined) ?? null,
});

/** /admin/add/new and /admin/edit/{id}/dci: create or edit a DCI. */
export default function DciFormPage() {
  return (
    <FormPage entity={DCI} id="dci" fields={FIELDS} initialValues={EMPTY} load={load} rules={validateDci} toInput={toInput} style={{ maxInlineSize: 640 }} />
  );
}
