import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/** Does the database answer? Throws when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
