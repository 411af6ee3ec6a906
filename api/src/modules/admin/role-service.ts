import {
  CATALOGUE_ERROR_KEYS,
  ERROR_CODES,
  FIELD_ERROR_CODES,
  HTTP_ERROR_KEYS,
  mayGiveRole,
  type Paged,
  type RoleDetail,
  type RoleInput,
  type RolePatch,
  type RoleRow,
} from '@evax/shared/contract';
import { validateRole } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { alreadyExists, ApiError, entityNotFound, throwIfInvalid } from '../../http/errors.js';
import { countAndPage, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import { isStillReferenced, uniqueViolation } from '../../http/unique-violation.js';
import { actorOf, recordAudit } from '../audit/index.js';
import {
  deleteRoleRow,
  filteredRoles,
  findRole,
  insertRole,
  isRoleCodeTaken,
  isRoleHeld,
  replaceRolePermissions,
  ROLE_ORDERING,
  selectRoleColumns,
  setRoleActive,
  updateRoleFields,
  type RoleFilters,
} from './role-queries.js';

/**
 * Roles (user groups, spec 3 §3 Role): a code, names in French and Arabic, permissions of the
 * shared catalogue. A role's permissions are read again at each request of its holders (the
 * caller cache drops them on any change), so what is removed applies at their next request.
 * Nobody builds a role holding a permission they may not give (mayGiveRole): no way up.
 */

type RoleColumns = Awaited<ReturnType<ReturnType<typeof selectRoleColumns>['executeTakeFirstOrThrow']>>;

const rowOfRole = (row: RoleColumns): RoleRow => ({
  id: row.id,
  code: row.code,
  nameFr: row.name_fr,
  nameAr: row.name_ar,
  is_active: row.is_active,
  permissionCount: Number(row.permission_count),
  userCount: Number(row.user_count),
});

export async function listRoles(db: Db, params: ListParams, filters: Omit<RoleFilters, 'search'>): Promise<Paged<RoleRow>> {
  return countAndPage(filteredRoles(db, { ...filters, search: params.search }), async (query) => {
    const rows = await pageOf(
      orderedBy(selectRoleColumns(query), params.ordering, ROLE_ORDERING, { field: 'nameFr', descending: false }, 'r.id'),
      params,
    ).execute();
    return rows.map(rowOfRole);
  });
}

export async function getRole(db: Db, roleId: number): Promise<RoleDetail> {
  const row = await findRole(db, roleId);
  if (!row) throw entityNotFound('Role not found');
  return { ...rowOfRole(row), permissions: row.permissions };
}

const codeTaken = () => alreadyExists({ code: FIELD_ERROR_CODES.unique }, 'A role with this code already exists');

/** 403 on `permissions`: the caller may not give one of them. */
function assertMayGrant(caller: Caller, permissions: readonly string[]): void {
  if (!mayGiveRole(caller, permissions)) {
    throw new ApiError(403, {
      detail: 'You may not give a permission you do not hold',
      key: HTTP_ERROR_KEYS.FORBIDDEN,
      fields: { permissions: [{ code: 'invalid_choice', key: FIELD_ERROR_CODES.invalid_choice }] },
    });
  }
}

async function mapCodeTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw codeTaken();
    throw error;
  }
}

const normalizedCode = (code: string) => code.trim().toUpperCase();

/** POST /api/roles: 201 with the role; a code unique whatever its case (stored in upper case). */
export async function createRole(db: Db, caller: Caller, body: RoleInput): Promise<RoleDetail> {
  throwIfInvalid(validateRole(body));
  assertMayGrant(caller, body.permissions);
  const code = normalizedCode(body.code);
  if (await isRoleCodeTaken(db, code, null)) throw codeTaken();
  const values = { code, nameFr: body.nameFr.trim(), nameAr: body.nameAr.trim() };
  const id = await mapCodeTaken(() =>
    db.transaction().execute(async (trx) => {
      const roleId = await insertRole(trx, values);
      await replaceRolePermissions(trx, roleId, body.permissions);
      await recordAudit(trx, {
        ...actorOf(caller),
        action: 'create',
        entity: 'role',
        entityId: roleId,
        after: { ...values, permissions: body.permissions },
      });
      return roleId;
    }),
  );
  return getRole(db, id);
}

/** PATCH /api/roles/{id}: the fields sent; `permissions`, when sent, replaces them (the audit keeps added and removed). */
export async function updateRole(db: Db, caller: Caller, roleId: number, body: RolePatch, now: Date): Promise<RoleDetail> {
  throwIfInvalid(validateRole(body, { partial: true }));
  const before = await getRole(db, roleId);
  // What the role held already stays givable by whoever may edit it; what is added must be the caller's to give.
  if (body.permissions)
    assertMayGrant(
      caller,
      body.permissions.filter((p) => !before.permissions.includes(p)),
    );
  const code = body.code === undefined ? undefined : normalizedCode(body.code);
  if (code !== undefined && (await isRoleCodeTaken(db, code, roleId))) throw codeTaken();
  const changes = { code, nameFr: body.nameFr?.trim(), nameAr: body.nameAr?.trim() };
  await mapCodeTaken(() =>
    db.transaction().execute(async (trx) => {
      await updateRoleFields(trx, roleId, changes, now);
      const permissions = body.permissions;
      if (permissions) await replaceRolePermissions(trx, roleId, permissions);
      const added = permissions?.filter((p) => !before.permissions.includes(p)) ?? [];
      const removed = permissions ? before.permissions.filter((p) => !permissions.includes(p)) : [];
      await recordAudit(trx, {
        ...actorOf(caller),
        action: 'update',
        entity: 'role',
        entityId: roleId,
        before: { code: before.code, nameFr: before.nameFr, nameAr: before.nameAr, ...(permissions ? { permissions: before.permissions } : {}) },
        after: { ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)), ...(permissions ? { added, removed } : {}) },
      });
    }),
  );
  return getRole(db, roleId);
}

/** POST /api/roles/{id}/activate and /deactivate: a disabled role gives its holders no permission. */
export async function setRoleActivation(db: Db, caller: Caller, roleId: number, active: boolean, now: Date): Promise<RoleDetail> {
  const before = await getRole(db, roleId);
  if (before.is_active === active) return before;
  await db.transaction().execute(async (trx) => {
    await setRoleActive(trx, roleId, active, now);
    await recordAudit(trx, {
      ...actorOf(caller),
      action: active ? 'activate' : 'deactivate',
      entity: 'role',
      entityId: roleId,
      before: { isActive: !active },
      after: { isActive: active },
    });
  });
  return getRole(db, roleId);
}

const roleInUse = () => new ApiError(400, { detail: 'Users hold this role', errorCode: ERROR_CODES.UNABLE_TO_PROCESS, key: CATALOGUE_ERROR_KEYS.ROLE_IN_USE });

/** DELETE /api/roles/{id}: refused (ROLE_IN_USE) while any account holds it. */
export async function deleteRole(db: Db, caller: Caller, roleId: number): Promise<void> {
  const before = await getRole(db, roleId);
  if (await isRoleHeld(db, roleId)) throw roleInUse();
  try {
    await db.transaction().execute(async (trx) => {
      await deleteRoleRow(trx, roleId);
      await recordAudit(trx, {
        ...actorOf(caller),
        action: 'delete',
        entity: 'role',
        entityId: roleId,
        before: { code: before.code, nameFr: before.nameFr, nameAr: before.nameAr, permissions: before.permissions },
      });
    });
  } catch (error) {
    if (isStillReferenced(error)) throw roleInUse();
    throw error;
  }
}
