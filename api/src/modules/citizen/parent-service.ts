import {
  ACCOUNT_FIELD_KEYS,
  hasPermission,
  PERMISSIONS,
  CITIZEN_ERROR_KEYS,
  CITIZEN_FIELD_KEYS,
  type CheckParentRequest,
  type CheckParentResponse,
  type FieldError,
  type ParentRole,
  type ParentSummary,
  type ParentUpdateRequest,
  type ParentValues,
  type StructureType,
} from '@evax/shared/contract';
import { normalizePhone, parentErrors, phoneErrors } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { forbidden, throwIfInvalid, validationFailed } from '../../http/errors.js';
import { uniqueViolation } from '../../http/unique-violation.js';
import { actorOf, changedFields, recordAudit, type Actor } from '../audit/index.js';
import { cleanParent, type CleanParent } from './child-fields.js';
import { visibleCitizen } from './citizen-queries.js';
import { NAME_FLOOR } from './duplicate-queries.js';
import {
  findParentByPaper,
  findParentSummary,
  insertParentRow,
  parentByPaperWithNameScores,
  parentExists,
  parentIdByPhone,
  parentLinksOf,
  phoneTakenByAnother,
  setParentPhone,
  takenParentValues,
  toParentSummary,
  parentCorrectionColumns,
  updateParentRow,
  type IdentityPaper,
  type ParentCorrection,
} from './parent-queries.js';

export type { IdentityPaper };

type FieldErrors = Record<string, FieldError[]>;

/** Field errors of a nested object, named `prefix.field`. */
export function prefixed(prefix: string, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [`${prefix}.${field}`, list]));
}

/** The unique indexes of parent and the field each guards. */
export const parentUniqueFields: Record<string, keyof ParentValues> = {
  parent_national_id_idx: 'nationalId',
  parent_passport_idx: 'passportNumber',
  parent_phone_idx: 'phone',
};

const unique = (key: string): FieldError[] => [{ code: 'unique', key }];

/** A new parent's identity papers and phone must be unused (400, `parent.<field>` unique). */
export async function assertParentAvailable(db: Db, values: ParentValues): Promise<{ kind: 'new'; values: CleanParent }> {
  const parent = cleanParent(values);
  const taken = await takenParentValues(db, parent);
  const errors: FieldErrors = {};
  if (taken.nationalId) errors.nationalId = unique(CITIZEN_FIELD_KEYS.nationalIdAlreadyUsed);
  if (taken.passportNumber) errors.passportNumber = unique(CITIZEN_FIELD_KEYS.passportAlreadyUsed);
  if (taken.phone) errors.phone = unique(ACCOUNT_FIELD_KEYS.phoneAlreadyUsed);
  throwIfInvalid(prefixed('parent', errors));
  return { kind: 'new', values: parent };
}

/** A registered parent to link: any parent of the country (check_parent found it by its identity paper). */
export async function parentForLink(db: Db, id: number): Promise<{ kind: 'registered'; id: number }> {
  if (!(await parentExists(db, id)))
    throw validationFailed({ parent: [{ code: 'invalid_choice', key: CITIZEN_ERROR_KEYS.parentNotFound }] }, 'No parent with this id');
  return { kind: 'registered', id };
}

/** A new parent's row and its audit row, in the caller's transaction. */
export async function insertParent(trx: Db, caller: Caller, structureId: number, parent: CleanParent): Promise<number> {
  const id = await insertParentRow(trx, caller, structureId, parent);
  await recordAudit(trx, { userId: caller.userId, structureId, action: 'create', entity: 'parent', entityId: id, before: null, after: parent });
  return id;
}

/** The parent (null: a new one) must not be linked yet, and a child has one father and one mother at most. */
export async function assertRoleFree(db: Db, childId: number, parentId: number | null, role: ParentRole): Promise<void> {
  const links = await parentLinksOf(db, childId);
  if (links.some((link) => link.parent_id === parentId)) throw validationFailed({ parent: [{ code: 'invalid', key: CITIZEN_FIELD_KEYS.parentAlreadyLinked }] });
  if ((role === 'father' || role === 'mother') && links.some((link) => link.role === role))
    throw validationFailed({ role: [{ code: 'invalid', key: CITIZEN_FIELD_KEYS.parentRoleTaken }] });
}

/** A registered parent's summary by id, whoever asks (the citizen space signs its own citizen in). */
export async function parentSummary(db: Db, id: number): Promise<ParentSummary> {
  const row = await findParentSummary(db, id);
  if (!row) throw new Error(`No parent ${id}`);
  return toParentSummary(row);
}

