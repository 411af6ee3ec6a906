import type { Db } from '../../db/connection.js';

/** What a citizen-space code is for: signing in, or changing the phone on record (issue 27). */
export type CodePurpose = 'sign_in' | 'phone_change';

/** How many codes the phone was sent since `since`. */
export async function codesSentSince(db: Db, phone: string, since: Date): Promise<number> {
  const sent = await db
    .selectFrom('citizen_space_code')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('phone', '=', phone)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(sent.n);
}

/** A new code for the phone (hashed; null for a decoy), the phone's older ones of that purpose used up, in one transaction. */
export async function replaceCode(
  db: Db,
  code: {
    id: string;
    phone: string;
    citizen_id: number | null;
    code_hash: string | null;
    created_at: Date;
    expires_at: Date;
    purpose: CodePurpose;
    new_phone: string | null;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('citizen_space_code')
      .set({ consumed_at: code.created_at })
      .where('phone', '=', code.phone)
      .where('purpose', '=', code.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx.insertInto('citizen_space_code').values(code).execute();
  });
}

/** Counts a try on the phone's latest live code of the purpose (unused, unexpired, tries left) and answers it, or undefined. */
export function tryLatestCode(db: Db, phone: string, purpose: CodePurpose, now: Date, maxAttempts: number) {
  return db
    .updateTable('citizen_space_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('citizen_space_code')
        .select('id')
        .where('phone', '=', phone)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .limit(1),
    )
    .where('attempts', '<', maxAttempts)
    .returning(['id', 'citizen_id', 'code_hash', 'attempts', 'new_phone'])
    .executeTakeFirst();
}

/** Uses the code up; false when another request used it first. */
export async function consumeCode(db: Db, id: string, now: Date): Promise<boolean> {
  const consumed = await db
    .updateTable('citizen_space_code')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return consumed !== undefined;
}
