import type { CurrentUser, LoginResponse, Permission, StructureDetails } from '@evax/shared/contract';
import { useAuthStore } from '@evax/shared/runtime';

export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    pk: 7,
    username: 'agent',
    email: 'agent@example.tn',
    firstNameFr: 'Amel',
    lastNameFr: 'Ben Salah',
    firstNameAr: 'أمل',
    lastNameAr: 'بن صالح',
    isSuperuser: false,
    isDssb: false,
    firstLogin: false,
    preferredLanguage: null,
    structuresDetails: [],
    ...overrides,
  };
}

export function aLoginResponse(permissions: Permission[] = [], user: Partial<CurrentUser> = {}): LoginResponse {
  return { profile: { user: aUser(user), phone: '20123456' }, access: 'token-123', expiresIn: 3600, permissions };
}

/** Signs a user in directly in the store. */
export function signInAs(permissions: Permission[] = [], user: Partial<CurrentUser> = {}): void {
  useAuthStore.getState().signIn(aLoginResponse(permissions, user));
}

export function signOutNow(): void {
  useAuthStore.getState().signOut();
}

/** One structure of a user (structuresDetails entry): a health centre of a district. */
export function aStructure(id: number, isDefault: boolean, permissions: Permission[] = []): StructureDetails {
  return {
    structure: { id, type: 'CSB', nameFr: `Centre ${id}`, nameAr: `مركز ${id}` },
    isDefault,
    groupDetails: [`دائرة ${id}`, `Circonscription ${id}`],
    permissions,
  };
}
