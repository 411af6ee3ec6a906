import {
  CITIZEN_ERROR_KEYS,
  CITIZEN_FIELD_KEYS,
  ERROR_CODES,
  HTTP_ERROR_KEYS,
  TUNISIA,
  type ChildDetail,
  type ChildValues,
  type DuplicateCandidate,
  type HistoryEntry,
  type ParentRole,
  type ParentValues,
} from '@evax/shared/contract';
import { childErrors, dayMonthYear, parentErrors } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { ApiError, throwIfInvalid, validationFailed } from '../../http/errors.js';
import { uniqueViolation } from '../../http/unique-violation.js';
import { actorOf, changedFields, childHistory, type HistoryPage, recordAudit } from '../audit/index.js';
import { structureScopeOf } from '../structure/index.js';
import { cleanChild, type CleanChild } from './child-fields.js';
import {
  birthPlaces,
  childRecord,
  childValues,
  deleteChildRow,
  earliestDoseBefore,
  hasGivenVaccination,
  insertChildRow,
  insertParentLink,
  lockChild,
  takenChildPapers,
  updateChildRow,
} from './child-queries.js';
import { findDuplicates } from './duplicate-queries.js';
import { findVisibleChild, visibleChildOr404, type ChildKey } from './visible-child.js';
import { newEvaxNumber } from './evax-number.js';
import { recordsMergedInto } from './parent-merge-queries.js';
import { assertParentAvailable, assertRoleFree, insertParent, parentForLink, parentUniqueFields, prefixed } from './parent-service.js';

/** How a new child meets its parent: a parent created with it, or one already registered. */
export type ParentChoice = { kind: 'new'; values: ParentValues } | { kind: 'registered'; id: number };

export interface ChildCreation {
  child: ChildValues;
  parent: ParentChoice;
  role: ParentRole;
  foreign: boolean;
  confirmNotDuplicate: boolean;
}

export type ChildCreationOutcome = { kind: 'created'; id: number; evaxNumber: string } | { kind: 'duplicates'; candidates: DuplicateCandidate[] };

/** The child is registered at the caller's structure, so a caller needs one. */
function registeringStructure(caller: Caller): number {
  if (!caller.structure)
    throw new ApiError(403, { detail: 'A child is registered at the structure you work in; choose one first', key: HTTP_ERROR_KEYS.FORBIDDEN });
  return caller.structure.id;
}

/** The birth place's references: a governorate and delegation that exist, the delegation in that governorate. */
async function placeErrors(db: Db, child: ChildValues): Promise<Record<string, { code: 'invalid_choice' | 'invalid'; key: string }[]>> {
  const errors: Record<string, { code: 'invalid_choice' | 'invalid'; key: string }[]> = {};
  const { governorateExists, delegationGovernorate } = await birthPlaces(db, child.birthGovernorate ?? null, child.birthDelegation ?? null);
  if (child.birthGovernorate != null && !governorateExists) errors.birthGovernorate = [{ code: 'invalid_choice', key: 'ERROR.CODE.VALIDATION.INVALID_CHOICE' }];
  if (child.birthDelegation != null) {
    if (delegationGovernorate === undefined) errors.birthDelegation = [{ code: 'invalid_choice', key: 'ERROR.CODE.VALIDATION.INVALID_CHOICE' }];
    else if (child.birthGovernorate != null && delegationGovernorate !== child.birthGovernorate)
      errors.birthDelegation = [{ code: 'invalid', key: CITIZEN_FIELD_KEYS.delegationNotInGovernorate }];
  }
  return errors;
}

/** The child's identity papers must be unused by another child. */
async function childUniqueErrors(db: Db, child: CleanChild, exceptId: number | null = null) {
  const errors: Record<string, { code: 'unique'; key: string }[]> = {};
  const taken = await takenChildPapers(db, child, exceptId);
  if (taken.nationalId) errors.nationalId = [{ code: 'unique', key: CITIZEN_FIELD_KEYS.nationalIdAlreadyUsed }];
  if (taken.passportNumber) errors.passportNumber = [{ code: 'unique', key: CITIZEN_FIELD_KEYS.passportAlreadyUsed }];
  return errors;
}

const CHILD_UNIQUE_INDEXES: Record<string, string> = {
  citizen_national_id_idx: 'child.nationalId',
  citizen_passport_idx: 'child.passportNumber',
  ...Object.fromEntries(Object.entries(parentUniqueFields).map(([index, field]) => [index, `parent.${field}`])),
};

/**
 * Adds a child (spec 2 §2, both steps of the form in one request) with its parent, new or
 * registered, linked with its role. Every rule is checked before anything is written: the shared
 * rules, the birth place, unused identity papers and phone, the parent's role free, then the
 * likely duplicates (answered instead of creating unless the request confirms a different
 * child). The child, the parent, the link and their audit rows are written in one transaction.
 */
