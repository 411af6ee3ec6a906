import {
  ERROR_CODES,
  RABIES_ERROR_KEYS,
  RABIES_FIELD_KEYS,
  VACCINATION_FIELD_KEYS,
  type FieldError,
  type RabiesAggression,
  type RabiesClosureBody,
  type RabiesDoseBody,
  type RabiesDoseList,
  type RabiesDoseRecorded,
  type RabiesFiche,
  type RabiesFicheBody,
  type RabiesFicheCreated,
  type RabiesFirstUpdateBody,
  type RabiesPreviousTreatment,
  type RabiesSerum,
  type RabiesSheetType,
} from '@evax/shared/contract';
import {
  allowedRegimens,
  dayNumber,
  doseDateError,
  doseOrderError,
  exposureCategory,
  higherCategory,
  isOpenTooLong,
  isProtocolComplete,
  isoDay,
  plannedDates,
  proposeProtocol,
  secondAggressionDateError,
  serumSumRuleHolds,
} from '@evax/shared/validation';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { ApiError, throwIfInvalid } from '../../../http/errors.js';
import { uniqueViolation } from '../../../http/unique-violation.js';
import { actorOf, recordAudit } from '../../audit/index.js';
import { visibleChildOr404, type VisibleChild } from '../../citizen/index.js';
import { assertFolderOpen } from '../../medical-folder/index.js';
import { activeInjectionSites, activeVaccinesOfKind } from '../common/catalogue-queries.js';
import { invalid, invalidChoice, required } from '../common/errors.js';
import { folderHead } from '../common/folder-head.js';
import { residencePlaces } from '../international/international-queries.js';
import {
  deleteSheetRow,
  dosesOf,
  findDose,
  findSheet,
  insertDoses,
  insertSheet,
  lockedSheet,
  sheetFields,
  sheetInProgress,
  toDose,
  tunisDay,
  updateDose,
  updateSheet,
  type DoseRow,
  type SheetRow,
} from './rabies-queries.js';

/** 404 SHEET_NOT_FOUND: no such sheet, or one of a citizen the caller does not see. */
const sheetNotFound = () =>
  new ApiError(404, { detail: 'Anti-rabies sheet not found', errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: RABIES_ERROR_KEYS.sheetNotFound });

/** 409, code 202: an anti-rabies rule (spec 2 §4, §8) refuses the request; the key says which. */
export const refused = (key: keyof typeof RABIES_ERROR_KEYS, detail: string, fields?: Record<string, FieldError[]>) =>
  new ApiError(409, { detail, errorCode: ERROR_CODES.ENTITY_ERROR, key: RABIES_ERROR_KEYS[key], ...(fields ? { fields } : {}) });

export const sheetInProgressError = () => refused('sheetInProgress', 'An anti-rabies sheet of this citizen is already in progress');

/** A write that lost the race to the one-ongoing-sheet index answers SHEET_IN_PROGRESS; any other error goes on. */
export function rethrowSheetInProgress(error: unknown): never {
  if (uniqueViolation(error) === 'rabies_sheet_one_in_progress') throw sheetInProgressError();
  throw error;
}

export const AUDIT_ENTITY = 'rabies_sheet';
const DOSE_AUDIT_ENTITY = 'rabies_vaccination';

/** A sheet and its citizen through the child gate (a sheet of a citizen the caller does not see is missing). */
export async function visibleSheetOr404(db: Db, caller: Caller, id: number, reads?: 'vaccinations'): Promise<{ sheet: SheetRow; child: VisibleChild }> {
  const sheet = await findSheet(db, id);
  if (!sheet) throw sheetNotFound();
  return { sheet, child: await visibleChildOr404(db, caller, { id: sheet.citizen_id }, { notFound: sheetNotFound, reads }) };
}

