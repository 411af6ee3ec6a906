import type { BookletEntry, BookletEntryAnswer, RoutineFolder, RoutineVaccinationRecord } from '@evax/shared/contract';
import { computeBooklet, givableNow, nextDue, tunisToday } from '@evax/shared/validation';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { visibleChildOr404, type VisibleChild } from '../../citizen/index.js';
import { folderHead } from '../common/folder-head.js';
import { loadSchedule, routineRows } from './routine-queries.js';

const toAnswer = (entry: BookletEntry, records: Map<number, RoutineVaccinationRecord>): BookletEntryAnswer => ({
  scheduleDose: entry.dose.id,
  dci: entry.dose.dciId,
  dciName: entry.dose.dciName,
  dciNameAr: entry.dose.dciNameAr,
  series: entry.dose.series,
  doseNumber: entry.dose.doseNumber,
  ageCode: entry.dose.ageCode,
  ageDays: entry.dose.ageDays,
  minIntervalDays: entry.dose.minIntervalDays,
  catchUpLimitDays: entry.dose.catchUpLimitDays,
  onlyGender: entry.dose.onlyGender,
  state: entry.state,
  date: entry.date,
  vaccination: entry.vaccinationId !== null ? (records.get(entry.vaccinationId) ?? null) : null,
});

/** The child's booklet on `today`: the schedule, the child's rows and what became of each dose. */
export async function bookletOf(db: Db, child: VisibleChild, today = tunisToday()) {
  const [schedule, rows] = await Promise.all([loadSchedule(db), routineRows(db, child.id)]);
  const booklet = computeBooklet(schedule, rows.given, { birthDate: child.birthDate, gender: child.gender }, today);
  return { child, schedule, booklet, ...rows };
}

/** The booklet of the child of an evax number the caller sees (else 404). */
export async function visibleBooklet(db: Db, caller: Caller, evaxNumber: string, today = tunisToday(), reads?: 'booklet') {
  return bookletOf(db, await visibleChildOr404(db, caller, { evaxNumber }, { reads }), today);
}

/** GET /api/vaccination_routine/{param}: the child's routine folder, computed from the schedule. */
export async function readRoutineFolder(db: Db, caller: Caller, evaxNumber: string): Promise<RoutineFolder> {
  const { child, booklet, records } = await visibleBooklet(db, caller, evaxNumber, tunisToday(), 'booklet');
  return {
    child: folderHead(child),
    entries: booklet.map((entry) => toAnswer(entry, records)),
    nextDue: nextDue(booklet)?.dose.id ?? null,
  };
}

/** GET /api/vaccination_routine/{param}/vaccines_list: the doses that may be given now. */
export async function routineVaccinesList(db: Db, caller: Caller, evaxNumber: string): Promise<BookletEntryAnswer[]> {
  const { booklet, records } = await visibleBooklet(db, caller, evaxNumber, tunisToday(), 'booklet');
  return givableNow(booklet).map((entry) => toAnswer(entry, records));
}
