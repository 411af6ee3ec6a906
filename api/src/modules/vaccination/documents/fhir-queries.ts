import { VACCINATION_STATUS } from '@evax/shared/contract';
import type { Db } from '../../../db/connection.js';

/** At most this many doses in one export (a child's lifetime is a few dozen). */
const MAX_DOSES = 500;

/** A child's given doses, oldest first, with the catalogue's DCI and the product (specialty) when recorded. */
export async function givenDosesForFhir(db: Db, childId: number) {
  const rows = await db
    .selectFrom('vaccination as v')
    .innerJoin('dci', 'dci.id', 'v.dci_id')
    .leftJoin('specialty as s', 's.id', 'v.specialty_id')
    .where('v.citizen_id', '=', childId)
    .where('v.status', '=', VACCINATION_STATUS.done)
    .select([
      'v.id',
      'v.kind',
      'v.vaccination_date',
      'v.dose_number',
      'v.lot_number',
      'dci.id as dci_id',
      'dci.name as dci_name',
      's.commercial_name as product',
    ])
    .orderBy('v.vaccination_date', 'asc')
    .orderBy('v.id', 'asc')
    .limit(MAX_DOSES)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    date: row.vaccination_date,
    doseNumber: row.dose_number,
    lotNumber: row.lot_number,
    dciId: Number(row.dci_id),
    dciName: row.dci_name,
    product: row.product,
  }));
}

export type FhirDose = Awaited<ReturnType<typeof givenDosesForFhir>>[number];
