import {
  VACCINATION_LIMITS,
  type KindDoseBody,
  type KindVaccinationBody,
  type KindVaccinesList,
  type Language,
  type OptionChoice,
} from '@evax/shared/contract';
import type { FieldDefinition, FormValues } from '@evax/shared/ui';

const F = 'VACCINATION.KIND.NEW.FIELDS';
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The fields of an occasional or seasonal vaccination (spec 2 §3): a vaccine of the kind's catalogue, the campaign when seasonal. */
export function kindFields(list: KindVaccinesList, sites: OptionChoice[], language: Language, seasonal: boolean, birthDate: string): FieldDefinition[] {
  return [
    {
      type: 'select',
      name: 'dci',
      label: `${F}.VACCINE`,
      required: true,
      width: seasonal ? 12 : 24,
      props: { options: list.vaccines.map((v) => ({ value: v.id, label: language === 'ar' ? v.nameAr : v.name })) },
    },
    ...(seasonal
      ? [
          {
            type: 'select',
            name: 'campaign',
            label: `${F}.CAMPAIGN`,
            required: true,
            props: { options: list.campaigns.map((c) => ({ value: c.id, label: language === 'ar' ? c.nameAr : c.nameFr })) },
          } satisfies FieldDefinition,
        ]
      : []),
    { type: 'input', name: 'commercialName', label: `${F}.COMMERCIAL_NAME`, props: { maxLength: 200 } },
    { type: 'input', name: 'lotNumber', label: `${F}.LOT`, required: true, props: { maxLength: VACCINATION_LIMITS.lotMax } },
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
      props: { maxDate: 'today', minDate: birthDate, keepOnControllerChange: true },
    },
    { type: 'input', name: 'place', label: `${F}.PLACE`, props: { maxLength: 200 } },
    {
      type: 'input_metric',
      name: 'quantity',
      label: `${F}.QUANTITY`,
      width: 6,
      props: { min: VACCINATION_LIMITS.quantityMin, max: VACCINATION_LIMITS.quantityMax, precision: 0 },
    },
  ];
}

/** The form's values as the API's body: the one vaccine of the visit under vaccines_set. */
export function toKindBody(evaxNumber: string, values: FormValues, seasonal: boolean): KindVaccinationBody {
  const dose: KindDoseBody = {
    dci: Number(values.dci),
    lotNumber: text(values.lotNumber) ?? '',
    injectionSite: String(values.injectionSite),
    vaccinationDate: String(values.vaccinationDate),
    ...(seasonal && values.campaign ? { campaign: Number(values.campaign) } : {}),
    ...(text(values.commercialName) ? { commercialName: text(values.commercialName) } : {}),
    ...(text(values.place) ? { place: text(values.place) } : {}),
    ...(typeof values.quantity === 'number' ? { quantity: values.quantity } : {}),
  };
  return { evaxNumber, vaccines_set: [dose] };
}
