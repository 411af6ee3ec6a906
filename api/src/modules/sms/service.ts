import type { Paged, SmsOutboxRow } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import { countAndPage, pageOf, type ListParams } from '../../http/list-query.js';
import { filteredOutbox } from './queries.js';
import type { Caller } from '../../http/context.js';

/**
 * A page of the log, newest first unless ?ordering=id asks for the oldest: the masked texts, or
 * with `wholeText` (the development outbox alone) the messages as sent.
 */
export async function listOutbox(db: Db, caller: Caller, params: ListParams, to: string | null, { wholeText = false } = {}): Promise<Paged<SmsOutboxRow>> {
  return countAndPage(filteredOutbox(db, caller, to), async (query) => {
    const direction = params.ordering && !params.ordering.descending ? 'asc' : 'desc';
    const rows = await pageOf(query.select(['id', 'to_phone', 'body', 'dev_body', 'created_at']).orderBy('id', direction), params).execute();
    return rows.map((row) => ({
      id: row.id,
      to: row.to_phone,
      text: wholeText ? (row.dev_body ?? row.body) : row.body,
      createdAt: row.created_at.toISOString(),
    }));
  });
}
