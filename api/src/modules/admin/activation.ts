import type { UserRow } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { actorOf, recordAudit } from '../audit/index.js';
import { entityNotFound } from '../../http/errors.js';
import { rowOfUser } from './service.js';
import { filteredUsers, selectUserColumns } from '../accounts/index.js';
import { usersInScope } from './scope-queries.js';
import { setUserActiveFlag } from './user-queries.js';

async function findUserRow(db: Db, caller: Caller, userId: number) {
  return selectUserColumns(filteredUsers(db, { search: null, isActive: null }).where('u.id', '=', userId).where(usersInScope(caller))).executeTakeFirst();
}

/**
 * POST /api/users/{id}/activate: an administrator validates an account (a registration waiting,
 * or one deactivated). Audited with who did it; activating an active account changes nothing and
 * records nothing. 404 code 203 for an unknown id or an account outside the caller's scope.
 */
export async function activateUser(db: Db, caller: Caller, userId: number, now: Date): Promise<UserRow> {
  const user = await findUserRow(db, caller, userId);
  if (!user) throw entityNotFound('User not found');
  if (user.is_active) return rowOfUser(user);
  await db.transaction().execute(async (trx) => {
    await setUserActiveFlag(trx, userId, true, now);
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'activate',
      entity: 'app_user',
      entityId: userId,
      before: { isActive: false },
      after: { isActive: true },
    });
  });
  return rowOfUser((await findUserRow(db, caller, userId))!);
}