function toFiche(sheet: SheetRow, doses: DoseRow[], child: VisibleChild, today: string): RabiesFiche {
  return {
    ...sheetFields(sheet, doses.length, today),
    citizen: folderHead(child),
    animalState: sheet.animal_state,
    animalStateD0To7: sheet.animal_state_d0_7,
    animalStateD7To14: sheet.animal_state_d7_14,
    previousTreatment: sheet.previous_treatment,
    serumRequired: sheet.serum_required,
    weightKg: sheet.weight_kg === null ? null : Number(sheet.weight_kg),
    phone: sheet.phone,
    firstUpdated: sheet.first_updated_at !== null,
    closureReason: sheet.closure_reason,
    closedAt: sheet.closed_at ? new Date(sheet.closed_at).toISOString() : null,
    details: (sheet.details ?? {}) as Record<string, unknown>,
    doses: doses.map((d) => toDose(d, today)),
  };
}

const serumErrors = (serum: RabiesSerum | null | undefined, serumRequired: boolean): Record<string, FieldError[]> => {
  if (!serum) return serumRequired ? { serum: invalid(RABIES_FIELD_KEYS.serumRequired, 'required') } : {};
  return serumSumRuleHolds(serum.infiltratedMl, serum.intramuscularMl, serum.totalMl) ? {} : { 'serum.infiltratedMl': invalid(RABIES_FIELD_KEYS.serumSumRule) };
};

const aggressionErrors = (prefix: string, aggression: RabiesAggression, birthDate: string, today: string): Record<string, FieldError[]> => {
  if (dayNumber(aggression.date) > dayNumber(today)) return { [`${prefix}.date`]: invalid(VACCINATION_FIELD_KEYS.dateInFuture) };
  if (dayNumber(aggression.date) < dayNumber(birthDate)) return { [`${prefix}.date`]: invalid(VACCINATION_FIELD_KEYS.beforeBirth) };
  return {};
};

/** The category, protocol and field errors of a new sheet (spec 2 §3-§5). */
async function assess(db: Db, body: RabiesFicheBody, birthDate: string, today: string) {
  const errors: Record<string, FieldError[]> = {};
  if (body.governorate != null && body.delegation != null) {
    const { governorateExists, delegationGovernorate } = await residencePlaces(db, body.governorate, body.delegation);
    if (!governorateExists) errors.governorate = invalidChoice;
    if (delegationGovernorate === undefined || (governorateExists && delegationGovernorate !== body.governorate)) errors.delegation = invalidChoice;
  }
  let category = null as ReturnType<typeof exposureCategory> | null;
  if (!body.preventive) {
    if (!body.aggression) errors.aggression = invalid(RABIES_ERROR_KEYS.attackDateMissing, 'required');
    else {
      Object.assign(errors, aggressionErrors('aggression', body.aggression, birthDate, today));
      category = exposureCategory({ ...body.aggression, species: body.animal?.species });
      if (body.hasSecondAggression) {
        if (!body.secondAggression) errors.secondAggression = invalid(RABIES_FIELD_KEYS.secondAggressionRequired, 'required');
        else {
          const windowError = secondAggressionDateError(body.secondAggression.date, body.aggression.date, today);
          if (windowError) errors['secondAggression.date'] = invalid(windowError);
          category = higherCategory(category, exposureCategory({ ...body.secondAggression, species: (body.secondAnimal ?? body.animal)?.species }));
        }
      }
    }
    if (!body.animal) errors.animal = required;
    if (body.hasSecondAnimal && !body.secondAnimal) errors.secondAnimal = invalid(RABIES_FIELD_KEYS.secondAnimalRequired, 'required');
  }
  const situation = { afterAggression: !body.preventive, category, previousTreatment: body.history.previousTreatment };
  // A regimen chosen is one the category and the previous treatment allow, never silently replaced.
  if (body.regimen != null && !allowedRegimens(situation).includes(body.regimen)) errors.regimen = invalidChoice;
  const protocol = proposeProtocol({ ...situation, preferredRegimen: body.regimen ?? null, weightKg: body.weightKg });
  Object.assign(errors, serumErrors(body.serum, protocol.serum.required));
  return { errors, category, protocol };
}

