import { sql, type Transaction } from 'kysely';
import type { Database } from '../../schema.js';
import { DCI_CATALOGUE } from './dci-catalogue.js';
import { PRESENTATION_AR } from './specialties.js';

/**
 * The Arabic of the seeded catalogue for a database seeded before it had any (migration 0023):
 * a DCI's Arabic name matched on its French name whatever the case, a presentation's Arabic on
 * its French wording. Only rows still without Arabic are filled, so an administrator's own
 * Arabic stays, and an Arabic name another DCI already holds is skipped (it is unique).
 */
export async function seedCatalogueArabic(trx: Transaction<Database>): Promise<void> {
  const taken = new Set((await trx.selectFrom('dci').select('name_ar').where('name_ar', 'is not', null).execute()).map((d) => d.name_ar));
  for (const dci of DCI_CATALOGUE) {
    if (taken.has(dci.nameAr)) continue;
    await trx
      .updateTable('dci')
      .set({ name_ar: dci.nameAr })
      .where(sql<boolean>`lower(name) = lower(${dci.name})`)
      .where('name_ar', 'is', null)
      .execute();
  }
  for (const [label, labelAr] of Object.entries(PRESENTATION_AR)) {
    await trx.updateTable('specialty').set({ label_ar: labelAr }).where('label', '=', label).where('label_ar', 'is', null).execute();
  }
}
