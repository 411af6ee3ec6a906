import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import { phoneDigits } from './phone.js';

export interface UniqueValues {
  username?: string;
  email?: string;
  phone?: string;
}

/** Which of these values another account (not `exceptUserId`) already has: user names and e-mails whatever their case, phones by their digits. */
export async function findTakenValues(db: Db, values: UniqueValues, exceptUserId: number | null = null): Promise<(keyof UniqueValues)[]> {
  const checks: [keyof UniqueValues, RawBuilder<boolean>][] = [];
  if (values.username !== undefined) checks.push(['username', sql<boolean>`lower(username) = ${values.username.trim().toLowerCase()}`]);
  if (values.email !== undefined) checks.push(['email', sql<boolean>`lower(email) = ${values.email.trim().toLowerCase()}`]);
  if (values.phone !== undefined) checks.push(['phone', sql<boolean>`regexp_replace(phone, '[^0-9]', '', 'g') = ${phoneDigits(values.phone)}`]);
  const taken: (keyof UniqueValues)[] = [];
  for (const [field, condition] of checks) {
    let query = db.selectFrom('app_user').select('id').where(condition).limit(1);
    if (exceptUserId !== null) query = query.where('id', '<>', exceptUserId);
    if (await query.executeTakeFirst()) taken.push(field);
  }
  return taken;
}
