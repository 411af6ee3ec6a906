import { REFERENCE_LIMITS, type SpecialtyInput } from '@evax/shared/contract';
import { COMMON_STATUS_LABELS, FormPage, statusField, useFieldValue, type FieldDefinition, type FieldProps, type FormValues } from '@evax/shared/ui';
import { useInLanguage } from '@evax/shared/runtime';
import { normalizeText, validateSpecialty, type SpecialtyFormValues } from '@evax/shared/validation';
import { specialtyApi } from '../api';
import { SPECIALTY } from '../entity';
import { DciSelect } from '../components/DciSelect';

/** The DCI search, showing the edited specialty's DCI by its name in the page's language (`dciName`, `dciNameAr`, loaded with it). */
function DciField({ name, id, invalid }: FieldProps) {
  const { value, setValue, onBlur, values } = useFieldValue<number | '' | null>(name);
  const show = useInLanguage();
  return (
    <DciSelect
      id={id}
      value={typeof value === 'number' ? value : null}
      initialName={show(values.dciName as string | undefined, values.dciNameAr as string | null | undefined) || undefined}
      onChange={(next) => setValue(next ?? '')}
      onBlur={onBlur}
      status={invalid ? 'error' : undefined}
    />
  );
}

const text = (name: string, label: string, maxLength: number, required = true, language?: 'fr' | 'ar'): FieldDefinition => ({
  type: 'input',
  name,
  label,
  required,
  width: 24,
  language,
  props: { maxLength },
});

const FIELDS: FieldDefinition[] = [
  { type: 'async_select', name: 'dci', label: 'REFERENCE.SPECIALTY.COLUMNS.DCI', required: true, width: 24, component: DciField },
  text('pctCode', 'REFERENCE.SPECIALTY.COLUMNS.PCT_CODE', 10),
  text('commercialName', 'REFERENCE.SPECIALTY.COLUMNS.COMMERCIAL_NAME', REFERENCE_LIMITS.nameMax),
  text('manufacturer', 'REFERENCE.SPECIALTY.COLUMNS.MANUFACTURER', REFERENCE_LIMITS.nameMax),
  text('label', 'REFERENCE.SPECIALTY.COLUMNS.LABEL', REFERENCE_LIMITS.labelMax, false, 'fr'),
  text('labelAr', 'REFERENCE.SPECIALTY.COLUMNS.LABEL_AR', REFERENCE_LIMITS.labelMax, false, 'ar'),
  {
    type: 'input_metric',
    name: 'reminder',
    label: 'REFERENCE.SPECIALTY.FORM.REMINDER_DAYS',
    hint: 'REFERENCE.SPECIALTY.FORM.REMINDER_HINT',
    width: 24,
    props: { min: REFERENCE_LIMITS.reminderMinDays, max: REFERENCE_LIMITS.reminderMaxDays, precision: 0 },
  },
  statusField(COMMON_STATUS_LABELS),
];

const EMPTY: FormValues = { is_active: true };

async function load(id: string, signal: AbortSignal): Promise<FormValues> {
  const row = await specialtyApi.get(id, signal);
  return { ...row, label: row.label ?? '', labelAr: row.labelAr ?? '' };
}

function toInput(values: FormValues): SpecialtyInput {
  const label = normalizeText(String(values.label));
  const labelAr = normalizeText(String(values.labelAr ?? ''));
  return {
    dci: values.dci as number,
    pctCode: String(values.pctCode).trim(),
    commercialName: normalizeText(String(values.commercialName)),
    manufacturer: normalizeText(String(values.manufacturer)),
    label: label || null,
    labelAr: labelAr || null,
    reminder: (values.reminder as number | null) ?? null,
    is_active: Boolean(values.is_active),
  };
}

const rules = (values: FormValues) => validateSpecialty(values as SpecialtyFormValues);

/** /admin/specialtie/add/new and /admin/edit/{id}/specialtie: create or edit a specialty. */
export default function SpecialtyFormPage() {
  return (
    <FormPage
      entity={SPECIALTY}
      id="specialty"
      fields={FIELDS}
      initialValues={EMPTY}
      load={load}
      rules={rules}
      toInput={toInput}
      style={{ maxInlineSize: 640 }}
    />
  );
}
