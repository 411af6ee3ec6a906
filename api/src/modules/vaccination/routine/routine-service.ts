import {
  VACCINATION_ERROR_KEYS,
  VACCINATION_FIELD_KEYS,
  VACCINATION_STATUS,
  type BookBody,
  type CancelBody,
  type FieldError,
  type GivenDose,
  type PostponeBody,
  type RoutineDoseEditBody,
  type RoutineVaccinationBody,
  type RoutineVaccinationCreated,
  type ScheduleDose,
} from '@evax/shared/contract';
import { abroadDoseErrors, doseRefusal, givableNow, nextDoseDate, tunisToday } from '@evax/shared/validation';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { throwIfInvalid } from '../../../http/errors.js';
import { uniqueViolation } from '../../../http/unique-violation.js';
import type { SupportingFile } from '../../../http/uploaded-file.js';
import { actorOf, recordAudit } from '../../audit/index.js';
import { assertFolderOpen } from '../../medical-folder/index.js';
import { allergyPrecautions, needsAllergyConfirmation } from '../common/allergy-precautions.js';
import { activeInjectionSites, activeSpecialties, specialtyNames } from '../common/catalogue-queries.js';
import { insertDose, updateDose } from '../common/dose-queries.js';
import { allergyConfirmationRequired, doseRuleRefused, invalid, invalidChoice, REFUSAL_DETAIL, vaccinationDateError } from '../common/errors.js';
import { recordVisit } from '../common/visit-write.js';
import { refuseStillValid } from '../common/still-valid.js';
import { visibleBooklet } from './routine-folder-service.js';
import { assertDayOpen } from '../availability/availability-service.js';

/** The doses checked by fieldErrors: a new one's (its site required by the schema), or an edit's (its site may be empty). */
type CheckedDoses = Omit<RoutineVaccinationBody, 'vaccines_set'> & {
  vaccines_set: (Omit<RoutineVaccinationBody['vaccines_set'][number], 'injectionSite'> & Pick<RoutineDoseEditBody, 'injectionSite'>)[];
};

/** Field errors of the doses' shape against the references: the dose, the specialty of its DCI, the site, the dates, the certificate. */
export async function fieldErrors(db: Db, body: CheckedDoses, schedule: ScheduleDose[], birthDate: string, today: string) {
  const sites = await activeInjectionSites(db);
  const specialties = await activeSpecialties(
    db,
    body.vaccines_set.flatMap((d) => (d.specialty ? [d.specialty] : [])),
  );
  const errors: Record<string, FieldError[]> = {};
  body.vaccines_set.forEach((item, index) => {
    const at = (field: string) => `vaccines_set.${index}.${field}`;
    const dose = schedule.find((d) => d.id === item.scheduleDose);
    if (!dose) errors[at('scheduleDose')] = invalidChoice;
    if (item.specialty && (!dose || specialties.find((s) => s.id === item.specialty)?.dci_id !== dose.dciId)) errors[at('specialty')] = invalidChoice;
    if (item.injectionSite != null && !sites.has(item.injectionSite)) errors[at('injectionSite')] = invalidChoice;
    const dateError = vaccinationDateError(item.vaccinationDate, birthDate, today);
    if (dateError) errors[at('vaccinationDate')] = dateError;
    for (const [field, problems] of Object.entries(abroadDoseErrors(item))) errors[at(field)] = problems;
  });
  // Spec 2 §5: a past dose is back-entered only from a vaccination certificate seen and valid.
  if (body.vaccines_set.some((d) => d.vaccinationDate < today) && body.certificateVerified !== true)
    errors.certificateVerified = invalid(VACCINATION_FIELD_KEYS.certificateNotVerified, 'required');
  return errors;
}

/**
 * The columns of a routine dose as the form gives them (a vaccination writes them, an edit replaces
 * them); the specialty's commercial name when none is typed.
 */
export const routineDoseColumns = (dose: RoutineDoseEditBody, specialtyNames: Map<number, string>) => ({
  vaccination_date: dose.vaccinationDate,
  lot_number: dose.lotNumber,
  serum_lot: dose.serumLot ?? null,
  specialty_id: dose.specialty ?? null,
  commercial_name: dose.commercialName ?? (dose.specialty ? (specialtyNames.get(dose.specialty) ?? null) : null),
  injection_site: dose.injectionSite ?? null,
  place: dose.place ?? null,
  quantity: dose.quantity ?? 1,
  next_dose_date: dose.nextDoseIn && dose.nextDoseUnit ? nextDoseDate(dose.vaccinationDate, dose.nextDoseIn, dose.nextDoseUnit) : null,
  country: dose.country ?? null,
  international_reference: dose.internationalReference?.trim() || null,
  location: dose.location?.trim() || null,
});

