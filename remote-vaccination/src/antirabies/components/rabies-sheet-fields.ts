import {
  RABIES_ANIMAL_SPECIES,
  RABIES_ANIMAL_STATES,
  RABIES_ATTACK_TYPES,
  RABIES_CARE_PRODUCTS,
  RABIES_LESION_DEPTHS,
  RABIES_LESION_SIZES,
  RABIES_LIMITS,
  RABIES_PREVIOUS_TREATMENTS,
  type RabiesAttackType,
  type RabiesExposureCategory,
  type RabiesFicheBody,
  type RabiesLesionDepth,
  type RabiesPreviousTreatment,
} from '@evax/shared/contract';
import type { FieldDefinition, FormValues } from '@evax/shared/ui';
import { exposureCategory, higherCategory, proposeProtocol, type RabiesProtocol } from '@evax/shared/validation';

const T = 'VACCINATION.RABIES';
const F = `${T}.SHEET_FIELDS`;
const options = (codes: readonly string[], group: string) => codes.map((code) => ({ value: code, label: `${T}.${group}.${code}` }));

/** The new sheet's values, flat (the five steps). */
export interface RabiesSheetValues extends FormValues {
  weightKg: number | null;
  phone: string;
  localCare: boolean;
  careProduct: string;
  date: string;
  attackType: string;
  lesionCount: number | null;
  lesionDepth: string;
  lesionSize: string;
  hasSecondAggression: boolean;
  secondDate: string;
  secondAttackType: string;
  secondLesionCount: number | null;
  secondLesionDepth: string;
  species: string;
  animalState: string;
  previousTreatment: string;
  serumAmpoules: number | null;
  serumTotalMl: number | null;
  serumInfiltratedMl: number | null;
  serumIntramuscularMl: number | null;
}

export const emptySheet = (): RabiesSheetValues => ({
  weightKg: null,
  phone: '',
  localCare: false,
  careProduct: '',
  date: '',
  attackType: '',
  lesionCount: null,
  lesionDepth: '',
  lesionSize: '',
  hasSecondAggression: false,
  secondDate: '',
  secondAttackType: '',
  secondLesionCount: null,
  secondLesionDepth: '',
  species: '',
  animalState: '',
  previousTreatment: 'NONE',
  serumAmpoules: null,
  serumTotalMl: null,
  serumInfiltratedMl: null,
  serumIntramuscularMl: null,
});

/** The WHO category of the values (the higher of the two aggressions), live; null until the first is described. */
export function sheetCategory(values: RabiesSheetValues): RabiesExposureCategory | null {
  if (!values.attackType || values.lesionCount === null) return null;
  const first = exposureCategory({
    attackType: values.attackType as RabiesAttackType,
    lesionCount: values.lesionCount,
    lesionDepth: (values.lesionDepth || null) as RabiesLesionDepth | null,
  });
  if (!values.hasSecondAggression || !values.secondAttackType || values.secondLesionCount === null) return first;
  return higherCategory(
    first,
    exposureCategory({
      attackType: values.secondAttackType as RabiesAttackType,
      lesionCount: values.secondLesionCount,
      lesionDepth: (values.secondLesionDepth || null) as RabiesLesionDepth | null,
    }),
  );
}

/** The protocol the shared rule proposes for the values. */
export const sheetProtocol = (values: RabiesSheetValues): RabiesProtocol =>
  proposeProtocol({
    afterAggression: true,
    category: sheetCategory(values),
    previousTreatment: values.previousTreatment as RabiesPreviousTreatment,
    weightKg: values.weightKg,
  });

const number = (name: string, label: string, max: number, required = true, visible?: FieldDefinition['visible']): FieldDefinition => ({
  type: 'input_metric',
  name,
  label: `${F}.${label}`,
  required,
  width: 8,
  ...(visible ? { visible } : {}),
  props: { min: 0, max, precision: name.startsWith('serum') || name === 'weightKg' ? 1 : 0 },
});
const select = (
  name: string,
  label: string,
  codes: readonly string[],
  group: string,
  required = true,
  visible?: FieldDefinition['visible'],
): FieldDefinition => ({
  type: 'select',
  name,
  label: `${F}.${label}`,
  required,
  ...(visible ? { visible } : {}),
  props: { options: options(codes, group) },
});
const second = (values: FormValues) => values.hasSecondAggression === true;
const serumShown = (values: FormValues) => sheetProtocol(values as RabiesSheetValues).serum.required;

