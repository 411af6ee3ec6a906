import { HISTORY_NAMED_FIELDS, HISTORY_OPTION_FIELDS, type HistoryEntry, type HistoryName } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import {
  campaignNames,
  dciNames,
  delegationNames,
  fileNames,
  governorateNames,
  optionValues,
  scheduleDoseNames,
  specialtyNames,
  structureNames,
} from './audit-queries.js';

type Kind = keyof typeof HISTORY_NAMED_FIELDS;
type Names = Record<Kind, Map<number, HistoryName>>;

const KINDS = Object.keys(HISTORY_NAMED_FIELDS) as Kind[];
const OPTION_KINDS = Object.values(HISTORY_OPTION_FIELDS);

function kindOf(field: string): Kind | undefined {
  return KINDS.find((kind) => (HISTORY_NAMED_FIELDS[kind] as readonly string[]).includes(field));
}

/** The option list a field of an entry holds a code of, if any. */
function listOf(entity: string, field: string): string | undefined {
  return OPTION_KINDS.find(({ fields, entities }) => fields.includes(field) && (!entities || entities.includes(entity)))?.list;
}

const asId = (value: unknown): number | null =>
  Number.isSafeInteger(value) ? (value as number) : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;

const asCode = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The ids of each kind, and the option lists and codes, a page of entries holds, before and after. */
function idsOf(entries: HistoryEntry[]) {
  const ids = Object.fromEntries(KINDS.map((kind) => [kind, new Set<number>()])) as Record<Kind, Set<number>>;
  const lists = new Set<string>();
  const codes = new Set<string>();
  for (const entry of entries) {
    for (const [field, change] of Object.entries(entry.changes)) {
      const kind = kindOf(field);
      const list = listOf(entry.entity, field);
      for (const value of [change.before, change.after]) {
        const id = kind ? asId(value) : null;
        if (kind && id !== null) ids[kind].add(id);
        const code = list ? asCode(value) : null;
        if (list && code !== null) {
          lists.add(list);
          codes.add(code);
        }
      }
    }
  }
  return { ids: Object.fromEntries(KINDS.map((kind) => [kind, [...ids[kind]]])) as Record<Kind, number[]>, lists: [...lists], codes: [...codes] };
}

type NameRow = { id: number; name_fr: string; name_ar?: string | null };

const byId = (rows: NameRow[]) => new Map(rows.map((row) => [row.id, { nameFr: row.name_fr, nameAr: row.name_ar ?? null }]));

/** One query per kind the page mentions, none for a kind it does not. */
const QUERIES: Record<Kind, (db: Db, ids: number[]) => Promise<NameRow[]>> = {
  dci: dciNames,
  structure: structureNames,
  scheduleDose: async (db, ids) =>
    (await scheduleDoseNames(db, ids)).map((row) => ({
      id: row.id,
      name_fr: `${row.name_fr} - ${row.dose_number}`,
      name_ar: `${row.name_ar ?? row.name_fr} - ${row.dose_number}`,
    })),
  specialty: specialtyNames,
  campaign: campaignNames,
  file: fileNames,
  governorate: governorateNames,
  delegation: delegationNames,
};

/**
 * A page of the history with the names of what its ids stand for (vaccines, structures, schedule
 * doses, specialties, campaigns, files, residence) and the values of its option-list codes
 * (injection site, allergy type), beside the ids and codes (issue 30): one query per kind for the
 * whole page, none when the page mentions none.
 */
export async function withNames(db: Db, entries: HistoryEntry[]): Promise<HistoryEntry[]> {
  const { ids, lists, codes } = idsOf(entries);
  const names = {} as Names;
  for (const kind of KINDS) names[kind] = byId(ids[kind].length > 0 ? await QUERIES[kind](db, ids[kind]) : []);
  const options = new Map(
    (lists.length > 0 ? await optionValues(db, lists, codes) : []).map((row) => [`${row.list}:${row.code}`, { nameFr: row.value_fr, nameAr: row.value_ar }]),
  );
  const nameOf = (entity: string, field: string, value: unknown): HistoryName | undefined => {
    const kind = kindOf(field);
    if (kind) {
      const id = asId(value);
      return id === null ? undefined : names[kind].get(id);
    }
    const list = listOf(entity, field);
    const code = list ? asCode(value) : null;
    return code === null ? undefined : options.get(`${list}:${code}`);
  };
  return entries.map((entry) => ({
    ...entry,
    changes: Object.fromEntries(
      Object.entries(entry.changes).map(([field, change]) => {
        const beforeName = nameOf(entry.entity, field, change.before);
        const afterName = nameOf(entry.entity, field, change.after);
        return [field, { ...change, ...(beforeName ? { beforeName } : {}), ...(afterName ? { afterName } : {}) }];
      }),
    ),
  }));
}
