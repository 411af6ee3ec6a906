import { sql, type Insertable } from 'kysely';
import { CHILD_READ_ENTITY } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { AuditLogTable } from '../../db/schema.js';

export async function insertAuditRow(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** Which page of a child's history: at most `size` rows, older than the row `before` when given. */
export interface HistoryPage {
  size: number;
  before?: number;
}

/**
 * The audit rows that concern a child, newest first: those of the child (audit_log_citizen_idx)
 * and the writes to its parents, with who and from which structure; the reads of its health data
 * (child_read) only `withReads`. One page: `size` rows at most, older than the row `before` (the
 * last of the page shown): a range of (at, id) that audit_log_citizen_idx reads in its order.
 */
export function childHistoryRows(db: Db, childId: number, parentIds: number[], withReads: boolean, page: HistoryPage) {
  const rows = db
    .selectFrom('audit_log as a')
    .leftJoin('app_user as u', 'u.id', 'a.user_id')
    .leftJoin('structure as s', 's.id', 'a.structure_id')
    .select(['a.id', 'a.at', 'a.action', 'a.entity', 'a.before', 'a.after', 'u.id as user_id', 'u.username', 's.id as structure_id', 's.name_fr', 's.name_ar'])
    .where((eb) =>
      eb.or([
        eb('a.citizen_id', '=', childId),
        ...(parentIds.length > 0 ? [eb.and([eb('a.entity', '=', 'parent'), eb('a.entity_id', 'in', parentIds.map(String))])] : []),
      ]),
    )
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(page.size);
  const older = page.before === undefined ? rows : rows.where(sql<boolean>`(a.at, a.id) < (select b.at, b.id from audit_log b where b.id = ${page.before})`);
  return (withReads ? older : older.where('a.entity', '<>', CHILD_READ_ENTITY)).execute();
}

/** The names of the vaccines (DCI) a page of the history mentions: one query for the whole page. */
export function dciNames(db: Db, ids: number[]) {
  return db.selectFrom('dci').select(['id', 'name as name_fr', 'name_ar']).where('id', 'in', ids).execute();
}

/** The names of the structures a page of the history mentions: one query for the whole page. */
export function structureNames(db: Db, ids: number[]) {
  return db.selectFrom('structure').select(['id', 'name_fr', 'name_ar']).where('id', 'in', ids).execute();
}

/** The routine schedule's doses a page mentions, named by their vaccine and dose number ("VPC10 - 1"). */
export function scheduleDoseNames(db: Db, ids: number[]) {
  return db
    .selectFrom('routine_schedule_dose as d')
    .innerJoin('dci', 'dci.id', 'd.dci_id')
    .select(['d.id', 'd.dose_number', 'dci.name as name_fr', 'dci.name_ar'])
    .where('d.id', 'in', ids)
    .execute();
}

/** The specialties (commercial products) a page mentions: their commercial name, in every language. */
export function specialtyNames(db: Db, ids: number[]) {
  return db.selectFrom('specialty').select(['id', 'commercial_name as name_fr']).where('id', 'in', ids).execute();
}

/** The seasonal campaigns a page mentions. */
export function campaignNames(db: Db, ids: number[]) {
  return db.selectFrom('seasonal_campaign').select(['id', 'name_fr', 'name_ar']).where('id', 'in', ids).execute();
}

/** The supporting files a page mentions: the name they were sent with. */
export function fileNames(db: Db, ids: number[]) {
  return db.selectFrom('vaccination_file').select(['id', 'name as name_fr']).where('id', 'in', ids).execute();
}

export function governorateNames(db: Db, ids: number[]) {
  return db.selectFrom('governorate').select(['id', 'name_fr', 'name_ar']).where('id', 'in', ids).execute();
}

export function delegationNames(db: Db, ids: number[]) {
  return db.selectFrom('delegation').select(['id', 'name_fr', 'name_ar']).where('id', 'in', ids).execute();
}

/** The options of the lists a page mentions, by list code and option code: one query for the whole page. */
export function optionValues(db: Db, lists: string[], codes: string[]) {
  return db
    .selectFrom('option_list_item as i')
    .innerJoin('option_list as l', 'l.id', 'i.list_id')
    .select(['l.code as list', 'i.code', 'i.value_fr', 'i.value_ar'])
    .where('l.code', 'in', lists)
    .where('i.code', 'in', codes)
    .execute();
}
