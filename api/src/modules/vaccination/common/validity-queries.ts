import { VACCINATION_STATUS } from '@evax/shared/contract';
import type { Db } from '../../../db/connection.js';

/** A dose recorded that a new one must not count against itself: an edited vaccination or travel record. */
export type EditedDose = { vaccination: number } | { international: number };

/**
 * The DCIs among `dciIds` that have a validity (migration 0050), each with the dates of the child's
 * doses of it given so far: vaccinations done (every kind) and travel records' vaccines, but the
 * one edited. Read through vaccination (citizen_id, kind, status) and international_vaccination
 * (citizen_id, dispensation_date): a child's own rows.
 */
export async function dosesUnderValidity(db: Db, childId: number, dciIds: number[], edited?: EditedDose) {
  const ids = [...new Set(dciIds)];
  if (ids.length === 0) return new Map<number, { validityDays: number; dates: string[] }>();
  const dcis = await db.selectFrom('dci').where('id', 'in', ids).where('validity_days', 'is not', null).select(['id', 'validity_days']).execute();
  if (dcis.length === 0) return new Map();
  const withValidity = dcis.map((d) => d.id);
  let given = db
    .selectFrom('vaccination')
    .where('citizen_id', '=', childId)
    .where('status', '=', VACCINATION_STATUS.done)
    .where('dci_id', 'in', withValidity)
    .select(['dci_id', 'vaccination_date as date']);
  if (edited && 'vaccination' in edited) given = given.where('id', '<>', edited.vaccination);
  let travel = db
    .selectFrom('international_vaccination')
    .where('citizen_id', '=', childId)
    .where('dci_id', 'in', withValidity)
    .select(['dci_id', 'dispensation_date as date']);
  if (edited && 'international' in edited) travel = travel.where('id', '<>', edited.international);
  const rows = [...(await given.execute()), ...(await travel.execute())];
  return new Map(dcis.map((d) => [d.id, { validityDays: d.validity_days!, dates: rows.filter((r) => r.dci_id === d.id).map((r) => r.date) }]));
}
