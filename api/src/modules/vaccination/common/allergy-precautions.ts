import type { ScheduleDose } from '@evax/shared/contract';
import type { Db } from '../../../db/connection.js';
import { allergyPrecautions, vaccineAntigens } from './allergy-precaution-queries.js';

export { allergyPrecautions };

/** The precaution that holds for every vaccine (an allergy to a vaccine component). */
const EVERY_VACCINE = '*';

/** The dose protects against an antigen the child's allergies call for caution with. */
export const needsAllergyConfirmation = (precautions: Set<string>, dose: Pick<ScheduleDose, 'antigens'>): boolean =>
  precautions.has(EVERY_VACCINE) || dose.antigens.some((antigen) => precautions.has(antigen));

/**
 * The catalogue vaccines (DCI ids, occasional or seasonal) among `dciIds` that an allergy of the
 * child's folder calls for caution with, by the antigens the catalogue gives them (0034).
 */
export async function cautiousVaccines(db: Db, childId: number, dciIds: number[]): Promise<Set<number>> {
  const precautions = await allergyPrecautions(db, childId);
  if (precautions.size === 0 || dciIds.length === 0) return new Set();
  const vaccines = await vaccineAntigens(db, dciIds);
  return new Set(vaccines.filter((vaccine) => needsAllergyConfirmation(precautions, vaccine)).map((vaccine) => vaccine.id));
}
