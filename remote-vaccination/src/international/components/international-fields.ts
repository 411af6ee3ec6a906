import {
  ADMINISTRATION_ROUTES,
  INTERNATIONAL_LIMITS,
  STAY_TYPES,
  TREATMENT_MODES,
  type InternationalBody,
  type InternationalRecord,
  type KindVaccinesList,
  type Language,
} from '@evax/shared/contract';
import type { FieldDefinition, FormValues } from '@evax/shared/ui';
import { countryName, countryOptions } from '../../common/components/countries';
import { residenceFields } from '../../common/components/residence-fields';

const T = 'VACCINATION.INTERNATIONAL';
const F = `${T}.FIELDS`;

export { countryName };

const givesVaccine = (values: FormValues) => values.treatmentMode !== 'medicine';
const givesMedicine = (values: FormValues) => values.treatmentMode === 'medicine' || values.treatmentMode === 'both';
const eggAllergyWithVaccine = (values: FormValues) => values.eggAllergy === true && givesVaccine(values);

/** The fields of spec 2 §3 International vaccination; the medicine's fields only when a medicine is given, the vaccine's only when a vaccine is. */
export function internationalFields(list: KindVaccinesList, language: Language, birthDate: string): FieldDefinition[] {
  const countries = countryOptions(language);
  return [
    { type: 'select', name: 'destinationCountry', label: `${F}.COUNTRY`, required: true, props: { options: countries } },
    {
      type: 'radio',
      name: 'stayType',
      label: `${F}.STAY_TYPE`,
      required: true,
      props: { optionType: 'button', options: STAY_TYPES.map((type) => ({ value: type, label: `${T}.STAY_TYPES.${type}` })) },
    },
    { type: 'date_picker_with_input', name: 'stayStart', label: `${F}.STAY_START`, required: true, props: { keepOnControllerChange: true } },
    { type: 'date_picker_with_input', name: 'stayEnd', label: `${F}.STAY_END`, required: true, props: { keepOnControllerChange: true } },
    ...residenceFields({
      language,
      names: { governorate: 'residenceGovernorate', delegation: 'residenceDelegation' },
      labels: { governorate: `${F}.GOVERNORATE`, delegation: `${F}.DELEGATION` },
      required: true,
    }),
    {
      type: 'radio',
      name: 'treatmentMode',
      label: `${F}.MODE`,
      required: true,
      width: 24,
      props: { optionType: 'button', options: TREATMENT_MODES.map((mode) => ({ value: mode, label: `${T}.MODES.${mode}` })) },
    },
    {
      type: 'select',
      name: 'dci',
      label: `${F}.VACCINE`,
      required: true,
      visible: givesVaccine,
      props: { options: list.vaccines.map((v) => ({ value: v.id, label: language === 'ar' ? v.nameAr : v.name })) },
    },
    {
      type: 'input',
      name: 'medicineName',
      label: `${F}.MEDICINE`,
      required: true,
      visible: givesMedicine,
      props: { maxLength: INTERNATIONAL_LIMITS.medicineNameMax },
    },
    {
      type: 'date_picker_with_input',
      name: 'treatmentStart',
      label: `${F}.TREATMENT_START`,
      required: true,
      visible: givesMedicine,
      props: { keepOnControllerChange: true },
    },
    {
      type: 'date_picker_with_input',
      name: 'treatmentEnd',
      label: `${F}.TREATMENT_END`,
      required: true,
      visible: givesMedicine,
      props: { keepOnControllerChange: true },
    },
    { type: 'switch', name: 'eggAllergy', label: `${F}.EGG_ALLERGY`, width: 6, props: { onLabel: `${T}.YES`, offLabel: `${T}.NO` } },
    {
      type: 'checkbox',
      name: 'eggAllergyConfirmed',
      required: true,
      width: 24,
      visible: eggAllergyWithVaccine,
      props: { text: `${F}.EGG_ALLERGY_CONFIRMED` },
    },
    {
      type: 'select',
      name: 'administrationRoute',
      label: `${F}.ROUTE`,
      required: true,
      width: 10,
      props: { options: ADMINISTRATION_ROUTES.map((route) => ({ value: route, label: `${T}.ROUTES.${route}` })) },
    },
    {
      type: 'input_metric',
      name: 'quantity',
      label: `${F}.QUANTITY`,
      required: true,
      width: 8,
      props: { min: INTERNATIONAL_LIMITS.quantityMin, max: INTERNATIONAL_LIMITS.quantityMax, precision: 0 },
    },
    {
      type: 'date_picker_with_input',
      name: 'dispensationDate',
      label: `${F}.DISPENSATION`,
      required: true,
      props: { maxDate: 'today', minDate: birthDate, keepOnControllerChange: true },
    },
    { type: 'input', name: 'batchNumber', label: `${F}.BATCH`, required: true, props: { maxLength: INTERNATIONAL_LIMITS.batchMax } },
  ];
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The form's values as the API's body; the fields the mode does not use are sent empty. */
export function toInternationalBody(evaxNumber: string, values: FormValues): InternationalBody {
  const vaccine = givesVaccine(values);
  const medicine = givesMedicine(values);
  return {
    evaxNumber,
    destinationCountry: String(values.destinationCountry),
    stayStart: String(values.stayStart),
    stayEnd: String(values.stayEnd),
    stayType: values.stayType as InternationalBody['stayType'],
    residenceGovernorate: Number(values.residenceGovernorate),
    residenceDelegation: Number(values.residenceDelegation),
    treatmentMode: values.treatmentMode as InternationalBody['treatmentMode'],
    dci: vaccine && values.dci ? Number(values.dci) : null,
    eggAllergy: values.eggAllergy === true,
    ...(eggAllergyWithVaccine(values) && values.eggAllergyConfirmed === true ? { eggAllergyConfirmed: true } : {}),
    administrationRoute: values.administrationRoute as InternationalBody['administrationRoute'],
    quantity: Number(values.quantity),
    treatmentStart: medicine ? text(values.treatmentStart) : null,
    treatmentEnd: medicine ? text(values.treatmentEnd) : null,
    dispensationDate: String(values.dispensationDate),
    medicineName: medicine ? text(values.medicineName) : null,
    batchNumber: text(values.batchNumber) ?? '',
  };
}

/** A record as the form's values (edit). */
export const toInternationalValues = (record: InternationalRecord): FormValues => ({
  destinationCountry: record.destinationCountry,
  stayType: record.stayType,
  stayStart: record.stayStart,
  stayEnd: record.stayEnd,
  residenceGovernorate: record.residenceGovernorate,
  residenceDelegation: record.residenceDelegation,
  treatmentMode: record.treatmentMode,
  dci: record.dci,
  medicineName: record.medicineName ?? '',
  treatmentStart: record.treatmentStart,
  treatmentEnd: record.treatmentEnd,
  eggAllergy: record.eggAllergy,
  eggAllergyConfirmed: record.eggAllergyConfirmed,
  administrationRoute: record.administrationRoute,
  quantity: record.quantity,
  dispensationDate: record.dispensationDate,
  batchNumber: record.batchNumber,
});