export async function createChild(db: Db, caller: Caller, request: ChildCreation): Promise<ChildCreationOutcome> {
  const structureId = registeringStructure(caller);
  const child = cleanChild(request.child);
  const fields = {
    ...prefixed('child', childErrors(request.child, { foreign: request.foreign })),
    ...(request.parent.kind === 'new' ? prefixed('parent', parentErrors(request.parent.values)) : {}),
  };
  throwIfInvalid(fields);
  throwIfInvalid(prefixed('child', { ...(await placeErrors(db, request.child)), ...(await childUniqueErrors(db, child)) }));
  const parent = request.parent.kind === 'new' ? await assertParentAvailable(db, request.parent.values) : await parentForLink(db, request.parent.id);
  if (!request.confirmNotDuplicate) {
    const candidates = await findDuplicates(db, request.child);
    if (candidates.length > 0) return { kind: 'duplicates', candidates };
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const evaxNumber = await newEvaxNumber(trx);
      const id = await insertChildRow(trx, caller, structureId, evaxNumber, child);
      await recordAudit(trx, {
        ...actorOf(caller),
        action: request.confirmNotDuplicate ? 'create_confirmed_not_duplicate' : 'create',
        entity: 'child',
        entityId: id,
        citizenId: id,
        before: null,
        after: { evaxNumber, ...child },
      });
      const parentId = parent.kind === 'new' ? await insertParent(trx, caller, structureId, parent.values) : parent.id;
      await linkInTransaction(trx, caller, structureId, id, parentId, request.role);
      return { kind: 'created' as const, id, evaxNumber };
    });
  } catch (error) {
    throw childUniqueViolation(error);
  }
}

/** A unique index's violation as the field error of `child.<field>` (400), or the error itself. */
function childUniqueViolation(error: unknown): unknown {
  const index = uniqueViolation(error);
  const field = index !== null ? CHILD_UNIQUE_INDEXES[index] : undefined;
  if (!field) return error;
  return new ApiError(400, {
    detail: 'A value that must be unique is taken',
    key: HTTP_ERROR_KEYS.VALIDATION,
    fields: { [field]: [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' }] },
  });
}

/** The fields the duplicate score reads (duplicate-queries.ts): a correction of another field is not checked again. */
const DUPLICATE_FIELDS = [
  'firstNameFr',
  'lastNameFr',
  'firstNameAr',
  'lastNameAr',
  'birthDate',
  'motherFirstNameFr',
  'motherLastNameFr',
  'motherFirstNameAr',
  'motherLastNameAr',
  'birthGovernorate',
] as const satisfies readonly (keyof CleanChild)[];

/** 400 on child.birthDate: a dose was given on `day`, before the birth date asked. */
const birthDateAfterGivenDose = (day: string) =>
  validationFailed(
    { 'child.birthDate': [{ code: 'invalid', key: CITIZEN_FIELD_KEYS.birthDateAfterGivenDose, params: { date: dayMonthYear(day) } }] },
    'A dose was given before this birth date',
  );

export type ChildUpdateOutcome = { kind: 'updated'; child: ChildDetail } | { kind: 'duplicates'; candidates: DuplicateCandidate[] };

/**
 * PUT /api/citizen/child/{param} (issue 30): corrects a child's fields with the rules of creation
 * (the shared rules, the child kept Tunisian or foreign as registered; the birth place; identity
 * papers unused by another child; the likely duplicates among the other children when a field
 * the score reads changed, unless confirmed). A birth date after a dose already given is refused,
 * checked again under the child's lock so a dose recorded meanwhile counts. The booklet's due dates
 * and states follow: they are computed from the birth date at each read; the structure's kept due
 * and overdue counts are marked stale by migration 0035's trigger on the update. Audited with the
 * changed fields before and after (the history tab); nothing changed, nothing written.
 */
export async function updateChild(db: Db, caller: Caller, evaxNumber: string, values: ChildValues, confirmNotDuplicate: boolean): Promise<ChildUpdateOutcome> {
  const { id } = await visibleChildOr404(db, caller, { evaxNumber });
  const current = (await childValues(db, id))!;
  const foreign = current.nationality !== TUNISIA;
  const child = cleanChild(values);
  throwIfInvalid(prefixed('child', childErrors(values, { foreign })));
  throwIfInvalid(prefixed('child', { ...(await placeErrors(db, values)), ...(await childUniqueErrors(db, child, id)) }));
  const birthMoved = child.birthDate !== current.birthDate;
  const earliest = birthMoved ? await earliestDoseBefore(db, id, child.birthDate!) : null;
  if (earliest) throw birthDateAfterGivenDose(earliest);
  const identityChanged = DUPLICATE_FIELDS.some((field) => JSON.stringify(child[field]) !== JSON.stringify(current[field]));
  if (identityChanged && !confirmNotDuplicate) {
    const candidates = await findDuplicates(db, values, id);
    if (candidates.length > 0) return { kind: 'duplicates', candidates };
  }
  try {
    await db.transaction().execute(async (trx) => {
      const before = (await childValues(trx, id, { forUpdate: true }))!;
      if (child.birthDate !== before.birthDate) {
        const given = await earliestDoseBefore(trx, id, child.birthDate!);
        if (given) throw birthDateAfterGivenDose(given);
      }
      const changes = changedFields(before, child);
      if (Object.keys(changes.after).length === 0) return;
      await updateChildRow(trx, id, child);
      await recordAudit(trx, {
        ...actorOf(caller),
        action: identityChanged && confirmNotDuplicate ? 'update_confirmed_not_duplicate' : 'update',
        entity: 'child',
        entityId: id,
        citizenId: id,
        ...changes,
      });
    });
  } catch (error) {
    throw childUniqueViolation(error);
  }
  return { kind: 'updated', child: (await childRecord(db, id))! };
}

/** Links a parent to a child with its role, audited on the child; the role must be free (checked before). */
export async function linkInTransaction(
  trx: Db,
  caller: Caller,
  structureId: number | null,
  childId: number,
  parentId: number,
  role: ParentRole,
): Promise<void> {
  await assertRoleFree(trx, childId, parentId, role);
  await insertParentLink(trx, childId, parentId, role);
  await recordAudit(trx, {
    ...actorOf(caller),
    action: 'link_parent',
    entity: 'child',
    entityId: childId,
    citizenId: childId,
    before: null,
    after: { parent: parentId, role },
  });
}

export const possibleDuplicates = (candidates: DuplicateCandidate[]) => ({
  detail: 'Likely duplicates of this child exist; confirm it is a different child to add it',
  key: CITIZEN_ERROR_KEYS.possibleDuplicates,
  candidates,
});

/**
 * Deletes a child (spec 2 §7, DELETE with {param} and {lang}): refused (409) when it has
 * recorded vaccinations (status done in `vaccination`); its planned appointments and parent links
 * go with it, its parents stay. Audited with the whole record before.
 */
export async function deleteChild(db: Db, caller: Caller, evaxNumber: string): Promise<void> {
  const { id } = await visibleChildOr404(db, caller, { evaxNumber });
  await db.transaction().execute(async (trx) => {
    await lockChild(trx, id);
    if (await hasGivenVaccination(trx, id))
      throw new ApiError(409, {
        detail: 'This child has recorded vaccinations and cannot be deleted',
        errorCode: ERROR_CODES.ENTITY_ERROR,
        key: CITIZEN_ERROR_KEYS.childHasVaccinations,
      });
    const { parents, ...record } = (await childRecord(trx, id))!;
    await deleteChildRow(trx, id);
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'delete',
      entity: 'child',
      entityId: id,
      citizenId: id,
      before: { ...record, parents: parents.map((p) => ({ id: p.id, role: p.role })) },
      after: null,
    });
  });
}

