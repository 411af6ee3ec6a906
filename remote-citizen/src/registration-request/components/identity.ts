import type { TFunction } from 'i18next';
import type { RegistrationRequestRow } from '@evax/shared/contract';

/** "CIN 12345678" or "Passeport X (FR)". */
export function identityLabel(t: TFunction, row: Pick<RegistrationRequestRow, 'nationalId' | 'passportNumber' | 'nationality'>): string {
  return row.nationalId
    ? t('CITIZEN.REGISTRATION.IDENTITY.NATIONAL_ID', { number: row.nationalId })
    : t('CITIZEN.REGISTRATION.IDENTITY.PASSPORT', { number: row.passportNumber, nationality: row.nationality });
}
