import { VACCINATION_STATUS, type MapiVaccinationChoice, type VaccineCategory } from '@evax/shared/contract';
import type { Db } from '../../../db/connection.js';

/**
 * A child's given (done) vaccinations, newest first, as other areas name them (the MAPI report's
 * suspected vaccinations); `ids` narrows them to those vaccinations.
 */
export async function givenVaccinationsOf(db: Db, childId: number, filter: { kind?: VaccineCategory; ids?: number[] } = {}): Promise<MapiVaccinationChoice[]> {
  if (filter.ids?.length === 0) return [];
  let query = db
    .selectFrom('vaccination as v')
    .innerJoin('dci', 'dci.id', 'v.dci_id')
    .where('v.citizen_id', '=', childId)
    .where('v.status', '=', VACCINATION_STATUS.done)
    .select(['v.id', 'v.kind', 'v.vaccination_date', 'v.dose_number', 'v.lot_number', 'dci.name', 'dci.name_ar']);
  if (filter.kind) query = query.where('v.kind', '=', filter.kind);
  if (filter.ids) query = query.where('v.id', 'in', filter.ids);
  const rows = await query.orderBy('v.vaccination_date', 'desc').orderBy('v.id', 'desc').limit(500).execute();
  return rows.map(toVaccinationChoice);
}

/** A given vaccination's row (with its DCI's names) as other areas name it. */
export function toVaccinationChoice(row: {
  id: number | string;
  kind: VaccineCategory;
  vaccination_date: string;
  dose_number: number | null;
  lot_number: string | null;
  name: string;
  name_ar: string | null;
}): MapiVaccinationChoice {
  return {
    id: Number(row.id),
    kind: row.kind,
    date: row.vaccination_date,
    dciName: row.name,
    dciNameAr: row.name_ar ?? row.name,
    doseNumber: row.dose_number,
    lotNumber: row.lot_number,
  };
}
