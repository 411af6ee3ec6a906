import type { Db } from '../../db/connection.js';

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
