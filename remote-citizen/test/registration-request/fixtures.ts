import type { RegistrationIdentity, RegistrationRequestDetail, RegistrationRequestRow } from '@evax/shared/contract';

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
    scope: { structure: null, governorate: { id: 1, nameFr: 'Tunis', nameAr: 'تونس' } },
    inPersonCheck: null,
    identity: row.status === 'pending' || row.status === 'in_person' ? { kind: 'new', citizen: null, differences: [] } : null,
    ...overrides,
  };
}

/** The registered parent whose identity card the pending request carries: Hela Kchaou of Centre Bab Saadoun. */
export const registeredCitizen: NonNullable<RegistrationIdentity['citizen']> = {
  id: 31,
  firstNameFr: 'Hela',
  lastNameFr: 'Kchaou',
  firstNameAr: 'هالة',
  lastNameAr: 'الكشاو',
  nationality: 'TN',
  nationalId: '07123456',
  passportNumber: null,
  phone: '+216 22 333 444',
  structure: { id: 7, nameFr: 'Centre de santé de base Bab Saadoun', nameAr: 'مركز الصحة الأساسية باب سعدون' },
  hasAccount: false,
};

/** The take-over of issue 27: the pending request's names are not the registered citizen's. */
export const conflict: RegistrationIdentity = {
  kind: 'conflict',
  citizen: registeredCitizen,
  differences: ['firstNameFr', 'lastNameFr', 'firstNameAr', 'lastNameAr', 'phone'],
};