/**
 * POST /api/vaccination: the doses of a visit (or back-entered from a certificate), all or none.
 * Shape and references first (400, field errors), then the same vaccine twice in the entry, then
 * each dose's rules in date order, the earlier doses of the entry counting as given (409, code
 * 202, the rule's key). A planned or postponed appointment of the dose becomes the vaccination;
 * every row is audited in the same transaction.
 */
export async function createRoutineVaccinations(
  db: Db,
  caller: Caller,
  body: RoutineVaccinationBody,
  visit: { file: SupportingFile | null; errors: Record<string, FieldError[]> } = { file: null, errors: {} },
  options: { nextOnly?: boolean } = {},
): Promise<RoutineVaccinationCreated> {
  const today = tunisToday();
  const { child, schedule, given, booklet } = await visibleBooklet(db, caller, body.evaxNumber, today);
  throwIfInvalid({ ...(await fieldErrors(db, body, schedule, child.birthDate, today)), ...visit.errors });
  const doseOf = (id: number) => schedule.find((d) => d.id === id)!;
  if (options.nextOnly) {
    // The next vaccination (/nex): only the doses the booklet says may be given now, today.
    const givable = new Set(givableNow(booklet).map((e) => e.dose.id));
    const index = body.vaccines_set.findIndex((d) => !givable.has(d.scheduleDose) || d.vaccinationDate !== today);
    if (index >= 0)
      throw doseRuleRefused('notTheNextDose', 'The next vaccination gives only the doses due now, today', {
        [`vaccines_set.${index}.scheduleDose`]: [{ code: 'invalid', key: VACCINATION_ERROR_KEYS.notTheNextDose }],
      });
  }
  const dcis = body.vaccines_set.map((d) => doseOf(d.scheduleDose).dciId);
  if (new Set(dcis).size !== dcis.length) throw doseRuleRefused('redundantVaccines', 'The same vaccine appears twice in the entry');

  const ordered = [...body.vaccines_set].sort(
    (a, b) => a.vaccinationDate.localeCompare(b.vaccinationDate) || doseOf(a.scheduleDose).doseNumber - doseOf(b.scheduleDose).doseNumber,
  );
  const soFar: GivenDose[] = given.filter((g) => !ordered.some((d) => d.scheduleDose === g.scheduleDoseId) || g.status !== 'planned');
  for (const item of ordered) {
    const refusal = doseRefusal(
      schedule,
      soFar,
      { birthDate: child.birthDate, gender: child.gender },
      { scheduleDoseId: item.scheduleDose, date: item.vaccinationDate },
      today,
    );
    if (refusal) {
      const index = body.vaccines_set.indexOf(item);
      throw doseRuleRefused(refusal, REFUSAL_DETAIL[refusal], {
        [`vaccines_set.${index}.scheduleDose`]: [{ code: 'invalid', key: doseRuleRefused(refusal, '').envelope.key }],
      });
    }
    soFar.push({ id: 0, scheduleDoseId: item.scheduleDose, status: 'done', date: item.vaccinationDate });
  }
  await refuseStillValid(
    db,
    child.id,
    body.vaccines_set.map((d) => ({ dci: doseOf(d.scheduleDose).dciId, date: d.vaccinationDate })),
    (index) => `vaccines_set.${index}.scheduleDose`,
  );

  // An allergy of the child's folder calling for caution with a dose's vaccine: the agent confirms, and it is recorded.
  const precautions = await allergyPrecautions(db, child.id);
  const cautious = (scheduleDose: number) => needsAllergyConfirmation(precautions, doseOf(scheduleDose));
  const unconfirmed = body.vaccines_set.flatMap((d, index) => (cautious(d.scheduleDose) ? [index] : []));
  if (unconfirmed.length > 0 && body.allergyConfirmed !== true)
    throw allergyConfirmationRequired(unconfirmed.map((index) => `vaccines_set.${index}.scheduleDose`));

  const names = await specialtyNames(
    db,
    body.vaccines_set.flatMap((d) => (d.specialty ? [d.specialty] : [])),
  );
  try {
    return await recordVisit(db, caller, child, visit.file, ordered, async (trx, item, recorded) => {
      const dose = doseOf(item.scheduleDose);
      const values = {
        ...recorded,
        dci_id: dose.dciId,
        kind: 'routine' as const,
        schedule_dose_id: dose.id,
        dose_number: dose.doseNumber,
        ...routineDoseColumns(item, names),
        certificate_verified: body.certificateVerified === true,
        allergy_confirmed: cautious(dose.id),
      };
      // A planned or postponed appointment of the dose becomes the vaccination.
      const appointment = given.find((g) => g.scheduleDoseId === dose.id);
      if (!appointment) return { id: await insertDose(trx, values), action: 'vaccinate', values };
      return {
        id: await updateDose(trx, appointment.id, values),
        action: 'vaccinate_appointment',
        before: { status: appointment.status, vaccinationDate: appointment.date },
        values,
      };
    });
  } catch (error) {
    // Two agents recording the same dose at once: the second finds it given.
    if (uniqueViolation(error) !== null) throw doseRuleRefused('alreadyGiven', REFUSAL_DETAIL.alreadyGiven);
    throw error;
  }
}

