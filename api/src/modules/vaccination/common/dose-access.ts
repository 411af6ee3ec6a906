import type { VaccineCategory } from '@evax/shared/contract';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { entityNotFound } from '../../../http/errors.js';
import { visibleChildOr404, type VisibleChild } from '../../citizen/index.js';
import { findDose } from './dose-queries.js';

const vaccinationNotFound = () => entityNotFound('Vaccination not found');

/**
 * A vaccination of one of the kinds and its child, through the child gate: a dose missing, of
 * another kind, or of a child the caller does not see answers the same 404. A read (the dose's
 * supporting file) says so (`reads`), for the gate's audit of reads from outside the child's structure.
 */
export async function visibleDoseOr404(db: Db, caller: Caller, id: number, kinds: readonly VaccineCategory[], reads?: 'vaccinations') {
  const dose = await findDose(db, id, kinds);
  if (!dose) throw vaccinationNotFound();
  const child: VisibleChild = await visibleChildOr404(db, caller, { id: dose.citizen_id }, { notFound: vaccinationNotFound, reads });
  return { dose, child };
}

export { vaccinationNotFound };
