import type { RoutineVaccinationBody } from '@evax/shared/contract';
import { ApiError } from '@evax/shared/runtime';
import type { FormValues } from '@evax/shared/ui';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The form's values as the API's body: the one dose of the visit under vaccines_set. */
export function toVaccinationBody(evaxNumber: string, values: FormValues): RoutineVaccinationBody {
  const nextDoseIn = number(values.nextDoseIn);
  const nextDoseUnit = text(values.nextDoseUnit) as RoutineVaccinationBody['vaccines_set'][number]['nextDoseUnit'];
  return {
    evaxNumber,
    vaccines_set: [
      {
        scheduleDose: Number(values.scheduleDose),
        lotNumber: text(values.lotNumber) ?? '',
        injectionSite: String(values.injectionSite),
        vaccinationDate: String(values.vaccinationDate),
        ...(text(values.commercialName) ? { commercialName: text(values.commercialName) } : {}),
        ...(text(values.serumLot) ? { serumLot: text(values.serumLot) } : {}),
        ...(text(values.place) ? { place: text(values.place) } : {}),
        ...(number(values.quantity) ? { quantity: number(values.quantity) } : {}),
        ...(nextDoseIn && nextDoseUnit ? { nextDoseIn, nextDoseUnit } : {}),
      },
    ],
    ...(values.certificateVerified === true ? { certificateVerified: true } : {}),
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
