import {
  OPTION_LIST_CODES,
  VACCINATION_STATUS,
  type GivenDose,
  type RoutineFolder,
  type RoutineSpecialty,
  type RoutineVaccinationRecord,
  type ScheduleDose,
  type VaccineCategory,
} from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { entityNotFound } from '../../http/errors.js';
import { parentNotFound } from '../citizen/parent-service.js';
import { visibleChildren } from '../citizen/scope.js';

const STATUS_NAME = Object.fromEntries(Object.entries(VACCINATION_STATUS).map(([name, code]) => [code, name])) as Record<number, GivenDose['status']>;

/** The national routine schedule as the database holds it. */
export async function loadSchedule(db: Db): Promise<ScheduleDose[]> {
  const rows = await db
    .selectFrom('routine_schedule_dose as d')
    .innerJoin('dci', 'dci.id', 'd.dci_id')
    .select([
      'd.id',
      'd.dci_id',
      'dci.name',
      'dci.name_ar',
      'd.series',
      'd.antigens',
      'd.dose_number',
      'd.age_code',
      'd.age_days',
      'd.min_interval_days',
      'd.catch_up_limit_days',
      'd.only_gender',
    ])
    .orderBy('d.age_days')
    .orderBy('d.id')
    .execute();
  return rows.map((d) => ({
    id: d.id,
    dciId: d.dci_id,
    dciName: d.name,
    dciNameAr: d.name_ar ?? d.name,
    series: d.series ?? `DCI${d.dci_id}`,
    antigens: d.antigens,
    doseNumber: d.dose_number,
    ageCode: d.age_code,
    ageDays: d.age_days,
    minIntervalDays: d.min_interval_days,
    catchUpLimitDays: d.catch_up_limit_days,
    onlyGender: d.only_gender,
  }));
}

/** The child the caller may see (another centre's child is answered as missing: 404, spec 2 §8). */
export async function visibleChildOr404(db: Db, caller: Caller, evaxNumber: string) {
  const child = await db
    .selectFrom('citizen as c')
    .innerJoin('structure as s', 's.id', 'c.structure_id')
    .where(visibleChildren(caller))
    .where('c.evax_number', '=', evaxNumber)
    .select(['c.id', 'c.evax_number', 'c.first_name_fr', 'c.last_name_fr', 'c.first_name_ar', 'c.last_name_ar', 'c.birth_date', 'c.gender'])
    .executeTakeFirst();
  if (!child) throw parentNotFound('Child not found');
  return child;
}

/** A vaccination row of one of the kinds, of a child the caller may see (another centre's: 404, as if missing). */
export async function visibleVaccinationOf(db: Db, caller: Caller, id: number, kinds: readonly VaccineCategory[]) {
  const row = await db
    .selectFrom('vaccination as v')
    .innerJoin('citizen as c', 'c.id', 'v.citizen_id')
    .innerJoin('structure as s', 's.id', 'c.structure_id')
    .where(visibleChildren(caller))
    .where('v.id', '=', id)
    .where('v.kind', 'in', kinds)
    .select(['v.id', 'v.kind', 'v.citizen_id', 'v.dci_id', 'v.schedule_dose_id', 'v.status', 'v.allergy_confirmed', 'v.file_id', 'c.evax_number'])
    .executeTakeFirst();
  if (!row) throw entityNotFound('Vaccination not found');
  return { ...row, id: Number(row.id) };
}

/** The child at the head of a vaccination folder, whatever the kind, as the API answers it. */
export const folderChild = (child: Awaited<ReturnType<typeof visibleChildOr404>>): RoutineFolder['child'] => ({
  id: child.id,
  evaxNumber: child.evax_number,
  firstNameFr: child.first_name_fr,
  lastNameFr: child.last_name_fr,
  firstNameAr: child.first_name_ar,
  lastNameAr: child.last_name_ar,
  birthDate: child.birth_date,
  gender: child.gender,
});

/** The codes of the injection sites an agent may choose (the INJECTION_SITE option list). */
export async function activeInjectionSites(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('option_list_item as i')
    .innerJoin('option_list as l', 'l.id', 'i.list_id')
    .where('l.code', '=', OPTION_LIST_CODES.injectionSite)
    .where('i.is_active', '=', true)
    .select('i.code')
    .execute();
  return new Set(rows.map((r) => r.code).filter((code): code is string => code !== null));
}

/** The child's routine vaccination rows: the booklet's input, and what each recorded. */
export async function routineRows(db: Db, childId: number): Promise<{ given: GivenDose[]; records: Map<number, RoutineVaccinationRecord> }> {
  const rows = await db
    .selectFrom('vaccination as v')
    .leftJoin('structure as s', 's.id', 'v.structure_id')
    .leftJoin('app_user as u', 'u.id', 'v.created_by')
    .leftJoin('vaccination_file as f', 'f.id', 'v.file_id')
    .where('v.citizen_id', '=', childId)
    .where('v.kind', '=', 'routine')
    .where('v.schedule_dose_id', 'is not', null)
    .select([
      'v.id',
      'v.schedule_dose_id',
      'v.status',
      'v.vaccination_date',
      'v.lot_number',
      'v.serum_lot',
      'v.commercial_name',
      'v.specialty_id',
      'v.injection_site',
      'v.place',
      'v.quantity',
      'v.next_dose_date',
      'v.certificate_verified',
      'v.allergy_confirmed',
      'f.name as file_name',
      'v.cancel_reason',
      's.name_fr as structure_fr',
      's.name_ar as structure_ar',
      'u.first_name_fr as user_first_fr',
      'u.last_name_fr as user_last_fr',
      'u.first_name_ar as user_first_ar',
      'u.last_name_ar as user_last_ar',
    ])
    .execute();
  const given = rows.map((r) => ({ id: Number(r.id), scheduleDoseId: r.schedule_dose_id!, status: STATUS_NAME[r.status]!, date: r.vaccination_date }));
  const records = new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        lotNumber: r.lot_number,
        serumLot: r.serum_lot,
        commercialName: r.commercial_name,
        specialty: r.specialty_id,
        injectionSite: r.injection_site,
        place: r.place,
        quantity: r.quantity,
        nextDoseDate: r.next_dose_date,
        certificateVerified: r.certificate_verified,
        allergyConfirmed: r.allergy_confirmed,
        fileName: r.file_name,
        cancelReason: r.cancel_reason,
        structure: r.structure_fr !== null && r.structure_ar !== null ? { nameFr: r.structure_fr, nameAr: r.structure_ar } : null,
        vaccinator: r.user_first_fr !== null ? { nameFr: `${r.user_first_fr} ${r.user_last_fr}`, nameAr: `${r.user_first_ar} ${r.user_last_ar}` } : null,
      },
    ]),
  );
  return { given, records };
}

/** The catalogue's active specialties of the schedule's DCIs: what a routine dose may be given with. */
export async function routineSpecialties(db: Db): Promise<RoutineSpecialty[]> {
  const rows = await db
    .selectFrom('specialty as s')
    .where('s.is_active', '=', true)
    .where('s.dci_id', 'in', (eb) => eb.selectFrom('routine_schedule_dose').select('dci_id'))
    .select(['s.id', 's.dci_id', 's.commercial_name', 's.manufacturer'])
    .orderBy('s.commercial_name')
    .execute();
  return rows.map((r) => ({ id: r.id, dci: r.dci_id, commercialName: r.commercial_name, manufacturer: r.manufacturer }));
}

/** The commercial names of the specialties picked: the dose's commercial name when none is typed. */
export async function specialtyNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('specialty').select(['id', 'commercial_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.commercial_name]));
}