const detailsOf = (body: RabiesFicheBody) => ({
  governorate: body.governorate ?? null,
  delegation: body.delegation ?? null,
  address: body.address ?? null,
  localCare: body.localCare ?? null,
  careProduct: body.careProduct ?? null,
  carePlace: body.carePlace ?? null,
  careDelay: body.careDelay ?? null,
  aggression: body.preventive ? null : (body.aggression ?? null),
  secondAggression: !body.preventive && body.hasSecondAggression ? (body.secondAggression ?? null) : null,
  animal: body.preventive ? null : (body.animal ?? null),
  secondAnimal: !body.preventive && body.hasSecondAnimal ? (body.secondAnimal ?? null) : null,
  history: body.history,
  serum: body.serum ?? null,
});

/** POST fiche/create: the sheet, its category and proposed protocol with planned doses from today; refused while another is in progress. */
export async function createFiche(db: Db, caller: Caller, body: RabiesFicheBody, today: string): Promise<RabiesFicheCreated> {
  const child = await visibleChildOr404(db, caller, { evaxNumber: body.evaxNumber });
  const { errors, category, protocol } = await assess(db, body, child.birthDate, today);
  throwIfInvalid(errors);
  if ((await sheetInProgress(db, child.id)) !== null) throw sheetInProgressError();
  const structureId = caller.structure?.id ?? null;
  const noProtocol = protocol.regimen === 'NONE';
  const dates = plannedDates(protocol.visits, today);
  const details = detailsOf(body);
  const columns = {
    citizen_id: child.id,
    structure_id: structureId,
    // Category I: no prophylaxis, the sheet is recorded closed (docs/decisions.md).
    state: noProtocol ? 'CLOSED' : 'IN_PROGRESS',
    type: protocol.type,
    exposure_category: category,
    regimen: protocol.regimen,
    attack_date: details.aggression?.date ?? null,
    attack_type: details.aggression?.attackType ?? null,
    second_attack_date: details.secondAggression?.date ?? null,
    animal_species: details.animal?.species ?? null,
    animal_state: details.animal?.state ?? null,
    previous_treatment: body.history.previousTreatment,
    serum_required: protocol.serum.required,
    weight_kg: body.weightKg,
    phone: body.phone?.trim() || null,
    next_dose_date: dates[0] ?? null,
    details: JSON.stringify(details),
    closed_at: noProtocol ? new Date() : null,
    created_by: caller.userId,
  };
  const ficheId = await db
    .transaction()
    .execute(async (trx) => {
      await assertFolderOpen(trx, child.id);
      const id = await insertSheet(trx, columns);
      await insertDoses(
        trx,
        protocol.visits.map((visit, rank) => ({ sheet_id: id, rank, day: visit.day, sites: visit.sites, planned_date: dates[rank]! })),
      );
      const { details: _details, ...audited } = columns;
      await recordAudit(trx, {
        ...actorOf(caller),
        action: 'create',
        entity: AUDIT_ENTITY,
        citizenId: child.id,
        entityId: id,
        after: { ...audited, details },
      });
      return id;
    })
    .catch(rethrowSheetInProgress);
  const doses = await dosesOf(db, ficheId);
  return {
    results: {
      exposureCategory: category,
      type: protocol.type,
      regimen: protocol.regimen,
      serumRequired: protocol.serum.required,
      maxIuErig: protocol.serum.maxIuErig,
      maxIuHrig: protocol.serum.maxIuHrig,
    },
    protocole: doses.map((d) => toDose(d, today)),
    ficheId,
  };
}

/** GET fiche/{param}/details. */
export async function readFiche(db: Db, caller: Caller, id: number, today: string): Promise<RabiesFiche> {
  const { sheet, child } = await visibleSheetOr404(db, caller, id, 'vaccinations');
  return toFiche(sheet, await dosesOf(db, id), child, today);
}

/** GET {param}/check_citizen_has_protocol_in_progress. */
export async function checkInProgress(db: Db, caller: Caller, evaxNumber: string) {
  const child = await visibleChildOr404(db, caller, { evaxNumber });
  const ficheId = await sheetInProgress(db, child.id);
  return { inProgress: ficheId !== null, ficheId };
}