/** Audit entity of a look-up of a parent outside the caller's scope (check_parent): kept apart from the history of writes. */
export const PARENT_READ_ENTITY = 'parent_read';

/**
 * check_parent (spec 2 §7): is a parent registered with this national identity card, or this
 * passport of this nationality? Searched nationally: a family registered in one centre is
 * linked from another. One identity paper is required (400 otherwise). A parent the caller does
 * not see (citizens list's scope) is answered with what registering needs only (issue 27): that it
 * exists, its id to link and its names to check against the paper in hand; no phone (and no
 * children: GET /api/citizen/{id}/children answers 404 for it). That look-up is audited.
 */
export async function checkParent(db: Db, caller: Caller, query: CheckParentRequest): Promise<CheckParentResponse> {
  if (!query.nationalId && !query.passportNumber) throw validationFailed({ nationalId: [{ code: 'required', key: CITIZEN_FIELD_KEYS.identityPaperRequired }] });
  const paper = query.nationalId ? { nationalId: query.nationalId } : { passportNumber: query.passportNumber!.trim(), nationality: query.nationality ?? 'TN' };
  const row = await findParentByPaper(db, paper);
  if (!row) return { parentExist: false, parent: null, outsideScope: false };
  const parent = toParentSummary(row);
  if (await visibleCitizen(db, caller, row.id)) return { parentExist: true, parent, outsideScope: false };
  await recordAudit(db, {
    ...actorOf(caller),
    action: 'check_parent',
    entity: PARENT_READ_ENTITY,
    entityId: row.id,
    after: { paper: 'nationalId' in paper ? 'nationalId' : 'passport' },
  });
  return { parentExist: true, parent: { ...parent, phone: null }, outsideScope: true };
}

/** Whether the caller sees this citizen (registered in its scope, or a parent of a child it sees). */
export async function isCitizenVisible(db: Db, caller: Caller, id: number): Promise<boolean> {
  return (await visibleCitizen(db, caller, id)) !== undefined;
}

/** The registered citizen an identity paper names, where it was registered, and whether the names given agree with its record. */
export interface RegisteredCitizen {
  parent: ParentSummary;
  structure: { id: number; nameFr: string; nameAr: string; type: StructureType; governorateId: number };
  /** Both full names (French and Arabic) reach the duplicate check's floor of likeness (NAME_FLOOR) against the record's. */
  namesAgree: boolean;
}

/**
 * Issue 27: the citizen registered with this identity paper, if any, and whether these names are
 * that citizen's within the tolerance the duplicate check uses: the folded full names
 * (evax_latin_name_key, evax_arabic_name_key) at least NAME_FLOOR alike by trigram similarity, in
 * each script (a registration gives both, so an applicant who knows one spelling only does not pass).
 */
export async function registeredCitizenOf(
  db: Db,
  paper: IdentityPaper,
  names: { firstNameFr: string; lastNameFr: string; firstNameAr: string; lastNameAr: string },
): Promise<RegisteredCitizen | null> {
  const row = await parentByPaperWithNameScores(db, paper, { fr: names.firstNameFr + names.lastNameFr, ar: names.firstNameAr + names.lastNameAr });
  if (!row) return null;
  return {
    parent: toParentSummary(row),
    structure: {
      id: row.structure_id,
      nameFr: row.structure_name_fr,
      nameAr: row.structure_name_ar,
      type: row.structure_type as StructureType,
      governorateId: row.structure_governorate_id,
    },
    namesAgree: row.name_score_fr >= NAME_FLOOR && row.name_score_ar >= NAME_FLOOR,
  };
}

/** The citizen whose phone on record this is (the citizen space signs in with it), or null. */
export async function citizenWithPhone(db: Db, phone: string): Promise<number | null> {
  return (await parentIdByPhone(db, phone))?.id ?? null;
}

/**
 * Gives a registered citizen with no phone on record this one, in the caller's transaction
 * (a registration accepted for it): audited as a phone update. 400 when another citizen has it.
 */
export async function givePhoneOnRecord(trx: Db, actor: Actor, parentId: number, phone: string): Promise<void> {
  if (await phoneTakenByAnother(trx, phone, parentId)) throw phoneAlreadyUsed();
  await setParentPhone(trx, parentId, phone);
  await recordAudit(trx, { ...actor, action: 'update_phone', entity: 'parent', entityId: parentId, before: { phone: null }, after: { phone } });
}

