import type { Generated } from 'kysely';
import type { UserType } from '@evax/shared/contract';
import type { Db } from './connection.js';

/**
 * The tables and columns of migration 0020 (account security) as Kysely sees them. They are kept
 * apart from schema.ts and joined to it with withTables(): accountDb(db) is a Db that knows them.
 */
export interface AppUserAccountColumns {
  user_type: Generated<UserType>;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  cnom_number: string | null;
  session_version: Generated<number>;
  password_changed_at: Date | null;
}

export interface LoginThrottleTable {
  username_key: string;
  failures: Generated<number>;
  level: Generated<number>;
  blocked_until: Date | null;
  last_failure_at: Date | null;
}

export interface RateCounterTable {
  key: string;
  window_start: Date;
  hits: number;
}

export type OtpPurpose = 'PASSWORD_RESET' | 'PHONE_CHANGE';

export interface OtpChallengeTable {
  id: string;
  purpose: OtpPurpose;
  user_id: number | null;
  phone: string | null;
  code_hash: string | null;
  attempts: Generated<number>;
  created_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface PasswordResetTokenTable {
  token_hash: string;
  user_id: number;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** The outbox gateway's delivery log (0020; user_id and dev_body from 0021). */
export interface SmsOutboxTable {
  id: Generated<number>;
  to_phone: string;
  /** The account the message is for: who may read it follows from its structures. */
  user_id: number | null;
  /** The text with its one-time code masked: what the log shows. */
  body: string;
  /** The whole text, only kept with the development outbox switch (EVAX_SMS_DEV_OUTBOX=1). */
  dev_body: string | null;
  created_at: Date;
}

export type AccountTables = {
  app_user: AppUserAccountColumns;
  login_throttle: LoginThrottleTable;
  rate_counter: RateCounterTable;
  otp_challenge: OtpChallengeTable;
  password_reset_token: PasswordResetTokenTable;
  sms_outbox: SmsOutboxTable;
};

/** The database with the account tables known to Kysely (same connection, no cost). */
export function accountDb(db: Db) {
  return db.withTables<AccountTables>();
}

export type AccountDb = ReturnType<typeof accountDb>;
