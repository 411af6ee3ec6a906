import { SUPPORTING_FILE, VACCINATION_LIMITS, type Language, type OptionChoice, type RoutineDoseBody } from '@evax/shared/contract';
import type { FieldDefinition, FormValues } from '@evax/shared/ui';
import { injectionSiteOptions } from './injection-sites';

const F = 'VACCINATION.DOSE.FIELDS';

/**
 * The fields every kind of dose form has (spec 2 §3), each kind placing them among its own (the
 * vaccine or the schedule's dose, the campaign, the specialty...): the form's skeleton said once.
 */
export const doseFields = {
  commercialName: (): FieldDefinition => ({ type: 'input', name: 'commercialName', label: `${F}.COMMERCIAL_NAME`, props: { maxLength: 200 } }),
  lotNumber: (width?: number): FieldDefinition => ({
    type: 'input',
    name: 'lotNumber',
    label: `${F}.LOT`,
    required: true,
    ...(width ? { width } : {}),
    props: { maxLength: VACCINATION_LIMITS.lotMax },
  }),
  /** Required on a new dose; an edit leaves it empty on a dose recorded without one (`required` false). */
  injectionSite: (sites: OptionChoice[], language: Language, required = true): FieldDefinition => ({
    type: 'select',
    name: 'injectionSite',
    label: `${F}.SITE`,
    required,
    props: { options: injectionSiteOptions(sites, language) },
  }),
  /** Today at the latest; not before the child's birth when `minDate` says so; `disabled` when the day is imposed (the next vaccination). */
  vaccinationDate: ({ minDate, disabled }: { minDate?: string; disabled?: boolean } = {}): FieldDefinition => ({
    type: 'date_picker_with_input',
    name: 'vaccinationDate',
    label: `${F}.DATE`,
    required: true,
    ...(disabled ? { disabled } : {}),
    props: { maxDate: 'today', ...(minDate ? { minDate } : {}), keepOnControllerChange: true },
  }),
  place: (): FieldDefinition => ({ type: 'input', name: 'place', label: `${F}.PLACE`, props: { maxLength: 200 } }),
  quantity: (): FieldDefinition => ({
    type: 'input_metric',
    name: 'quantity',
    label: `${F}.QUANTITY`,
    width: 6,
    props: { min: VACCINATION_LIMITS.quantityMin, max: VACCINATION_LIMITS.quantityMax, precision: 0 },
  }),
  /** The visit's supporting file (JPEG, PNG or PDF); `label` when the form says more (a file that replaces the dose's). */
  file: (label = `${F}.FILE`): FieldDefinition => ({
    type: 'upload',
    name: 'file',
    label,
    width: 24,
    props: { accept: '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf', maxSize: SUPPORTING_FILE.maxBytes },
  }),
  /** Shown, and required, once the server asked to confirm an allergy precaution. */
  allergyConfirmation: (warned: boolean): FieldDefinition => ({
    type: 'checkbox',
    name: 'allergyConfirmed',
    required: true,
    width: 24,
    visible: () => warned,
    props: { text: `${F}.ALLERGY_CONFIRMED` },
  }),
};

/** A filled text field, trimmed; nothing for an empty one. */
export const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** How the dose was given, from the skeleton's fields: what every kind sends. */
export type GivenDose = Pick<RoutineDoseBody, 'lotNumber' | 'injectionSite' | 'vaccinationDate' | 'commercialName' | 'place' | 'quantity'>;

/** The skeleton's fields as the API's: the optional ones only when filled. */
export function toGivenDose(values: FormValues): GivenDose {
  return {
    lotNumber: textOf(values.lotNumber) ?? '',
    injectionSite: String(values.injectionSite),
    vaccinationDate: String(values.vaccinationDate),
    ...(textOf(values.commercialName) ? { commercialName: textOf(values.commercialName) } : {}),
    ...(textOf(values.place) ? { place: textOf(values.place) } : {}),
    ...(typeof values.quantity === 'number' ? { quantity: values.quantity } : {}),
  };
}

/** The allergy confirmation, when the form gave it. */
export const allergyConfirmationOf = (values: FormValues) => (values.allergyConfirmed === true ? { allergyConfirmed: true } : {});

/** The supporting file, when one was chosen. */
export const fileOf = (values: FormValues) => (values.file instanceof Blob ? { file: values.file as File } : {});