/**
 * POST fiche/first_update: once only and confirmed (spec 2 §4); the animal, second animal, history,
 * serum and phone replaced where given; the serum rules hold after it.
 */
export async function firstUpdate(db: Db, caller: Caller, body: RabiesFirstUpdateBody, today: string): Promise<RabiesFiche> {
  const { sheet, child } = await visibleSheetOr404(db, caller, body.ficheId);
  if (!body.confirmed) throw refused('confirmationRequired', 'The first update of the protocol must be confirmed');
  if (sheet.first_updated_at !== null) throw refused('protocolCannotBeUpdated', 'The protocol record was already updated once');
  if (sheet.state !== 'IN_PROGRESS') throw refused('sheetNotInProgress', 'The sheet is not in progress');
  const before = (sheet.details ?? {}) as Record<string, unknown>;
  const after: Record<string, unknown> = { ...before };
  if (body.animal !== undefined) after.animal = body.animal;
  if (body.secondAnimal !== undefined) after.secondAnimal = body.secondAnimal;
  if (body.history !== undefined) after.history = body.history;
  if (body.serum !== undefined) after.serum = body.serum;
  throwIfInvalid(serumErrors(after.serum as RabiesSerum | null, sheet.serum_required));
  const columns = {
    animal_species: body.animal?.species ?? sheet.animal_species,
    animal_state: body.animal !== undefined ? (body.animal.state ?? null) : sheet.animal_state,
    previous_treatment: (body.history?.previousTreatment ?? sheet.previous_treatment) as RabiesPreviousTreatment,
    phone: body.phone !== undefined ? body.phone?.trim() || null : sheet.phone,
  };
  await db.transaction().execute(async (trx) => {
    const locked = await lockedSheet(trx, sheet.id);
    if (!locked) throw sheetNotFound();
    if (locked.first_updated_at !== null) throw refused('protocolCannotBeUpdated', 'The protocol record was already updated once');
    await updateSheet(trx, sheet.id, { ...columns, details: JSON.stringify(after), first_updated_at: new Date() });
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'first_update',
      entity: AUDIT_ENTITY,
      citizenId: child.id,
      entityId: sheet.id,
      before: { animal_state: sheet.animal_state, previous_treatment: sheet.previous_treatment, phone: sheet.phone, details: before },
      after: { ...columns, details: after },
    });
  });
  return readFiche(db, caller, sheet.id, today);
}

const ANIMAL_STATE_FIELDS = { animalStateD0To7: 'animal_state_d0_7', animalStateD7To14: 'animal_state_d7_14' } as const;

/** POST fiche/{param}/update: only the animal states day 0-7 and 7-14, each once then locked (spec 2 §4). */
export async function updateAnimalStates(db: Db, caller: Caller, id: number, body: Record<string, unknown>, today: string): Promise<RabiesFiche> {
  const { sheet, child } = await visibleSheetOr404(db, caller, id);
  const others = Object.keys(body).filter((key) => !(key in ANIMAL_STATE_FIELDS));
  if (others.length) throw refused('onlyAnimalStateUpdatable', `Only the animal states can be updated, not ${others.join(', ')}`);
  const given = (Object.keys(ANIMAL_STATE_FIELDS) as (keyof typeof ANIMAL_STATE_FIELDS)[]).filter((key) => body[key] !== undefined);
  if (!given.length) throwIfInvalid({ animalStateD0To7: required });
  if (sheet.state === 'CLOSED') throw refused('sheetNotInProgress', 'The sheet is closed');
  const columns: Partial<Record<(typeof ANIMAL_STATE_FIELDS)[keyof typeof ANIMAL_STATE_FIELDS], string>> = {};
  for (const key of given) columns[ANIMAL_STATE_FIELDS[key]] = body[key] as string;
  await db.transaction().execute(async (trx) => {
    const locked = await lockedSheet(trx, id);
    if (!locked) throw sheetNotFound();
    const already = Object.keys(columns).filter((column) => locked[column as keyof typeof columns] !== null);
    if (already.length)
      throw refused(
        'animalStateLocked',
        'This animal state was already entered',
        Object.fromEntries(given.filter((k) => already.includes(ANIMAL_STATE_FIELDS[k])).map((k) => [k, invalid(RABIES_ERROR_KEYS.animalStateLocked)])),
      );
    await updateSheet(trx, id, columns);
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'update',
      entity: AUDIT_ENTITY,
      citizenId: child.id,
      entityId: id,
      before: Object.fromEntries(Object.keys(columns).map((c) => [c, null])),
      after: columns,
    });
  });
  return readFiche(db, caller, id, today);
}

