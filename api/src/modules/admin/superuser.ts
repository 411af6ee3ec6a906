import { isStrongPassword } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import { NATIONAL_STRUCTURE_CODE } from '../../db/seed/reference/structures.js';
import { ROLE_CODES } from '../../db/seed/reference/roles.js';
import { hashPassword } from '../accounts/passwords.js';

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
  return db.transaction().execute(async (trx) => {
    const structure = await trx.selectFrom('structure').select('id').where('code', '=', NATIONAL_STRUCTURE_CODE).executeTakeFirstOrThrow();
    const role = await trx.selectFrom('role').select('id').where('code', '=', ROLE_CODES.admin).executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('app_user')
      .values({
        username: user.username,
        first_name_fr: user.firstNameFr,
        last_name_fr: user.lastNameFr,
        first_name_ar: user.firstNameAr,
        last_name_ar: user.lastNameAr,
        password_hash: passwordHash,
        is_superuser: true,
        first_login: true,
        preferred_language: 'fr',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_structure').values({ user_id: id, structure_id: structure.id, role_id: role.id, is_default: true }).execute();
    return id;
  });
}
