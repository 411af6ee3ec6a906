import { accountDb } from '../../db/account-schema.js';
import type { Db } from '../../db/connection.js';

/** The outbox's messages, newest first, to one number when asked. */
export function filteredOutbox(db: Db, to: string | null) {
  let query = accountDb(db).selectFrom('sms_outbox');
  if (to) query = query.where('to_phone', '=', to);
  return query;
}
