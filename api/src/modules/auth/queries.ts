import { sql } from 'kysely';
import type { OtpPurpose } from '../../db/schema.js';
import type { Db } from '../../db/connection.js';

/** Revokes a token until it expires; drops the revocations nobody needs any more. */
export async function revokeToken(db: Db, jti: string, expiresAt: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('revoked_token').where('expires_at', '<', new Date()).execute();
    await trx
      .insertInto('revoked_token')
      .values({ jti, expires_at: expiresAt })
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}

/** Whether a token (its jti) was revoked. */
export async function isTokenRevoked(db: Db, jti: string): Promise<boolean> {
  return (await db.selectFrom('revoked_token').select('jti').where('jti', '=', jti).executeTakeFirst()) !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Sign-in lock-out (login_throttle), rate counters, one-time codes, password-reset tokens.

export interface LockoutPolicy {
  failuresBeforeBlock: number;
  /** Length of the 1st, 2nd, ... block; the last one repeats. */
  blockSeconds: readonly number[];
  /** Counters start over after this long without a failure (counted from the end of the last block). */
  quietResetSeconds: number;
}

export async function findThrottle(db: Db, key: string) {
  return db.selectFrom('login_throttle').select(['failures', 'level', 'blocked_until']).where('username_key', '=', key).executeTakeFirst();
}

export interface ThrottleState {
  failures: number;
  level: number;
  blocked_until: Date | null;
  /** This failure started a block. */
  blocked_now: boolean;
}

/**
 * Counts one failed sign-in, in one atomic statement (the row is locked by the UPDATE, so
 * parallel failures, here or on another API instance, are counted one after the other):
 * - while a block runs, nothing changes;
 * - after a quiet period the counters start over;
 * - the failure that reaches the threshold starts the next block (its length by level) and
 *   empties the failure counter.
 */
export async function recordThrottleFailure(db: Db, key: string, now: Date, policy: LockoutPolicy): Promise<ThrottleState> {
  const quietSince = new Date(now.getTime() - policy.quietResetSeconds * 1000);
  const inserted = await db
    .insertInto('login_throttle')
    .values({ username_key: key })
    .onConflict((oc) => oc.column('username_key').doNothing())
    .returning('username_key')
    .executeTakeFirst();
  if (inserted) {
    // A new name: drop the rows nobody needs any more (quiet for long and not blocked).
    await db
      .deleteFrom('login_throttle')
      .where('last_failure_at', '<', quietSince)
      .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', quietSince)]))
      .execute();
  }
  const lengths = sql.raw(`array[${policy.blockSeconds.map((s) => Math.trunc(s)).join(',')}]::int[]`);
  const lastLevel = policy.blockSeconds.length - 1;
  const threshold = policy.failuresBeforeBlock;
  // The CTE locks the row (FOR UPDATE re-reads it after a parallel update), the UPDATE writes
  // from what it read: one statement, and the answer says whether this failure started a block.
  const { rows } = await sql<ThrottleState>`
    with o as (
      select
        username_key,
        coalesce(blocked_until > ${now}::timestamptz, false) as blocked,
        coalesce(greatest(last_failure_at, blocked_until) <= ${quietSince}::timestamptz, true) as quiet,
        failures,
        level,
        blocked_until,
        last_failure_at
      from login_throttle
      where username_key = ${key}
      for update
    ), n as (
      select o.*, case when o.quiet then 0 else o.failures end as f, case when o.quiet then 0 else o.level end as l from o
    )
    update login_throttle t set
      failures = case when n.blocked then n.failures when n.f + 1 >= ${threshold} then 0 else n.f + 1 end,
      level = case when n.blocked then n.level when n.f + 1 >= ${threshold} then n.l + 1 else n.l end,
      blocked_until = case
        when n.blocked then n.blocked_until
        when n.f + 1 >= ${threshold} then ${now}::timestamptz + make_interval(secs => (${lengths})[least(n.l, ${lastLevel}) + 1])
        else n.blocked_until end,
      last_failure_at = case when n.blocked then n.last_failure_at else ${now}::timestamptz end
    from n
    where t.username_key = n.username_key
    returning t.failures, t.level, t.blocked_until, (not n.blocked and n.f + 1 >= ${threshold}) as blocked_now`.execute(db);
  return rows[0]!;
}

/** Deletes the counter of `key`, and those whose keys start with `prefix` when given. */
export async function clearThrottle(db: Db, key: string, prefix?: string): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where((eb) => (prefix === undefined ? eb('username_key', '=', key) : eb.or([eb('username_key', '=', key), eb('username_key', 'like', `${prefix}%`)])))
    .execute();
}

