import {
  RABIES_ANIMAL_SPECIES,
  RABIES_ANIMAL_STATES,
  RABIES_ATTACK_TYPES,
  RABIES_CARE_DELAYS,
  RABIES_CARE_PLACES,
  RABIES_CARE_PRODUCTS,
  RABIES_LESION_DEPTHS,
  RABIES_LESION_LOCATIONS,
  RABIES_LESION_SIZES,
  RABIES_LIMITS,
  RABIES_PREVIOUS_TREATMENTS,
  type Language,
} from '@evax/shared/contract';
import type { FieldDefinition, FormValues } from '@evax/shared/ui';
import { RABIES_NAIVE_REGIMENS } from '@evax/shared/validation';
import { residenceFields } from '../../common/components/residence-fields';
import { animalName, sheetProtocol, sheetRegimens, type RabiesSheetValues } from './rabies-sheet-values';

export * from './rabies-sheet-values';

const T = 'VACCINATION.RABIES';
const F = `${T}.SHEET_FIELDS`;
/** The further fields' labels (issue 31), in their own block of the texts. */
const M = `${T}.SHEET_MORE`;
const options = (codes: readonly string[], group: string) => codes.map((code) => ({ value: code, label: `${T}.${group}.${code}` }));

type Visible = FieldDefinition['visible'];
const shown = (visible?: Visible) => (visible ? { visible } : {});
/** Shown when every condition holds. */
const all =
  (...conditions: (Visible | undefined)[]): Visible =>
  (values) =>
    conditions.every((condition) => !condition || condition(values));
const flagged =
  (name: string): Visible =>
  (values) =>
    values[name] === true;

const number = (name: string, label: string, max: number, required = true, visible?: Visible): FieldDefinition => ({
  type: 'input_metric',
  name,
  label: `${F}.${label}`,
  required,
  width: 8,
  ...shown(visible),
  // Millilitres and kilograms to a tenth; counts (lesions, ampoules: integers for the server) whole.
  props: { min: 0, max, precision: (name.startsWith('serum') && name !== 'serumAmpoules') || name === 'weightKg' ? 1 : 0 },
});
const select = (name: string, label: string, codes: readonly string[], group: string, required = true, visible?: Visible): FieldDefinition => ({
  type: 'select',
  name,
  label,
  required,
  ...shown(visible),
  props: { options: options(codes, group) },
});
const locations = (name: string, label: string, visible?: Visible): FieldDefinition => ({
  type: 'select',
  name,
  label: `${M}.${label}`,
  width: 24,
  ...shown(visible),
  props: { mode: 'multiple', options: options(RABIES_LESION_LOCATIONS, 'LESION_LOCATIONS') },
});
const toggle = (name: string, label: string, visible?: Visible, width = 12): FieldDefinition => ({ type: 'switch', name, label, width, ...shown(visible) });
const text = (name: string, label: string, maxLength: number, visible?: Visible): FieldDefinition => ({
  type: 'input',
  name,
  label: `${M}.${label}`,
  width: 8,
  ...shown(visible),
  props: { maxLength },
});

const second = flagged('hasSecondAggression');
const serumShown = (values: FormValues) => sheetProtocol(values as RabiesSheetValues).serum.required;

/** An animal's fields (spec 2 §3): the first one's, or the second one's when flagged (its species required then). */
function animalFields(isSecond: boolean): FieldDefinition[] {
  const name = (field: Parameters<typeof animalName>[1]) => animalName(isSecond, field);
  const visible = isSecond ? flagged('hasSecondAnimal') : undefined;
  const labelled = (first: string, other: string) => (isSecond ? `${M}.${other}` : first);
  return [
    ...(isSecond ? [{ type: 'text_devider', name: 'secondAnimalTitle', label: `${M}.SECOND_ANIMAL`, width: 24, visible } as FieldDefinition] : []),
    select(name('species'), labelled(`${F}.SPECIES`, 'SECOND_SPECIES'), RABIES_ANIMAL_SPECIES, 'SPECIES', true, visible),
    select(name('animalState'), labelled(`${F}.ANIMAL_STATE`, 'SECOND_ANIMAL_STATE'), RABIES_ANIMAL_STATES, 'ANIMAL_STATES', false, visible),
    toggle(name('sentToLab'), `${M}.SENT_TO_LAB`, visible),
    {
      type: 'select',
      name: name('rabiesDiagnosis'),
      label: `${M}.RABIES_DIAGNOSIS`,
      visible: all(visible, flagged(name('sentToLab'))),
      props: {
        options: [
          { value: 'YES', label: `${M}.DIAGNOSIS_POSITIVE` },
          { value: 'NO', label: `${M}.DIAGNOSIS_NEGATIVE` },
        ],
      },
    },
    toggle(name('ownerKnown'), `${M}.OWNER_KNOWN`, visible, 24),
    text(name('ownerName'), 'OWNER_NAME', RABIES_LIMITS.textMax, all(visible, flagged(name('ownerKnown')))),
    text(name('ownerPhone'), 'OWNER_PHONE', 20, all(visible, flagged(name('ownerKnown')))),
    text(name('ownerAddress'), 'OWNER_ADDRESS', RABIES_LIMITS.addressMax, all(visible, flagged(name('ownerKnown')))),
    toggle(name('vaccinated'), `${M}.VACCINATED`, visible, 24),
    text(name('vaccineName'), 'VACCINE_NAME', RABIES_LIMITS.textMax, all(visible, flagged(name('vaccinated')))),
    text(name('vaccineLot'), 'VACCINE_LOT', 50, all(visible, flagged(name('vaccinated')))),
    {
      type: 'date_picker_with_input',
      name: name('lastVaccinationDate'),
      label: `${M}.LAST_VACCINATION`,
      width: 8,
      visible: all(visible, flagged(name('vaccinated'))),
      props: { maxDate: 'today' },
    },
    toggle(name('veterinaryObservation'), `${M}.VETERINARY_OBSERVATION`, visible, 24),
  ];
}

