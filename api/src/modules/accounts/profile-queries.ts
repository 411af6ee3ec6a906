import type { Db } from '../../db/connection.js';

/** What the profile forms change, as the audit log shows it before and after. */
export function findEditableProfile(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .select(['id', 'username', 'email', 'first_name_fr', 'last_name_fr', 'first_name_ar', 'last_name_ar', 'preferred_language', 'phone', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export interface ProfileChanges {
  username?: string;
  email?: string;
  first_name_fr?: string;
  last_name_fr?: string;
  first_name_ar?: string;
  last_name_ar?: string;
  preferred_language?: 'fr' | 'ar' | 'en';
  phone?: string;
}

export async function updateProfile(db: Db, userId: number, changes: ProfileChanges, now: Date): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ ...changes, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