/** The latest end of block among the keys (null: none is blocked now or ever was). */
export async function latestBlockEnd(db: Db, keys: string[]): Promise<Date | null> {
  const row = await db
    .selectFrom('login_throttle')
    .select((eb) => eb.fn.max('blocked_until').as('until'))
    .where('username_key', 'in', keys)
    .executeTakeFirst();
  return row?.until ?? null;
}

/**
 * One more hit in the key's fixed window (atomic upsert); a window older than `windowSeconds`
 * starts over. Resolves to the hits in the current window and its start.
 */
export async function hitRateCounter(db: Db, key: string, now: Date, windowSeconds: number): Promise<{ hits: number; window_start: Date }> {
  const windowOpenedAfter = new Date(now.getTime() - windowSeconds * 1000);
  const row = await db
    .insertInto('rate_counter')
    .values({ key, window_start: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        window_start: sql<Date>`case when rate_counter.window_start <= ${windowOpenedAfter}::timestamptz then ${now}::timestamptz else rate_counter.window_start end`,
        hits: sql<number>`case when rate_counter.window_start <= ${windowOpenedAfter}::timestamptz then 1 else rate_counter.hits + 1 end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  if (row.hits === 1)
    await db
      .deleteFrom('rate_counter')
      .where('window_start', '<', new Date(windowOpenedAfter.getTime() - 86400_000))
      .execute();
  return row;
}

/** A rate counter's hits and the start of its window, as stored. */
export function findRateCounter(db: Db, key: string) {
  return db.selectFrom('rate_counter').select(['hits', 'window_start']).where('key', '=', key).executeTakeFirst();
}

export async function insertOtpChallenge(
  db: Db,
  row: { id: string; purpose: OtpPurpose; userId: number | null; phone: string | null; codeHash: string | null; now: Date; expiresAt: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // A new code replaces the one still waiting for the same account and purpose.
    if (row.userId !== null) {
      await trx
        .updateTable('otp_challenge')
        .set({ consumed_at: row.now })
        .where('user_id', '=', row.userId)
        .where('purpose', '=', row.purpose)
        .where('consumed_at', 'is', null)
        .execute();
    }
    await trx
      .insertInto('otp_challenge')
      .values({
        id: row.id,
        purpose: row.purpose,
        user_id: row.userId,
        phone: row.phone,
        code_hash: row.codeHash,
        created_at: row.now,
        expires_at: row.expiresAt,
      })
      .execute();
    await trx
      .deleteFrom('otp_challenge')
      .where('expires_at', '<', new Date(row.now.getTime() - 86400_000))
      .execute();
  });
}

export function findOtpChallenge(db: Db, id: string, purpose: OtpPurpose) {
  return db.selectFrom('otp_challenge').selectAll().where('id', '=', id).where('purpose', '=', purpose).executeTakeFirst();
}

/** The code still waiting for this account and purpose (the newest; older ones were replaced). */
export function findPendingOtpChallenge(db: Db, userId: number, purpose: OtpPurpose) {
  return db
    .selectFrom('otp_challenge')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts one attempt on a live code (atomic); undefined when the code is dead or out of attempts. */
export function countOtpAttempt(db: Db, id: string, now: Date, maxAttempts: number) {
  return db
    .updateTable('otp_challenge')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .returning(['user_id', 'phone', 'code_hash', 'attempts'])
    .executeTakeFirst();
}

/** Uses a code up; false when a parallel request did first. */
export async function consumeOtpChallenge(db: Db, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('otp_challenge')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertResetToken(db: Db, row: { tokenHash: string; userId: number; now: Date; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('password_reset_token')
    .values({ token_hash: row.tokenHash, user_id: row.userId, created_at: row.now, expires_at: row.expiresAt })
    .execute();
  await db
    .deleteFrom('password_reset_token')
    .where('expires_at', '<', new Date(row.now.getTime() - 86400_000))
    .execute();
}

export function findResetToken(db: Db, tokenHash: string) {
  return db.selectFrom('password_reset_token').select(['user_id', 'expires_at', 'used_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Uses a reset token up (atomic); the user id, or undefined when it was not (or no longer) good. */
export function consumeResetToken(db: Db, tokenHash: string, now: Date) {
  return db
    .updateTable('password_reset_token')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
}

/** The value of the app_setting `key`, stored as `initial` first when the key has none (atomic across instances). */
export async function settingOrCreate(db: Db, key: string, initial: string): Promise<string> {
  await db
    .insertInto('app_setting')
    .values({ key, value: initial })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const { value } = await db.selectFrom('app_setting').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return value;
}
