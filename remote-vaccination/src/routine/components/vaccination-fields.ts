import { NEXT_DOSE_UNITS, SUPPORTING_FILE, VACCINATION_LIMITS, type BookletEntryAnswer, type Language, type OptionChoice } from '@evax/shared/contract';
import type { FieldDefinition, FormValues } from '@evax/shared/ui';
import { tunisToday } from '@evax/shared/validation';
import { specialtyOptions } from '../api/routine-api';
import { doseLabel, GIVABLE_STATES, PENDING_STATES } from './booklet';

const F = 'VACCINATION.ROUTINE.NEW.FIELDS';

/** A past date is a back-entry: the certificate must be declared verified (spec 2 §5). */
const backEntry = (values: FormValues) => typeof values.vaccinationDate === 'string' && values.vaccinationDate < tunisToday();

/**
 * What the form is for: a new vaccination (any awaited dose, any past day, a file), the next
 * vaccination (the doses due now, today) or the edit of a past dose (its fields only).
 */
export type VaccinationFormMode = 'new' | 'next' | 'edit';

/** The form's options: the mode, and whether the server asked to confirm an allergy precaution. */
export interface VaccinationFormOptions {
  mode: VaccinationFormMode;
  allergyWarned?: boolean;
}

/** The doses the form offers: the givable ones first, then (a new vaccination) the others still awaited. */
function offeredDoses(entries: BookletEntryAnswer[], mode: VaccinationFormMode) {
  const givable = entries.filter((e) => GIVABLE_STATES.includes(e.state));
  return mode === 'next' ? givable : [...givable, ...entries.filter((e) => PENDING_STATES.includes(e.state) && !GIVABLE_STATES.includes(e.state))];
}

/**
 * The fields of a routine vaccination (spec 2 §3). The doses offered are those still awaited,
 * the givable ones first: the dose rules are the server's, and it says why a dose must wait.
 */
export function vaccinationFields(
  entries: BookletEntryAnswer[],
  sites: OptionChoice[],
  language: Language,
  { mode, allergyWarned = false }: VaccinationFormOptions = { mode: 'new' },
): FieldDefinition[] {
  const doseField: FieldDefinition = {
    type: 'select',
    name: 'scheduleDose',
    label: `${F}.DOSE`,
    required: true,
    width: 24,
    props: { options: offeredDoses(entries, mode).map((e) => ({ value: e.scheduleDose, label: doseLabel(e, language) })) },
  };
  // The visit's supporting file; on an edit, a file chosen replaces the dose's.
  const fileField: FieldDefinition = {
    type: 'upload',
    name: 'file',
    label: mode === 'edit' ? 'VACCINATION.ROUTINE.EDIT.FILE' : `${F}.FILE`,
    width: 24,
    props: { accept: '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf', maxSize: SUPPORTING_FILE.maxBytes },
  };
  const visitFields: FieldDefinition[] = [
    fileField,
    { type: 'checkbox', name: 'allergyConfirmed', required: true, width: 24, visible: () => allergyWarned, props: { text: `${F}.ALLERGY_CONFIRMED` } },
  ];
  const certificate: FieldDefinition[] =
    mode === 'new'
      ? [{ type: 'checkbox', name: 'certificateVerified', required: true, width: 24, visible: backEntry, props: { text: `${F}.CERTIFICATE` } }]
      : [];
  return [
    ...(mode === 'edit' ? [] : [doseField]),
    {
      type: 'async_select',
      name: 'specialty',
      label: `${F}.SPECIALTY`,
      dependsOn: mode === 'edit' ? [] : ['scheduleDose'],
      props: {
        // The edited dose is the one entry given; otherwise the dose chosen in the form.
        loadOptions: (search: string, values: FormValues) =>
          specialtyOptions(entries.find((e) => (mode === 'edit' ? true : e.scheduleDose === Number(values.scheduleDose)))?.dci ?? null, search),
      },
    },
    { type: 'input', name: 'commercialName', label: `${F}.COMMERCIAL_NAME`, props: { maxLength: 200 } },
    { type: 'input', name: 'lotNumber', label: `${F}.LOT`, required: true, width: 6, props: { maxLength: VACCINATION_LIMITS.lotMax } },
    { type: 'input', name: 'serumLot', label: `${F}.SERUM_LOT`, width: 6, props: { maxLength: VACCINATION_LIMITS.lotMax } },
    {
      type: 'select',
      name: 'injectionSite',
      label: `${F}.SITE`,
      required: true,
      props: { options: sites.map((s) => ({ value: s.code ?? String(s.id), label: language === 'ar' ? s.valueAr : s.valueFr })) },
    },
    {
      type: 'date_picker_with_input',
      name: 'vaccinationDate',
      label: `${F}.DATE`,
      required: true,
      disabled: mode === 'next',
      props: { maxDate: 'today', keepOnControllerChange: true },
    },
    { type: 'input', name: 'place', label: `${F}.PLACE`, props: { maxLength: 200 } },
    {
      type: 'input_metric',
      name: 'quantity',
      label: `${F}.QUANTITY`,
      width: 6,
      props: { min: VACCINATION_LIMITS.quantityMin, max: VACCINATION_LIMITS.quantityMax, precision: 0 },
    },
    { type: 'input_metric', name: 'nextDoseIn', label: `${F}.NEXT_DOSE_IN`, width: 6, props: { min: 1, max: VACCINATION_LIMITS.quantityMax, precision: 0 } },
    {
      type: 'select',
      name: 'nextDoseUnit',
      label: `${F}.NEXT_DOSE_UNIT`,
      width: 6,
      props: { options: NEXT_DOSE_UNITS.map((unit) => ({ value: unit, label: `VACCINATION.ROUTINE.NEW.UNITS.${unit}` })) },
    },
    ...certificate,
    ...(mode === 'edit' ? [fileField] : visitFields),
  ];
}
