import { HISTORY_NAMED_FIELDS, type HistoryEntry, type HistoryName } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import { dciNames, structureNames } from './audit-queries.js';

type Kind = keyof typeof HISTORY_NAMED_FIELDS;
type Names = Record<Kind, Map<number, HistoryName>>;

const KINDS = Object.keys(HISTORY_NAMED_FIELDS) as Kind[];

function kindOf(field: string): Kind | undefined {
  return KINDS.find((kind) => (HISTORY_NAMED_FIELDS[kind] as readonly string[]).includes(field));
}

const asId = (value: unknown): number | null =>
  Number.isSafeInteger(value) ? (value as number) : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;

/** The ids of each kind a page of entries holds, before and after. */
function idsOf(entries: HistoryEntry[]): Record<Kind, number[]> {
  const ids: Record<Kind, Set<number>> = { dci: new Set(), structure: new Set() };
  for (const entry of entries) {
    for (const [field, change] of Object.entries(entry.changes)) {
      const kind = kindOf(field);
      if (!kind) continue;
      for (const value of [change.before, change.after]) {
        const id = asId(value);
        if (id !== null) ids[kind].add(id);
      }
    }
  }
  return { dci: [...ids.dci], structure: [...ids.structure] };
}

const byId = (rows: { id: number; name_fr: string; name_ar: string | null }[]) =>
  new Map(rows.map((row) => [row.id, { nameFr: row.name_fr, nameAr: row.name_ar }]));

/**
 * A page of the history with the names of the vaccines and structures its ids stand for, beside
 * the ids (issue 30): one query per kind for the whole page, none when the page mentions none.
 */
export async function withNames(db: Db, entries: HistoryEntry[]): Promise<HistoryEntry[]> {
  const ids = idsOf(entries);
  const names: Names = {
    dci: byId(ids.dci.length > 0 ? await dciNames(db, ids.dci) : []),
    structure: byId(ids.structure.length > 0 ? await structureNames(db, ids.structure) : []),
  };
  const nameOf = (kind: Kind, value: unknown) => {
    const id = asId(value);
    return id === null ? undefined : names[kind].get(id);
  };
  return entries.map((entry) => ({
    ...entry,
    changes: Object.fromEntries(
      Object.entries(entry.changes).map(([field, change]) => {
        const kind = kindOf(field);
        if (!kind) return [field, change];
        const beforeName = nameOf(kind, change.before);
        const afterName = nameOf(kind, change.after);
        return [field, { ...change, ...(beforeName ? { beforeName } : {}), ...(afterName ? { afterName } : {}) }];
      }),
    ),
  }));
}
