import type { Insertable, Transaction } from 'kysely';
import { VACCINATION_STATUS, type Gender } from '@evax/shared/contract';
import { evaxNumberFrom } from '@evax/shared/validation';
import type { AuditLogTable, CitizenTable, Database, VaccinationTable } from '../../schema.js';
import { insertRows } from '../insert.js';
import { SeededRandom } from '../random.js';
import { healthCentreCode } from '../reference/structures.js';
import { BOY_NAMES, FAMILY_NAMES, GIRL_NAMES } from './names.js';

export const DAY_MS = 24 * 3600 * 1000;
export const MAX_AGE_DAYS = 6 * 365;
/** How many children each demo centre registered; the rest go to centres across the country. */
const CHILDREN_AT = [
  { code: healthCentreCode('11', 1), count: 24 }, // agent's centre: more than two pages
  { code: healthCentreCode('11', 2), count: 10 }, // agent2's default centre
  { code: healthCentreCode('12', 1), count: 6 }, // agent2's other centre
];
const CHILDREN_ELSEWHERE = 20;
/** Share of children who missed their latest due appointment. */
const MISSED_LATEST_VISIT = 0.15;

export const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

interface Centre {
  id: number;
  code: string;
  governorate_id: number;
  delegation_id: number | null;
}

export interface ScheduleDose {
  id: number;
  dci_id: number;
  dose_number: number;
  age_code: string;
  age_days: number;
  dci_name: string;
}

/** `count` evax numbers, none of them among `taken`. */
export function evaxNumbers(random: SeededRandom, count: number, taken: ReadonlySet<string> = new Set()): string[] {
  const numbers = new Set<string>();
  while (numbers.size < count) {
    const number = evaxNumberFrom(String(random.int(10_000_000, 99_999_999)));
    if (!taken.has(number)) numbers.add(number);
  }
  return [...numbers];
}

export function routineSchedule(trx: Transaction<Database>): Promise<ScheduleDose[]> {
  return trx
    .selectFrom('routine_schedule_dose as d')
    .innerJoin('dci', 'dci.id', 'd.dci_id')
    .select(['d.id', 'd.dci_id', 'd.dose_number', 'd.age_code', 'd.age_days', 'dci.name as dci_name'])
    .orderBy('d.age_days')
    .execute();
}

function lotNumber(random: SeededRandom, dciName: string, date: string): string {
  const prefix = dciName.replace(/[^A-Z]/g, '').slice(0, 3) || 'LOT';
  return `${prefix}${date.slice(2, 4)}${String.fromCharCode(65 + random.int(0, 25))}${random.int(100, 999)}`;
}

/**
 * About sixty children with plausible Tunisian names in French and Arabic, born in the last six
 * years, with the routine doses their age calls for (a few missed the latest visit) and their
 * next visit planned.
 */
export async function seedDemoChildren(trx: Transaction<Database>, now = Date.now()): Promise<void> {
  const random = new SeededRandom(1956);
  const centres: Centre[] = await trx
    .selectFrom('structure')
    .select(['id', 'code', 'governorate_id', 'delegation_id'])
    .where('type', '=', 'CSB')
    .orderBy('code')
    .execute();
  const schedule = await routineSchedule(trx);
  const centreByCode = new Map(centres.map((c) => [c.code, c]));
  const demoCentres = CHILDREN_AT.flatMap(({ code, count }) => Array<Centre>(count).fill(centreByCode.get(code)!));
  const elsewhere = centres.filter((c) => !CHILDREN_AT.some((d) => d.code === c.code));
  const registeredAt = [...demoCentres, ...Array.from({ length: CHILDREN_ELSEWHERE }, () => random.pick(elsewhere))];
  const numbers = evaxNumbers(random, registeredAt.length);

  const children: Insertable<CitizenTable>[] = registeredAt.map((centre, index) => {
    const gender: Gender = random.chance(0.5) ? 'male' : 'female';
    const [firstFr, firstAr] = random.pick(gender === 'male' ? BOY_NAMES : GIRL_NAMES);
    const [lastFr, lastAr] = random.pick(FAMILY_NAMES);
    const [fatherFr, fatherAr] = random.pick(BOY_NAMES);
    const [motherFirstFr, motherFirstAr] = random.pick(GIRL_NAMES);
    const [motherLastFr, motherLastAr] = random.pick(FAMILY_NAMES);
    const birth = now - random.int(0, MAX_AGE_DAYS) * DAY_MS;
    return {
      evax_number: numbers[index]!,
      first_name_fr: firstFr,
      last_name_fr: lastFr,
      first_name_ar: firstAr,
      last_name_ar: lastAr,
      birth_date: isoDate(birth),
      gender,
      father_first_name_fr: fatherFr,
      father_first_name_ar: fatherAr,
      mother_first_name_fr: motherFirstFr,
      mother_last_name_fr: motherLastFr,
      mother_first_name_ar: motherFirstAr,
      mother_last_name_ar: motherLastAr,
      birth_governorate_id: centre.governorate_id,
      birth_delegation_id: centre.delegation_id,
      structure_id: centre.id,
      created_at: new Date(Math.min(now, birth + random.int(0, 7) * DAY_MS)),
    };
  });
  const inserted = await trx.insertInto('citizen').values(children).returning(['id', 'evax_number', 'birth_date', 'structure_id', 'created_at']).execute();
  await vaccinatedWithTrail(trx, inserted, schedule, random, now);
}