/** The five steps' fields (spec 2 §3). */
export const SHEET_STEPS: Record<'citizen' | 'aggression' | 'animal' | 'history', FieldDefinition[]> = {
  citizen: [
    number('weightKg', 'WEIGHT', RABIES_LIMITS.weightKgMax),
    { type: 'input', name: 'phone', label: `${F}.PHONE`, width: 8, props: { maxLength: 20 } },
    { type: 'switch', name: 'localCare', label: `${F}.LOCAL_CARE`, width: 24 },
    select('careProduct', 'CARE_PRODUCT', RABIES_CARE_PRODUCTS, 'CARE_PRODUCTS', false, (values) => values.localCare === true),
  ],
  aggression: [
    { type: 'date_picker_with_input', name: 'date', label: `${F}.ATTACK_DATE`, required: true, props: { maxDate: 'today' } },
    select('attackType', 'ATTACK_TYPE', RABIES_ATTACK_TYPES, 'ATTACK_TYPES'),
    number('lesionCount', 'LESION_COUNT', RABIES_LIMITS.lesionCountMax),
    select('lesionDepth', 'LESION_DEPTH', RABIES_LESION_DEPTHS, 'LESION_DEPTHS', false),
    select('lesionSize', 'LESION_SIZE', RABIES_LESION_SIZES, 'LESION_SIZES', false),
    { type: 'switch', name: 'hasSecondAggression', label: `${F}.HAS_SECOND`, width: 24 },
    { type: 'date_picker_with_input', name: 'secondDate', label: `${F}.SECOND_DATE`, required: true, visible: second, props: { maxDate: 'today' } },
    select('secondAttackType', 'SECOND_ATTACK_TYPE', RABIES_ATTACK_TYPES, 'ATTACK_TYPES', true, second),
    number('secondLesionCount', 'SECOND_LESION_COUNT', RABIES_LIMITS.lesionCountMax, true, second),
    select('secondLesionDepth', 'SECOND_LESION_DEPTH', RABIES_LESION_DEPTHS, 'LESION_DEPTHS', false, second),
  ],
  animal: [select('species', 'SPECIES', RABIES_ANIMAL_SPECIES, 'SPECIES'), select('animalState', 'ANIMAL_STATE', RABIES_ANIMAL_STATES, 'ANIMAL_STATES', false)],
  history: [
    select('previousTreatment', 'PREVIOUS_TREATMENT', RABIES_PREVIOUS_TREATMENTS, 'PREVIOUS_TREATMENTS'),
    number('serumAmpoules', 'SERUM_AMPOULES', RABIES_LIMITS.serumAmpoulesMax, true, serumShown),
    number('serumTotalMl', 'SERUM_TOTAL', RABIES_LIMITS.serumMlMax, true, serumShown),
    number('serumInfiltratedMl', 'SERUM_INFILTRATED', RABIES_LIMITS.serumMlMax, true, serumShown),
    number('serumIntramuscularMl', 'SERUM_IM', RABIES_LIMITS.serumMlMax, true, serumShown),
  ],
};

/** fiche/create's body from the values. */
export function sheetBody(evaxNumber: string, v: RabiesSheetValues): RabiesFicheBody {
  const serum = sheetProtocol(v).serum.required;
  return {
    evaxNumber,
    preventive: false,
    weightKg: v.weightKg ?? 0,
    ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
    localCare: v.localCare,
    careProduct: v.localCare && v.careProduct ? (v.careProduct as RabiesFicheBody['careProduct']) : null,
    aggression: {
      date: v.date,
      attackType: v.attackType,
      lesionCount: v.lesionCount ?? 0,
      lesionDepth: v.lesionDepth || null,
      lesionSize: v.lesionSize || null,
    } as RabiesFicheBody['aggression'],
    hasSecondAggression: v.hasSecondAggression,
    secondAggression: v.hasSecondAggression
      ? ({
          date: v.secondDate,
          attackType: v.secondAttackType,
          lesionCount: v.secondLesionCount ?? 0,
          lesionDepth: v.secondLesionDepth || null,
        } as RabiesFicheBody['secondAggression'])
      : null,
    animal: { species: v.species, state: v.animalState || null } as RabiesFicheBody['animal'],
    history: { previousTreatment: v.previousTreatment } as RabiesFicheBody['history'],
    serum: serum
      ? { ampoules: v.serumAmpoules ?? 0, totalMl: v.serumTotalMl ?? 0, infiltratedMl: v.serumInfiltratedMl ?? 0, intramuscularMl: v.serumIntramuscularMl ?? 0 }
      : null,
  };
}
