import type { Clock } from '../../clock.js';
import type { Db } from '../../db/connection.js';
import { recordAudit } from '../audit/index.js';
import { hashPassword } from './passwords.js';
import { setPassword } from './queries.js';

/** Writes a new password (ends the other sessions) and audits it, in one transaction. */
export async function writePassword(ctx: { db: Db; clock: Clock }, userId: number, newPassword: string, action: string, actorId: number | null): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await setPassword(trx, userId, passwordHash, ctx.clock.now());
    await recordAudit(trx, { userId: actorId, action, entity: 'app_user', entityId: userId, after: { passwordChanged: true, firstLogin: false } });
  });
}
