import { BIRTH_MEASURE_LIMITS, BIRTH_TYPES, NATIONAL_ID_PATTERN, TUNISIA, type ChildValues } from '@evax/shared/contract';
import { childErrors } from '@evax/shared/validation';
import type { FieldDefinition, FieldOption, FormValues } from '@evax/shared/ui';
import { fetchDelegations, fetchGovernorates } from '../../api';

const F = 'CITIZEN.CHILD_ADD.FIELDS';
const S = 'CITIZEN.CHILD_ADD.SECTIONS';

const bornHere = (values: FormValues) => values.bornInTunisia === true;
const placeOptions = (places: { id: number; nameFr: string; nameAr: string }[], language: string): FieldOption[] =>
  places.map((place) => ({ value: place.id, label: language === 'ar' ? place.nameAr : place.nameFr }));

const measure = (name: string, label: string, unit: string, { min, max }: { min: number; max: number }, precision: number): FieldDefinition => ({
  type: 'input_metric',
  name,
  label,
  width: 8,
  props: { unit, min, max, precision, step: precision > 0 ? 0.1 : 1 },
});

/** Step 1 of adding a child (spec 2 §2, §3): the child's own fields, in the API's names; at `child` (the add form) or at the top (the edit). */
export function childFields(language: string, nationalities: FieldOption[]): FieldDefinition[] {
  return [
    { type: 'text_devider', name: 'identitySection', label: `${S}.IDENTITY`, width: 24 },
    { type: 'input', name: 'firstNameFr', label: `${F}.FIRST_NAME_FR`, required: true, language: 'fr', width: 6 },
    { type: 'input', name: 'lastNameFr', label: `${F}.LAST_NAME_FR`, required: true, language: 'fr', width: 6 },
    { type: 'input', name: 'firstNameAr', label: `${F}.FIRST_NAME_AR`, required: true, language: 'ar', width: 6 },
    { type: 'input', name: 'lastNameAr', label: `${F}.LAST_NAME_AR`, required: true, language: 'ar', width: 6 },
    { type: 'date_picker_with_input', name: 'birthDate', label: `${F}.BIRTH_DATE`, required: true, props: { maxDate: 'today', keepOnControllerChange: true } },
    {
      type: 'radio',
      name: 'gender',
      label: `${F}.GENDER`,
      required: true,
      props: { optionType: 'button', options: (['male', 'female'] as const).map((gender) => ({ value: gender, label: `CITIZEN.CHILD_ADD.GENDER.${gender}` })) },
    },
    { type: 'text_devider', name: 'familySection', label: `${S}.FAMILY`, width: 24 },
    { type: 'input', name: 'fatherFirstNameFr', label: `${F}.FATHER_FIRST_NAME_FR`, language: 'fr', width: 6 },
    { type: 'input', name: 'paternalGrandfatherFirstNameFr', label: `${F}.GRANDFATHER_FIRST_NAME_FR`, language: 'fr', width: 6 },
    { type: 'input', name: 'fatherFirstNameAr', label: `${F}.FATHER_FIRST_NAME_AR`, language: 'ar', width: 6 },
    { type: 'input', name: 'paternalGrandfatherFirstNameAr', label: `${F}.GRANDFATHER_FIRST_NAME_AR`, language: 'ar', width: 6 },
    { type: 'input', name: 'motherFirstNameFr', label: `${F}.MOTHER_FIRST_NAME_FR`, language: 'fr', width: 6 },
    { type: 'input', name: 'motherLastNameFr', label: `${F}.MOTHER_LAST_NAME_FR`, language: 'fr', width: 6 },
    { type: 'input', name: 'motherFirstNameAr', label: `${F}.MOTHER_FIRST_NAME_AR`, language: 'ar', width: 6 },
    { type: 'input', name: 'motherLastNameAr', label: `${F}.MOTHER_LAST_NAME_AR`, language: 'ar', width: 6 },
    { type: 'text_devider', name: 'birthSection', label: `${S}.BIRTH`, width: 24 },
    {
      type: 'switch',
      name: 'bornInTunisia',
      label: `${F}.BORN_IN_TUNISIA`,
      width: 6,
      props: { onLabel: 'CITIZEN.CHILD_ADD.YES', offLabel: 'CITIZEN.CHILD_ADD.NO' },
    },
    {
      type: 'async_select',
      name: 'birthGovernorate',
      label: `${F}.BIRTH_GOVERNORATE`,
      required: true,
      width: 6,
      visible: bornHere,
      props: { loadOptions: async (search: string) => filterPlaces(placeOptions(await fetchGovernorates(), language), search) },
    },
    {
      type: 'async_select',
      name: 'birthDelegation',
      label: `${F}.BIRTH_DELEGATION`,
      dependsOn: ['birthGovernorate'],
      width: 6,
      visible: bornHere,
      props: {
        loadOptions: async (search: string, values: FormValues) => {
          const governorate = Number(((values.child as FormValues | undefined) ?? values).birthGovernorate);
          return governorate ? filterPlaces(placeOptions(await fetchDelegations(governorate), language), search) : [];
        },
      },
    },
    { type: 'input', name: 'birthCommune', label: `${F}.BIRTH_COMMUNE`, width: 6, visible: bornHere },
    {
      type: 'select',
      name: 'birthType',
      label: `${F}.BIRTH_TYPE`,
      required: true,
      width: 24,
      props: { options: BIRTH_TYPES.map((type) => ({ value: type, label: `CITIZEN.CHILD_ADD.BIRTH_TYPE.${type}` })) },
    },
    measure('birthWeightKg', `${F}.BIRTH_WEIGHT`, 'kg', BIRTH_MEASURE_LIMITS.weightKg, 3),
    measure('birthHeightCm', `${F}.BIRTH_HEIGHT`, 'cm', BIRTH_MEASURE_LIMITS.heightCm, 1),
    measure('birthHeadCircumferenceCm', `${F}.BIRTH_HEAD`, 'cm', BIRTH_MEASURE_LIMITS.headCircumferenceCm, 1),
    { type: 'text_devider', name: 'papersSection', label: `${S}.PAPERS`, width: 24 },
    { type: 'select', name: 'nationality', label: `${F}.NATIONALITY`, required: true, width: 6, props: { options: nationalities } },
    {
      type: 'input',
      name: 'nationalId',
      label: `${F}.NATIONAL_ID`,
      width: 6,
      props: { numberOnly: true, maxLength: 8, pattern: NATIONAL_ID_PATTERN, dir: 'ltr' },
    },
    { type: 'input', name: 'socialSecurityNumber', label: `${F}.SOCIAL_SECURITY`, width: 6, props: { maxLength: 20, dir: 'ltr' } },
    { type: 'input', name: 'passportNumber', label: `${F}.PASSPORT`, width: 6, props: { maxLength: 20, upperCase: true, dir: 'ltr' } },
    { type: 'textarea', name: 'note', label: `${F}.NOTE`, width: 24, props: { maxLength: 1000 } },
  ];
}