/** POST fiche/{param}/closure: with a reason; travel closes it temporarily, death and other close it (docs/decisions.md). */
export async function closeFiche(db: Db, caller: Caller, id: number, body: RabiesClosureBody, today: string): Promise<RabiesFiche> {
  const { sheet, child } = await visibleSheetOr404(db, caller, id);
  if (sheet.state === 'CLOSED') throw refused('sheetNotInProgress', 'The sheet is already closed');
  const state = body.reason === 'TRAVEL' ? 'TEMPORARILY_CLOSED' : 'CLOSED';
  await db.transaction().execute(async (trx) => {
    await updateSheet(trx, id, { state, closure_reason: body.reason, closed_at: new Date() });
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'close',
      entity: AUDIT_ENTITY,
      citizenId: child.id,
      entityId: id,
      before: { state: sheet.state },
      after: { state, closure_reason: body.reason, note: body.note ?? null },
    });
  });
  return readFiche(db, caller, id, today);
}

/** DELETE fiche/{param}/delete: the sheet and its doses removed, kept whole in the audit row. */
export async function deleteFiche(db: Db, caller: Caller, id: number, today: string): Promise<void> {
  const { sheet, child } = await visibleSheetOr404(db, caller, id);
  const fiche = toFiche(sheet, await dosesOf(db, id), child, today);
  await db.transaction().execute(async (trx) => {
    if (!(await deleteSheetRow(trx, id))) throw sheetNotFound();
    const { citizen: _citizen, ...kept } = fiche;
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'delete',
      entity: AUDIT_ENTITY,
      citizenId: child.id,
      entityId: id,
      before: kept,
    });
  });
}

/** GET {param}/vaccination_list (every planned visit) and {param}/vaccination_list_done (those given). */
export async function doseList(db: Db, caller: Caller, id: number, today: string, doneOnly = false): Promise<RabiesDoseList> {
  const { sheet } = await visibleSheetOr404(db, caller, id, 'vaccinations');
  const doses = await dosesOf(db, id);
  return {
    ficheId: id,
    state: sheet.state,
    complete: isProtocolComplete(sheet.doses_done, doses.length),
    doses: doses.filter((d) => !doneOnly || d.given_date !== null).map((d) => toDose(d, today)),
  };
}

/** GET {param}/vaccination_details: one visit ({param}: the dose's id). */
export async function doseDetails(db: Db, caller: Caller, doseId: number, today: string) {
  const dose = await findDose(db, doseId);
  if (!dose) throw sheetNotFound();
  const { child } = await visibleSheetOr404(db, caller, Number(dose.sheet_id), 'vaccinations');
  return { ficheId: Number(dose.sheet_id), evaxNumber: child.evaxNumber, dose: toDose(dose, today) };
}

/**
 * POST {param}/vaccination_update: a visit given (spec 2 §4, §5): the sheet in progress, its
 * aggression date on it, the animal state filled, the earlier visits given, the date in its window,
 * a rabies vaccine of the catalogue and a known injection site. The day-0 visit re-plans the others
 * from its date; the protocol complete (4 to 5 doses) closes the sheet.
 */
