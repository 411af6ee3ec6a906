import type { Transaction } from 'kysely';
import type { Db } from '../connection.js';
import type { Database } from '../schema.js';
import { seedDemoChildren } from './demo/children.js';
import { seedDemoParents } from './demo/parents.js';
import { seedDemoUsers } from './demo/users.js';
import { seedDemoVolume } from './demo/volume.js';
import { seedAuditLogPermission, seedCampaignPermissions, seedCertificatePermissions } from './reference/admin-role-grants.js';
import { seedCatalogueAntigens } from './reference/catalogue-antigens.js';
import { seedCatalogueArabic } from './reference/catalogue-arabic.js';
import { seedCatalogueValidity } from './reference/catalogue-validity.js';
import { seedGeography } from './reference/geography.js';
import { seedOptionLists } from './reference/option-lists.js';
import { seedRoles } from './reference/roles.js';
import { seedRoutineDoseRules } from './reference/routine-dose-rules.js';
import { seedSpecialties } from './reference/specialties.js';
import { seedStructures } from './reference/structures.js';
import { seedVaccines } from './reference/vaccines.js';

export const SEEDS = {
  /** Governorates, delegations, structures, roles, the DCI catalogue and the routine schedule: always. */
  reference: async (trx: Transaction<Database>) => {
    await seedGeography(trx);
    await seedStructures(trx);
    await seedRoles(trx);
    await seedVaccines(trx);
  },
  /**
   * The specialties and the option lists: always, in a seed of their own so that a database
   * seeded before they existed gets them at its next start.
   */
  'specialties-and-lists': async (trx: Transaction<Database>) => {
    await seedSpecialties(trx);
    await seedOptionLists(trx);
  },
  /** The Arabic of the seeded DCIs and presentations, for a database seeded before they had it (a no-op on a new one). */
  'catalogue-arabic': seedCatalogueArabic,
  /** The routine schedule's dose rules (migration 0027), on a new database and on one seeded before. */
  'routine-dose-rules': seedRoutineDoseRules,
  /** The antigens of the occasional, seasonal and international vaccines (migration 0034), new database or not. */
  'catalogue-antigens': seedCatalogueAntigens,
  /** The seasonal campaigns' permissions for the ADMIN role of a database seeded before the campaigns (a no-op on a new one). */
  'campaign-permissions': seedCampaignPermissions,
  /** The audit log viewer's permission for the ADMIN role of a database seeded before it (a no-op on a new one). */
  'audit-log-permission': seedAuditLogPermission,
  /** The vaccination certificate's permissions for the seeded health agent and vaccinator roles (a no-op on a new database). */
  'certificate-permissions': seedCertificatePermissions,
  /** How long the seeded vaccines protect (migration 0050), new database or not. */
  'catalogue-validity': seedCatalogueValidity,
  /** Demo accounts (known password), children and their vaccinations: never on a production database. */
  demo: async (trx: Transaction<Database>) => {
    await seedDemoUsers(trx);
    await seedDemoChildren(trx);
    await seedDemoParents(trx);
  },
  /** After the demo seed, on a started portal: families that give the demo centres a real centre's lists. */
  'demo-volume': (trx: Transaction<Database>) => seedDemoVolume(trx),
} as const;

export type SeedName = keyof typeof SEEDS;

/**
 * Runs a seed once per database: its name goes into seed_run in the same transaction as its
 * rows, so a restart (or a second instance starting at the same time) never runs it again.
 * Resolves to whether it ran now.
 */
async function runOnce(db: Db, name: SeedName): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_run')
      .values({ name })
      .onConflict((oc) => oc.doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;
    await SEEDS[name](trx);
    return true;
  });
}

/** The seeds every database gets, in order. */
export const REFERENCE_SEEDS = [
  'reference',
  'specialties-and-lists',
  'catalogue-arabic',
  'routine-dose-rules',
  'catalogue-antigens',
  'campaign-permissions',
  'catalogue-validity',
  'audit-log-permission',
  'certificate-permissions',
] as const satisfies readonly SeedName[];

/** The reference seeds, then the demo seed (and its volume) when asked; resolves to the names of the seeds run now. */
export async function runSeeds(db: Db, { demo, volume = false }: { demo: boolean; volume?: boolean }): Promise<SeedName[]> {
  const ran: SeedName[] = [];
  for (const name of REFERENCE_SEEDS) if (await runOnce(db, name)) ran.push(name);
  if (demo && (await runOnce(db, 'demo'))) ran.push('demo');
  if (demo && volume && (await runOnce(db, 'demo-volume'))) ran.push('demo-volume');
  return ran;
}
