import {
  ACCOUNT_FIELD_KEYS,
  CITIZEN_ERROR_KEYS,
  CITIZEN_FIELD_KEYS,
  type CheckParentRequest,
  type CheckParentResponse,
  type FieldError,
  type ParentRole,
  type ParentSummary,
  type ParentValues,
} from '@evax/shared/contract';
import { normalizePhone, phoneErrors } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { throwIfInvalid, validationFailed } from '../../http/errors.js';
import { uniqueViolation } from '../../http/unique-violation.js';
import { changedFields, recordAudit } from '../audit/index.js';
import { cleanParent, type CleanParent } from './child-fields.js';
import {
  findParentByPaper,
  findParentSummary,
  insertParentRow,
  parentExists,
  parentLinksOf,
  phoneTakenByAnother,
  setParentPhone,
  takenParentValues,
  toParentSummary,
} from './parent-queries.js';

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

/**
 * check_parent (spec 2 §7): is a parent registered with this national identity card, or this
 * passport of this nationality? Searched nationally: a family registered in one centre is
 * linked from another. One identity paper is required (400 otherwise).
 */
export async function checkParent(db: Db, query: CheckParentRequest): Promise<CheckParentResponse> {
  if (!query.nationalId && !query.passportNumber) throw validationFailed({ nationalId: [{ code: 'required', key: CITIZEN_FIELD_KEYS.identityPaperRequired }] });
  const row = await findParentByPaper(
    db,
    query.nationalId ? { nationalId: query.nationalId } : { passportNumber: query.passportNumber!.trim(), nationality: query.nationality ?? 'TN' },
  );
  return row ? { parentExist: true, parent: toParentSummary(row) } : { parentExist: false, parent: null };
}

const phoneAlreadyUsed = () => validationFailed({ phone: unique(ACCOUNT_FIELD_KEYS.phoneAlreadyUsed) }, 'This phone number is already registered');

/**
 * Update a citizen's phone (spec 2 §7 update-phone): a valid number (spec 2 §5), not registered
 * to another citizen; audited with before and after.
 */
export async function updateParentPhone(db: Db, caller: Caller, parentId: number, typed: string): Promise<ParentSummary> {
  throwIfInvalid(Object.fromEntries(Object.entries({ phone: phoneErrors(typed) }).filter(([, list]) => list.length > 0)));
  const phone = normalizePhone(typed)!;
  if (await phoneTakenByAnother(db, phone, parentId)) throw phoneAlreadyUsed();
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await findParentSummary(trx, parentId, { forUpdate: true });
      if (!before) throw new Error(`No parent ${parentId}`);
      await setParentPhone(trx, parentId, phone);
      await recordAudit(trx, {
        userId: caller.userId,
        structureId: caller.structure?.id ?? null,
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
