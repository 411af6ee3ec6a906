import { CATALOGUE_ERROR_KEYS, ERROR_CODES, type UserDetail, type UserUpdateRequest } from '@evax/shared/contract';
import { normalizePhone, validateUserUpdate } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { ApiError, entityNotFound, throwIfInvalid } from '../../http/errors.js';
import { actorOf, recordAudit } from '../audit/index.js';
import { assertAvailable, mapDuplicates } from '../accounts/index.js';
import { assertMayAssign } from './scope.js';
import { usersInScope } from './scope-queries.js';
import { resolveMemberships } from './user-create.js';
import {
  clearUserDeleted,
  findUserDetail,
  markUserDeleted,
  otherActiveSuperusers,
  replaceMemberships,
  setUserActiveFlag,
  updateUserFields,
  type UserChanges,
} from './user-queries.js';

type DetailRow = NonNullable<Awaited<ReturnType<typeof findUserDetail>>>;

function detailOf(row: DetailRow): UserDetail {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    civility: row.civility,
    firstNameFr: row.first_name_fr,
    lastNameFr: row.last_name_fr,
    firstNameAr: row.first_name_ar,
    lastNameAr: row.last_name_ar,
    phone: row.phone,
    alternatePhone: row.alternate_phone,
    fax: row.fax,
    address: row.address,
    isActive: row.is_active,
    isSuperuser: row.is_superuser,
    isDssb: row.is_dssb,
    firstLogin: row.first_login,
    isDeleted: row.deleted_at !== null,
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
    roles: [...new Map(row.memberships.map((m) => [m.roleId, { nameFr: m.roleNameFr, nameAr: m.roleNameAr }])).values()].sort((a, b) =>
      a.nameFr.localeCompare(b.nameFr),
    ),
    memberships: row.memberships.map((m) => ({
      structure: { id: m.structureId, nameFr: m.structureNameFr, nameAr: m.structureNameAr },
      role: { id: m.roleId, code: m.roleCode, nameFr: m.roleNameFr, nameAr: m.roleNameAr },
      isDefault: m.isDefault,
    })),
  };
}

/** The account of the caller's scope, deleted or not; 404 code 203 otherwise. */
async function accountOr404(db: Db, caller: Caller, userId: number): Promise<DetailRow> {
  const row = await findUserDetail(db, usersInScope(caller), userId);
  if (!row) throw entityNotFound('User not found');
  return row;
}

/** A living account (not in the recycle bin) of the caller's scope; 404 code 203 otherwise. */
export async function livingAccountOr404(db: Db, caller: Caller, userId: number): Promise<DetailRow> {
  const row = await accountOr404(db, caller, userId);
  if (row.deleted_at !== null) throw entityNotFound('User not found');
  return row;
}

export const refused = (key: string, detail: string) => new ApiError(400, { detail, errorCode: ERROR_CODES.UNABLE_TO_PROCESS, key });

/** Nobody disables or deletes their own account, nor the last active superuser (checked in the write's transaction, the superusers locked). */
async function assertMayRemoveFromService(db: Db, caller: Caller, row: DetailRow): Promise<void> {
  if (row.id === caller.userId) throw refused(CATALOGUE_ERROR_KEYS.OWN_ACCOUNT, 'You cannot disable or delete your own account');
  if (row.is_superuser && row.is_active && (await otherActiveSuperusers(db, row.id)) === 0) {
    throw refused(CATALOGUE_ERROR_KEYS.LAST_SUPERUSER, 'The last active superuser cannot be disabled or deleted');
  }
}

/** GET /api/users/{id}. */
export async function getUser(db: Db, caller: Caller, userId: number): Promise<UserDetail> {
  return detailOf(await accountOr404(db, caller, userId));
}

const trimmedOrNull = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim());
const phoneOrNull = (value: string | null | undefined) => {
  const text = trimmedOrNull(value);
  return text === undefined || text === null ? text : normalizePhone(text);
};

/**
 * PATCH /api/users/{id}: the fields sent, by the creation's rules; `structures`, when sent,
 * replaces the account's memberships (each within the caller's scope). Unique user name, e-mail
 * and phone whatever their case. Audited with the fields before and after; nothing written on refusal.
 */
