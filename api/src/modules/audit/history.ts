import type { HistoryEntry } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import { childHistoryRows, type HistoryPage } from './audit-queries.js';
import { withNames } from './history-names.js';

export type { HistoryPage };

type Json = Record<string, unknown> | null;

function parsed(value: unknown): Json {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as Json;
}

/** Before/after of each changed field, from an audit row's two sides. */
function changesOf(before: Json, after: Json): HistoryEntry['changes'] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return Object.fromEntries([...keys].map((key) => [key, { before: before?.[key] ?? null, after: after?.[key] ?? null }]));
}

/**
 * A child's history, newest first: every audited write that concerns the child (audit_log_citizen_idx),
 * and the writes to its parents (a phone changed on the card is the parent's row), with who and from
 * which structure; with `withReads`, also the audited reads of its health data (issue 27). Its
 * vaccinations (given, edited, postponed, cancelled, deleted), measurements, allergies and MAPI are
 * there too: their writes name the child (audit_log.citizen_id). One page at a time (issue 30: a
 * child's trail grows with every dose and every read).
 */
export async function childHistory(db: Db, childId: number, parentIds: number[], page: HistoryPage, { withReads = false } = {}): Promise<HistoryEntry[]> {
  const rows = await childHistoryRows(db, childId, parentIds, withReads, page);
  const entries = rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    action: row.action,
    entity: row.entity,
    user: row.user_id !== null && row.username !== null ? { id: row.user_id, username: row.username } : null,
    structure: row.structure_id !== null && row.name_fr !== null ? { id: row.structure_id, nameFr: row.name_fr, nameAr: row.name_ar } : null,
    changes: changesOf(parsed(row.before), parsed(row.after)),
  }));
  return withNames(db, entries);
}
