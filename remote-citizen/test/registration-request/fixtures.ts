import type { RegistrationRequestDetail, RegistrationRequestRow } from '@evax/shared/contract';

export const pendingRow: RegistrationRequestRow = {
  id: 4,
  status: 'pending',
  firstNameFr: 'Mouna',
  lastNameFr: 'Jlassi',
  firstNameAr: 'منى',
  lastNameAr: 'الجلاصي',
  phone: '+216 58 123 456',
  nationality: 'TN',
  nationalId: '07123456',
  passportNumber: null,
  createdAt: '2026-03-02T09:15:00.000Z',
  decidedAt: null,
};

export const rejectedRow: RegistrationRequestRow = {
  ...pendingRow,
  id: 5,
  status: 'rejected',
  firstNameFr: 'Karim',
  lastNameFr: 'Haddad',
  firstNameAr: 'كريم',
  lastNameAr: 'الحداد',
  nationalId: null,
  passportNumber: 'X1234567',
  nationality: 'FR',
  decidedAt: '2026-03-03T10:00:00.000Z',
};

export function detailOf(row: RegistrationRequestRow, overrides: Partial<RegistrationRequestDetail> = {}): RegistrationRequestDetail {
  return {
    ...row,
    file: { name: 'cin.png', type: 'image/png', size: 2048 },
    rejectionReason: null,
    rejectionComment: null,
    decidedBy: null,
    citizenId: null,
    ...overrides,
  };
}
