/**
 * Backs up the embedded database (EVAX_DATA_DIR, as for the server) to one file, the server stopped:
 *   node api/dist/cli/backup.js <file.tar.gz>      (pnpm backup <file>)
 * On PostgreSQL use pg_dump (the README's recipe).
 */
import { loadConfig } from '../config.js';
import { backupDataDir } from '../db/backup.js';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node api/dist/cli/backup.js <file.tar.gz>');
    process.exit(2);
  }
  const { database } = loadConfig();
  if (database.kind !== 'pglite' || !database.dataDir) {
    console.error('DATABASE_URL names a PostgreSQL server: back it up with pg_dump (README, "Backups")');
    process.exit(2);
  }
  const bytes = await backupDataDir(database.dataDir, file);
  console.log(`${database.dataDir} backed up to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
