import {
  ERROR_CODES,
  VACCINATION_ERROR_KEYS,
  VACCINATION_STATUS,
  type FieldError,
  type GivenDose,
  type RoutineDoseEditBody,
  type ScheduleDose,
} from '@evax/shared/contract';
import { doseRefusal, nextDoseDate, tunisToday, type DoseRefusal } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { ApiError, entityNotFound, throwIfInvalid } from '../../http/errors.js';
import { recordAudit } from '../audit/audit.js';
import { assertFolderOpen } from '../medical-folder/folder.js';
import { bookletOf } from './folder-service.js';
import { doseRuleRefused, REFUSAL_DETAIL, withoutDosePrefix } from './routine-errors.js';
import { specialtyNames, visibleVaccinationOf } from './routine-queries.js';
import { fieldErrors } from './routine-service.js';
import type { SupportingFile } from '../registration/supporting-file.js';
import { dropOrphanFile, storeVisitFile } from './routine-file-service.js';

/** A routine vaccination row of a child the caller may see (another centre's: 404, as if missing). */
export async function visibleVaccination(db: Db, caller: Caller, id: number) {
  const row = await visibleVaccinationOf(db, caller, id, ['routine']);
  if (row.schedule_dose_id === null) throw entityNotFound('Vaccination not found');
  return { ...row, scheduleDoseId: row.schedule_dose_id };
}

/**
 * The dose rules on the edited date: the dose itself against the others, then every later dose of
 * its series given so far against the new date (moving a first dose after the second is refused).
 */
function editRefusal(schedule: ScheduleDose[], given: GivenDose[], child: { birthDate: string; gender: 'male' | 'female' }, edited: GivenDose, today: string) {
  const others = given.filter((g) => g.id !== edited.id);
  const own = doseRefusal(schedule, others, child, { scheduleDoseId: edited.scheduleDoseId, date: edited.date }, today);
  if (own) return own;
  const doseOf = (id: number) => schedule.find((d) => d.id === id)!;
  const series = doseOf(edited.scheduleDoseId);
  const after = [...others, edited];
  for (const later of after.filter(
    (g) => g.status === 'done' && doseOf(g.scheduleDoseId).series === series.series && doseOf(g.scheduleDoseId).doseNumber > series.doseNumber,
  )) {
    const refusal = doseRefusal(
      schedule,
      after.filter((g) => g.id !== later.id),
      child,
      { scheduleDoseId: later.scheduleDoseId, date: later.date },
      today,
    );
    if (refusal) return refusal;
  }
  return null;
}

/**
 * PUT /api/vaccination/{param}: a past dose's fields are replaced (spec 2 §4: edit replaces), under
 * the permission edit-past-vaccination. Only a dose given is edited; the references and the dose
 * rules are checked again on the new values (400, 409 code 202), then the row and its audit row
 * (before and after, the child's) are written in one transaction. A supporting file sent with it
 * (multipart, checked as the visit's: JPEG, PNG or PDF by its first bytes, 5 MB) replaces the dose's;
 * the former file goes when no other dose of its visit points at it.
 */
export async function editPastDose(
  db: Db,
  caller: Caller,
  id: number,
  body: RoutineDoseEditBody,
  upload: { file: SupportingFile | null; errors: Record<string, FieldError[]> } = { file: null, errors: {} },
): Promise<void> {
  const today = tunisToday();
  const row = await visibleVaccination(db, caller, id);
  if (row.status !== VACCINATION_STATUS.done)
    throw new ApiError(409, {
      detail: 'Only a dose given can be edited',
      errorCode: ERROR_CODES.ENTITY_ERROR,
      key: VACCINATION_ERROR_KEYS.vaccinationNotEditable,
    });
  const { child, schedule, given } = await bookletOf(db, caller, row.evax_number, today);
  // The certificate rule is the back-entry's: the dose edited is already recorded.
  const asEntry = { evaxNumber: row.evax_number, vaccines_set: [{ scheduleDose: row.scheduleDoseId, ...body }], certificateVerified: true };
  throwIfInvalid({ ...withoutDosePrefix(await fieldErrors(db, asEntry, schedule, child.birth_date, today)), ...upload.errors });
  const refusal: DoseRefusal | null = editRefusal(
    schedule,
    given,
    { birthDate: child.birth_date, gender: child.gender },
    { id, scheduleDoseId: row.scheduleDoseId, status: 'done', date: body.vaccinationDate },
    today,
  );
  if (refusal)
    throw doseRuleRefused(refusal, REFUSAL_DETAIL[refusal], { vaccinationDate: [{ code: 'invalid', key: doseRuleRefused(refusal, '').envelope.key }] });

  const names = await specialtyNames(db, body.specialty ? [body.specialty] : []);
  const values = {
    vaccination_date: body.vaccinationDate,
    lot_number: body.lotNumber,
    serum_lot: body.serumLot ?? null,
    specialty_id: body.specialty ?? null,
    commercial_name: body.commercialName ?? (body.specialty ? (names.get(body.specialty) ?? null) : null),
    injection_site: body.injectionSite,
    place: body.place ?? null,
    quantity: body.quantity ?? 1,
    next_dose_date: body.nextDoseIn && body.nextDoseUnit ? nextDoseDate(body.vaccinationDate, body.nextDoseIn, body.nextDoseUnit) : null,
  };
  await db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const before = await trx
      .selectFrom('vaccination')
      .select([
        'vaccination_date',
        'lot_number',
        'serum_lot',
        'specialty_id',
        'commercial_name',
        'injection_site',
        'place',
        'quantity',
        'next_dose_date',
        'file_id',
      ])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const fileId = upload.file ? await storeVisitFile(trx, upload.file, caller.userId) : before.file_id;
    await trx
      .updateTable('vaccination')
      .set({ ...values, file_id: fileId, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    if (fileId !== before.file_id) await dropOrphanFile(trx, before.file_id);
    await recordAudit(trx, {
      userId: caller.userId,
      structureId: caller.structure?.id ?? null,
      action: 'edit_vaccination',
      entity: 'vaccination',
      citizenId: child.id,
      entityId: id,
      before,
      after: { evaxNumber: child.evax_number, scheduleDose: row.scheduleDoseId, ...values, file_id: fileId },
    });
  });
}
