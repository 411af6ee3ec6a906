import { NEXT_DOSE_UNITS, VACCINATION_LIMITS, type BookletEntryAnswer, type Language, type OptionChoice } from '@evax/shared/contract';
import type { FieldDefinition, FormValues } from '@evax/shared/ui';
import { tunisToday } from '@evax/shared/validation';
import { countryOptions } from '../../common/components/countries';
import { doseFields } from '../../common/components/dose-fields';
import { routineApi } from '../api';
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

/** The specialty picker's options: the specialties of the dose's DCI whose name holds the search. */
export async function specialtyOptions(dci: number | null, search: string): Promise<{ value: number; label: string }[]> {
  if (dci === null) return [];
  const needle = search.trim().toLowerCase();
  return (await routineApi.specialties())
    .filter((s) => s.dci === dci && (!needle || s.commercialName.toLowerCase().includes(needle)))
    .map((s) => ({ value: s.id, label: `${s.commercialName} (${s.manufacturer})` }));
}

/**
 * The fields of a routine vaccination (spec 2 §3): the dose's skeleton with the schedule's dose,
 * the specialty, the diluent's lot and the next dose. The doses offered are those still awaited,
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
  const certificate: FieldDefinition[] =
    mode === 'new'
      ? [{ type: 'checkbox', name: 'certificateVerified', required: true, width: 24, visible: backEntry, props: { text: `${F}.CERTIFICATE` } }]
      : [];
  // On an edit, a file chosen replaces the dose's; the visit's allergy confirmation belongs to a new one.
  const visit: FieldDefinition[] =
    mode === 'edit' ? [doseFields.file('VACCINATION.ROUTINE.EDIT.FILE')] : [doseFields.file(), doseFields.allergyConfirmation(allergyWarned)];
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
    doseFields.commercialName(),
    doseFields.lotNumber(6),
    { type: 'input', name: 'serumLot', label: `${F}.SERUM_LOT`, width: 6, props: { maxLength: VACCINATION_LIMITS.lotMax } },
    // An edit needs a site only when the dose has one: a dose recorded without one (seeded, an old booklet) stays so.
    doseFields.injectionSite(sites, language, mode !== 'edit' || Boolean(entries[0]?.vaccination?.injectionSite)),
    doseFields.vaccinationDate({ disabled: mode === 'next' }),
    doseFields.place(),
    doseFields.quantity(),
    { type: 'input_metric', name: 'nextDoseIn', label: `${F}.NEXT_DOSE_IN`, width: 6, props: { min: 1, max: VACCINATION_LIMITS.quantityMax, precision: 0 } },
    {
      type: 'select',
      name: 'nextDoseUnit',
      label: `${F}.NEXT_DOSE_UNIT`,
      width: 6,
      props: { options: NEXT_DOSE_UNITS.map((unit) => ({ value: unit, label: `VACCINATION.ROUTINE.NEW.UNITS.${unit}` })) },
    },
    ...certificate,
    ...(mode === 'next' ? [] : abroadFields(language)),
    ...visit,
  ];
}

/** A dose given abroad and recorded afterwards (issue 30): the country, the certificate's international reference, the place (abroadDoseErrors: the country with the others). */
const abroadFields = (language: Language): FieldDefinition[] => [
  {
    type: 'select',
    name: 'country',
    label: `${F}.COUNTRY`,
    hint: `${F}.ABROAD_HINT`,
    width: 8,
    props: { options: countryOptions(language), showSearch: true, allowClear: true },
  },
  {
    type: 'input',
    name: 'internationalReference',
    label: `${F}.INTERNATIONAL_REFERENCE`,
    width: 8,
    props: { maxLength: VACCINATION_LIMITS.internationalReferenceMax },
  },
  { type: 'input', name: 'location', label: `${F}.LOCATION`, width: 8, props: { maxLength: VACCINATION_LIMITS.locationMax } },
];