/**
 * /admin/parent/add: a child gets a parent, new (created with it) or registered, with a role.
 * The child must be one the caller sees (404 parent not found otherwise).
 */
export async function addParentToChild(db: Db, caller: Caller, childEvax: string, parent: ParentChoice, role: ParentRole): Promise<ChildDetail> {
  const child = await visibleChildOr404(db, caller, { evaxNumber: childEvax });
  const chosen =
    parent.kind === 'new'
      ? (throwIfInvalid(prefixed('parent', parentErrors(parent.values))), await assertParentAvailable(db, parent.values))
      : await parentForLink(db, parent.id);
  await assertRoleFree(db, child.id, chosen.kind === 'registered' ? chosen.id : null, role);
  const structureId = caller.structure?.id ?? null;
  await db.transaction().execute(async (trx) => {
    const parentId = chosen.kind === 'new' ? await insertParent(trx, caller, structureId ?? child.structureId, chosen.values) : chosen.id;
    await linkInTransaction(trx, caller, structureId, child.id, parentId, role);
  });
  return (await childRecord(db, child.id))!;
}

/**
 * A child's full record for its card (and the evax search), if the caller sees it (the gate); a
 * read from outside the child's structure is audited by the gate (issue 27).
 */
export async function readChildRecord(db: Db, caller: Caller, key: ChildKey): Promise<ChildDetail | null> {
  const child = await findVisibleChild(db, caller, key, 'card');
  if (!child) return null;
  return childRecord(db, child.id);
}

/**
 * A child's audit trail, newest first, one page: its own rows (its vaccinations, measurements,
 * allergies and MAPI included) and its parents' (a phone changed on the card is the parent's
 * row). The reads of its health data from outside its structure (issue 27) are shown to the
 * national level only.
 */
export async function childHistoryOf(db: Db, caller: Caller, evaxNumber: string, page: HistoryPage): Promise<HistoryEntry[]> {
  const { id } = await visibleChildOr404(db, caller, { evaxNumber });
  const { parents } = (await childRecord(db, id))!;
  const parentIds = parents.map((parent) => parent.id);
  // A parent's records merged into one (issue 30) keep their rows: the child's history shows them.
  return childHistory(db, id, [...parentIds, ...(await recordsMergedInto(db, parentIds))], page, { withReads: structureScopeOf(caller).kind === 'national' });
}
