import { CITIZEN_ERROR_KEYS, ERROR_CODES, TUNISIA, type ChildDetail, type PlaceName } from '@evax/shared/contract';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { parentNotFound, PARENT_SUMMARY_COLUMNS, toParentSummary } from './parent-service.js';
import { toChildIdentity } from './queries.js';
import { visibleChildren } from './scope.js';

/** 404 "evax code not found" (spec 2 §8), code 203: the evax search found no child it may show. */
export const evaxCodeNotFound = () =>
  new ApiError(404, { detail: 'EVAX code not found', errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: CITIZEN_ERROR_KEYS.evaxCodeNotFound });

const place = (id: number | null, nameFr: string | null, nameAr: string | null): PlaceName | null =>
  id !== null && nameFr !== null ? { id, nameFr, nameAr } : null;

function childRecord(db: Db, caller: Caller) {
  return db
    .selectFrom('citizen as c')
    .innerJoin('structure as s', 's.id', 'c.structure_id')
    .leftJoin('governorate as g', 'g.id', 'c.birth_governorate_id')
    .leftJoin('delegation as d', 'd.id', 'c.birth_delegation_id')
    .where(visibleChildren(caller))
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
      // The parents in the same query: a look-up by evax number is one round trip.
      jsonArrayFrom(
        eb
          .selectFrom('child_parent as l')
          .innerJoin('parent as p', 'p.id', 'l.parent_id')
          .select([...PARENT_SUMMARY_COLUMNS, 'l.role'])
          .whereRef('l.child_id', '=', 'c.id')
          .orderBy('l.created_at'),
      ).as('parents'),
    );
}

/**
 * A child the caller may see, by evax number or national identity card number, or null: a
 * child of a structure out of the caller's scope is answered as if it did not exist.
 */
export async function findVisibleChild(
  db: Db,
  caller: Caller,
  by: { evaxNumber: string } | { nationalId: string } | { id: number },
): Promise<ChildDetail | null> {
  let query = childRecord(db, caller);
  if ('evaxNumber' in by) query = query.where('c.evax_number', '=', by.evaxNumber);
  else if ('nationalId' in by) query = query.where('c.national_id', '=', by.nationalId);
  else query = query.where('c.id', '=', by.id);
  const row = await query.executeTakeFirst();
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

/** The child, or 404 "parent not found" (spec 2 §8), the same answer for a child out of scope. */
export async function visibleChildOr404(db: Db, caller: Caller, evaxNumber: string): Promise<ChildDetail> {
  const child = await findVisibleChild(db, caller, { evaxNumber });
  if (!child) throw parentNotFound('Child not found');
  return child;
}
