import { ACCOUNT_DETAILS, ACCOUNT_FIELD_KEYS } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import { uniqueViolation } from '../../http/unique-violation.js';
import { alreadyExists } from '../../http/errors.js';
import { findTakenValues, type UniqueValues } from './unique-value-queries.js';

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
