import { VACCINATION_STATUS, type GivenDose, type RoutineSpecialty, type RoutineVaccinationRecord, type ScheduleDose } from '@evax/shared/contract';
import type { Db } from '../../../db/connection.js';
import { RECORDER_COLUMNS, recorderOf } from '../common/recorder-queries.js';

const STATUS_NAME = Object.fromEntries(Object.entries(VACCINATION_STATUS).map(([name, code]) => [code, name])) as Record<number, GivenDose['status']>;

/** A routine row as the booklet's rules read it. */
const toGivenDose = (r: { id: number | string; schedule_dose_id: number | null; status: number; vaccination_date: string }): GivenDose => ({
  id: Number(r.id),
  scheduleDoseId: r.schedule_dose_id!,
  status: STATUS_NAME[r.status]!,
  date: r.vaccination_date,
});

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
      'v.country',
      'v.international_reference',
      'v.location',
      ...RECORDER_COLUMNS,
    ])
    .execute();
  const given = rows.map(toGivenDose);
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
        appointmentDate: r.status === VACCINATION_STATUS.planned ? r.vaccination_date : null,
        country: r.country,
        internationalReference: r.international_reference,
        location: r.location,
        ...recorderOf(r),
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

/** The routine rows (given, planned, postponed, cancelled) of a page's children, by child. */
export async function givenDosesOfChildren(db: Db, childIds: number[]): Promise<Map<number, GivenDose[]>> {
  const rows = await db
    .selectFrom('vaccination')
    .select(['id', 'citizen_id', 'schedule_dose_id', 'status', 'vaccination_date'])
    .where('citizen_id', 'in', childIds)
    .where('kind', '=', 'routine')
    .where('schedule_dose_id', 'is not', null)
    .execute();
  const byChild = new Map<number, GivenDose[]>(childIds.map((id) => [id, []]));
  for (const row of rows) byChild.get(row.citizen_id)?.push(toGivenDose(row));
  return byChild;
}