export async function recordDose(db: Db, caller: Caller, id: number, body: RabiesDoseBody, today: string): Promise<RabiesDoseRecorded> {
  const { sheet, child } = await visibleSheetOr404(db, caller, id);
  if (sheet.state !== 'IN_PROGRESS') throw refused('sheetNotInProgress', 'The sheet is not in progress');
  const type = sheet.type as RabiesSheetType;
  if (type !== 'P' && sheet.attack_date === null) throw refused('attackDateMissing', 'The sheet has no aggression date');
  if (type !== 'P' && sheet.animal_state === null) throw refused('animalStateRequired', 'The animal state must be filled before vaccinating');
  const doses = await dosesOf(db, id);
  const dose = doses.find((d) => d.rank === body.rank);
  if (!dose) throwIfInvalid({ rank: invalidChoice });
  if (dose!.given_date !== null) throw refused('doseAlreadyGiven', 'This visit is already recorded');
  const orderError = doseOrderError(
    body.rank,
    doses.map((d) => ({ day: d.day, done: d.given_date !== null })),
  );
  if (orderError) {
    const key = (Object.keys(RABIES_ERROR_KEYS) as (keyof typeof RABIES_ERROR_KEYS)[]).find((k) => RABIES_ERROR_KEYS[k] === orderError)!;
    throw refused(key, 'An earlier visit of the protocol must be given first');
  }
  const errors: Record<string, FieldError[]> = {};
  const dateError = doseDateError({ date: body.givenDate, today, day: dose!.day, type, from: sheet.attack_date ?? tunisDay(sheet.created_at) });
  if (dateError) errors.givenDate = invalid(dateError);
  const [vaccines, sites] = await Promise.all([activeVaccinesOfKind(db, 'rabies', [body.dci]), activeInjectionSites(db)]);
  if (!vaccines.has(body.dci)) errors.dci = invalidChoice;
  if (!sites.has(body.injectionSite)) errors.injectionSite = invalidChoice;
  throwIfInvalid(errors);

  const structureId = caller.structure?.id ?? null;
  await db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const locked = await lockedSheet(trx, id);
    if (!locked || locked.state !== 'IN_PROGRESS') throw refused('sheetNotInProgress', 'The sheet is not in progress');
    const given = {
      given_date: body.givenDate,
      dci_id: body.dci,
      lot_number: body.lotNumber,
      injection_site: body.injectionSite,
      structure_id: structureId,
      given_by: caller.userId,
      given_at: new Date(),
    };
    await updateDose(trx, Number(dose!.id), given);
    // J0 given: the later visits are planned from its date.
    const replanned = body.rank === 0 ? doses.map((d) => ({ ...d, planned_date: isoDay(dayNumber(body.givenDate) + d.day) })) : doses;
    if (body.rank === 0) for (const d of replanned) await updateDose(trx, Number(d.id), { planned_date: d.planned_date });
    const done = locked.doses_done + 1;
    const next = replanned.find((d) => d.given_date === null && d.rank !== body.rank);
    const complete = isProtocolComplete(done, doses.length);
    await updateSheet(trx, id, {
      doses_done: done,
      next_dose_date: complete ? null : (next?.planned_date ?? null),
      ...(complete ? { state: 'CLOSED', closure_reason: 'COMPLETE', closed_at: new Date() } : {}),
    });
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'create',
      entity: DOSE_AUDIT_ENTITY,
      citizenId: child.id,
      entityId: Number(dose!.id),
      after: { sheet_id: id, rank: body.rank, ...given, given_at: undefined },
    });
  });
  const after = await findSheet(db, id);
  if (!after) throw sheetNotFound();
  const list = await dosesOf(db, id);
  const openedOn = tunisDay(sheet.created_at);
  return {
    ficheId: id,
    state: after.state,
    complete: isProtocolComplete(after.doses_done, list.length),
    nextDoseDate: after.next_dose_date,
    doses: list.map((d) => toDose(d, today)),
    warnings: isOpenTooLong({ type, state: sheet.state, openedOn }, today) ? [RABIES_ERROR_KEYS.openTooLong] : [],
  };
}
