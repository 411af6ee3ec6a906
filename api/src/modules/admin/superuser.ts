import { isStrongPassword } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import { hashPassword } from '../accounts/index.js';
import { insertSuperuser } from './admin-queries.js';

export interface NewSuperuser {
  username: string;
  password: string;
  firstNameFr: string;
  lastNameFr: string;
  firstNameAr: string;
  lastNameAr: string;
}

/**
 * The first account of a database seeded without demo data: a superuser at the national
 * structure, who must choose a new password at first sign-in (first_login).
 */
export async function createSuperuser(db: Db, user: NewSuperuser): Promise<number> {
  if (!isStrongPassword(user.password)) {
    throw new Error('the password must have at least 8 characters, a digit, a lower-case and an upper-case letter, a special character, and no space');
  }
  const passwordHash = await hashPassword(user.password);
  return db.transaction().execute((trx) => insertSuperuser(trx, { ...user, passwordHash }));
}
