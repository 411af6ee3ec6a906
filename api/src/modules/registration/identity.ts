import {
  REGISTRATION_COMPARED_FIELDS,
  type ParentSummary,
  type RegistrationComparedField,
  type RegistrationRequestRow,
  type RegistrationStatus,
  UNDECIDED_STATUSES,
} from '@evax/shared/contract';
import type { IdentityPaper } from '../citizen/index.js';

type Compared = Pick<RegistrationRequestRow, RegistrationComparedField>;

/** A value as the agent compares it: spaces and letter case aside. */
const comparable = (value: string | null) => (value ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** The request's fields that differ from the registered citizen's record, in the order they are shown. */
export function differencesFrom(request: Compared, citizen: ParentSummary): RegistrationComparedField[] {
  return REGISTRATION_COMPARED_FIELDS.filter((field) => comparable(request[field]) !== comparable(citizen[field]));
}

/** The request's identity paper: its national identity card, or its passport and nationality. */
export function paperOf(request: Pick<RegistrationRequestRow, 'nationalId' | 'passportNumber' | 'nationality'>): IdentityPaper {
  return request.nationalId ? { nationalId: request.nationalId } : { passportNumber: request.passportNumber!, nationality: request.nationality };
}

/** Whether a decision can still be taken (pending, or waiting for the in-person check). */
export function isUndecided(status: RegistrationStatus): boolean {
  return (UNDECIDED_STATUSES as readonly RegistrationStatus[]).includes(status);
}
