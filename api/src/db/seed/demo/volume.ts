import type { Insertable, Transaction } from 'kysely';
import type { BirthType, Gender } from '@evax/shared/contract';
import type { CitizenTable, Database, ParentTable } from '../../schema.js';
import { insertRows } from '../insert.js';
import { SeededRandom } from '../random.js';
import { healthCentreCode } from '../reference/structures.js';
import { DAY_MS, evaxNumbers, isoDate, MAX_AGE_DAYS, routineSchedule, vaccinatedWithTrail } from './children.js';
import { BOY_NAMES, FAMILY_NAMES, GIRL_NAMES, type Name } from './names.js';

/**
 * Families added to each demo centre on a started portal, so that its lists look like a real
 * centre's (a few hundred children, pages of them); the tests' databases leave them out.
 */
const FAMILIES_AT = [
  { code: healthCentreCode('11', 1), count: 160 }, // agent's centre
  { code: healthCentreCode('11', 2), count: 70 }, // agent2's default centre
  { code: healthCentreCode('12', 1), count: 40 }, // agent2's other centre
];
/** How many children a family brings (1 to 3), by weight. */
const FAMILY_SIZES = [1, 1, 1, 2, 2, 3] as const;
/** The WHO's share of preterm births in the region, about one in ten, across the three bands. */
const PREMATURE: { type: BirthType; share: number; weeks: number }[] = [
  { type: 'premature_lt_28', share: 0.005, weeks: 26 },
  { type: 'premature_28_32', share: 0.015, weeks: 30 },
  { type: 'premature_32_36', share: 0.07, weeks: 34 },
];
/** Families of another nationality (neighbouring countries and Europe), their children with a passport. */
const FOREIGN_SHARE = 0.04;
const FOREIGN_NATIONALITIES = ['DZ', 'LY', 'FR', 'IT', 'MA'] as const;

function birthTypeOf(random: SeededRandom): { type: BirthType; weeks: number } {
  let draw = random.next();
  for (const band of PREMATURE) {
    if (draw < band.share) return band;
    draw -= band.share;
  }
  return { type: 'normal', weeks: 39 };
}

/** Birth measures that fit the gestation (a term baby about 3.3 kg, 50 cm, 34.5 cm of head). */
function birthMeasures(random: SeededRandom, weeks: number) {
  const term = weeks / 39;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    birth_weight_kg: round(3.3 * term ** 3 * (0.85 + random.next() * 0.3)),
    birth_height_cm: round(50 * term * (0.95 + random.next() * 0.1)),
    birth_head_circumference_cm: round(34.5 * term * (0.96 + random.next() * 0.08)),
  };
}

/** Phones and identity card numbers in ranges of their own (the first demo parents' are 2x and 1x millions). */
const phoneOf = (base: number, serial: number) => {
  const local = String(base + serial * 13);
  return `+216 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5, 8)}`;
};

/**
 * A few hundred more children at the demo centres: families of one to three siblings sharing
 * their mother (and, for half of them, their father), about one birth in ten premature with the
 * measures that go with it, a few foreign families, the routine doses their age calls for.
 */