/** The dose's booklet entry, which must still be awaited to be postponed or cancelled. */
async function pendingEntry(db: Db, caller: Caller, evaxNumber: string, scheduleDose: number, today: string) {
  const found = await visibleBooklet(db, caller, evaxNumber, today);
  const entry = found.booklet.find((e) => e.dose.id === scheduleDose);
  if (!entry) throwIfInvalid({ scheduleDose: invalidChoice });
  if (entry!.state === 'cancelled') throw doseRuleRefused('cancelled', REFUSAL_DETAIL.cancelled);
  if (entry!.state === 'done' || entry!.state === 'not_applicable') throw doseRuleRefused('doseNotPending', 'This dose is no longer awaited');
  return { ...found, entry: entry! };
}

/** Writes the dose's appointment row (updating the one there is) and its audit row, in one transaction. */
async function writeAppointment(
  db: Db,
  caller: Caller,
  found: Awaited<ReturnType<typeof pendingEntry>>,
  action: 'book' | 'postpone' | 'cancel',
  values: { status: number; vaccination_date: string; postponed_from?: string | null; cancel_reason?: string | null },
): Promise<void> {
  const { child, entry } = found;
  const structureId = caller.structure?.id ?? null;
  await db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const before = entry.vaccinationId ? { status: entry.state, vaccinationDate: entry.date } : null;
    const status = values.status as 1 | 3 | 4;
    const id = entry.vaccinationId
      ? await updateDose(trx, entry.vaccinationId, { ...values, status })
      : await insertDose(trx, {
          ...values,
          status,
          citizen_id: child.id,
          dci_id: entry.dose.dciId,
          kind: 'routine',
          schedule_dose_id: entry.dose.id,
          dose_number: entry.dose.doseNumber,
          structure_id: structureId,
          created_by: caller.userId,
        });
    await recordAudit(trx, {
      ...actorOf(caller),
      action: `${action}_dose`,
      entity: 'vaccination',
      citizenId: child.id,
      entityId: id,
      before,
      after: { evaxNumber: child.evaxNumber, scheduleDose: entry.dose.id, ...values },
    });
  });
}

/** POST /api/vaccination/{param}/report: the dose's appointment moves to a later day (spec 2 §4: postpone updates the date). */
export async function postponeDose(
  db: Db,
  caller: Caller,
  evaxNumber: string,
  body: PostponeBody,
  options: { availabilityRequired?: boolean } = {},
): Promise<void> {
  const today = tunisToday();
  const found = await pendingEntry(db, caller, evaxNumber, body.scheduleDose, today);
  if (body.date <= today) throwIfInvalid({ date: invalid(VACCINATION_FIELD_KEYS.postponeNotLater) });
  // The new day must be open at the caller's structure (issue 32): its week, its unavailability periods, its capacity.
  if (caller.structure) await assertDayOpen(db, caller.structure.id, body.date, options.availabilityRequired === true);
  await writeAppointment(db, caller, found, 'postpone', {
    status: VACCINATION_STATUS.postponed,
    vaccination_date: body.date,
    postponed_from: found.entry.date,
    cancel_reason: body.reason ?? null,
  });
}

/**
 * POST /api/vaccination/{param}/appointment (issue 32): the dose's appointment booked on a day, today
 * or later, open at the caller's structure (its week when it has one, its unavailability periods,
 * its capacity). A dose that already has one is postponed, not booked again.
 */
export async function bookDose(db: Db, caller: Caller, evaxNumber: string, body: BookBody): Promise<void> {
  const today = tunisToday();
  const found = await pendingEntry(db, caller, evaxNumber, body.scheduleDose, today);
  if (found.entry.vaccinationId !== null) throwIfInvalid({ scheduleDose: invalid(VACCINATION_FIELD_KEYS.alreadyBooked) });
  if (body.date < today) throwIfInvalid({ date: invalid(VACCINATION_FIELD_KEYS.bookNotBefore) });
  if (caller.structure) await assertDayOpen(db, caller.structure.id, body.date, false);
  await writeAppointment(db, caller, found, 'book', { status: VACCINATION_STATUS.planned, vaccination_date: body.date });
}

/** POST /api/vaccination/{param}/cancel: the dose will not be given, with the reason; irreversible. */
export async function cancelDose(db: Db, caller: Caller, evaxNumber: string, body: CancelBody): Promise<void> {
  const today = tunisToday();
  const found = await pendingEntry(db, caller, evaxNumber, body.scheduleDose, today);
  await writeAppointment(db, caller, found, 'cancel', {
    status: VACCINATION_STATUS.cancelled,
    vaccination_date: found.entry.date ?? today,
    cancel_reason: body.reason,
  });
}
