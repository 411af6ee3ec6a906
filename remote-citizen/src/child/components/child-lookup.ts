import { NATIONAL_ID_PATTERN } from '@evax/shared/contract';
import { evaxNumberErrors } from '@evax/shared/validation';
import type { ChildLookup } from '../api/children-api';

export const LOOKUP_KINDS = ['evaxNumber', 'nationalId'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** The message key of a typed number that must not be looked up (mistyped evax number: check digit), or null. */
export function lookupProblem(kind: LookupKind, typed: string): string | null {
  const value = typed.trim();
  if (!value) return 'ERROR.CODE.VALIDATION.REQUIRED';
  if (kind === 'evaxNumber') return evaxNumberErrors(value)[0]?.key ?? null;
  return NATIONAL_ID_PATTERN.test(value) ? null : 'CITIZEN.SEARCH.NATIONAL_ID_INVALID';
}

/** The lookup the search's URL holds (?evaxNumber= or ?nationalId=), when it is one to send. */
export function lookupFrom(params: URLSearchParams): ChildLookup | null {
  for (const kind of LOOKUP_KINDS) {
    const value = params.get(kind)?.trim();
    if (value && lookupProblem(kind, value) === null) return kind === 'evaxNumber' ? { evaxNumber: value } : { nationalId: value };
  }
  return null;
}
