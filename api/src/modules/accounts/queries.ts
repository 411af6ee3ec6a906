import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { UserType } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import { userStructures } from './membership-queries.js';
import { phoneDigits } from './phone.js';

/** app_user: look-ups by id, name, phone or professional-body identity; creation; password. */

export function findUserForLogin(db: Db, username: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'password_hash', 'is_active', 'user_type', 'session_version'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function recordLogin(db: Db, userId: number): Promise<void> {
  await db.updateTable('app_user').set({ last_login_at: new Date() }).where('id', '=', userId).execute();
}

/** The user's account and every structure it works in (userStructures), in one round trip. */
export function findUserProfile(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .select([
      'id',
      'username',
      'email',
      'first_name_fr',
      'last_name_fr',
      'first_name_ar',
      'last_name_ar',
      'phone',
      'is_superuser',
      'is_dssb',
      'first_login',
      'preferred_language',
      'user_type',
      'session_version',
      (eb) => jsonArrayFrom(userStructures(eb)).as('structures'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

const ACCOUNT_COLUMNS = [
  'id',
  'username',
  'email',
  'phone',
  'password_hash',
  'is_active',
  'first_login',
  'user_type',
  'oidc_subject',
  'preferred_language',
  'session_version',
] as const;

export function findAccountById(db: Db, userId: number) {
  return db.selectFrom('app_user').select(ACCOUNT_COLUMNS).where('id', '=', userId).executeTakeFirst();
}

export function findAccountByUsername(db: Db, username: string) {
  return db
    .selectFrom('app_user')
    .select(ACCOUNT_COLUMNS)
    .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

export function findAccountByPhone(db: Db, phone: string) {
  return db
    .selectFrom('app_user')
    .select(ACCOUNT_COLUMNS)
    .where(sql<string>`regexp_replace(phone, '[^0-9]', '', 'g')`, '=', phoneDigits(phone))
    .orderBy('id')
    .executeTakeFirst();
}

export function findAccountByOidc(db: Db, issuer: string, subject: string) {
  return db.selectFrom('app_user').select(ACCOUNT_COLUMNS).where('oidc_issuer', '=', issuer).where('oidc_subject', '=', subject).executeTakeFirst();
}

export interface NewAccount {
  username: string;
  email: string | null;
  firstNameFr: string;
  lastNameFr: string;
  firstNameAr: string;
  lastNameAr: string;
  phone: string | null;
  passwordHash: string;
  isActive: boolean;
  userType: UserType;
  cnomNumber?: string | null;
  oidc?: { issuer: string; subject: string } | null;
  preferredLanguage?: 'fr' | 'ar' | 'en' | null;
  /** Must choose a new password at first sign-in (an account an administrator created). */
  firstLogin?: boolean;
}

export async function insertAccount(db: Db, account: NewAccount): Promise<number> {
  const { id } = await db
    .insertInto('app_user')
    .values({
      username: account.username,
      email: account.email,
      first_name_fr: account.firstNameFr,
      last_name_fr: account.lastNameFr,
      first_name_ar: account.firstNameAr,
      last_name_ar: account.lastNameAr,
      phone: account.phone,
      password_hash: account.passwordHash,
      is_active: account.isActive,
      first_login: account.firstLogin ?? false,
      user_type: account.userType,
      cnom_number: account.cnomNumber ?? null,
      oidc_issuer: account.oidc?.issuer ?? null,
      oidc_subject: account.oidc?.subject ?? null,
      preferred_language: account.preferredLanguage ?? 'fr',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A new password: clears the firstLogin flag and raises the session version, which ends every
 * token issued before (other devices included).
 */
export async function setPassword(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable('app_user')
    .set((eb) => ({
      password_hash: passwordHash,
      first_login: false,
      session_version: eb('session_version', '+', 1),
      password_changed_at: now,
      updated_at: now,
    }))
    .where('id', '=', userId)
    .execute();
}

/**
 * Whether the account is of the national level: superuser, DSSB, or working in a national
 * structure. Such an account cannot get its password back by SMS alone (forgot password): the
 * phone is a weaker factor than the country's data it opens; an administrator of that level
 * resets it (docs/decisions.md, "Security: one-time codes and the SMS outbox").
 */
export async function isNationalLevelAccount(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('app_user as u')
    .select('u.id')
    .where('u.id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('u.is_superuser', '=', true),
        eb('u.is_dssb', '=', true),
        eb.exists(
          eb
            .selectFrom('user_structure as us')
            .innerJoin('structure as s', 's.id', 'us.structure_id')
            .select('us.user_id')
            .whereRef('us.user_id', '=', 'u.id')
            .where('s.type', '=', 'NATIONAL'),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** The account must change its password at the next sign-in. */
export async function requirePasswordChange(db: Db, userId: number): Promise<void> {
  await db.updateTable('app_user').set({ first_login: true }).where('id', '=', userId).execute();
}
