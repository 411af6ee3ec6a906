import { PERMISSIONS, type Permission } from '@evax/shared/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../schema.js';
import { ROLE_CODES } from './roles.js';

/**
 * Gives permissions born after a database was seeded to a seeded role. The role seed gives them
 * to a new database; one seeded before has the role without them, and so nobody holding it could
 * open the screens they guard. Each seed runs once per database, so a
 * permission an administrator removes later stays removed.
 */
async function grantToRole(trx: Transaction<Database>, code: string, permissions: readonly Permission[]): Promise<void> {
  const role = await trx.selectFrom('role').select('id').where('code', '=', code).executeTakeFirst();
  if (!role) return;
  await trx
    .insertInto('role_permission')
    .values(permissions.map((permission) => ({ role_id: role.id, permission })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The seasonal campaigns' permissions. */
export const seedCampaignPermissions = (trx: Transaction<Database>) => grantToRole(trx, ROLE_CODES.admin, Object.values(PERMISSIONS.seasonalCampaign));

/** The audit log viewer's permission (issue 34). */
export const seedAuditLogPermission = (trx: Transaction<Database>) => grantToRole(trx, ROLE_CODES.admin, [PERMISSIONS.admin.viewAuditLog]);

/** The vaccination certificate's permissions (issue 35): the health agent issues and reissues, the vaccinator issues. */
export async function seedCertificatePermissions(trx: Transaction<Database>): Promise<void> {
  const { issueCertificate, reissueCertificate } = PERMISSIONS.vaccination;
  await grantToRole(trx, ROLE_CODES.healthAgent, [issueCertificate, reissueCertificate]);
  await grantToRole(trx, ROLE_CODES.vaccinator, [issueCertificate]);
}