export async function updateUser(db: Db, caller: Caller, userId: number, body: UserUpdateRequest, now: Date): Promise<UserDetail> {
  throwIfInvalid(validateUserUpdate(body));
  const before = await livingAccountOr404(db, caller, userId);
  const changes: UserChanges = {
    username: body.username?.trim(),
    email: trimmedOrNull(body.email),
    civility: body.civility,
    firstNameFr: body.firstNameFr?.trim(),
    lastNameFr: body.lastNameFr?.trim(),
    firstNameAr: body.firstNameAr?.trim(),
    lastNameAr: body.lastNameAr?.trim(),
    phone: phoneOrNull(body.phone),
    alternatePhone: phoneOrNull(body.alternatePhone),
    fax: phoneOrNull(body.fax),
    address: trimmedOrNull(body.address),
  };
  const memberships = body.structures === undefined ? null : await resolveMemberships(db, body.structures);
  if (memberships) assertMayAssign(caller, memberships);
  await assertAvailable(
    db,
    {
      ...(changes.username ? { username: changes.username } : {}),
      ...(changes.email ? { email: changes.email } : {}),
      ...(changes.phone ? { phone: changes.phone } : {}),
    },
    userId,
  );
  await mapDuplicates(() =>
    db.transaction().execute(async (trx) => {
      await updateUserFields(trx, userId, changes, now);
      if (memberships && body.structures) {
        const hasDefault = body.structures.some((m) => m.isDefault);
        await replaceMemberships(
          trx,
          userId,
          memberships.map((m, index) => ({ structure_id: m.structure.id, role_id: m.role.id, is_default: hasDefault ? Boolean(m.isDefault) : index === 0 })),
        );
      }
      const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      await recordAudit(trx, {
        ...actorOf(caller),
        action: 'update',
        entity: 'app_user',
        entityId: userId,
        before: { ...pick(detailOf(before), Object.keys(sent)), ...(body.structures ? { structures: membershipsOf(before) } : {}) },
        after: { ...sent, ...(body.structures ? { structures: body.structures } : {}) },
      });
    }),
  );
  return getUser(db, caller, userId);
}

const pick = (record: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, record[key]]));
const membershipsOf = (row: DetailRow) => row.memberships.map((m) => ({ structure: m.structureId, role: m.roleCode, isDefault: m.isDefault }));

/** POST /api/users/{id}/deactivate: the account can no longer sign in; its tokens stop at their next request. */
export async function deactivateUser(db: Db, caller: Caller, userId: number, now: Date): Promise<UserDetail> {
  const row = await livingAccountOr404(db, caller, userId);
  if (!row.is_active) return detailOf(row);
  await db.transaction().execute(async (trx) => {
    await assertMayRemoveFromService(trx, caller, row);
    await setUserActiveFlag(trx, userId, false, now);
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'deactivate',
      entity: 'app_user',
      entityId: userId,
      before: { isActive: true },
      after: { isActive: false },
    });
  });
  return getUser(db, caller, userId);
}

/** DELETE /api/users/{id}: to the recycle bin (disabled, out of the lists, its history kept). */
export async function deleteUser(db: Db, caller: Caller, userId: number, now: Date): Promise<void> {
  const row = await livingAccountOr404(db, caller, userId);
  await db.transaction().execute(async (trx) => {
    await assertMayRemoveFromService(trx, caller, row);
    await markUserDeleted(trx, userId, now);
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'delete',
      entity: 'app_user',
      entityId: userId,
      before: { isActive: row.is_active, deleted: false },
      after: { isActive: false, deleted: true },
    });
  });
}

/** POST /api/users/{id}/restore: back from the recycle bin, disabled until an administrator enables it. */
export async function restoreUser(db: Db, caller: Caller, userId: number, now: Date): Promise<UserDetail> {
  const row = await accountOr404(db, caller, userId);
  if (row.deleted_at === null) throw entityNotFound('User not found in the recycle bin');
  await db.transaction().execute(async (trx) => {
    await clearUserDeleted(trx, userId, now);
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'restore',
      entity: 'app_user',
      entityId: userId,
      before: { deleted: true },
      after: { deleted: false },
    });
  });
  return getUser(db, caller, userId);
}
