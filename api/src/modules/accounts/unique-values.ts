import { sql, type RawBuilder } from 'kysely';
import { ACCOUNT_DETAILS, ACCOUNT_FIELD_KEYS } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import { uniqueViolation } from '../../http/unique-violation.js';
import { alreadyExists } from '../../http/errors.js';
import { phoneDigits } from './phone.js';

export interface UniqueValues {
  username?: string;
  email?: string;
  phone?: string;
}

/** Which of these values another account (not `exceptUserId`) already has. */
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

/** The field a unique index of app_user stands for. */
export function fieldOfUniqueIndex(index: string): keyof UniqueValues | null {
  return ({ app_user_username_key: 'username', app_user_email_key: 'email', app_user_phone_key: 'phone' } as const)[index] ?? null;
}

const DUPLICATE_DETAIL: Record<keyof UniqueValues, string> = {
  email: ACCOUNT_DETAILS.emailAlreadyUsed,
  username: 'User already exists with this user name',
  phone: ACCOUNT_DETAILS.phoneAlreadyUsed,
};
const DUPLICATE_KEY: Record<keyof UniqueValues, string> = {
  email: ACCOUNT_FIELD_KEYS.emailAlreadyUsed,
  username: ACCOUNT_FIELD_KEYS.usernameAlreadyUsed,
  phone: ACCOUNT_FIELD_KEYS.phoneAlreadyUsed,
};

/** 400, code 200, naming the taken fields. */
export function duplicates(fields: (keyof UniqueValues)[]) {
  return alreadyExists(Object.fromEntries(fields.map((f) => [f, DUPLICATE_KEY[f]])), DUPLICATE_DETAIL[fields[0]!]);
}

/** Throws 400 code 200 when another account has one of the values. */
export async function assertAvailable(db: Db, values: UniqueValues, exceptUserId: number | null = null): Promise<void> {
  const taken = await findTakenValues(db, values, exceptUserId);
  if (taken.length > 0) throw duplicates(taken);
}

/** Runs a write; a unique index of app_user hit by a parallel request becomes 400 code 200. */
export async function mapDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const index = uniqueViolation(error);
    const field = index === null ? null : fieldOfUniqueIndex(index);
    if (field) throw duplicates([field]);
    throw error;
  }
}
