import { useCallback, useMemo } from 'react';
import { Card, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { REFERENCE_LIMITS, VACCINE_CATEGORIES, VACCINE_TYPES, type DciInput, type VaccineCategory, type VaccineType } from '@evax/shared/contract';
import { SchemaForm, statusField, useFieldValue, type FieldDefinition, type FieldProps, type FormValues } from '@evax/shared/ui';
import { normalizeText, validateDci } from '@evax/shared/validation';
import { createDci, fetchDci, updateDci } from '../api';
import { AGE_OPTIONS } from '../components/age-options';
import { ageLabel } from '../components/age-range';
import { REFERENCE_FORM_LABELS, REFERENCE_STATUS_LABELS } from '../../common/components/FormParts';
import { DCI_PATHS } from '../paths';

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
  { type: 'input', name: 'name', label: 'REFERENCE.DCI.COLUMNS.NAME', language: 'fr', required: true, width: 24, props: { maxLength: REFERENCE_LIMITS.nameMax } },
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
  { type: 'select', name: 'ageRange', label: 'REFERENCE.DCI.COLUMNS.AGE_RANGE', hint: 'REFERENCE.DCI.FORM.AGE_RANGE_HINT', width: 24, component: AgeRangeSelect, props: { mode: 'multiple' } },
  statusField(REFERENCE_STATUS_LABELS),
];

const EMPTY: FormValues = { is_active: true };

/** /admin/add/new and /admin/edit/{id}/dci: create or edit a DCI. */
export default function DciFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const load = useCallback(async (signal: AbortSignal) => {
    const { name, nameAr, vaccineType, vaccineCategory, ageRange, is_active } = await fetchDci(id!, signal);
    return { name, nameAr: nameAr ?? '', vaccineType, vaccineCategory, ageRange, is_active };
  }, [id]);

  const save = async (values: FormValues) => {
    const input: DciInput = {
      name: normalizeText(String(values.name)),
      nameAr: normalizeText(String(values.nameAr ?? '')) || null,
      vaccineType: values.vaccineType as VaccineType,
      vaccineCategory: values.vaccineCategory as VaccineCategory,
      ageRange: values.ageRange as string[],
      is_active: Boolean(values.is_active),
    };
    if (id === undefined) await createDci(input);
    else await updateDci(id, input);
    navigate(DCI_PATHS.list, { state: { notice: 'REFERENCE.MESSAGES.SAVED' } });
  };

  return (
    <Card title={t(id === undefined ? 'REFERENCE.DCI.FORM.ADD_TITLE' : 'REFERENCE.DCI.FORM.EDIT_TITLE')}>
      <SchemaForm
        id="dci"
        fields={FIELDS}
        initialValues={EMPTY}
        load={id === undefined ? undefined : load}
        rules={validateDci}
        onSubmit={save}
        onCancel={() => navigate(DCI_PATHS.list)}
        {...REFERENCE_FORM_LABELS}
        style={{ maxInlineSize: 640 }}
      />
    </Card>
  );
}
