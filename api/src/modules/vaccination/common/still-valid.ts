import { validityRefusal } from '@evax/shared/validation';
import type { Db } from '../../../db/connection.js';
import { doseRuleRefused, REFUSAL_DETAIL } from './errors.js';
import { dosesUnderValidity, type EditedDose } from './validity-queries.js';

const DETAIL = { stillValid: 'A dose of this vaccine is still valid on that date for the child', lifelongAlreadyGiven: REFUSAL_DETAIL.lifelongAlreadyGiven };

/**
 * Spec 2 §8 (issue 30): refuses (409, VACCINE_STILL_VALID or VACCINE_LIFELONG_REGISTERED on the
 * field `fieldOf(index)` names) the first dose a dose of the same vaccine already given still
 * protects, by the catalogue's validity (validityRefusal). Every kind that records a dose asks it.
 */
export async function refuseStillValid(
  db: Db,
  childId: number,
  doses: { dci: number; date: string }[],
  fieldOf: (index: number) => string,
  edited?: EditedDose,
) {
  const underValidity = await dosesUnderValidity(
    db,
    childId,
    doses.map((d) => d.dci),
    edited,
  );
  for (const [index, dose] of doses.entries()) {
    const given = underValidity.get(dose.dci);
    const refusal = given ? validityRefusal(given.validityDays, dose.date, given.dates) : null;
    if (refusal) throw doseRuleRefused(refusal, DETAIL[refusal], { [fieldOf(index)]: [{ code: 'invalid', key: doseRuleRefused(refusal, '').envelope.key }] });
  }
}
