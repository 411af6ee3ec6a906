import type { Kysely, Transaction } from 'kysely';
import {
  type AddedOptionInput,
  type OptionChoice,
  type OptionListChoices,
  type OptionListDetail,
  type OptionListInput,
  type OptionListPatch,
  type OptionListRow,
  type Paged,
} from '@evax/shared/contract';
import { optionListProblems, type OptionListProblems } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { countAndPage, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import { audit } from './audit.js';
import { entityNotFound } from '../../http/errors.js';
import { isStillReferenced, uniqueViolation } from '../../http/unique-violation.js';
import { entityAlreadyExists, entityNotValid, fieldErrors, invalidInput } from './errors.js';
import {
  OPTION_LIST_ORDERING,
  deleteItemRows,
  deleteListRow,
  filteredOptionLists,
  findOptionList,
  insertItemRows,
  insertListRow,
  optionsOf,
  selectOptionListColumns,
  takenListFields,
  updateItemRow,
  updateListRow,
  type OptionListFilters,
} from './option-list-queries.js';

export { OPTION_LIST_ORDERING };

const DEFAULT_ORDER = { field: 'nameFr', descending: false };

// ---------------------------------------------------------------------------------------------
// Reading

type ListColumns = {
  id: number;
  code: string;
  name_fr: string;
  name_ar: string;
  is_active: boolean;
  is_system: boolean;
  default_count: number;
  added_count: number;
};

const toRow = (row: ListColumns): OptionListRow => ({
  id: row.id,
  code: row.code,
  nameAr: row.name_ar,
  nameFr: row.name_fr,
  is_active: row.is_active,
  isSystem: row.is_system,
  defaultOptionsCount: Number(row.default_count),
  addedOptionsCount: Number(row.added_count),
});

export async function listOptionLists(db: Db, params: ListParams, filters: Omit<OptionListFilters, 'search'>): Promise<Paged<OptionListRow>> {
  return countAndPage(filteredOptionLists(db, { ...filters, search: params.search }), async (query) => {
    const rows = await pageOf(orderedBy(selectOptionListColumns(query), params.ordering, OPTION_LIST_ORDERING, DEFAULT_ORDER, 'l.id'), params).execute();
    return rows.map(toRow);
  });
}

type OptionColumns = Awaited<ReturnType<typeof optionsOf>>[number];

/** What a drop-down offers: the default options, then the active added ones, each by rank. */
const choicesOf = (options: OptionColumns[]): OptionChoice[] =>
  options.filter((o) => o.is_default || o.is_active).map((o) => ({ id: o.id, code: o.code, valueAr: o.value_ar, valueFr: o.value_fr }));

async function loadList(db: Kysely<Database>, id: number, forUpdate = false): Promise<OptionListDetail> {
  const row = await findOptionList(db, { id }, { forUpdate });
  if (!row) throw entityNotFound(`No list with id ${id}`);
  const options = await optionsOf(db, id);
  return {
    ...toRow(row),
    defaultOptionSet: options.filter((o) => o.is_default).map((o) => ({ id: o.id, code: o.code, rank: o.rank, valueAr: o.value_ar, valueFr: o.value_fr })),
    addedOptionSet: options
      .filter((o) => !o.is_default)
      .map((o) => ({ id: o.id, rank: o.rank, valueAr: o.value_ar, valueFr: o.value_fr, active: o.is_active })),
    optionSet: choicesOf(options),
  };
}

export const getOptionList = (db: Db, id: number) => loadList(db, id);

/** GET /api/lists/by-code/{code}/options: an inactive list offers no choice; an unknown code is a 404 (203). */
export async function optionListChoices(db: Db, code: string): Promise<OptionListChoices> {
  const row = await findOptionList(db, { code });
  if (!row) throw entityNotFound(`No list with the code ${code}`);
  return {
    code: row.code,
    nameAr: row.name_ar,
    nameFr: row.name_fr,
    is_active: row.is_active,
    options: row.is_active ? choicesOf(await optionsOf(db, row.id)) : [],
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * The shared rules' problems as the API answers them: duplicates only → 400, code 200; a list
 * offering no choice → 400, code 201; anything else → 400 with the fields.
 */
function rejectProblems(problems: OptionListProblems): void {
  const entries = Object.entries(problems);
  if (entries.length === 0) return;
  const fields = fieldErrors(problems);
  if (entries.every(([, code]) => code === 'unique')) throw entityAlreadyExists(Object.keys(problems), 'A list cannot offer the same value twice');
  if (entries.length === 1 && problems.addedOptionSet === 'invalid') throw entityNotValid('A list needs at least one active choice', fields);
  throw invalidInput(fields, 'Names and values must be in Arabic script (Arabic) and in Latin script (French)');
}

async function rejectTaken(db: Kysely<Database>, values: { code?: string; nameFr?: string; nameAr?: string }, exceptId: number | null): Promise<void> {
  const taken = await takenListFields(db, values, exceptId);
  if (taken.length > 0) throw entityAlreadyExists(taken, `Another list has this ${taken.join(' and ')}`);
}

const LIST_UNIQUE_FIELDS: Record<string, string> = { option_list_code_key: 'code', option_list_name_fr_key: 'nameFr', option_list_name_ar_key: 'nameAr' };

function rethrowUnique(error: unknown): never {
  const field = LIST_UNIQUE_FIELDS[uniqueViolation(error) ?? ''];
  if (field) throw entityAlreadyExists([field], `Another list has this ${field}`);
  throw error;
}

export async function createOptionList(db: Db, input: OptionListInput, userId: number): Promise<OptionListDetail> {
  rejectProblems(optionListProblems(input));
  try {
    return await db.transaction().execute(async (trx) => {
      await rejectTaken(trx, input, null);
      const id = await insertListRow(trx, { code: input.code, name_fr: input.nameFr, name_ar: input.nameAr, is_active: input.is_active ?? true });
      await insertAddedOptions(
        trx,
        id,
        input.addedOptionSet.map((option, index) => ({ option, rank: index + 1 })),
      );
      const created = await loadList(trx, id);
      await audit(trx, { userId, action: 'create', entity: 'option_list', entityId: id, after: created });
      return created;
    });
  } catch (error) {
    rethrowUnique(error);
  }
}

/** Inserts added options at the given ranks. */
async function insertAddedOptions(trx: Transaction<Database>, listId: number, options: { option: AddedOptionInput; rank: number }[]): Promise<void> {
  if (options.length === 0) return;
  await insertItemRows(
    trx,
    options.map(({ option, rank }) => ({
      list_id: listId,
      is_default: false,
      rank,
      value_ar: option.valueAr,
      value_fr: option.valueFr,
      is_active: option.active ?? true,
    })),
  );
}

/**
 * Edits a list. addedOptionSet, when sent, is the new set in the new order: an entry with the id
 * of one of the list's added options updates it (value, flag, rank), one without an id is a new
 * option, and the added options left out are removed. The default options never change.
 */
export async function updateOptionList(db: Db, id: number, patch: OptionListPatch, userId: number): Promise<OptionListDetail> {
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await loadList(trx, id, true);
      const added = patch.addedOptionSet;
      if (added) checkOptionIds(added, before);
      rejectProblems(
        optionListProblems({ nameAr: patch.nameAr, nameFr: patch.nameFr, addedOptionSet: added ?? before.addedOptionSet }, before.defaultOptionSet),
      );
      const names = {
        nameFr: patch.nameFr !== undefined && patch.nameFr !== before.nameFr ? patch.nameFr : undefined,
        nameAr: patch.nameAr !== undefined && patch.nameAr !== before.nameAr ? patch.nameAr : undefined,
      };
      await rejectTaken(trx, Object.fromEntries(Object.entries(names).filter(([, v]) => v !== undefined)), id);

      const listChanges: { name_fr?: string; name_ar?: string; is_active?: boolean } = {};
      if (names.nameFr !== undefined) listChanges.name_fr = names.nameFr;
      if (names.nameAr !== undefined) listChanges.name_ar = names.nameAr;
      if (patch.is_active !== undefined && patch.is_active !== before.is_active) listChanges.is_active = patch.is_active;
      const optionsChanged = added ? await replaceAddedOptions(trx, before, added) : false;
      if (Object.keys(listChanges).length === 0 && !optionsChanged) return before;

      await updateListRow(trx, id, listChanges);
      const after = await loadList(trx, id);
      await audit(trx, { userId, action: 'update', entity: 'option_list', entityId: id, before, after });
      return after;
    });
  } catch (error) {
    if (isStillReferenced(error)) throw entityNotValid('An option left out is used by other records: deactivate it instead');
    rethrowUnique(error);
  }
}

