import type { RoutineDoseBody, RoutineDoseEditBody } from '@evax/shared/contract';
import type { FormValues } from '@evax/shared/ui';
import { allergyConfirmationOf, fileOf, textOf, toGivenDose } from '../../common/components/dose-fields';
import type { VaccinationPayload } from '../api';

const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** How the dose was given, from the form's values (the fields shared by a new vaccination and an edit). */
export function toDoseFields(values: FormValues): Omit<RoutineDoseBody, 'scheduleDose'> {
  const nextDoseIn = number(values.nextDoseIn);
  const nextDoseUnit = textOf(values.nextDoseUnit) as RoutineDoseEditBody['nextDoseUnit'];
  return {
    ...toGivenDose(values),
    ...(number(values.specialty) ? { specialty: number(values.specialty) } : {}),
    ...(textOf(values.serumLot) ? { serumLot: textOf(values.serumLot) } : {}),
    ...(nextDoseIn && nextDoseUnit ? { nextDoseIn, nextDoseUnit } : {}),
    ...(textOf(values.country) ? { country: textOf(values.country) as RoutineDoseBody['country'] } : {}),
    ...(textOf(values.internationalReference) ? { internationalReference: textOf(values.internationalReference) } : {}),
    ...(textOf(values.location) ? { location: textOf(values.location) } : {}),
  };
}

/** An edited dose's fields: its site empty (null) when none is chosen, on a dose recorded without one. */
export function toDoseEdit(values: FormValues): RoutineDoseEditBody {
  // Emptied on an edit, the abroad fields are cleared (null), not kept.
  return {
    ...toDoseFields(values),
    injectionSite: textOf(values.injectionSite) ?? null,
    country: (textOf(values.country) as RoutineDoseEditBody['country']) ?? null,
    internationalReference: textOf(values.internationalReference) ?? null,
    location: textOf(values.location) ?? null,
  };
}

/** The form's values as the API's body: the one dose of the visit under vaccines_set, the confirmations, the file. */
export function toVaccinationBody(evaxNumber: string, values: FormValues): VaccinationPayload {
  return {
    evaxNumber,
    vaccines_set: [{ scheduleDose: Number(values.scheduleDose), ...toDoseFields(values) }],
    ...(values.certificateVerified === true ? { certificateVerified: true } : {}),
    ...allergyConfirmationOf(values),
    ...fileOf(values),
  };
}
