import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../schema.js';

const ROWS_PER_STATEMENT = 500;

/** Inserts rows a few hundred per statement (PostgreSQL takes at most 65 535 parameters per statement). */
export async function insertRows<T extends keyof Database & string>(trx: Transaction<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    // Kysely cannot narrow the union of tables here; the signature keeps callers typed.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + ROWS_PER_STATEMENT) as never)
      .execute();
  }
}

/** Maps a column of the rows returned by an insert to their ids. */
export function idsBy<R extends { id: number }>(rows: R[], key: (row: R) => string): Map<string, number> {
  return new Map(rows.map((row) => [key(row), row.id]));
}
