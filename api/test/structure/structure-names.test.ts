import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, migrateToLatest } from '../../src/db/migrations.js';
import { runSeeds } from '../../src/db/seed/index.js';
import { ofPlaceFr } from '../../src/db/seed/reference/french-place.js';
import { seedGeography } from '../../src/db/seed/reference/geography.js';
import { seedStructures } from '../../src/db/seed/reference/structures.js';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../support/databases.js';

/** "de" before a vowel, or before an article French contracts ("de Le Kef", "de L'Ariana"). */
const ELISION_MISSED = /\bde (?:[AEIOUYÀÂÉÈÊÎÔaeiouyàâéèêîô]|L'|Le |Les )/;

async function frenchNames(database: TestDatabase): Promise<string[]> {
  const structures = await database.db.selectFrom('structure').select('name_fr').execute();
  const groups = await database.db.selectFrom('structure_group').select('name_fr').execute();
  return [...structures, ...groups].map((row) => row.name_fr);
}

describe('"of <place>" in French', () => {
  it.each([
    ['Tunis', 'de Tunis'],
    ["L'Ariana", "de l'Ariana"],
    ['Le Kef', 'du Kef'],
    ['La Manouba', 'de La Manouba'],
    ['Ariana Ville', "d'Ariana Ville"],
    ['El Mourouj', "d'El Mourouj"],
    ['Oued Ellil', "d'Oued Ellil"],
    ['Béja', 'de Béja'],
    ['Hammamet', 'de Hammamet'],
  ])('%s: %s', (name, said) => expect(ofPlaceFr(name)).toBe(said));
});

describe.each(BACKENDS)('seeded structure names on %s', (backend) => {
  test('no structure or group name says "de" where French elides or contracts it', async () => {
    const database = await createTestDatabase(backend);
    try {
      await migrateToLatest(database.db);
      await runSeeds(database.db, { demo: false });
      const names = await frenchNames(database);
      expect(names).toEqual(
        expect.arrayContaining([
          "Direction régionale de la santé de l'Ariana",
          'Direction régionale de la santé du Kef',
          "Circonscription sanitaire d'Ariana Ville",
        ]),
      );
      expect(names.filter((name) => ELISION_MISSED.test(name))).toEqual([]);
    } finally {
      await database.drop();
    }
  });

  test('migration 0022 corrects a database seeded with the old names, and leaves the others', async () => {
    const database = await createTestDatabase(backend);
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'evax-migrations-'));
    try {
      for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f < '0022')) fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before, file));
      await migrateToLatest(database.db, before);
      // Only the places and structures: today's catalogue seed writes columns later migrations add.
      await database.db.transaction().execute(async (trx) => {
        await seedGeography(trx);
        await seedStructures(trx);
      });
      // The names the seed wrote before the fix.
      const oldNames: Record<string, string> = {
        'DRS-12': "Direction régionale de la santé de L'Ariana",
        'DRS-33': 'Direction régionale de la santé de Le Kef',
      };
      for (const [code, name] of Object.entries(oldNames)) await database.db.updateTable('structure').set({ name_fr: name }).where('code', '=', code).execute();
      await database.db.updateTable('structure_group').set({ name_fr: 'Circonscription sanitaire de Ariana Ville' }).where('code', '=', 'CIRC-12-1').execute();
      await database.db.updateTable('structure_group').set({ name_fr: 'Groupe de Ouled Haffouz' }).where('code', '=', 'NAT').execute();

      await migrateToLatest(database.db);

      const structure = (code: string) => database.db.selectFrom('structure').select('name_fr').where('code', '=', code).executeTakeFirstOrThrow();
      const group = (code: string) => database.db.selectFrom('structure_group').select('name_fr').where('code', '=', code).executeTakeFirstOrThrow();
      expect(await structure('DRS-12')).toEqual({ name_fr: "Direction régionale de la santé de l'Ariana" });
      expect(await structure('DRS-33')).toEqual({ name_fr: 'Direction régionale de la santé du Kef' });
      expect(await group('CIRC-12-1')).toEqual({ name_fr: "Circonscription sanitaire d'Ariana Ville" });
      // Not a seeded directorate or district: as it was.
      expect(await group('NAT')).toEqual({ name_fr: 'Groupe de Ouled Haffouz' });
    } finally {
      fs.rmSync(before, { recursive: true, force: true });
      await database.drop();
    }
  });
});
