import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { usersInScope } from '../admin/scope.js';
import { structureScopeOf } from '../structure/scope.js';

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
