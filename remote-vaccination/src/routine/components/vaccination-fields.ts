import { NEXT_DOSE_UNITS, VACCINATION_LIMITS, type BookletEntryAnswer, type Language, type OptionChoice } from '@evax/shared/contract';
import type { FieldDefinition, FormValues } from '@evax/shared/ui';
import { tunisToday } from '@evax/shared/validation';
import { doseLabel, GIVABLE_STATES, PENDING_STATES } from './booklet';

const F = 'VACCINATION.ROUTINE.NEW.FIELDS';

/** A past date is a back-entry: the certificate must be declared verified (spec 2 §5). */
const backEntry = (values: FormValues) => typeof values.vaccinationDate === 'string' && values.vaccinationDate < tunisToday();

/**
 * The fields of a routine vaccination (spec 2 §3). The doses offered are those still awaited,
 * the givable ones first: the dose rules are the server's, and it says why a dose must wait.
 */
export function vaccinationFields(entries: BookletEntryAnswer[], sites: OptionChoice[], language: Language): FieldDefinition[] {
  const awaited = [
    ...entries.filter((e) => GIVABLE_STATES.includes(e.state)),
    ...entries.filter((e) => PENDING_STATES.includes(e.state) && !GIVABLE_STATES.includes(e.state)),
  ];
  return [
    {
      type: 'select',
      name: 'scheduleDose',
      label: `${F}.DOSE`,
      required: true,
      width: 24,
      props: { options: awaited.map((e) => ({ value: e.scheduleDose, label: doseLabel(e, language) })) },
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
    { type: 'date_picker_with_input', name: 'vaccinationDate', label: `${F}.DATE`, required: true, props: { maxDate: 'today', keepOnControllerChange: true } },
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
    { type: 'checkbox', name: 'certificateVerified', required: true, width: 24, visible: backEntry, props: { text: `${F}.CERTIFICATE` } },
  ];
}
