import { ERROR_CODES, ERROR_KEYS, type UserCreateRequest, type UserCreateResponse } from '@evax/shared/contract';
import { temporaryPassword } from './temporary-password.js';
import { updateUserFields } from './user-queries.js';
import { normalizePhone, trimmedNames, validateUserCreation } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { actorOf, recordAudit } from '../audit/index.js';
import { throwIfInvalid } from '../../http/errors.js';
import { assertAvailable, filteredUsers, hashPassword, insertAccount, mapDuplicates, selectUserColumns } from '../accounts/index.js';
import { activeRolesAmong, activeStructuresAmong, insertMemberships } from './admin-queries.js';
import { assertMayAssign } from './scope.js';
import { rowOfUser } from './service.js';

/** 400, code 201, on `structures`: a structure or role that does not exist or is inactive. */
const unknownMembership = (detail: string) =>
  new ApiError(400, {
    detail,
    errorCode: ERROR_CODES.ENTITY_NOT_VALID,
    key: ERROR_KEYS.ENTITY_NOT_VALID,
    fields: { structures: [{ code: 'invalid_choice', key: 'ERROR.CODE.VALIDATION.INVALID_CHOICE' }] },
  });

/** The structures and roles asked for, each looked up once among the active ones; 201 on any unknown. */
export async function resolveMemberships(db: Db, structures: UserCreateRequest['structures']) {
  if (structures.length === 0) return [];
  const activeStructures = await activeStructuresAmong(
    db,
    structures.map((m) => m.structure),
  );
  const activeRoles = await activeRolesAmong(
    db,
    structures.map((m) => m.role),
  );
  const structureById = new Map(activeStructures.map((row) => [row.id, { id: row.id, type: row.type, governorateId: row.governorate_id }]));
  const roleByCode = new Map<string, { id: number; code: string; permissions: string[] }>();
  for (const row of activeRoles) {
    const role = roleByCode.get(row.code) ?? { id: row.id, code: row.code, permissions: [] };
    if (row.permission !== null) role.permissions.push(row.permission);
    roleByCode.set(row.code, role);
  }
  return structures.map((membership) => {
    const structure = structureById.get(membership.structure);
    if (!structure) throw unknownMembership(`No active structure with id ${membership.structure}`);
    const role = roleByCode.get(membership.role);
    if (!role) throw unknownMembership(`No active role with code ${membership.role}`);
    return { structure, role, isDefault: membership.isDefault };
  });
}

const optionalPhone = (value: string | null | undefined) => (value && value.trim() ? normalizePhone(value) : null);
const optionalText = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/**
 * An administrator creates a staff account: active, with its structures and roles. Without a
 * password the API makes a temporary one, answers it once and the user must replace it at first
 * sign-in; with one, it must be replaced too unless `firstLogin: false`. Its structures and
 * roles must be within the caller's scope (403 otherwise, admin/scope.ts). Nothing is written
 * when any rule fails; the creation goes to the audit log in the same transaction.
 */
export async function createUser(db: Db, caller: Caller, body: UserCreateRequest): Promise<UserCreateResponse> {
  throwIfInvalid(validateUserCreation(body));
  const username = body.username.trim();
  const email = optionalText(body.email);
  const phone = optionalPhone(body.phone);
  const memberships = await resolveMemberships(db, body.structures);
  assertMayAssign(caller, memberships);
  await assertAvailable(db, { username, ...(email ? { email } : {}), ...(phone ? { phone } : {}) });
  const generated = body.password ? null : temporaryPassword();
  const passwordHash = await hashPassword(body.password ?? generated!);
  const firstLogin = generated !== null || (body.firstLogin ?? true);
  const hasDefault = body.structures.some((membership) => membership.isDefault);
  const extra = {
    civility: body.civility ?? null,
    alternatePhone: optionalPhone(body.alternatePhone),
    fax: optionalPhone(body.fax),
    address: optionalText(body.address),
  };

  const id = await mapDuplicates(() =>
    db.transaction().execute(async (trx) => {
      const userId = await insertAccount(trx, {
        username,
        email,
        ...trimmedNames(body),
        phone,
        passwordHash,
        isActive: true,
        userType: 'STAFF',
        firstLogin,
      });
      await updateUserFields(trx, userId, extra, new Date());
      if (memberships.length > 0) {
        const rows = memberships.map((m, index) => ({
          user_id: userId,
          structure_id: m.structure.id,
          role_id: m.role.id,
          is_default: hasDefault ? Boolean(m.isDefault) : index === 0,
        }));
        await insertMemberships(trx, rows);
      }
      await recordAudit(trx, {
        ...actorOf(caller),
        action: 'create',
        entity: 'app_user',
        entityId: userId,
        after: { username, email, phone, ...extra, firstLogin, temporaryPassword: generated !== null, structures: body.structures },
      });
      return userId;
    }),
  );
  const row = await selectUserColumns(filteredUsers(db, { search: null, isActive: null }).where('u.id', '=', id)).executeTakeFirstOrThrow();
  return { ...rowOfUser(row), temporaryPassword: generated };
}
