import type { Transaction } from 'kysely';
import type { Database } from '../../schema.js';
import { doseAge } from '../ages.js';
import { loadRoutineSchedule } from '../source-data.js';
import { DCI_CATALOGUE } from './dci-catalogue.js';

/** The DCI catalogue, then the routine schedule's doses linked to their DCI. */
export async function seedVaccines(trx: Transaction<Database>): Promise<void> {
  const inserted = await trx
    .insertInto('dci')
    .values(
      DCI_CATALOGUE.map((d) => ({
        name: d.name,
        name_ar: d.nameAr,
        vaccine_type: d.vaccineType,
        vaccine_category: d.vaccineCategory,
        age_range: d.ageRange,
        is_active: d.isActive,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const dciIdByName = new Map(inserted.map((d) => [d.name, d.id]));
  const dciIdBySchedule = new Map(DCI_CATALOGUE.filter((d) => d.scheduleCode).map((d) => [d.scheduleCode!, dciIdByName.get(d.name)!]));

  const doses = loadRoutineSchedule().flatMap((entry) => {
    const dciId = dciIdBySchedule.get(entry.code);
    if (dciId === undefined) throw new Error(`routine schedule ${entry.code} has no DCI in the catalogue`);
    let previous = 0;
    return entry.doses.map((dose) => {
      const age = doseAge(dose);
      // The source numbers a few doses by round ("adult-1") or not at all (HPV): they follow the previous one.
      const doseNumber = typeof dose.dose === 'number' ? dose.dose : previous + 1;
      previous = doseNumber;
      return { dci_id: dciId, dose_number: doseNumber, age_code: age.code, age_days: age.days };
    });
  });
  await trx.insertInto('routine_schedule_dose').values(doses).execute();
}