/** The first update's sections (spec 2 §4): the animals, the history with the serum shown when the sheet asks for it (its category is kept), the phone. */
export function firstUpdateSections(language: Language, serumRequired: boolean): Record<'animal' | 'history' | 'contact', FieldDefinition[]> {
  const steps = sheetSteps(language);
  const serum = (field: FieldDefinition) => field.name.startsWith('serum');
  return {
    animal: steps.animal,
    history: serumRequired
      ? steps.history.map((field) => (serum(field) ? { ...field, visible: () => true } : field))
      : steps.history.filter((field) => !serum(field)),
    contact: steps.citizen.filter((field) => field.name === 'phone'),
  };
}

export type SheetStepKey = 'citizen' | 'aggression' | 'animal' | 'history' | 'schedule';

/** The five steps' fields (spec 2 §3); the residence's places named in the language shown. */
export function sheetSteps(language: Language): Record<SheetStepKey, FieldDefinition[]> {
  const localCare = flagged('localCare');
  return {
    citizen: [
      ...residenceFields({
        language,
        names: { governorate: 'governorate', delegation: 'delegation' },
        labels: { governorate: `${M}.GOVERNORATE`, delegation: `${M}.DELEGATION` },
      }),
      { ...text('address', 'ADDRESS', RABIES_LIMITS.addressMax), width: 24 },
      number('weightKg', 'WEIGHT', RABIES_LIMITS.weightKgMax),
      { type: 'input', name: 'phone', label: `${F}.PHONE`, width: 8, props: { maxLength: 20 } },
      toggle('localCare', `${F}.LOCAL_CARE`, undefined, 24),
      { ...select('careProduct', `${F}.CARE_PRODUCT`, RABIES_CARE_PRODUCTS, 'CARE_PRODUCTS', false, localCare), width: 8 },
      { ...select('carePlace', `${M}.CARE_PLACE`, RABIES_CARE_PLACES, 'CARE_PLACES', false, localCare), width: 8 },
      { ...select('careDelay', `${M}.CARE_DELAY`, RABIES_CARE_DELAYS, 'CARE_DELAYS', false, localCare), width: 8 },
    ],
    aggression: [
      { type: 'date_picker_with_input', name: 'date', label: `${F}.ATTACK_DATE`, required: true, props: { maxDate: 'today' } },
      select('attackType', `${F}.ATTACK_TYPE`, RABIES_ATTACK_TYPES, 'ATTACK_TYPES'),
      number('lesionCount', 'LESION_COUNT', RABIES_LIMITS.lesionCountMax),
      { ...select('lesionDepth', `${F}.LESION_DEPTH`, RABIES_LESION_DEPTHS, 'LESION_DEPTHS', false), width: 8 },
      { ...select('lesionSize', `${F}.LESION_SIZE`, RABIES_LESION_SIZES, 'LESION_SIZES', false), width: 8 },
      locations('lesionLocations', 'LESION_LOCATIONS'),
      toggle('hasSecondAggression', `${F}.HAS_SECOND`, undefined, 24),
      { type: 'date_picker_with_input', name: 'secondDate', label: `${F}.SECOND_DATE`, required: true, visible: second, props: { maxDate: 'today' } },
      select('secondAttackType', `${F}.SECOND_ATTACK_TYPE`, RABIES_ATTACK_TYPES, 'ATTACK_TYPES', true, second),
      number('secondLesionCount', 'SECOND_LESION_COUNT', RABIES_LIMITS.lesionCountMax, true, second),
      { ...select('secondLesionDepth', `${F}.SECOND_LESION_DEPTH`, RABIES_LESION_DEPTHS, 'LESION_DEPTHS', false, second), width: 8 },
      { ...select('secondLesionSize', `${M}.SECOND_LESION_SIZE`, RABIES_LESION_SIZES, 'LESION_SIZES', false, second), width: 8 },
      locations('secondLesionLocations', 'SECOND_LESION_LOCATIONS', second),
    ],
    animal: [...animalFields(false), toggle('hasSecondAnimal', `${M}.HAS_SECOND_ANIMAL`, undefined, 24), ...animalFields(true)],
    history: [
      select('previousTreatment', `${F}.PREVIOUS_TREATMENT`, RABIES_PREVIOUS_TREATMENTS, 'PREVIOUS_TREATMENTS'),
      toggle('emergencyService', `${M}.EMERGENCY_SERVICE`),
      toggle('intradermalTest', `${M}.INTRADERMAL_TEST`, undefined, 8),
      toggle('subcutaneousTest', `${M}.SUBCUTANEOUS_TEST`, undefined, 8),
      toggle('besredkaTest', `${M}.BESREDKA_TEST`, undefined, 8),
      number('serumAmpoules', 'SERUM_AMPOULES', RABIES_LIMITS.serumAmpoulesMax, true, serumShown),
      number('serumTotalMl', 'SERUM_TOTAL', RABIES_LIMITS.serumMlMax, true, serumShown),
      number('serumInfiltratedMl', 'SERUM_INFILTRATED', RABIES_LIMITS.serumMlMax, true, serumShown),
      number('serumIntramuscularMl', 'SERUM_IM', RABIES_LIMITS.serumMlMax, true, serumShown),
    ],
    schedule: [
      {
        ...select('regimen', `${M}.REGIMEN_CHOICE`, RABIES_NAIVE_REGIMENS, 'REGIMENS', true, (values) => sheetRegimens(values as RabiesSheetValues).length > 1),
        width: 24,
      },
    ],
  };
}
