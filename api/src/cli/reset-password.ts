/**
 * Gives an account a temporary password, to be changed at the next sign-in (a superuser's or a
 * national-level account's way back: the forgot-password SMS does not serve them):
 *   EVAX_ADMIN_PASSWORD='...' node api/dist/cli/reset-password.js <username>
 * with DATABASE_URL (or EVAX_DATA_DIR) as for the server. The password comes from the
 * environment, never from the command line.
 */
import { systemClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { prepareDatabase } from '../db/prepare.js';
import { resetPasswordByOperator } from '../modules/auth/operator-reset.js';

async function main(): Promise<void> {
  const username = process.argv[2]?.trim();
  const password = process.env.EVAX_ADMIN_PASSWORD ?? '';
  if (!username || !password) {
    console.error("usage: EVAX_ADMIN_PASSWORD='<strong temporary password>' node dist/cli/reset-password.js <username>");
    process.exit(2);
  }
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    await prepareDatabase(db, { demoSeed: config.demoSeed });
    const id = await resetPasswordByOperator(db, username, password, systemClock.now());
    console.log(`${username} (id ${id}) has a temporary password, to be changed at the next sign-in; its sessions ended`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
