import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider, type MigrationResult } from 'kysely/migration';
import type { Db } from './connection.js';
import { splitSqlStatements } from './split-sql.js';

/** The plain .sql migration files; the build copies them next to the compiled code. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Each `NNNN_name.sql` file is one migration, run statement by statement in one transaction. */
export class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: string = MIGRATIONS_DIR) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(this.folder)).filter((f) => f.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const script = await fs.readFile(path.join(this.folder, file), 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
        async up(db) {
          for (const statement of splitSqlStatements(script)) await sql.raw(statement).execute(db);
        },
      };
    }
    return migrations;
  }
}

/** Brings the schema to the latest migration; throws (with the failing migration's name) on error. */
export async function migrateToLatest(db: Db, folder?: string): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider(folder) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return results;
}
