import type { ScheduleDose } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';

/** The precaution that holds for every vaccine (an allergy to a vaccine component). */
const EVERY_VACCINE = '*';

/**
 * The antigens an allergy of the child's medical folder calls for caution with, from the
 * vaccine_allergy_precaution table (data the administrators correct); '*' for every vaccine.
 */
export async function allergyPrecautions(db: Db, childId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('allergy as a')
    .innerJoin('vaccine_allergy_precaution as p', 'p.allergy_type_code', 'a.type_code')
    .where('a.child_id', '=', childId)
    .select('p.antigen')
    .distinct()
    .execute();
  return new Set(rows.map((r) => r.antigen));
}

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
  const vaccines = await db.selectFrom('dci').where('id', 'in', dciIds).select(['id', 'antigens']).execute();
  return new Set(vaccines.filter((vaccine) => needsAllergyConfirmation(precautions, vaccine)).map((vaccine) => vaccine.id));
}
