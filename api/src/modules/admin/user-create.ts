import { ERROR_CODES, ERROR_KEYS, type UserCreateRequest, type UserCreateResponse } from '@evax/shared/contract';
import { normalizePhone, trimmedNames, validateUserCreation } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { recordAudit } from '../audit/audit.js';
import { throwIfInvalid } from '../auth/errors.js';
import { hashPassword } from '../auth/passwords.js';
import { insertAccount } from '../auth/queries.js';
import { assertAvailable, mapDuplicates } from '../auth/service.js';
import { filteredUsers, selectUserColumns } from './queries.js';
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
async function membershipRows(db: Db, structures: UserCreateRequest['structures'], hasDefault: boolean) {
  if (structures.length === 0) return [];
  const activeStructures = await db.selectFrom('structure').select('id').where('id', 'in', structures.map((m) => m.structure)).where('is_active', '=', true).execute();
  const activeRoles = await db.selectFrom('role').select(['id', 'code']).where('code', 'in', structures.map((m) => m.role)).where('is_active', '=', true).execute();
  const structureIds = new Set(activeStructures.map((row) => row.id));
  const roleIds = new Map(activeRoles.map((row) => [row.code, row.id]));
  return structures.map((membership, index) => {
    if (!structureIds.has(membership.structure)) throw unknownMembership(`No active structure with id ${membership.structure}`);
    const roleId = roleIds.get(membership.role);
    if (roleId === undefined) throw unknownMembership(`No active role with code ${membership.role}`);
    return { structure_id: membership.structure, role_id: roleId, is_default: hasDefault ? Boolean(membership.isDefault) : index === 0 };
  });
}

/**
 * An administrator creates a staff account: active, with its structures and roles; it must
 * replace the first password at first sign-in unless `firstLogin: false`. Nothing is written
 * when any rule fails; the creation goes to the audit log in the same transaction.
 */
export async function createUser(db: Db, caller: Caller, body: UserCreateRequest): Promise<UserCreateResponse> {
  throwIfInvalid(validateUserCreation(body));
  const username = body.username.trim();
  const email = body.email ? body.email.trim() : null;
  const phone = body.phone ? normalizePhone(body.phone) : null;
  await assertAvailable(db, { username, ...(email ? { email } : {}), ...(phone ? { phone } : {}) });
  const passwordHash = await hashPassword(body.password);
  const hasDefault = body.structures.some((membership) => membership.isDefault);

  const id = await mapDuplicates(() =>
    db.transaction().execute(async (trx) => {
      const memberships = await membershipRows(trx, body.structures, hasDefault);
      const userId = await insertAccount(trx, {
        username,
        email,
        ...trimmedNames(body),
        phone,
        passwordHash,
        isActive: true,
        userType: 'STAFF',
        firstLogin: body.firstLogin ?? true,
      });
      if (memberships.length > 0) await trx.insertInto('user_structure').values(memberships.map((m) => ({ ...m, user_id: userId }))).execute();
      await recordAudit(trx, {
        userId: caller.userId,
        action: 'create',
        entity: 'app_user',
        entityId: userId,
        after: { username, email, phone, firstLogin: body.firstLogin ?? true, structures: body.structures },
      });
      return userId;
    }),
  );
  const row = await selectUserColumns(filteredUsers(db, { search: null, isActive: null }).where('u.id', '=', id)).executeTakeFirstOrThrow();
  return rowOfUser(row);
}
