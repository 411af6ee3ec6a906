import type { Db } from '../../db/connection.js';
import { recordAudit } from '../audit/index.js';
import { insertAccount, type NewAccount } from './queries.js';
import { mapDuplicates } from './unique-values.js';

/** Inserts the account and audits it, in one transaction; a value taken meanwhile is 400 code 200. */
export async function createAccount(db: Db, account: NewAccount, action: string): Promise<number> {
  return mapDuplicates(() =>
    db.transaction().execute(async (trx) => {
      const id = await insertAccount(trx, account);
      await recordAudit(trx, {
        userId: null,
        action,
        entity: 'app_user',
        entityId: id,
        after: {
          username: account.username,
          email: account.email,
          firstNameFr: account.firstNameFr,
          lastNameFr: account.lastNameFr,
          firstNameAr: account.firstNameAr,
          lastNameAr: account.lastNameAr,
          phone: account.phone,
          userType: account.userType,
          isActive: account.isActive,
          cnomNumber: account.cnomNumber ?? null,
          oidcSubject: account.oidc?.subject ?? null,
        },
      });
      return id;
    }),
  );
}
