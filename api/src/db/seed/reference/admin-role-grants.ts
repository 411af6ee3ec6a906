import { PERMISSIONS, type Permission } from '@evax/shared/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../schema.js';
import { ROLE_CODES } from './roles.js';

/**
 * Gives permissions born after a database was seeded to its administrator role. The role seed
 * gives them to a new database; one seeded before has an ADMIN role without them, and so no
 * administrator could open the screens they guard. Each seed runs once per database, so a
 * permission an administrator removes later stays removed.
 */
async function grantToAdminRole(trx: Transaction<Database>, permissions: readonly Permission[]): Promise<void> {
  const admin = await trx.selectFrom('role').select('id').where('code', '=', ROLE_CODES.admin).executeTakeFirst();
  if (!admin) return;
  await trx
    .insertInto('role_permission')
    .values(permissions.map((permission) => ({ role_id: admin.id, permission })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The seasonal campaigns' permissions. */
export const seedCampaignPermissions = (trx: Transaction<Database>) => grantToAdminRole(trx, Object.values(PERMISSIONS.seasonalCampaign));

/** The audit log viewer's permission (issue 34). */
export const seedAuditLogPermission = (trx: Transaction<Database>) => grantToAdminRole(trx, [PERMISSIONS.admin.viewAuditLog]);
