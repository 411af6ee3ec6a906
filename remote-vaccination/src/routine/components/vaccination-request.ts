import type { RoutineDoseEditBody } from '@evax/shared/contract';
import { ApiError } from '@evax/shared/runtime';
import type { FormValues } from '@evax/shared/ui';
import type { VaccinationPayload } from '../api/routine-api';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** How the dose was given, from the form's values (the fields shared by a new vaccination and an edit). */
export function toDoseFields(values: FormValues): RoutineDoseEditBody {
  const nextDoseIn = number(values.nextDoseIn);
  const nextDoseUnit = text(values.nextDoseUnit) as RoutineDoseEditBody['nextDoseUnit'];
  return {
    lotNumber: text(values.lotNumber) ?? '',
    injectionSite: String(values.injectionSite),
    vaccinationDate: String(values.vaccinationDate),
    ...(number(values.specialty) ? { specialty: number(values.specialty) } : {}),
    ...(text(values.commercialName) ? { commercialName: text(values.commercialName) } : {}),
    ...(text(values.serumLot) ? { serumLot: text(values.serumLot) } : {}),
    ...(text(values.place) ? { place: text(values.place) } : {}),
    ...(number(values.quantity) ? { quantity: number(values.quantity) } : {}),
    ...(nextDoseIn && nextDoseUnit ? { nextDoseIn, nextDoseUnit } : {}),
  };
}

/** The form's values as the API's body: the one dose of the visit under vaccines_set, the confirmations, the file. */
export function toVaccinationBody(evaxNumber: string, values: FormValues): VaccinationPayload {
  return {
    evaxNumber,
    vaccines_set: [{ scheduleDose: Number(values.scheduleDose), ...toDoseFields(values) }],
    ...(values.certificateVerified === true ? { certificateVerified: true } : {}),
    ...(values.allergyConfirmed === true ? { allergyConfirmed: true } : {}),
    ...(values.file instanceof Blob ? { file: values.file as File } : {}),
  };
}

const DOSE_PREFIX = 'vaccines_set.0.';

/** The API names the dose's fields `vaccines_set.0.<field>`: the form's are `<field>`. */
export function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.envelope?.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.envelope.fields).map(([name, problems]) => [name.startsWith(DOSE_PREFIX) ? name.slice(DOSE_PREFIX.length) : name, problems]),
  );
  return new ApiError({ status: error.status, envelope: { ...error.envelope, fields }, message: error.message });
}
