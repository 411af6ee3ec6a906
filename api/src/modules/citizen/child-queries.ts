import { TUNISIA, VACCINATION_STATUS, type ChildDetail, type PlaceName } from '@evax/shared/contract';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { CHILD_COLUMNS, toColumns, type CleanChild } from './child-fields.js';
import { PARENT_SUMMARY_COLUMNS, toParentSummary } from './parent-queries.js';
import { toChildIdentity } from './queries.js';

const place = (id: number | null, nameFr: string | null, nameAr: string | null): PlaceName | null =>
  id !== null && nameFr !== null ? { id, nameFr, nameAr } : null;

/**
 * A child's whole record and its parents, by id (the gate, visible-child.ts, decided the caller may
 * see it). The parents come in the same query.
 */
export async function childRecord(db: Db, id: number): Promise<ChildDetail | null> {
  const row = await db
    .selectFrom('citizen as c')
    .innerJoin('structure as s', 's.id', 'c.structure_id')
    .leftJoin('governorate as g', 'g.id', 'c.birth_governorate_id')
    .leftJoin('delegation as d', 'd.id', 'c.birth_delegation_id')
    .where('c.id', '=', id)
    .selectAll('c')
    .select([
      's.name_fr as structure_fr',
      's.name_ar as structure_ar',
      'g.name_fr as governorate_fr',
      'g.name_ar as governorate_ar',
      'd.name_fr as delegation_fr',
      'd.name_ar as delegation_ar',
    ])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('child_parent as l')
          .innerJoin('parent as p', 'p.id', 'l.parent_id')
          .select([...PARENT_SUMMARY_COLUMNS, 'l.role'])
          .whereRef('l.child_id', '=', 'c.id')
          .orderBy('l.created_at'),
      ).as('parents'),
    )
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toChildIdentity(row),
    gender: row.gender,
    fatherFirstNameFr: row.father_first_name_fr,
    fatherFirstNameAr: row.father_first_name_ar,
    paternalGrandfatherFirstNameFr: row.paternal_grandfather_first_name_fr,
    paternalGrandfatherFirstNameAr: row.paternal_grandfather_first_name_ar,
    motherFirstNameFr: row.mother_first_name_fr,
    motherLastNameFr: row.mother_last_name_fr,
    motherFirstNameAr: row.mother_first_name_ar,
    motherLastNameAr: row.mother_last_name_ar,
    birthGovernorate: place(row.birth_governorate_id, row.governorate_fr, row.governorate_ar),
    birthDelegation: place(row.birth_delegation_id, row.delegation_fr, row.delegation_ar),
    birthCommune: row.birth_commune,
    birthType: row.birth_type,
    birthWeightKg: row.birth_weight_kg,
    birthHeightCm: row.birth_height_cm,
    birthHeadCircumferenceCm: row.birth_head_circumference_cm,
    bornInTunisia: row.born_in_tunisia,
    nationality: row.nationality,
    foreign: row.nationality !== TUNISIA,
    nationalId: row.national_id,
    socialSecurityNumber: row.social_security_number,
    passportNumber: row.passport_number,
    note: row.note,
    structure: { id: row.structure_id, nameFr: row.structure_fr, nameAr: row.structure_ar },
    createdAt: new Date(row.created_at).toISOString(),
    parents: row.parents.map((p) => ({ ...toParentSummary(p), role: p.role })),
  };
}

/** Whether the governorate exists; the delegation's governorate (undefined: no such delegation). */
export async function birthPlaces(db: Db, governorateId: number | null, delegationId: number | null) {
  const [governorate, delegation] = await Promise.all([
    governorateId === null ? undefined : db.selectFrom('governorate').select('id').where('id', '=', governorateId).executeTakeFirst(),
    delegationId === null ? undefined : db.selectFrom('delegation').select('governorate_id').where('id', '=', delegationId).executeTakeFirst(),
  ]);
  return { governorateExists: governorate !== undefined, delegationGovernorate: delegation?.governorate_id };
}

