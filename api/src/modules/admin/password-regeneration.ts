import { CATALOGUE_ERROR_KEYS, type PasswordRegenerated } from '@evax/shared/contract';
import { normalizePhone } from '@evax/shared/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { hashPassword, requirePasswordChange, setPassword } from '../accounts/index.js';
import { actorOf, recordAudit } from '../audit/index.js';
import { smsUnavailable } from '../auth/index.js';
import { temporaryPasswordMessage, type SmsGateway } from '../sms/index.js';
import { temporaryPassword } from './temporary-password.js';
import { livingAccountOr404, refused } from './user-admin.js';

export interface RegenerationContext {
  db: Db;
  sms: SmsGateway;
  log: FastifyBaseLogger;
}

/**
 * POST /api/users/{id}/regenerate-password (issue 34): a new temporary password, sent by SMS to the
 * user's mobile in their language, never shown to the administrator. The message goes first: when
 * the gateway refuses it nothing is changed and the old password still works; once it is handed
 * over the password is replaced, the user's sessions end (session_version) and the next sign-in
 * must choose a new one. Audited without the password.
 */
export async function regeneratePassword(ctx: RegenerationContext, caller: Caller, userId: number, now: Date): Promise<PasswordRegenerated> {
  const row = await livingAccountOr404(ctx.db, caller, userId);
  // Ending one's own sessions by mistake, and a password only the phone knows: one's own goes through the profile.
  if (row.id === caller.userId) throw refused(CATALOGUE_ERROR_KEYS.OWN_PASSWORD_REGENERATION, 'Change your own password from your profile');
  const phone = row.phone ? normalizePhone(row.phone) : null;
  if (!phone) throw refused(CATALOGUE_ERROR_KEYS.USER_WITHOUT_PHONE, 'The user has no mobile phone to send the temporary password to');
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  try {
    await ctx.sms.send({ to: phone, ...temporaryPasswordMessage(password, row.preferred_language), userId });
  } catch (error) {
    ctx.log.error({ err: error, userId }, 'temporary password SMS not sent');
    throw smsUnavailable();
  }
  await ctx.db.transaction().execute(async (trx) => {
    await setPassword(trx, userId, passwordHash, now);
    await requirePasswordChange(trx, userId);
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'regenerate_password',
      entity: 'app_user',
      entityId: userId,
      after: { firstLogin: true, sentTo: phone },
    });
  });
  return { phone, firstLogin: true };
}
