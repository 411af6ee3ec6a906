import fs from 'node:fs';
import { createPglite } from './connection.js';

/**
 * Backup and restore of the embedded database: its whole folder as one gzipped tar file, the
 * format PGlite itself writes and reads. The server must be stopped (PGlite is one process's).
 * PostgreSQL has its own tools: the README's pg_dump and pg_restore recipe.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<number> {
  if (!fs.existsSync(dataDir)) throw new Error(`no database in ${dataDir}`);
  const pglite = createPglite(dataDir);
  try {
    // Dumping before the database is open never settles.
    await pglite.waitReady;
    const dump = await pglite.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    fs.writeFileSync(file, bytes);
    return bytes.length;
  } finally {
    await pglite.close();
  }
}

/**
 * Restores a backup into dataDir. What the folder held is kept beside it, renamed
 * `<dataDir>.before-restore-<time>`, never deleted: a wrong restore can be undone by hand.
 */
export async function restoreDataDir(file: string, dataDir: string, now = new Date()): Promise<string | null> {
  const backup = new Blob([fs.readFileSync(file)]);
  let keptAside: string | null = null;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    keptAside = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(dataDir, keptAside);
  }
  const pglite = createPglite(dataDir, backup);
  try {
    await pglite.waitReady;
  } finally {
    await pglite.close();
  }
  return keptAside;
}