/** Which of a child's identity papers another child (than `exceptId`, the child corrected) already has. */
export async function takenChildPapers(db: Db, child: Pick<CleanChild, 'nationalId' | 'passportNumber' | 'nationality'>, exceptId: number | null = null) {
  const others = () => {
    const query = db.selectFrom('citizen').select('id');
    return exceptId === null ? query : query.where('id', '<>', exceptId);
  };
  const [nationalId, passportNumber] = await Promise.all([
    child.nationalId ? others().where('national_id', '=', child.nationalId).executeTakeFirst() : undefined,
    child.passportNumber
      ? others().where('nationality', '=', child.nationality!).where('passport_number', '=', child.passportNumber).executeTakeFirst()
      : undefined,
  ]);
  return { nationalId: nationalId !== undefined, passportNumber: passportNumber !== undefined };
}

/** The evax numbers among `candidates` that a child already has. */
export async function takenEvaxNumbers(db: Db, candidates: string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('citizen').select('evax_number').where('evax_number', 'in', candidates).execute();
  return new Set(rows.map((r) => r.evax_number));
}

export async function insertChildRow(db: Db, caller: Caller, structureId: number, evaxNumber: string, child: CleanChild): Promise<number> {
  const inserted = await db
    .insertInto('citizen')
    .values({ ...(toColumns(CHILD_COLUMNS, child) as object), evax_number: evaxNumber, structure_id: structureId, created_by: caller.userId } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertParentLink(db: Db, childId: number, parentId: number, role: ChildDetail['parents'][number]['role']): Promise<void> {
  await db.insertInto('child_parent').values({ child_id: childId, parent_id: parentId, role }).execute();
}

/**
 * Locks the child's row for the rest of the transaction: a vaccination recorded meanwhile waits (its
 * foreign-key check needs the row), so a check and a delete that follow see the same doses.
 */
export async function lockChild(db: Db, childId: number): Promise<void> {
  await db.selectFrom('citizen').select('id').where('id', '=', childId).forUpdate().execute();
}

/** Whether the child has a vaccination given (status done). */
export async function hasGivenVaccination(db: Db, childId: number): Promise<boolean> {
  const done = await db
    .selectFrom('vaccination')
    .select('id')
    .where('citizen_id', '=', childId)
    .where('status', '=', VACCINATION_STATUS.done)
    .executeTakeFirst();
  return done !== undefined;
}

/** Deletes the child; its appointments, parent links and folder go with it (on delete cascade), its parents stay. */
export async function deleteChildRow(db: Db, childId: number): Promise<void> {
  await db.deleteFrom('citizen').where('id', '=', childId).execute();
}

/** The child's fields as stored (and audited), by id; `forUpdate` locks the row for the rest of the transaction. */
export async function childValues(db: Db, childId: number, { forUpdate = false } = {}): Promise<CleanChild | undefined> {
  const columns = Object.values(CHILD_COLUMNS);
  const query = db.selectFrom('citizen').select(columns).where('id', '=', childId);
  const row = (await (forUpdate ? query.forUpdate() : query).executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  return Object.fromEntries(Object.entries(CHILD_COLUMNS).map(([field, column]) => [field, row[column] ?? null])) as CleanChild;
}

/** Writes the child's fields (its evax number, structure and creator stay). */
export async function updateChildRow(db: Db, childId: number, child: CleanChild): Promise<void> {
  await db
    .updateTable('citizen')
    .set({ ...(toColumns(CHILD_COLUMNS, child) as object), updated_at: sql`now()` } as never)
    .where('id', '=', childId)
    .execute();
}

/**
 * The day of the child's earliest dose given before `day`, or null: a routine, occasional or
 * seasonal vaccination done (status done), or an international vaccine dispensed. A birth date
 * corrected to after it is refused (issue 30).
 */
export async function earliestDoseBefore(db: Db, childId: number, day: string): Promise<string | null> {
  const [given, international] = await Promise.all([
    db
      .selectFrom('vaccination')
      .select((eb) => eb.fn.min('vaccination_date').as('day'))
      .where('citizen_id', '=', childId)
      .where('status', '=', VACCINATION_STATUS.done)
      .where('vaccination_date', '<', day)
      .executeTakeFirst(),
    db
      .selectFrom('international_vaccination')
      .select((eb) => eb.fn.min('dispensation_date').as('day'))
      .where('citizen_id', '=', childId)
      .where('dci_id', 'is not', null)
      .where('dispensation_date', '<', day)
      .executeTakeFirst(),
  ]);
  const days = [given?.day, international?.day].filter((d): d is string => typeof d === 'string').sort();
  return days[0] ?? null;
}
