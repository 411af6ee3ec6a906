import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  BACKOFFICE_AUDIENCE,
  PERSISTED_STORE_KEY,
  type CurrentCenterChangeResponse,
  type CurrentUser,
  type LoginResponse,
  type MeResponse,
  type Permission,
  type PermissionSubject,
} from '@evax/shared/contract';

/** The session (spec 1 §3, auth state): what is persisted under PERSISTED_STORE_KEY. */
export interface Session {
  token: string | null;
  /** Epoch milliseconds after which the token is no longer valid. */
  expiresAt: number | null;
  currentUser: CurrentUser | null;
  permissions: Permission[];
  phone: string | null;
  /** Set only for the professional-body login; the Authorization scheme is Bearer otherwise. */
  headerTokenType: string | null;
  audience: string;
}

export interface AuthState extends Session {
  signIn(response: LoginResponse): void;
  /** The profile read again; with permissions (GET /api/v1/me), they replace the ones held. */
  updateProfile(profile: MeResponse & { permissions?: Permission[] }): void;
  /** Centre change (spec 1 §4.2): the chosen structure becomes the default, its permissions and token replace the old ones. */
  changeCenter(change: CurrentCenterChangeResponse): void;
  /** Logout or expired token: back to the initial state, persisted copy removed. */
  signOut(): void;
}

const signedOut: Session = {
  token: null,
  expiresAt: null,
  currentUser: null,
  permissions: [],
  phone: null,
  headerTokenType: null,
  audience: BACKOFFICE_AUDIENCE,
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: (response) =>
        set({
          token: response.access,
          expiresAt: Date.now() + response.expiresIn * 1000,
          currentUser: response.profile.user,
          phone: response.profile.phone,
          permissions: response.permissions,
          headerTokenType: response.tokenType ?? null,
        }),
      updateProfile: ({ user, phone, permissions }) => set({ currentUser: user, phone, ...(permissions ? { permissions } : {}) }),
      changeCenter: (change) =>
        set(({ currentUser }) => ({
          token: change.access,
          expiresAt: Date.now() + change.expiresIn * 1000,
          permissions: change.permissions,
          currentUser: currentUser && {
            ...currentUser,
            structuresDetails: currentUser.structuresDetails.map((detail) =>
              detail.structure.id === change.structure.structure.id ? { ...change.structure, isDefault: true } : { ...detail, isDefault: false },
            ),
          },
        })),
      signOut: () => {
        set(signedOut);
        useAuthStore.persist.clearStorage();
      },
    }),
    {
      name: PERSISTED_STORE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, expiresAt, currentUser, permissions, phone, headerTokenType, audience }): Session => ({
        token,
        expiresAt,
        currentUser,
        permissions,
        phone,
        headerTokenType,
        audience,
      }),
    },
  ),
);

export function isSignedIn(session: Session, now = Date.now()): boolean {
  return session.token !== null && session.currentUser !== null && (session.expiresAt === null || session.expiresAt > now);
}

/** A session of the professional-body login (spec 1 §6: recognised by headerTokenType being set). */
export function isProfessionalBodySession(session: Pick<Session, 'headerTokenType'>): boolean {
  return session.headerTokenType !== null;
}

export function permissionSubjectOf(session: Session): PermissionSubject | null {
  const user = session.currentUser;
  if (!user) return null;
  return { isSuperuser: user.isSuperuser, isDssb: user.isDssb, permissions: session.permissions };
}
