import { PERMISSIONS } from '@evax/shared/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../schema.js';
import { ROLE_CODES } from './roles.js';

/**
 * The seasonal campaigns' permissions for the administrator role. The role seed gives them to a
 * new database; one seeded before the campaigns' catalogue existed has an ADMIN role without
 * them, and so no administrator could open that catalogue. Run once per database, so a
 * permission an administrator removes later stays removed.
 */
export async function seedCampaignPermissions(trx: Transaction<Database>): Promise<void> {
  const admin = await trx.selectFrom('role').select('id').where('code', '=', ROLE_CODES.admin).executeTakeFirst();
  if (!admin) return;
  await trx
    .insertInto('role_permission')
    .values(Object.values(PERMISSIONS.seasonalCampaign).map((permission) => ({ role_id: admin.id, permission })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
