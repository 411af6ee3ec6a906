import { sql } from 'kysely';
import { DUPLICATE_BIRTH_WINDOW_DAYS, type ChildValues, type DuplicateCandidate } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import { toChildIdentity, type ChildIdentityColumns } from './queries.js';

/**
 * The duplicate score (docs/decisions.md, "Citizen area (API)"), between 0 and 1:
 * 0.5 × name similarity (trigram similarity of the folded full names, the better of the French
 * and the Arabic one) + 0.2 × birth-date closeness (1 on the same day, falling to 0 past the
 * window) + 0.2 × similarity of the mother's folded names + 0.1 when born in the same governorate.
 * A child is a candidate when its names are alike (≥ NAME_FLOOR) and its score reaches THRESHOLD.
 */
export const DUPLICATE_WEIGHTS = { name: 0.5, birthDate: 0.2, mother: 0.2, governorate: 0.1 } as const;
export const NAME_FLOOR = 0.5;
export const THRESHOLD = 0.65;
const MAX_CANDIDATES = 5;

/**
 * Children that are likely the same as the one being added, best first. Searched nationally (a
 * duplicate is most often registered at another centre), within the birth-date window, which the
 * birth-date index serves: about 2,000 rows at 1 M children.
 */
export async function findDuplicates(
  db: Db,
  child: Pick<
    ChildValues,
    | 'firstNameFr'
    | 'lastNameFr'
    | 'firstNameAr'
    | 'lastNameAr'
    | 'birthDate'
    | 'motherFirstNameFr'
    | 'motherLastNameFr'
    | 'motherFirstNameAr'
    | 'motherLastNameAr'
    | 'birthGovernorate'
  >,
  /** The child being corrected: compared with the others only. */
  exceptId: number | null = null,
): Promise<DuplicateCandidate[]> {
  const window = DUPLICATE_BIRTH_WINDOW_DAYS;
  const nameFr = sql`evax_latin_name_key(${child.firstNameFr + child.lastNameFr})`;
  const nameAr = sql`evax_arabic_name_key(${child.firstNameAr + child.lastNameAr})`;
  const mother = sql`evax_latin_name_key(${(child.motherFirstNameFr ?? '') + (child.motherLastNameFr ?? '')}) || '|' || evax_arabic_name_key(${(child.motherFirstNameAr ?? '') + (child.motherLastNameAr ?? '')})`;
  const hasMother = Boolean(child.motherFirstNameFr || child.motherLastNameFr || child.motherFirstNameAr || child.motherLastNameAr);
  const { rows } = await sql<
    ChildIdentityColumns & {
      mother_first_name_fr: string | null;
      mother_last_name_fr: string | null;
      governorate_id: number | null;
      governorate_fr: string | null;
      governorate_ar: string | null;
      name_score: number;
      score: number;
    }
  >`
    with near as (
      select c.*, greatest(similarity(c.name_key_fr, ${nameFr}), similarity(c.name_key_ar, ${nameAr})) as name_score,
        abs(c.birth_date - ${child.birthDate}::date) as days_apart
      from citizen c
      where c.birth_date between ${child.birthDate}::date - ${window}::int and ${child.birthDate}::date + ${window}::int
        and c.id is distinct from ${exceptId}::int
    )
    select n.id, n.evax_number, n.first_name_fr, n.last_name_fr, n.first_name_ar, n.last_name_ar, n.birth_date,
      n.mother_first_name_fr, n.mother_last_name_fr, g.id as governorate_id, g.name_fr as governorate_fr, g.name_ar as governorate_ar,
      n.name_score::float8 as name_score,
      (${DUPLICATE_WEIGHTS.name}::float8 * n.name_score
        + ${DUPLICATE_WEIGHTS.birthDate}::float8 * (1 - n.days_apart::float8 / (${window}::int + 1))
        + ${DUPLICATE_WEIGHTS.mother}::float8 * (case when ${hasMother}::boolean then similarity(n.mother_name_key, ${mother}) else 0 end)
        + ${DUPLICATE_WEIGHTS.governorate}::float8 * (case when n.birth_governorate_id = ${child.birthGovernorate ?? null}::int then 1 else 0 end))::float8 as score
    from near n left join governorate g on g.id = n.birth_governorate_id
    where n.name_score >= ${NAME_FLOOR}::float8
    order by score desc, n.id
    limit ${MAX_CANDIDATES}::int`.execute(db);
  return rows
    .filter((row) => row.score >= THRESHOLD)
    .map((row) => ({
      ...toChildIdentity(row),
      motherFirstNameFr: row.mother_first_name_fr,
      motherLastNameFr: row.mother_last_name_fr,
      birthGovernorate:
        row.governorate_id !== null && row.governorate_fr !== null ? { id: row.governorate_id, nameFr: row.governorate_fr, nameAr: row.governorate_ar } : null,
      score: Math.round(row.score * 100) / 100,
    }));
}
