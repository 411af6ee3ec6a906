import type { Db } from './connection.js';
import { migrateToLatest } from './migrations.js';
import { runSeeds, type SeedName } from './seed/index.js';

export interface PreparedDatabase {
  /** Migrations applied now (none on a database already up to date). */
  migrations: string[];
  /** Seeds run now (none after the first start). */
  seeds: SeedName[];
}

/** Migrates to the latest schema, then runs the seeds not run yet. Safe to call on every start. */
export async function prepareDatabase(db: Db, { demoSeed, demoVolume = false }: { demoSeed: boolean; demoVolume?: boolean }): Promise<PreparedDatabase> {
  const migrations = (await migrateToLatest(db)).map((r) => r.migrationName);
  const seeds = await runSeeds(db, { demo: demoSeed, volume: demoSeed && demoVolume });
  return { migrations, seeds };
}
