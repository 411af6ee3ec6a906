import { sql } from 'kysely';
import { OPTION_LIST_CODES, PCT_CODE_PATTERN, apiPath, API_PATHS } from '@evax/shared/contract';
import { isArabicOnlyText, isArabicText, isFrenchText, isOptionListCode, normalizeText, optionListProblems } from '@evax/shared/validation';
import { migrateToLatest } from '../../src/db/migrations.js';
import { REFERENCE_SEEDS, SEEDS, runSeeds } from '../../src/db/seed/index.js';
import { DCI_CATALOGUE } from '../../src/db/seed/reference/dci-catalogue.js';
import { OPTION_LISTS } from '../../src/db/seed/reference/option-lists.js';
import { demoPctCode, SPECIALTY_CATALOGUE } from '../../src/db/seed/reference/specialties.js';
import { routePath } from '../../src/http/routes.js';
import { BACKENDS, createTestDatabase } from '../support/databases.js';

describe('the text rules the forms and the API share (spec 3 §5)', () => {
  test('Arabic text: Arabic letters, with digits and punctuation; no Latin letter', () => {
    for (const ok of ['نعم', 'خديج - أقل من 28 أسبوعا', 'تنفسية (حبوب اللقاح، العث)', 'الصنف الثالث - عضة', 'مُلَقَّح', '٣ جرعات'])
      expect([ok, isArabicText(ok)]).toEqual([ok, true]);
    for (const bad of ['Oui', 'نعم yes', '123', '- .', '', 'نعم <b>', 'Ναι']) expect([bad, isArabicText(bad)]).toEqual([bad, false]);
  });

  test('Arabic-only text: no digits either', () => {
    expect(isArabicOnlyText('الذراع الأيسر')).toBe(true);
    expect(isArabicOnlyText('خديج 28')).toBe(false);
    expect(isArabicOnlyText('خديج ٢٨')).toBe(false);
    expect(isArabicOnlyText('نعم.')).toBe(false);
  });

  test("French text: Latin letters (accents, ligatures), digits, spaces and - _ ' ’ . / , ( ); no Arabic", () => {
    for (const ok of [
      'Oui',
      'Prématuré - moins de 28 semaines',
      "Protéines de l'œuf",
      'L’enfant',
      'Voie locale (infiltration)',
      'Catégorie III, plaie',
      'A/B_c.d',
      'Naïve',
    ]) {
      expect([ok, isFrenchText(ok)]).toEqual([ok, true]);
    }
    for (const bad of ['نعم', 'Oui نعم', '42', 'a < b', 'x;y', 'Oui!', '', 'Да']) expect([bad, isFrenchText(bad)]).toEqual([bad, false]);
  });

  test('option list codes and normalised text', () => {
    expect(isOptionListCode('BIRTH_TYPE')).toBe(true);
    for (const bad of ['birth_type', 'B', '1ABC', 'BIRTH-TYPE', `A${'B'.repeat(50)}`]) expect(isOptionListCode(bad)).toBe(false);
    expect(normalizeText('  Bras \t  gauche \n')).toBe('Bras gauche');
  });

  test('optionListProblems: scripts, blanks, lengths, duplicates (defaults included, any case), 1 to 100 options, one active choice', () => {
    const yes = { valueFr: 'Oui', valueAr: 'نعم' };
    expect(optionListProblems({ nameFr: 'Réponse', nameAr: 'جواب', addedOptionSet: [yes] })).toEqual({});
    expect(optionListProblems({ nameFr: 'جواب', nameAr: 'Réponse', addedOptionSet: [{ valueFr: ' ', valueAr: 'x'.repeat(201) }] })).toEqual({
      nameFr: 'invalid',
      nameAr: 'invalid',
      'addedOptionSet.0.valueFr': 'blank',
      'addedOptionSet.0.valueAr': 'too_long',
    });
    expect(optionListProblems({ addedOptionSet: [yes, { valueFr: ' OUI ', valueAr: 'أجل' }, { valueFr: 'Si', valueAr: 'نعم' }] })).toEqual({
      'addedOptionSet.1.valueFr': 'unique',
      'addedOptionSet.2.valueAr': 'unique',
    });
    expect(optionListProblems({ addedOptionSet: [{ valueFr: 'chien', valueAr: 'ذئب' }] }, [{ valueFr: 'Chien', valueAr: 'كلب' }])).toEqual({
      'addedOptionSet.0.valueFr': 'unique',
    });
    expect(optionListProblems({ addedOptionSet: [] })).toEqual({ addedOptionSet: 'too_short' });
    expect(optionListProblems({ addedOptionSet: [] }, [{ valueFr: 'Chien', valueAr: 'كلب' }])).toEqual({});
    const many = Array.from({ length: 101 }, (_, i) => ({ valueFr: `Choix ${i}`, valueAr: `خيار ${i}` }));
    expect(optionListProblems({ addedOptionSet: many })).toEqual({ addedOptionSet: 'too_long' });
    expect(optionListProblems({ addedOptionSet: many.slice(0, 100) })).toEqual({});
    expect(optionListProblems({ addedOptionSet: [{ ...yes, active: false }] })).toEqual({ addedOptionSet: 'invalid' });
    expect(optionListProblems({ addedOptionSet: [{ ...yes, active: false }] }, [{ valueFr: 'Non', valueAr: 'لا' }])).toEqual({});
  });

  test('API paths: placeholders filled and encoded, and declared to Fastify as parameters', () => {
    expect(apiPath(API_PATHS.dciOne, { id: 12 })).toBe('/api/ALL_DCI/12');
    expect(apiPath(API_PATHS.optionListChoices, { code: 'A B' })).toBe('/api/lists/by-code/A%20B/options');
    // @ts-expect-error the missing id (a compile error since apiPath reads the path's placeholders) is what is checked
    expect(() => apiPath(API_PATHS.dciOne, {})).toThrow('{id}');
    expect(routePath(API_PATHS.dciSpecialties)).toBe('/api/dci-speciality/:id');
  });
});

