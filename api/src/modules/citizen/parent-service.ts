import {
  ACCOUNT_FIELD_KEYS,
  CITIZEN_ERROR_KEYS,
  CITIZEN_FIELD_KEYS,
  ERROR_CODES,
  type CheckParentRequest,
  type CheckParentResponse,
  type FieldError,
  type ParentRole,
  type ParentSummary,
  type ParentValues,
} from '@evax/shared/contract';
import { normalizePhone, phoneErrors } from '@evax/shared/validation';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import type { Caller } from '../../http/context.js';
import { ApiError, throwIfInvalid, validationFailed } from '../../http/errors.js';
import { uniqueViolation } from '../../http/unique-violation.js';
import { changedFields, recordAudit } from '../audit/audit.js';
import { cleanParent, PARENT_COLUMNS, toColumns } from './child-fields.js';

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

/** 404 "parent not found" (spec 2 §8: a child or parent not found answers it), code 203. */
export const parentNotFound = (detail = 'Parent not found') =>
  new ApiError(404, { detail, errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: CITIZEN_ERROR_KEYS.childNotFound });

/** A new parent's identity papers and phone must be unused (400, `parent.<field>` unique). */
export async function assertParentAvailable(db: Db, values: ParentValues): Promise<{ kind: 'new'; values: ReturnType<typeof cleanParent> }> {
  const parent = cleanParent(values);
  const errors: FieldErrors = {};
  if (parent.nationalId && (await db.selectFrom('parent').select('id').where('national_id', '=', parent.nationalId).executeTakeFirst()))
    errors.nationalId = unique(CITIZEN_FIELD_KEYS.nationalIdAlreadyUsed);
  if (
    parent.passportNumber &&
    (await db
      .selectFrom('parent')
      .select('id')
      .where('nationality', '=', parent.nationality!)
      .where('passport_number', '=', parent.passportNumber)
      .executeTakeFirst())
  )
    errors.passportNumber = unique(CITIZEN_FIELD_KEYS.passportAlreadyUsed);
  if (parent.phone && (await db.selectFrom('parent').select('id').where('phone', '=', parent.phone).executeTakeFirst()))
    errors.phone = unique(ACCOUNT_FIELD_KEYS.phoneAlreadyUsed);
  throwIfInvalid(prefixed('parent', errors));
  return { kind: 'new', values: parent };
}

/** A registered parent to link: any parent of the country (check_parent found it by its identity paper). */
export async function parentForLink(db: Db, id: number): Promise<{ kind: 'registered'; id: number }> {
  const found = await db.selectFrom('parent').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw validationFailed({ parent: [{ code: 'invalid_choice', key: CITIZEN_ERROR_KEYS.childNotFound }] }, 'No parent with this id');
  return { kind: 'registered', id };
}

export async function insertParent(trx: Transaction<Database>, caller: Caller, structureId: number, parent: ReturnType<typeof cleanParent>): Promise<number> {
  const inserted = await trx
    .insertInto('parent')
    .values({ ...(toColumns(PARENT_COLUMNS, parent) as object), structure_id: structureId, created_by: caller.userId } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, { userId: caller.userId, structureId, action: 'create', entity: 'parent', entityId: inserted.id, before: null, after: parent });
  return inserted.id;
}

/** The parent (null: a new one) must not be linked yet, and a child has one father and one mother at most. */
export async function assertRoleFree(db: Kysely<Database>, childId: number, parentId: number | null, role: ParentRole): Promise<void> {
  const links = await db.selectFrom('child_parent').select(['parent_id', 'role']).where('child_id', '=', childId).execute();
  if (links.some((link) => link.parent_id === parentId)) throw validationFailed({ parent: [{ code: 'invalid', key: CITIZEN_FIELD_KEYS.parentAlreadyLinked }] });
  if ((role === 'father' || role === 'mother') && links.some((link) => link.role === role))
    throw validationFailed({ role: [{ code: 'invalid', key: CITIZEN_FIELD_KEYS.parentRoleTaken }] });
}