const phoneAlreadyUsed = () => validationFailed({ phone: unique(ACCOUNT_FIELD_KEYS.phoneAlreadyUsed) }, 'This phone number is already registered');

/**
 * Update a citizen's phone (spec 2 §7 update-phone, and the citizen space's phone change): a
 * valid number (spec 2 §5), not registered to another citizen; audited with before and after.
 */
export async function updateParentPhone(db: Db, actor: Actor, parentId: number, typed: string): Promise<ParentSummary> {
  throwIfInvalid(Object.fromEntries(Object.entries({ phone: phoneErrors(typed) }).filter(([, list]) => list.length > 0)));
  const phone = normalizePhone(typed)!;
  if (await phoneTakenByAnother(db, phone, parentId)) throw phoneAlreadyUsed();
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await findParentSummary(trx, parentId, { forUpdate: true });
      if (!before) throw new Error(`No parent ${parentId}`);
      await setParentPhone(trx, parentId, phone);
      await recordAudit(trx, {
        ...actor,
        action: 'update_phone',
        entity: 'parent',
        entityId: parentId,
        ...changedFields({ phone: before.phone }, { phone }),
      });
      return toParentSummary({ ...before, phone });
    });
  } catch (error) {
    if (uniqueViolation(error) === 'parent_phone_idx') throw phoneAlreadyUsed();
    throw error;
  }
}

/** The summary's fields as a correction compares them. */
const correctionOf = (parent: ParentSummary): ParentCorrection => ({
  firstNameFr: parent.firstNameFr,
  lastNameFr: parent.lastNameFr,
  firstNameAr: parent.firstNameAr,
  lastNameAr: parent.lastNameAr,
  phone: parent.phone,
  nationality: parent.nationality,
  nationalId: parent.nationalId,
  passportNumber: parent.passportNumber,
});

/**
 * PUT /api/citizen/citizens/{id} (issue 30): corrects a citizen's names, identity papers and phone
 * with the rules of a new parent (names in both scripts, a valid phone, an identity paper, each
 * unused by another citizen). The route holds edit-children and the gate (the citizen seen, else
 * 404); a changed phone also needs edit-citizen-phone, as the phone update does; a phone on record
 * may be changed, not removed (the citizen space signs in with it). Audited on the parent with the
 * changed fields: every linked child's history shows the row.
 */
export async function updateParent(db: Db, caller: Caller, parentId: number, values: ParentUpdateRequest): Promise<ParentSummary> {
  throwIfInvalid(parentErrors(values));
  const clean = cleanParent(values);
  const wanted: ParentCorrection = {
    firstNameFr: clean.firstNameFr,
    lastNameFr: clean.lastNameFr,
    firstNameAr: clean.firstNameAr,
    lastNameAr: clean.lastNameAr,
    phone: clean.phone,
    nationality: clean.nationality,
    nationalId: clean.nationalId,
    passportNumber: clean.passportNumber,
  };
  const taken = await takenParentValues(db, wanted, parentId);
  const errors: FieldErrors = {};
  if (taken.nationalId) errors.nationalId = unique(CITIZEN_FIELD_KEYS.nationalIdAlreadyUsed);
  if (taken.passportNumber) errors.passportNumber = unique(CITIZEN_FIELD_KEYS.passportAlreadyUsed);
  if (taken.phone) errors.phone = unique(ACCOUNT_FIELD_KEYS.phoneAlreadyUsed);
  throwIfInvalid(errors);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await findParentSummary(trx, parentId, { forUpdate: true });
      if (!row) throw new Error(`No parent ${parentId}`);
      const before = correctionOf(toParentSummary(row));
      if (before.phone && !wanted.phone) throw validationFailed({ phone: [{ code: 'required', key: CITIZEN_FIELD_KEYS.phoneOnRecordRequired }] });
      if (before.phone !== wanted.phone && !hasPermission(caller, PERMISSIONS.citizen.editCitizenPhone)) throw forbidden();
      const changes = changedFields({ ...before }, { ...wanted });
      if (Object.keys(changes.after).length > 0) {
        await updateParentRow(trx, parentId, wanted);
        await recordAudit(trx, { ...actorOf(caller), action: 'update', entity: 'parent', entityId: parentId, ...changes });
      }
      return toParentSummary({ ...row, ...parentCorrectionColumns(wanted) });
    });
  } catch (error) {
    const field = parentUniqueFields[uniqueViolation(error) ?? ''];
    if (field) throw validationFailed({ [field]: unique('ERROR.CODE.VALIDATION.UNIQUE') });
    throw error;
  }
}
