/**
 * Restores the embedded database (EVAX_DATA_DIR) from a backup, the server stopped:
 *   node api/dist/cli/restore.js <file.tar.gz>     (pnpm restore <file>)
 * The folder's former content is kept beside it. On PostgreSQL use pg_restore (the README's recipe).
 */
import { loadConfig } from '../config.js';
import { restoreDataDir } from '../db/backup.js';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node api/dist/cli/restore.js <file.tar.gz>');
    process.exit(2);
  }
  const { database } = loadConfig();
  if (database.kind !== 'pglite' || !database.dataDir) {
    console.error('DATABASE_URL names a PostgreSQL server: restore it with pg_restore (README, "Backups")');
    process.exit(2);
  }
  const keptAside = await restoreDataDir(file, database.dataDir);
  console.log(`${database.dataDir} restored from ${file}${keptAside ? `; its former content is in ${keptAside}` : ''}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
