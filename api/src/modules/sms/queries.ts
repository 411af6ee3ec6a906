import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { usersInScope } from '../admin/index.js';
import { structureScopeOf } from '../structure/index.js';

/**
 * The log's messages the caller may read, to one number when asked: the national level reads
 * every message (those to a number of no account too); below it, the messages of the accounts
 * the caller administers (admin/scope.ts: no superuser, DSSB or national account).
 */
export function filteredOutbox(db: Db, caller: Caller, to: string | null) {
  let query = db.selectFrom('sms_outbox');
  if (to) query = query.where('to_phone', '=', to);
  if (structureScopeOf(caller).kind === 'national') return query;
  return query.where('user_id', 'in', db.selectFrom('app_user as u').select('u.id').where(usersInScope(caller)));
}

/** Keeps a message in the log: the text with its codes masked, and the whole text when asked (the development outbox). */
export async function insertOutboxMessage(
  db: Db,
  message: { to_phone: string; user_id: number | null; body: string; dev_body: string | null; created_at: Date },
): Promise<void> {
  await db.insertInto('sms_outbox').values(message).execute();
}

/** Forgets every whole text the log keeps. */
export async function clearWholeTexts(db: Db): Promise<void> {
  await db.updateTable('sms_outbox').set({ dev_body: null }).where('dev_body', 'is not', null).execute();
}
