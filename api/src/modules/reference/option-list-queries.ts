import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database, OptionListItemTable, OptionListTable } from '../../db/schema.js';
import { escapeLike } from '../../http/list-query.js';

export const OPTION_LIST_ORDERING = {
  id: 'l.id',
  code: 'l.code',
  nameFr: 'l.name_fr',
  nameAr: 'l.name_ar',
  is_active: 'l.is_active',
} as const;

export interface OptionListFilters {
  search: string | null;
  isActive: boolean | null;
}

/** The lists matching the filters; the search looks anywhere in the code and both names. */
export function filteredOptionLists(db: Kysely<Database>, filters: OptionListFilters) {
  let query = db.selectFrom('option_list as l');
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search.toLowerCase())}%`;
    query = query.where(sql<boolean>`(lower(l.code) like ${pattern} or lower(l.name_fr) like ${pattern} or l.name_ar like ${pattern})`);
  }
  if (filters.isActive !== null) query = query.where('l.is_active', '=', filters.isActive);
  return query;
}

export function selectOptionListColumns(query: ReturnType<typeof filteredOptionLists>) {
  return query.select([
    'l.id',
    'l.code',
    'l.name_fr',
    'l.name_ar',
    'l.is_active',
    'l.is_system',
    sql<number>`(select count(*)::int from option_list_item i where i.list_id = l.id and i.is_default)`.as('default_count'),
    sql<number>`(select count(*)::int from option_list_item i where i.list_id = l.id and not i.is_default)`.as('added_count'),
  ]);
}

export function findOptionList(db: Kysely<Database>, where: { id: number } | { code: string }, { forUpdate = false } = {}) {
  let query = selectOptionListColumns(db.selectFrom('option_list as l'));
  query = 'id' in where ? query.where('l.id', '=', where.id) : query.where('l.code', '=', where.code);
  return (forUpdate ? query.forUpdate('l') : query).executeTakeFirst();
}

/** A list's options: the default ones by rank, then the added ones by rank. */
export function optionsOf(db: Kysely<Database>, listId: number) {
  return db
    .selectFrom('option_list_item')
    .select(['id', 'is_default', 'code', 'rank', 'value_fr', 'value_ar', 'is_active'])
    .where('list_id', '=', listId)
    .orderBy('is_default', 'desc')
    .orderBy('rank')
    .execute();
}

/** Which of the code and names another list has already (names whatever the French case). */
export async function takenListFields(
  db: Kysely<Database>,
  values: { code?: string; nameFr?: string; nameAr?: string },
  exceptId: number | null,
): Promise<string[]> {
  const conditions = [];
  if (values.code !== undefined) conditions.push(sql<boolean>`code = ${values.code}`);
  if (values.nameFr !== undefined) conditions.push(sql<boolean>`lower(name_fr) = lower(${values.nameFr})`);
  if (values.nameAr !== undefined) conditions.push(sql<boolean>`name_ar = ${values.nameAr}`);
  if (conditions.length === 0) return [];
  let query = db
    .selectFrom('option_list')
    .select(['code', 'name_fr', 'name_ar'])
    .where(sql<boolean>`(${sql.join(conditions, sql` or `)})`);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  const rows = await query.execute();
  const taken: string[] = [];
  if (values.code !== undefined && rows.some((r) => r.code === values.code)) taken.push('code');
  if (values.nameFr !== undefined && rows.some((r) => r.name_fr.toLowerCase() === values.nameFr!.toLowerCase())) taken.push('nameFr');
  if (values.nameAr !== undefined && rows.some((r) => r.name_ar === values.nameAr)) taken.push('nameAr');
  return taken;
}

export async function insertListRow(trx: Kysely<Database>, values: Insertable<OptionListTable>): Promise<number> {
  return (await trx.insertInto('option_list').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateListRow(trx: Kysely<Database>, id: number, changes: Updateable<OptionListTable>): Promise<void> {
  await trx
    .updateTable('option_list')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Deletes the list; its options go with it (on delete cascade). */
export async function deleteListRow(trx: Kysely<Database>, id: number): Promise<void> {
  await trx.deleteFrom('option_list').where('id', '=', id).execute();
}

export async function insertItemRows(trx: Kysely<Database>, rows: Insertable<OptionListItemTable>[]): Promise<void> {
  await trx.insertInto('option_list_item').values(rows).execute();
}

export async function updateItemRow(trx: Kysely<Database>, id: number, changes: Updateable<OptionListItemTable>): Promise<void> {
  await trx
    .updateTable('option_list_item')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteItemRows(trx: Kysely<Database>, ids: number[]): Promise<void> {
  await trx.deleteFrom('option_list_item').where('id', 'in', ids).execute();
}
