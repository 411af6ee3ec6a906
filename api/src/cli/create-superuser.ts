/**
 * Creates the first superuser of a database that got no demo data (a PostgreSQL server):
 *   EVAX_ADMIN_PASSWORD='...' node api/dist/cli/create-superuser.js <username>
 * with DATABASE_URL (or EVAX_DATA_DIR) as for the server. Migrates and seeds the reference
 * data first if needed. The password comes from the environment, never from the command line.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { prepareDatabase } from '../db/prepare.js';
import { createSuperuser } from '../modules/admin/superuser.js';

async function main(): Promise<void> {
  const username = process.argv[2]?.trim();
  const password = process.env.EVAX_ADMIN_PASSWORD ?? '';
  if (!username || !password) {
    console.error("usage: EVAX_ADMIN_PASSWORD='<strong password>' node dist/cli/create-superuser.js <username>");
    process.exit(2);
  }
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    await prepareDatabase(db, { demoSeed: config.demoSeed });
    const id = await createSuperuser(db, {
      username,
      password,
      firstNameFr: 'Administrateur',
      lastNameFr: 'National',
      firstNameAr: 'مشرف',
      lastNameAr: 'وطني',
    });
    console.log(`superuser ${username} created (id ${id}); the password must be changed at first sign-in`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
