import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { backupDataDir, restoreDataDir } from '../../src/db/backup.js';
import { openDatabase, type Db } from '../../src/db/connection.js';
import { prepareDatabase } from '../../src/db/prepare.js';
import { BACKENDS, createTestDatabase, describeOncePerRun } from '../support/databases.js';

const TABLES = ['citizen', 'parent', 'child_parent', 'app_user', 'audit_log', 'growth_metric', 'allergy'] as const;

async function counts(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => [table, (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]!.n] as const),
  );
  return Object.fromEntries(entries);
}

/** A child's row as the database stores it, every column as text: compared byte for byte. */
async function healthRecord(db: Db, id: number): Promise<string> {
  const { rows } = await sql<{ row: string }>`select row_to_json(c)::text as row from citizen c where id = ${id}`.execute(db);
  return rows[0]!.row;
}

/** What happens after the backup: one child changed, one more audited write. */
async function writeMore(db: Db, id: number): Promise<void> {
  await db.updateTable('citizen').set({ first_name_fr: 'Changé après la sauvegarde' }).where('id', '=', id).execute();
  await db
    .insertInto('audit_log')
    .values({ action: 'update', entity: 'child', entity_id: String(id), citizen_id: id } as never)
    .execute();
}

const firstChild = async (db: Db) => (await db.selectFrom('citizen').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

describeOncePerRun('backup and restore of the embedded database', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'evax-backup-'));
  const dataDir = path.join(folder, 'data');
  const file = path.join(folder, 'evax.tar.gz');
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  test('backed up, written to, restored: the counts and a health record are as at the backup; the former folder is kept aside', async () => {
    let db = openDatabase({ kind: 'pglite', dataDir });
    await prepareDatabase(db, { demoSeed: true });
    const id = await firstChild(db);
    const atBackup = { counts: await counts(db), record: await healthRecord(db, id) };
    await db.destroy();

    expect(await backupDataDir(dataDir, file)).toBeGreaterThan(0);

    db = openDatabase({ kind: 'pglite', dataDir });
    await writeMore(db, id);
    expect(await healthRecord(db, id)).not.toBe(atBackup.record);
    await db.destroy();

    const keptAside = await restoreDataDir(file, dataDir, new Date('2026-11-25T10:00:00Z'));
    expect(keptAside).toBe(`${dataDir}.before-restore-2026-11-25T10-00-00-000Z`);
    expect(fs.existsSync(keptAside!)).toBe(true);

    db = openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await counts(db)).toEqual(atBackup.counts);
      expect(await healthRecord(db, id)).toBe(atBackup.record);
      // The restored database is a working one: the migrations find nothing to do.
      expect(await prepareDatabase(db, { demoSeed: true })).toEqual({ migrations: [], seeds: [] });
    } finally {
      await db.destroy();
    }
  }, 180_000); // two embedded databases prepared and seeded with the demo, a backup and a restore: over a minute on a loaded machine

  test('no database in the folder: the backup says so and writes no file', async () => {
    await expect(backupDataDir(path.join(folder, 'missing'), path.join(folder, 'none.tar.gz'))).rejects.toThrow('no database in');
    expect(fs.existsSync(path.join(folder, 'none.tar.gz'))).toBe(false);
  });
});

const withPgDump = BACKENDS.includes('postgres') && fs.existsSync('/usr/bin/pg_dump') ? describe : describe.skip;

withPgDump("PostgreSQL: the README's pg_dump and pg_restore recipe", () => {
  test('backed up, written to, restored: the counts and a health record are as at the backup', async () => {
    const database = await createTestDatabase('postgres');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'evax-pgdump-')), 'evax.dump');
    try {
      if (database.config.kind !== 'postgres') throw new Error('PostgreSQL expected');
      const url = database.config.url;
      await prepareDatabase(database.db, { demoSeed: true });
      const id = await firstChild(database.db);
      const atBackup = { counts: await counts(database.db), record: await healthRecord(database.db, id) };

      execFileSync('pg_dump', ['--format=custom', '--file', file, url]);
      await writeMore(database.db, id);
      execFileSync('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', url, file]);

      expect(await counts(database.db)).toEqual(atBackup.counts);
      expect(await healthRecord(database.db, id)).toBe(atBackup.record);
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
      await database.drop();
    }
  });
});
