import type { ChildWithNewParentRequest } from '@evax/shared/contract';

let serial = 0;

/** A distinct eight-digit national identity card number per call. */
export const nextNationalId = () =>
  String(40_000_000 + ++serial * 7919)
    .padStart(8, '0')
    .slice(-8);

/** A new child and a new mother, unlike any demo child (names and a birth date of their own). */
export function newChildBody(
  overrides: { child?: Partial<ChildWithNewParentRequest['child']>; parent?: Partial<ChildWithNewParentRequest['parent']> } = {},
): ChildWithNewParentRequest {
  return {
    child: {
      firstNameFr: 'Zeineb',
      lastNameFr: 'Kchaou',
      firstNameAr: 'زينب',
      lastNameAr: 'الكشاو',
      birthDate: '2025-02-14',
      gender: 'female',
      motherFirstNameFr: 'Hela',
      motherLastNameFr: 'Kchaou',
      motherFirstNameAr: 'هالة',
      motherLastNameAr: 'الكشاو',
      birthType: 'premature_32_36',
      birthWeightKg: 2.4,
      birthHeightCm: 46,
      birthHeadCircumferenceCm: 32.5,
      ...overrides.child,
    },
    parent: {
      firstNameFr: 'Hela',
      lastNameFr: 'Kchaou',
      firstNameAr: 'هالة',
      lastNameAr: 'الكشاو',
      nationalId: nextNationalId(),
      phone: `2${String(1_000_000 + serial * 37).slice(-7)}`,
      ...overrides.parent,
    },
    role: 'mother',
  };
}
