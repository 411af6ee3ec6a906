import {
  ERROR_CODES,
  VACCINATION_ERROR_KEYS,
  VACCINATION_STATUS,
  type FieldError,
  type GivenDose,
  type RoutineDoseEditBody,
  type ScheduleDose,
} from '@evax/shared/contract';
import { doseRefusal, tunisToday, type DoseRefusal } from '@evax/shared/validation';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { ApiError, throwIfInvalid } from '../../../http/errors.js';
import type { SupportingFile } from '../../../http/uploaded-file.js';
import { specialtyNames } from '../common/catalogue-queries.js';
import { vaccinationNotFound, visibleDoseOr404 } from '../common/dose-access.js';
import { editDose } from '../common/dose-edit.js';
import { doseRuleRefused, REFUSAL_DETAIL, required, withoutDosePrefix } from '../common/errors.js';
import { refuseStillValid } from '../common/still-valid.js';
import { dropOrphanFile, storeVisitFile } from '../common/visit-file-service.js';
import { bookletOf } from './routine-folder-service.js';
import { fieldErrors, routineDoseColumns } from './routine-service.js';

/** The columns an edit replaces, as the audit row keeps them before. */
const EDITED_COLUMNS = [
  'vaccination_date',
  'lot_number',
  'serum_lot',
  'specialty_id',
  'commercial_name',
  'injection_site',
  'place',
  'quantity',
  'next_dose_date',
  'country',
  'international_reference',
  'location',
  'file_id',
] as const;

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
  const { dose: row, child } = await visibleDoseOr404(db, caller, id, ['routine']);
  if (row.schedule_dose_id === null) throw vaccinationNotFound();
  const scheduleDoseId = row.schedule_dose_id;
  if (row.status !== VACCINATION_STATUS.done)
    throw new ApiError(409, {
      detail: 'Only a dose given can be edited',
      errorCode: ERROR_CODES.ENTITY_ERROR,
      key: VACCINATION_ERROR_KEYS.vaccinationNotEditable,
    });
  const { schedule, given } = await bookletOf(db, child, today);
  // The certificate rule is the back-entry's: the dose edited is already recorded.
  const asEntry = { evaxNumber: child.evaxNumber, vaccines_set: [{ scheduleDose: scheduleDoseId, ...body }], certificateVerified: true };
  // The site is required on a new dose only: an edit keeps a dose recorded without one as it is, but does not erase one recorded.
  const siteErased: Record<string, FieldError[]> = !body.injectionSite && row.injection_site ? { injectionSite: required } : {};
  throwIfInvalid({ ...withoutDosePrefix(await fieldErrors(db, asEntry, schedule, child.birthDate, today)), ...siteErased, ...upload.errors });
  const refusal: DoseRefusal | null = editRefusal(
    schedule,
    given,
    { birthDate: child.birthDate, gender: child.gender },
    { id, scheduleDoseId, status: 'done', date: body.vaccinationDate },
    today,
  );
  if (refusal)
    throw doseRuleRefused(refusal, REFUSAL_DETAIL[refusal], { vaccinationDate: [{ code: 'invalid', key: doseRuleRefused(refusal, '').envelope.key }] });
  await refuseStillValid(db, child.id, [{ dci: row.dci_id, date: body.vaccinationDate }], () => 'vaccinationDate', { vaccination: id });

  const names = await specialtyNames(db, body.specialty ? [body.specialty] : []);
  const values = routineDoseColumns(body, names);
  await editDose(db, caller, child, id, {
    columns: EDITED_COLUMNS,
    values: async (trx, before) => ({ ...values, file_id: upload.file ? await storeVisitFile(trx, upload.file, caller.userId) : before.file_id }),
    written: async (trx, before, written) => {
      if (written.file_id !== before.file_id) await dropOrphanFile(trx, before.file_id);
    },
    after: (written) => ({ scheduleDose: scheduleDoseId, ...written }),
  });
}
