import type { Paged, SmsOutboxRow } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import { countAndPage, pageOf, type ListParams } from '../../http/list-query.js';
import { filteredOutbox } from './queries.js';

export async function listOutbox(db: Db, params: ListParams, to: string | null): Promise<Paged<SmsOutboxRow>> {
  return countAndPage(filteredOutbox(db, to), async (query) => {
    // Newest first unless ?ordering=id asks for the oldest.
    const direction = params.ordering && !params.ordering.descending ? 'asc' : 'desc';
    const rows = await pageOf(query.select(['id', 'to_phone', 'body', 'created_at']).orderBy('id', direction), params).execute();
    return rows.map((row) => ({ id: row.id, to: row.to_phone, text: row.body, createdAt: row.created_at.toISOString() }));
  });
}
