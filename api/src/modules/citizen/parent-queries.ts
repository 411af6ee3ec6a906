import type { ParentSummary } from '@evax/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { PARENT_COLUMNS, toColumns, type CleanParent } from './child-fields.js';

interface ParentRow {
  id: number;
  first_name_fr: string;
  last_name_fr: string;
  first_name_ar: string;
  last_name_ar: string;
  phone: string | null;
  national_id: string | null;
  passport_number: string | null;
  nationality: string;
}

/** A parent's summary columns, for a query aliasing parent as p. */
export const PARENT_SUMMARY_COLUMNS = [
  'p.id',
  'p.first_name_fr',
  'p.last_name_fr',
  'p.first_name_ar',
  'p.last_name_ar',
  'p.phone',
  'p.national_id',
  'p.passport_number',
  'p.nationality',
] as const;

export function toParentSummary(row: ParentRow): ParentSummary {
  return {
    id: row.id,
    firstNameFr: row.first_name_fr,
    lastNameFr: row.last_name_fr,
    firstNameAr: row.first_name_ar,
    lastNameAr: row.last_name_ar,
    phone: row.phone,
    nationalId: row.national_id,
    passportNumber: row.passport_number,
    nationality: row.nationality,
  };
}

/** Which of a parent's identity papers and phone another parent (than `exceptId`, the parent corrected) already has. */
export async function takenParentValues(
  db: Db,
  parent: Pick<CleanParent, 'nationalId' | 'passportNumber' | 'nationality' | 'phone'>,
  exceptId: number | null = null,
) {
  const has = async (query: Promise<{ id: number } | undefined>) => (await query) !== undefined;
  const others = () => {
    // A retired record (merged into another, issue 30) holds its papers and phone no more.
    const query = db.selectFrom('parent').select('id').where('merged_into', 'is', null);
    return exceptId === null ? query : query.where('id', '<>', exceptId);
  };
  const [nationalId, passportNumber, phone] = await Promise.all([
    parent.nationalId ? has(others().where('national_id', '=', parent.nationalId).executeTakeFirst()) : false,
    parent.passportNumber
      ? has(others().where('nationality', '=', parent.nationality!).where('passport_number', '=', parent.passportNumber).executeTakeFirst())
      : false,
    parent.phone ? has(others().where('phone', '=', parent.phone).executeTakeFirst()) : false,
  ]);
  return { nationalId, passportNumber, phone };
}

/** A parent record in use (not merged into another) with this id. */
export async function parentExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('parent').select('id').where('id', '=', id).where('merged_into', 'is', null).executeTakeFirst()) !== undefined;
}

export async function insertParentRow(db: Db, caller: Caller, structureId: number, parent: CleanParent): Promise<number> {
  const inserted = await db
    .insertInto('parent')
    .values({ ...(toColumns(PARENT_COLUMNS, parent) as object), structure_id: structureId, created_by: caller.userId } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The child's parent links. */
export function parentLinksOf(db: Db, childId: number) {
  return db.selectFrom('child_parent').select(['parent_id', 'role']).where('child_id', '=', childId).execute();
}

/** A parent's summary by id, or undefined; `forUpdate` locks the row (a write reads its before). */
export function findParentSummary(db: Db, id: number, { forUpdate = false } = {}) {
  const query = db.selectFrom('parent as p').select(PARENT_SUMMARY_COLUMNS).where('p.id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** The parent in use registered with this national identity card, or this passport of this nationality. */
export function findParentByPaper(db: Db, paper: IdentityPaper) {
  const query = db.selectFrom('parent as p').select(PARENT_SUMMARY_COLUMNS).where('p.merged_into', 'is', null);
  return (
    'nationalId' in paper
      ? query.where('p.national_id', '=', paper.nationalId)
      : query.where('p.passport_number', '=', paper.passportNumber).where('p.nationality', '=', paper.nationality)
  ).executeTakeFirst();
}

/** An identity paper: a national identity card, or a passport of a nationality. */
export type IdentityPaper = { nationalId: string } | { passportNumber: string; nationality: string };

/**
 * The parent holding the identity paper, with its registering structure and how alike the given
 * names are to its own: the duplicate check's measure (pg_trgm similarity of the folded full
 * names, evax_latin_name_key / evax_arabic_name_key), in each script. Undefined when none holds it.
 */
export function parentByPaperWithNameScores(db: Db, paper: IdentityPaper, names: { fr: string; ar: string }) {
  const query = db
    .selectFrom('parent as p')
    .innerJoin('structure as s', 's.id', 'p.structure_id')
    .select(PARENT_SUMMARY_COLUMNS)
    .select([
      's.id as structure_id',
      's.name_fr as structure_name_fr',
      's.name_ar as structure_name_ar',
      's.type as structure_type',
      's.governorate_id as structure_governorate_id',
      sql<number>`similarity(evax_latin_name_key(p.first_name_fr || p.last_name_fr), evax_latin_name_key(${names.fr}))::float8`.as('name_score_fr'),
      sql<number>`similarity(evax_arabic_name_key(p.first_name_ar || p.last_name_ar), evax_arabic_name_key(${names.ar}))::float8`.as('name_score_ar'),
    ])
    .where('p.merged_into', 'is', null);
  return (
    'nationalId' in paper
      ? query.where('p.national_id', '=', paper.nationalId)
      : query.where('p.passport_number', '=', paper.passportNumber).where('p.nationality', '=', paper.nationality)
  ).executeTakeFirst();
}

/** The parent whose phone on record this is, or undefined. */
export function parentIdByPhone(db: Db, phone: string) {
  return db.selectFrom('parent').select('id').where('phone', '=', phone).where('merged_into', 'is', null).executeTakeFirst();
}

/** Whether another parent than `parentId` has the phone. */
export async function phoneTakenByAnother(db: Db, phone: string, parentId: number): Promise<boolean> {
  return (
    (await db.selectFrom('parent').select('id').where('phone', '=', phone).where('id', '<>', parentId).where('merged_into', 'is', null).executeTakeFirst()) !==
    undefined
  );
}

export async function setParentPhone(db: Db, parentId: number, phone: string): Promise<void> {
  await db
    .updateTable('parent')
    .set({ phone, updated_at: sql`now()` })
    .where('id', '=', parentId)
    .execute();
}

/** The fields of a parent a correction writes (PUT /api/citizen/citizens/{id}). */
export type ParentCorrection = Pick<
  CleanParent,
  'firstNameFr' | 'lastNameFr' | 'firstNameAr' | 'lastNameAr' | 'phone' | 'nationality' | 'nationalId' | 'passportNumber'
>;

/** A correction as the parent's columns. */
export const parentCorrectionColumns = (values: ParentCorrection) => ({
  first_name_fr: values.firstNameFr!,
  last_name_fr: values.lastNameFr!,
  first_name_ar: values.firstNameAr!,
  last_name_ar: values.lastNameAr!,
  phone: values.phone,
  nationality: values.nationality!,
  national_id: values.nationalId,
  passport_number: values.passportNumber,
});

export async function updateParentRow(db: Db, parentId: number, values: ParentCorrection): Promise<void> {
  await db
    .updateTable('parent')
    .set({ ...parentCorrectionColumns(values), updated_at: sql`now()` })
    .where('id', '=', parentId)
    .execute();
}
