import fs from 'node:fs';
import path from 'node:path';
import { Migrator } from 'kysely/migration';
import { migrateToLatest, SqlFileMigrationProvider } from '../../src/db/migrations.js';
import { BACKENDS, createTestDatabase, describeOncePerRun } from '../support/databases.js';
import { schemaSnapshot, type SchemaSnapshot } from '../support/schema-snapshot.js';

/**
 * Every release's schema is kept here (releases/<release>.json: its last migration and its schema
 * on PGlite). Migrations are forward-only: a released one never changes (its schema still comes out
 * the same), and a database at any release's schema migrates to today's. At a release, add its dump:
 *   EVAX_RECORD_RELEASE=<name> pnpm --filter @evax/api exec jest test/db/releases.test.ts
 */
interface Release {
  release: string;
  lastMigration: string;
  schema: SchemaSnapshot;
}

const FOLDER = path.join(__dirname, 'releases');
const releases = (): Release[] =>
  fs
    .readdirSync(FOLDER)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(FOLDER, file), 'utf8')) as Release);

async function migratedTo(backend: (typeof BACKENDS)[number], lastMigration: string | null) {
  const database = await createTestDatabase(backend);
  if (lastMigration === null) await migrateToLatest(database.db);
  else {
    const { error } = await new Migrator({ db: database.db, provider: new SqlFileMigrationProvider() }).migrateTo(lastMigration);
    if (error) throw error;
  }
  return database;
}

const recording = process.env.EVAX_RECORD_RELEASE;

if (recording)
  describe('recording a release', () => {
    test(`writes releases/${recording}.json`, async () => {
      const files = await new SqlFileMigrationProvider().getMigrations();
      // EVAX_RECORD_MIGRATION: a release recorded after the fact, at its last migration.
      const lastMigration = process.env.EVAX_RECORD_MIGRATION ?? Object.keys(files).sort().at(-1)!;
      const database = await migratedTo('pglite', lastMigration);
      try {
        const release: Release = { release: recording!, lastMigration, schema: await schemaSnapshot(database.db) };
        fs.writeFileSync(path.join(FOLDER, `${recording}.json`), `${JSON.stringify(release, null, 2)}\n`);
      } finally {
        await database.drop();
      }
    });
  });

describeOncePerRun('released schemas', () => {
  test('at least one release is kept', () => expect(releases().length).toBeGreaterThan(0));

  test.each(releases().map((r) => [r.release, r] as const))(
    '%s: its migrations still give its schema (released migrations never change)',
    async (_, release) => {
      const database = await migratedTo('pglite', release.lastMigration);
      try {
        expect(await schemaSnapshot(database.db)).toEqual(release.schema);
      } finally {
        await database.drop();
      }
    },
  );
});

describe.each(BACKENDS)('from every release to today on %s', (backend) => {
  let today: SchemaSnapshot;
  beforeAll(async () => {
    const database = await migratedTo(backend, null);
    today = await schemaSnapshot(database.db);
    await database.drop();
  });

  test.each(releases().map((r) => [r.release, r] as const))('%s migrates to the same schema as a new database', async (_, release) => {
    const database = await migratedTo(backend, release.lastMigration);
    try {
      await migrateToLatest(database.db);
      expect(await schemaSnapshot(database.db)).toEqual(today);
    } finally {
      await database.drop();
    }
  });
});
