import {
  MAPI_HISTORY_ANSWERS,
  MAPI_HISTORY_FIELDS,
  MAPI_OUTCOMES,
  MAPI_SERIOUS_CRITERIA,
  MAPI_SEVERITIES,
  MAPI_TEXT,
  type MapiRequest,
  type MapiRow,
  type MapiVaccinationChoice,
} from '@evax/shared/contract';
import { formatDate } from '@evax/shared/runtime';
import type { FieldDefinition, FormValues } from '@evax/shared/ui';

const K = 'CITIZEN.MAPI';
const HISTORY_LABELS = {
  earlierSideEffect: `${K}.FIELDS.EARLIER_SIDE_EFFECT`,
  knownDrugAllergy: `${K}.FIELDS.KNOWN_DRUG_ALLERGY`,
  chronicDisease: `${K}.FIELDS.CHRONIC_DISEASE`,
  medicationTaken: `${K}.FIELDS.MEDICATION_TAKEN`,
} as const;

/** A vaccination as the form and the detail name it: "BCG 1 · 20/11/2026 · Lot L-1" (DD/MM/YYYY in every language, spec 2 §5). */
export function vaccinationLabel(v: MapiVaccinationChoice, language: string, lotLabel: (lot: string) => string): string {
  const name = language === 'ar' ? v.dciNameAr : v.dciName;
  return [v.doseNumber ? `${name} ${v.doseNumber}` : name, formatDate(v.date), v.lotNumber ? lotLabel(v.lotNumber) : null].filter(Boolean).join(' · ');
}

const options = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: `${prefix}.${value}` }));

/** Spec 2 §3's MAPI fields, with the WHO AEFI form's seriousness and outcome; the rules are the server's too. */
export function mapiFields(birthDate: string, vaccinationOptions: { value: number; label: string }[]): FieldDefinition[] {
  const isTrue = (name: string) => (values: FormValues) => values[name] === true;
  return [
    {
      type: 'select',
      name: 'vaccinationIds',
      label: `${K}.FIELDS.VACCINATIONS`,
      required: true,
      width: 24,
      props: { mode: 'multiple', options: vaccinationOptions },
    },
    { type: 'date_picker_with_input_mapi', name: 'date', label: `${K}.FIELDS.DATE`, required: true, props: { minDate: birthDate, maxDate: 'today' } },
    // 24 hours in every language (the API's HH:mm), not the kit's default AM/PM.
    { type: 'time_picker', name: 'startTime', label: `${K}.FIELDS.START_TIME`, required: true, props: { hour24: true } },
    // Selects, not radios: a radio's change clears the form's dates (spec 1 §4.4).
    { type: 'select', name: 'severity', label: `${K}.FIELDS.SEVERITY`, required: true, props: { options: options(MAPI_SEVERITIES, `${K}.SEVERITY`) } },
    { type: 'textarea', name: 'description', label: `${K}.FIELDS.DESCRIPTION`, required: true, width: 24, props: { maxLength: MAPI_TEXT.description.max } },
    { type: 'text_devider', name: 'history', label: `${K}.FIELDS.HISTORY`, width: 24 },
    ...MAPI_HISTORY_FIELDS.map((name): FieldDefinition => ({
      type: 'select',
      name,
      label: HISTORY_LABELS[name],
      required: true,
      props: { options: options(MAPI_HISTORY_ANSWERS, `${K}.HISTORY_ANSWER`) },
    })),
    { type: 'textarea', name: 'historyDetails', label: `${K}.FIELDS.HISTORY_DETAILS`, width: 24, props: { maxLength: MAPI_TEXT.details.max } },
    { type: 'switch', name: 'investigationDone', label: `${K}.FIELDS.INVESTIGATION_DONE`, width: 24 },
    {
      type: 'date_picker_with_input_mapi',
      name: 'investigationDate',
      label: `${K}.FIELDS.INVESTIGATION_DATE`,
      required: true,
      visible: isTrue('investigationDone'),
      props: { minDate: birthDate, maxDate: 'today' },
    },
    {
      type: 'textarea',
      name: 'investigationDetails',
      label: `${K}.FIELDS.INVESTIGATION_DETAILS`,
      width: 24,
      visible: isTrue('investigationDone'),
      props: { maxLength: MAPI_TEXT.details.max },
    },
    { type: 'switch', name: 'serious', label: `${K}.FIELDS.SERIOUS`, width: 24 },
    {
      type: 'checkbox_group',
      name: 'seriousCriteria',
      label: `${K}.FIELDS.SERIOUS_CRITERIA`,
      required: true,
      width: 24,
      visible: isTrue('serious'),
      props: { options: options(MAPI_SERIOUS_CRITERIA, `${K}.CRITERIA`) },
    },
    { type: 'select', name: 'outcome', label: `${K}.FIELDS.OUTCOME`, required: true, props: { options: options(MAPI_OUTCOMES, `${K}.OUTCOME`) } },
  ];
}

export const emptyMapiValues: FormValues = {
  vaccinationIds: [],
  date: null,
  startTime: '',
  severity: '',
  description: '',
  earlierSideEffect: 'unknown',
  knownDrugAllergy: 'unknown',
  chronicDisease: 'unknown',
  medicationTaken: 'unknown',
  historyDetails: '',
  investigationDone: false,
  investigationDate: null,
  investigationDetails: '',
  serious: false,
  seriousCriteria: [],
  outcome: '',
};

export const mapiValues = (row: MapiRow): FormValues => ({
  vaccinationIds: row.vaccinations.map((v) => v.id),
  date: row.date,
  startTime: row.startTime,
  severity: row.severity,
  description: row.description,
  earlierSideEffect: row.earlierSideEffect,
  knownDrugAllergy: row.knownDrugAllergy,
  chronicDisease: row.chronicDisease,
  medicationTaken: row.medicationTaken,
  historyDetails: row.historyDetails ?? '',
  investigationDone: row.investigationDone,
  investigationDate: row.investigationDate,
  investigationDetails: row.investigationDetails ?? '',
  serious: row.serious,
  seriousCriteria: row.seriousCriteria,
  outcome: row.outcome,
});

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function mapiRequest(values: FormValues): MapiRequest {
  const investigationDone = values.investigationDone === true;
  const serious = values.serious === true;
  return {
    vaccinationIds: (values.vaccinationIds as number[]) ?? [],
    date: String(values.date),
    startTime: String(values.startTime ?? ''),
    severity: values.severity as MapiRequest['severity'],
    description: String(values.description ?? '').trim(),
    earlierSideEffect: values.earlierSideEffect as MapiRequest['earlierSideEffect'],
    knownDrugAllergy: values.knownDrugAllergy as MapiRequest['knownDrugAllergy'],
    chronicDisease: values.chronicDisease as MapiRequest['chronicDisease'],
    medicationTaken: values.medicationTaken as MapiRequest['medicationTaken'],
    historyDetails: text(values.historyDetails),
    investigationDone,
    investigationDate: investigationDone ? ((values.investigationDate as string | null) ?? null) : null,
    investigationDetails: investigationDone ? text(values.investigationDetails) : null,
    serious,
    seriousCriteria: serious ? ((values.seriousCriteria as MapiRequest['seriousCriteria']) ?? []) : [],
    outcome: values.outcome as MapiRequest['outcome'],
  };
}