export async function seedDemoVolume(trx: Transaction<Database>, now = Date.now()): Promise<void> {
  const random = new SeededRandom(3107);
  const schedule = await routineSchedule(trx);
  const centres = await trx
    .selectFrom('structure')
    .select(['id', 'code', 'governorate_id', 'delegation_id'])
    .where(
      'code',
      'in',
      FAMILIES_AT.map((f) => f.code),
    )
    .execute();
  const taken = new Set((await trx.selectFrom('citizen').select('evax_number').execute()).map((row) => row.evax_number));

  const children: Insertable<CitizenTable>[] = [];
  const parents: Insertable<ParentTable>[] = [];
  /** For each child (by index), the indexes of its parents in `parents` and their roles. */
  const links: { child: number; parent: number; role: 'mother' | 'father' }[] = [];
  for (const [centreIndex, { code, count }] of FAMILIES_AT.entries()) {
    const centre = centres.find((c) => c.code === code)!;
    for (let family = 0; family < count; family += 1) {
      const foreign = random.chance(FOREIGN_SHARE) ? random.pick(FOREIGN_NATIONALITIES) : null;
      const [lastFr, lastAr] = random.pick(FAMILY_NAMES);
      const [motherFr, motherAr] = random.pick(GIRL_NAMES);
      const [motherLastFr, motherLastAr] = random.pick(FAMILY_NAMES);
      const [fatherFr, fatherAr] = random.pick(BOY_NAMES);
      const serial = centreIndex * 1_000 + family + 1;
      const paper = (base: number) =>
        foreign
          ? { nationality: foreign, passport_number: `${foreign}${base + serial}`, national_id: null }
          : { nationality: 'TN', passport_number: null, national_id: String(base + serial) };
      const mother =
        parents.push({
          first_name_fr: motherFr,
          last_name_fr: motherLastFr,
          first_name_ar: motherAr,
          last_name_ar: motherLastAr,
          gender: 'female',
          phone: phoneOf(90_000_000, serial),
          structure_id: centre.id,
          ...paper(40_000_000),
        }) - 1;
      const father = random.chance(0.5)
        ? parents.push({
            first_name_fr: fatherFr,
            last_name_fr: lastFr,
            first_name_ar: fatherAr,
            last_name_ar: lastAr,
            gender: 'male',
            phone: phoneOf(70_000_000, serial),
            structure_id: centre.id,
            ...paper(60_000_000),
          }) - 1
        : null;

      // Siblings two to three years apart, the youngest born within the last six years.
      let birth = now - random.int(0, MAX_AGE_DAYS) * DAY_MS;
      for (let sibling = 0; sibling < random.pick(FAMILY_SIZES); sibling += 1) {
        if (sibling > 0) birth -= random.int(700, 1100) * DAY_MS;
        if (now - birth > MAX_AGE_DAYS * DAY_MS) break;
        const gender: Gender = random.chance(0.5) ? 'male' : 'female';
        const [firstFr, firstAr]: Name = random.pick(gender === 'male' ? BOY_NAMES : GIRL_NAMES);
        const { type, weeks } = birthTypeOf(random);
        const bornHere = !foreign || random.chance(0.5);
        links.push({ child: children.length, parent: mother, role: 'mother' });
        if (father !== null) links.push({ child: children.length, parent: father, role: 'father' });
        children.push({
          evax_number: '',
          first_name_fr: firstFr,
          last_name_fr: lastFr,
          first_name_ar: firstAr,
          last_name_ar: lastAr,
          birth_date: isoDate(birth),
          gender,
          father_first_name_fr: fatherFr,
          father_first_name_ar: fatherAr,
          mother_first_name_fr: motherFr,
          mother_last_name_fr: motherLastFr,
          mother_first_name_ar: motherAr,
          mother_last_name_ar: motherLastAr,
          birth_governorate_id: bornHere ? centre.governorate_id : null,
          birth_delegation_id: bornHere ? centre.delegation_id : null,
          birth_type: type,
          ...birthMeasures(random, weeks),
          born_in_tunisia: bornHere,
          nationality: foreign ?? 'TN',
          passport_number: foreign ? `${foreign}${String(900_000 + children.length * 41).padStart(7, '0')}` : null,
          structure_id: centre.id,
          created_at: new Date(Math.min(now, birth + random.int(0, 7) * DAY_MS)),
        });
      }
    }
  }
  evaxNumbers(random, children.length, taken).forEach((number, index) => (children[index]!.evax_number = number));

  // Matched by their unique evax number and phone, not by the order of RETURNING.
  const insertedChildren = await trx
    .insertInto('citizen')
    .values(children)
    .returning(['id', 'evax_number', 'birth_date', 'structure_id', 'created_at'])
    .execute();
  const insertedParents = await trx.insertInto('parent').values(parents).returning(['id', 'phone']).execute();
  const childId = new Map(insertedChildren.map((row) => [row.evax_number, row.id]));
  const parentId = new Map(insertedParents.map((row) => [row.phone, row.id]));
  await insertRows(
    trx,
    'child_parent',
    links.map((link) => ({
      child_id: childId.get(children[link.child]!.evax_number)!,
      parent_id: parentId.get(parents[link.parent]!.phone!)!,
      role: link.role,
    })),
  );
  await vaccinatedWithTrail(trx, insertedChildren, schedule, random, now);
}
