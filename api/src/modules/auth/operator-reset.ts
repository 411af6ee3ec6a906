import { isStrongPassword } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import { recordAudit } from '../audit/index.js';
import { findAccountByUsername, hashPassword, requirePasswordChange, setPassword } from '../accounts/index.js';

/**
 * An operator (someone with the server's database access) gives an account a temporary password,
 * to be changed at the next sign-in: the way back for a national-level account, which the
 * forgot-password SMS does not serve. Every session of the account ends. Audited.
 */
export async function resetPasswordByOperator(db: Db, username: string, temporaryPassword: string, now: Date): Promise<number> {
  if (!isStrongPassword(temporaryPassword)) {
    throw new Error('the password must have at least 8 characters, a digit, a lower-case and an upper-case letter, a special character, and no space');
  }
  const account = await findAccountByUsername(db, username);
  if (!account) throw new Error(`no account named ${username}`);
  const passwordHash = await hashPassword(temporaryPassword);
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, account.id, passwordHash, now);
    await requirePasswordChange(trx, account.id);
    await recordAudit(trx, {
      userId: null,
      action: 'operator_reset_password',
      entity: 'app_user',
      entityId: account.id,
      after: { passwordChanged: true, firstLogin: true },
    });
  });
  return account.id;
}
