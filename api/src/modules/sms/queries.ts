import { sql } from 'kysely';
import { accountDb } from '../../db/account-schema.js';
import type { Db } from '../../db/connection.js';
import { accountsWithin, type RecipientScope } from './scope.js';

/** The log's messages the scope shows, to one number when asked. */
export function filteredOutbox(db: Db, scope: RecipientScope, to: string | null) {
  const adb = accountDb(db);
  let query = adb.selectFrom('sms_outbox');
  if (to) query = query.where('to_phone', '=', to);
  if (scope.kind === 'all') return query;
  if (scope.kind === 'none') return query.where(sql<boolean>`false`);
  return query.where('user_id', 'in', accountsWithin(adb, scope));
}
