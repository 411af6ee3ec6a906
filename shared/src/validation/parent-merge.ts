import { CITIZEN_ERROR_KEYS, type ParentSummary } from '../contract/citizen/types.js';

/**
 * Merging two records of the same parent (issue 30, docs/decisions/citizen.md): the rules shared
 * by the merge screen (its preview) and the API (which decides).
 */

/** What a merge compares: the summary's identity, and the gender and birth date the API also knows. */
export type MergedIdentity = Pick<ParentSummary, 'nationalId' | 'passportNumber'> & {
  nationality: string | null;
  gender?: string | null;
  birthDate?: string | null;
};

const differ = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a !== b;

/**
 * Why these two records cannot be one person as they stand, as an error key, or null: different
 * nationalities, national identity cards or passports (the agent corrects one record first, or
 * they are two people), or different genders or birth dates. A value missing on one side agrees.
 */
export function parentMergeConflict(kept: MergedIdentity, duplicate: MergedIdentity): string | null {
  if (kept.nationality !== duplicate.nationality || differ(kept.nationalId, duplicate.nationalId) || differ(kept.passportNumber, duplicate.passportNumber))
    return CITIZEN_ERROR_KEYS.parentMergeDifferentPapers;
  if (differ(kept.gender, duplicate.gender) || differ(kept.birthDate, duplicate.birthDate)) return CITIZEN_ERROR_KEYS.parentMergeDifferentPerson;
  return null;
}

/** The fields a merge may fill on the kept record from the duplicate: those the kept record lacks. */
export const PARENT_MERGE_FILLED = ['phone', 'nationalId', 'passportNumber', 'gender', 'birthDate', 'socialSecurityNumber'] as const;

/** The kept record after the merge: its own values, and the duplicate's where it had none (names are the kept record's). */
export function mergedParent<T extends Partial<Record<(typeof PARENT_MERGE_FILLED)[number], string | null>>>(kept: T, duplicate: T): T {
  const merged = { ...kept };
  for (const field of PARENT_MERGE_FILLED) {
    if (!(field in kept) && !(field in duplicate)) continue;
    if (!merged[field] && duplicate[field]) (merged as Record<string, unknown>)[field] = duplicate[field];
  }
  return merged;
}
