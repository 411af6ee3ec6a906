import type { Transaction } from 'kysely';
import type { Database } from '../../schema.js';
import { CATALOGUE_VALIDITY_DAYS } from './dci-catalogue.js';

/**
 * The validity of the seeded vaccines (migration 0050), by the DCI's name; one an administrator
 * has set already is kept. A seed of its own so that a database seeded before 0050 gets them.
 */
export async function seedCatalogueValidity(trx: Transaction<Database>): Promise<void> {
  for (const [name, days] of Object.entries(CATALOGUE_VALIDITY_DAYS))
    await trx.updateTable('dci').set({ validity_days: days }).where('name', '=', name).where('validity_days', 'is', null).execute();
}