/** Ids must be the list's own added options, each once (400, code 201, on the entry's id otherwise). */
function checkOptionIds(added: AddedOptionInput[], list: OptionListDetail): void {
  const own = new Set(list.addedOptionSet.map((o) => o.id));
  const seen = new Set<number>();
  const problems: Record<string, 'invalid_choice' | 'unique'> = {};
  added.forEach((option, index) => {
    if (option.id === undefined) return;
    if (!own.has(option.id)) problems[`addedOptionSet.${index}.id`] = 'invalid_choice';
    else if (seen.has(option.id)) problems[`addedOptionSet.${index}.id`] = 'unique';
    seen.add(option.id);
  });
  if (Object.keys(problems).length > 0) throw entityNotValid('Only the options of this list can be kept, each once', fieldErrors(problems));
}

/** Writes the new added set; resolves to whether anything differs from before. */
async function replaceAddedOptions(trx: Transaction<Database>, list: OptionListDetail, added: AddedOptionInput[]): Promise<boolean> {
  const kept = new Set(added.flatMap((o) => (o.id === undefined ? [] : [o.id])));
  const removed = list.addedOptionSet.filter((o) => !kept.has(o.id)).map((o) => o.id);
  let changed = removed.length > 0;
  if (removed.length > 0) await deleteItemRows(trx, removed);
  const current = new Map(list.addedOptionSet.map((o) => [o.id, o]));
  const fresh: { option: AddedOptionInput; rank: number }[] = [];
  for (const [index, option] of added.entries()) {
    const rank = index + 1;
    const active = option.active ?? true;
    if (option.id === undefined) {
      fresh.push({ option, rank });
      continue;
    }
    const old = current.get(option.id)!;
    if (old.rank === rank && old.valueAr === option.valueAr && old.valueFr === option.valueFr && old.active === active) continue;
    changed = true;
    await updateItemRow(trx, option.id, { rank, value_ar: option.valueAr, value_fr: option.valueFr, is_active: active });
  }
  if (fresh.length > 0) {
    changed = true;
    await insertAddedOptions(trx, list.id, fresh);
  }
  return changed;
}

export async function setOptionListActive(db: Db, id: number, active: boolean, userId: number): Promise<OptionListDetail> {
  return db.transaction().execute(async (trx) => {
    const before = await loadList(trx, id, true);
    if (before.is_active === active) return before;
    await updateListRow(trx, id, { is_active: active });
    const after = await loadList(trx, id);
    await audit(trx, { userId, action: active ? 'activate' : 'deactivate', entity: 'option_list', entityId: id, before, after });
    return after;
  });
}

/** Deletes a list and its options; the lists the product comes with stay (400, code 201): deactivate them instead. */
export async function deleteOptionList(db: Db, id: number, userId: number): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const before = await loadList(trx, id, true);
      if (before.isSystem) throw entityNotValid('The lists the product comes with cannot be deleted: deactivate it instead');
      await deleteListRow(trx, id);
      await audit(trx, { userId, action: 'delete', entity: 'option_list', entityId: id, before });
    });
  } catch (error) {
    if (isStillReferenced(error)) throw entityNotValid('This list has options other records use: deactivate it instead');
    throw error;
  }
}