type SeededChild = { id: number; evax_number: string; birth_date: string; structure_id: number; created_at: Date | string };

/** The routine doses of the children (scheduledVaccinations) and the audit trail of each child (demoTrail). */
export async function vaccinatedWithTrail(
  trx: Transaction<Database>,
  children: SeededChild[],
  schedule: ScheduleDose[],
  random: SeededRandom,
  now: number,
): Promise<void> {
  const doses = await trx
    .insertInto('vaccination')
    .values(scheduledVaccinations(children, schedule, random, now))
    .returning(['id', 'citizen_id', 'structure_id', 'dci_id', 'schedule_dose_id', 'dose_number', 'vaccination_date', 'lot_number', 'status'])
    .execute();
  await insertRows(trx, 'audit_log', demoTrail(children, doses));
}

/**
 * The audit rows the application would have written for the demo children: each registered, then
 * each dose given (issue 30: a child with 16 doses showed "no changes" in its history, its doses
 * inserted without their trail). Nobody's (no user): the seed wrote them, at the registration's
 * time and on each dose's day; the planned appointments have none, as the application's.
 */
function demoTrail(
  children: { id: number; evax_number: string; structure_id: number; created_at: Date | string }[],
  doses: {
    id: number;
    citizen_id: number;
    structure_id: number | null;
    dci_id: number;
    schedule_dose_id: number | null;
    dose_number: number | null;
    vaccination_date: string | Date;
    lot_number: string | null;
    status: number;
  }[],
): Insertable<AuditLogTable>[] {
  const evaxOf = new Map(children.map((c) => [c.id, c.evax_number]));
  const dayOf = (date: string | Date) => (typeof date === 'string' ? date.slice(0, 10) : isoDate(date.getTime()));
  // Registered before its first dose is given (the demo's registration date may come after it).
  const firstDose = new Map<number, number>();
  for (const dose of doses) {
    const morning = Date.parse(`${dayOf(dose.vaccination_date)}T08:00:00+01:00`);
    firstDose.set(dose.citizen_id, Math.min(firstDose.get(dose.citizen_id) ?? Infinity, morning));
  }
  const registered = children.map((child) => ({
    at: new Date(Math.min(new Date(child.created_at).getTime(), firstDose.get(child.id) ?? Infinity)),
    user_id: null,
    action: 'create',
    entity: 'child',
    entity_id: String(child.id),
    citizen_id: child.id,
    structure_id: child.structure_id,
    before: null,
    after: JSON.stringify({ evaxNumber: child.evax_number }),
  }));
  const given = doses
    .filter((dose) => dose.status === VACCINATION_STATUS.done)
    .map((dose) => {
      const day = dayOf(dose.vaccination_date);
      return {
        at: new Date(`${day}T09:00:00+01:00`),
        user_id: null,
        action: 'vaccinate',
        entity: 'vaccination',
        entity_id: String(dose.id),
        citizen_id: dose.citizen_id,
        structure_id: dose.structure_id,
        before: null,
        after: JSON.stringify({
          evaxNumber: evaxOf.get(dose.citizen_id),
          dci_id: dose.dci_id,
          kind: 'routine',
          schedule_dose_id: dose.schedule_dose_id,
          dose_number: dose.dose_number,
          vaccination_date: day,
          lot_number: dose.lot_number,
          status: dose.status,
        }),
      };
    });
  return [...registered, ...given];
}

/**
 * The routine doses each child's age calls for, done a few days after their age (a few children
 * missed the latest visit), and the next visit planned.
 */
export function scheduledVaccinations(
  inserted: { id: number; birth_date: string; structure_id: number }[],
  schedule: ScheduleDose[],
  random: SeededRandom,
  now: number,
): Insertable<VaccinationTable>[] {
  const vaccinations: Insertable<VaccinationTable>[] = [];
  for (const child of inserted) {
    const birth = Date.parse(`${child.birth_date}T00:00:00Z`);
    const ageDays = Math.floor((now - birth) / DAY_MS);
    const due = schedule.filter((d) => d.age_days <= ageDays);
    const latestDueAge = due.at(-1)?.age_days;
    const missedLatest = random.chance(MISSED_LATEST_VISIT);
    for (const dose of due) {
      if (missedLatest && dose.age_days === latestDueAge) continue;
      const date = isoDate(Math.min(now, birth + (dose.age_days + random.int(0, 10)) * DAY_MS));
      vaccinations.push({
        citizen_id: child.id,
        dci_id: dose.dci_id,
        kind: 'routine',
        schedule_dose_id: dose.id,
        dose_number: dose.dose_number,
        vaccination_date: date,
        structure_id: child.structure_id,
        lot_number: lotNumber(random, dose.dci_name, date),
        status: VACCINATION_STATUS.done,
      });
    }
    const nextAge = schedule.find((d) => d.age_days > ageDays)?.age_days;
    for (const dose of schedule.filter((d) => d.age_days === nextAge)) {
      vaccinations.push({
        citizen_id: child.id,
        dci_id: dose.dci_id,
        kind: 'routine',
        schedule_dose_id: dose.id,
        dose_number: dose.dose_number,
        vaccination_date: isoDate(birth + dose.age_days * DAY_MS),
        structure_id: child.structure_id,
        lot_number: null,
        status: VACCINATION_STATUS.planned,
      });
    }
  }
  return vaccinations;
}
