import {
  SUPPORTING_FILE,
  VACCINATION_LIMITS,
  type KindDoseBody,
  type KindDoseEditBody,
  type KindVaccinesList,
  type Language,
  type OptionChoice,
  type SeasonalCampaign,
} from '@evax/shared/contract';
import type { FieldDefinition, FormValues } from '@evax/shared/ui';
import type { KindVaccinationPayload } from '../api';

const F = 'VACCINATION.KIND.NEW.FIELDS';
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The vaccines and campaigns the form offers (an edit adds the dose's own when no longer offered). */
export interface KindFormChoices {
  vaccines: KindVaccinesList['vaccines'];
  campaigns: Pick<SeasonalCampaign, 'id' | 'nameFr' | 'nameAr'>[];
}

/** What the form is for (a new vaccination sends a file; an edit replaces the dose's fields), and whether the server asked to confirm an allergy precaution. */
export interface KindFormOptions {
  mode: 'new' | 'edit';
  allergyWarned?: boolean;
}

/**
 * The fields of an occasional or seasonal vaccination (spec 2 §3): a vaccine of the kind's
 * catalogue, the campaign when seasonal; a new one's supporting file; the allergy confirmation
 * once the server asked for it.
 */
export function kindFields(
  list: KindFormChoices,
  sites: OptionChoice[],
  language: Language,
  seasonal: boolean,
  birthDate: string,
  { mode, allergyWarned = false }: KindFormOptions = { mode: 'new' },
): FieldDefinition[] {
  const file: FieldDefinition[] =
    mode === 'new'
      ? [
          {
            type: 'upload',
            name: 'file',
            label: `${F}.FILE`,
            width: 24,
            props: { accept: '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf', maxSize: SUPPORTING_FILE.maxBytes },
          },
        ]
      : [];
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
    ...file,
    { type: 'checkbox', name: 'allergyConfirmed', required: true, width: 24, visible: () => allergyWarned, props: { text: `${F}.ALLERGY_CONFIRMED` } },
  ];
}

/** The vaccine given, from the form's values (the fields shared by a new vaccination and an edit). */
export function toKindDose(values: FormValues, seasonal: boolean): KindDoseBody {
  return {
    dci: Number(values.dci),
    lotNumber: text(values.lotNumber) ?? '',
    injectionSite: String(values.injectionSite),
    vaccinationDate: String(values.vaccinationDate),
    ...(seasonal && values.campaign ? { campaign: Number(values.campaign) } : {}),
    ...(text(values.commercialName) ? { commercialName: text(values.commercialName) } : {}),
    ...(text(values.place) ? { place: text(values.place) } : {}),
    ...(typeof values.quantity === 'number' ? { quantity: values.quantity } : {}),
  };
}

const confirmation = (values: FormValues) => (values.allergyConfirmed === true ? { allergyConfirmed: true } : {});

/** The form's values as the API's body: the one vaccine of the visit under vaccines_set, the confirmation, the file. */
export function toKindBody(evaxNumber: string, values: FormValues, seasonal: boolean): KindVaccinationPayload {
  return {
    evaxNumber,
    vaccines_set: [toKindDose(values, seasonal)],
    ...confirmation(values),
    ...(values.file instanceof Blob ? { file: values.file as File } : {}),
  };
}

/** The edit form's values as PUT .../{id}/edit's body. */
export const toKindEdit = (values: FormValues, seasonal: boolean): KindDoseEditBody => ({ ...toKindDose(values, seasonal), ...confirmation(values) });