function filterPlaces(options: FieldOption[], search: string): FieldOption[] {
  const typed = search.trim().toLocaleLowerCase();
  return typed ? options.filter((option) => option.label.toLocaleLowerCase().includes(typed)) : options;
}

export const isForeign = (child: FormValues) => (child.nationality || TUNISIA) !== TUNISIA;

/** The shared rules (the API's): names in their scripts, a birth date not in the future. */
export const childRules = (child: FormValues) => childErrors(child as Partial<ChildValues>, { foreign: isForeign(child) });

export const emptyChild = (): FormValues => ({
  firstNameFr: '',
  lastNameFr: '',
  firstNameAr: '',
  lastNameAr: '',
  birthDate: '',
  gender: '',
  fatherFirstNameFr: '',
  fatherFirstNameAr: '',
  paternalGrandfatherFirstNameFr: '',
  paternalGrandfatherFirstNameAr: '',
  motherFirstNameFr: '',
  motherLastNameFr: '',
  motherFirstNameAr: '',
  motherLastNameAr: '',
  bornInTunisia: true,
  birthGovernorate: '',
  birthDelegation: '',
  birthCommune: '',
  birthType: 'normal',
  birthWeightKg: null,
  birthHeightCm: null,
  birthHeadCircumferenceCm: null,
  nationality: TUNISIA,
  nationalId: '',
  socialSecurityNumber: '',
  passportNumber: '',
  note: '',
});

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const id = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** The child's body (ChildBody): blanks as null; no birth place when born abroad. */
export function childBody(values: FormValues): ChildValues {
  const born = values.bornInTunisia === true;
  return {
    firstNameFr: String(values.firstNameFr).trim(),
    lastNameFr: String(values.lastNameFr).trim(),
    firstNameAr: String(values.firstNameAr).trim(),
    lastNameAr: String(values.lastNameAr).trim(),
    birthDate: String(values.birthDate),
    gender: values.gender as 'male' | 'female',
    fatherFirstNameFr: text(values.fatherFirstNameFr),
    fatherFirstNameAr: text(values.fatherFirstNameAr),
    paternalGrandfatherFirstNameFr: text(values.paternalGrandfatherFirstNameFr),
    paternalGrandfatherFirstNameAr: text(values.paternalGrandfatherFirstNameAr),
    motherFirstNameFr: text(values.motherFirstNameFr),
    motherLastNameFr: text(values.motherLastNameFr),
    motherFirstNameAr: text(values.motherFirstNameAr),
    motherLastNameAr: text(values.motherLastNameAr),
    bornInTunisia: born,
    birthGovernorate: born ? id(values.birthGovernorate) : null,
    birthDelegation: born ? id(values.birthDelegation) : null,
    birthCommune: born ? text(values.birthCommune) : null,
    birthType: (values.birthType || 'normal') as ChildValues['birthType'],
    birthWeightKg: (values.birthWeightKg as number | null) ?? null,
    birthHeightCm: (values.birthHeightCm as number | null) ?? null,
    birthHeadCircumferenceCm: (values.birthHeadCircumferenceCm as number | null) ?? null,
    nationality: String(values.nationality || TUNISIA),
    nationalId: text(values.nationalId),
    socialSecurityNumber: text(values.socialSecurityNumber),
    passportNumber: text(values.passportNumber),
    note: text(values.note),
  };
}