describe('the reference seed data', () => {
  test('every option list: a code, French and Arabic names and values that pass the forms’ rules, no value twice', () => {
    expect(new Set(OPTION_LISTS.map((l) => l.code)).size).toBe(OPTION_LISTS.length);
    expect(OPTION_LISTS.map((l) => l.code).sort()).toEqual(Object.values(OPTION_LIST_CODES).sort());
    for (const list of OPTION_LISTS) {
      expect([list.code, optionListProblems({ nameFr: list.nameFr, nameAr: list.nameAr, addedOptionSet: list.options })]).toEqual([list.code, {}]);
      expect(isOptionListCode(list.code)).toBe(true);
      expect(new Set(list.options.map((o) => o.code)).size).toBe(list.options.length);
    }
    const birth = OPTION_LISTS.find((l) => l.code === OPTION_LIST_CODES.birthType)!;
    expect(birth.options.map((o) => o.code)).toEqual(['TERM', 'PREMATURE_LT28', 'PREMATURE_28_32', 'PREMATURE_32_37', 'POST_TERM']);
  });

  test('every specialty names a DCI of the catalogue; the demo PCT codes are valid and unique', () => {
    const names = new Set(DCI_CATALOGUE.map((d) => d.name));
    expect(SPECIALTY_CATALOGUE.filter((s) => !names.has(s.dci))).toEqual([]);
    expect(SPECIALTY_CATALOGUE.length).toBeGreaterThanOrEqual(40);
    for (const product of [
      'Euvax B 10 µg',
      'Engerix B 10 µg',
      'Pentaxim',
      'Hexaxim',
      'Infanrix hexa',
      'Prevenar 13',
      'Synflorix',
      'Rotarix',
      'Priorix',
      'M-M-RVAXPRO',
      'Gardasil 9',
      'BCG SSI',
      'Imovax Polio',
      'Tetravac',
      'Verorab',
      'Rabipur',
      'Vaxigrip Tetra',
      'Typhim Vi',
      'Stamaril',
    ]) {
      expect(SPECIALTY_CATALOGUE.map((s) => s.commercialName)).toContain(product);
    }
    const codes = SPECIALTY_CATALOGUE.map((_, index) => demoPctCode(index));
    expect(codes.filter((code) => !PCT_CODE_PATTERN.test(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe.each(BACKENDS)('the specialties-and-lists seed on %s', (backend) => {
  test('a database seeded before it gets the new catalogue DCIs, the specialties and the lists at its next start; a second run does nothing', async () => {
    const database = await createTestDatabase(backend);
    try {
      await migrateToLatest(database.db);
      // A database of the previous version: the reference seed ran when the catalogue lacked PCV13.
      await database.db.transaction().execute(async (trx) => {
        await trx.insertInto('seed_run').values({ name: 'reference' }).execute();
        await SEEDS.reference(trx);
        await trx.deleteFrom('dci').where('name', '=', 'Vaccin pneumococcique conjugué 13-valent (VPC13)').execute();
      });
      expect(await runSeeds(database.db, { demo: false })).toEqual(REFERENCE_SEEDS.slice(1));
      const count = async (table: string) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n;
      expect(await count('dci')).toBe(DCI_CATALOGUE.length);
      expect(await count('specialty')).toBe(SPECIALTY_CATALOGUE.length);
      expect(await count('option_list')).toBe(OPTION_LISTS.length);
      expect(await count('option_list_item')).toBe(OPTION_LISTS.reduce((n, l) => n + l.options.length, 0));
      const prevenar = await database.db
        .selectFrom('specialty as s')
        .innerJoin('dci as d', 'd.id', 's.dci_id')
        .select(['d.name', 's.pct_code', 's.manufacturer'])
        .where('s.commercial_name', '=', 'Prevenar 13')
        .executeTakeFirstOrThrow();
      expect(prevenar).toEqual({
        name: 'Vaccin pneumococcique conjugué 13-valent (VPC13)',
        pct_code: expect.stringMatching(/^990\d{4}$/),
        manufacturer: 'Pfizer',
      });
      expect(await runSeeds(database.db, { demo: false })).toEqual([]);
      expect(await count('specialty')).toBe(SPECIALTY_CATALOGUE.length);
    } finally {
      await database.drop();
    }
  });
});
