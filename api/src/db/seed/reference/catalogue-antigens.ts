import type { Transaction } from 'kysely';
import type { Database } from '../../schema.js';
import { CATALOGUE_ANTIGENS } from './dci-catalogue.js';

/**
 * The antigens of the catalogue's vaccines outside the schedule (migration 0034), by the seeded
 * DCI's name. A seed of its own so that a database seeded before 0034 gets them at its next start.
 */
export async function seedCatalogueAntigens(trx: Transaction<Database>): Promise<void> {
  for (const [name, antigens] of Object.entries(CATALOGUE_ANTIGENS)) await trx.updateTable('dci').set({ antigens }).where('name', '=', name).execute();
}