interface ParentRow {
  id: number;
  first_name_fr: string;
  last_name_fr: string;
  first_name_ar: string;
  last_name_ar: string;
  phone: string | null;
  national_id: string | null;
  passport_number: string | null;
  nationality: string;
}

export const PARENT_SUMMARY_COLUMNS = [
  'p.id',
  'p.first_name_fr',
  'p.last_name_fr',
  'p.first_name_ar',
  'p.last_name_ar',
  'p.phone',
  'p.national_id',
  'p.passport_number',
  'p.nationality',
] as const;

export function toParentSummary(row: ParentRow): ParentSummary {
  return {
    id: row.id,
    firstNameFr: row.first_name_fr,
    lastNameFr: row.last_name_fr,
    firstNameAr: row.first_name_ar,
    lastNameAr: row.last_name_ar,
    phone: row.phone,
    nationalId: row.national_id,
    passportNumber: row.passport_number,
    nationality: row.nationality,
  };
}

/** A registered parent's summary by id, whoever asks (the citizen space signs its own citizen in). */
export async function parentSummary(db: Db, id: number): Promise<ParentSummary> {
  return toParentSummary(await db.selectFrom('parent as p').select(PARENT_SUMMARY_COLUMNS).where('p.id', '=', id).executeTakeFirstOrThrow());
}

/**
 * check_parent (spec 2 §7): is a parent registered with this national identity card, or this
 * passport of this nationality? Searched nationally: a family registered in one centre is
 * linked from another. One identity paper is required (400 otherwise).
 */
export async function checkParent(db: Db, query: CheckParentRequest): Promise<CheckParentResponse> {
  let lookup = db.selectFrom('parent as p').select(PARENT_SUMMARY_COLUMNS);
  if (query.nationalId) lookup = lookup.where('p.national_id', '=', query.nationalId);
  else if (query.passportNumber)
    lookup = lookup.where('p.passport_number', '=', query.passportNumber.trim()).where('p.nationality', '=', query.nationality ?? 'TN');
  else throw validationFailed({ nationalId: [{ code: 'required', key: CITIZEN_FIELD_KEYS.identityPaperRequired }] });
  const row = await lookup.executeTakeFirst();
  return row ? { parentExist: true, parent: toParentSummary(row) } : { parentExist: false, parent: null };
}

/**
 * Update a citizen's phone (spec 2 §7 update-phone): a valid number (spec 2 §5), not registered
 * to another citizen; audited with before and after.
 */
export async function updateParentPhone(db: Db, caller: Caller, parentId: number, typed: string): Promise<ParentSummary> {
  throwIfInvalid(Object.fromEntries(Object.entries({ phone: phoneErrors(typed) }).filter(([, list]) => list.length > 0)));
  const phone = normalizePhone(typed)!;
  const taken = await db.selectFrom('parent').select('id').where('phone', '=', phone).where('id', '<>', parentId).executeTakeFirst();
  if (taken) throw validationFailed({ phone: unique(ACCOUNT_FIELD_KEYS.phoneAlreadyUsed) }, 'This phone number is already registered');
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('parent as p').select(PARENT_SUMMARY_COLUMNS).where('p.id', '=', parentId).forUpdate().executeTakeFirstOrThrow();
      await trx
        .updateTable('parent')
        .set({ phone, updated_at: sql`now()` })
        .where('id', '=', parentId)
        .execute();
      const diff = changedFields({ phone: before.phone }, { phone });
      await recordAudit(trx, {
        userId: caller.userId,
        structureId: caller.structure?.id ?? null,
        action: 'update_phone',
        entity: 'parent',
        entityId: parentId,
        ...diff,
      });
      return toParentSummary({ ...before, phone });
    });
  } catch (error) {
    if (uniqueViolation(error) === 'parent_phone_idx')
      throw validationFailed({ phone: unique(ACCOUNT_FIELD_KEYS.phoneAlreadyUsed) }, 'This phone number is already registered');
    throw error;
  }
}
