import { ALL_PERMISSIONS, isPermission, type CurrentUser, type LoginRequest, type LoginResponse, type MeResponse, type Permission, type StructureDetails } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import { badCredentials, unauthenticated, userInactive } from '../../http/errors.js';
import { spendVerificationTime, verifyPassword } from './passwords.js';
import { findUserForLogin, findUserProfile, findUserStructures, recordLogin, revokeToken } from './queries.js';
import { TokenError, type AccessTokens } from './tokens.js';

/** The user with every structure it works in (spec 1 §3, structuresDetails), and its phone. */
export async function loadProfile(db: Db, userId: number): Promise<MeResponse> {
  const user = await findUserProfile(db, userId);
  if (!user) throw unauthenticated('invalid');
  const structures = await findUserStructures(db, userId);
  const structuresDetails: StructureDetails[] = structures.map((s) => ({
    structure: { id: s.id, type: s.type, nameFr: s.name_fr, nameAr: s.name_ar },
    isDefault: s.is_default,
    groupDetails: [s.group_name_ar, s.group_name_fr],
    permissions: s.permissions.filter(isPermission),
  }));
  const currentUser: CurrentUser = {
    pk: user.id,
    username: user.username,
    email: user.email,
    firstNameFr: user.first_name_fr,
    lastNameFr: user.last_name_fr,
    firstNameAr: user.first_name_ar,
    lastNameAr: user.last_name_ar,
    isSuperuser: user.is_superuser,
    isDssb: user.is_dssb,
    firstLogin: user.first_login,
    preferredLanguage: user.preferred_language,
    structuresDetails,
  };
  return { user: currentUser, phone: user.phone };
}

/** Superuser and DSSB hold every permission; others, their role's in the structure they work in. */
export function effectivePermissions(user: Pick<CurrentUser, 'isSuperuser' | 'isDssb'>, structure: StructureDetails | null): Permission[] {
  if (user.isSuperuser || user.isDssb) return [...ALL_PERMISSIONS];
  return structure?.permissions ?? [];
}

/**
 * Signs a user in. An unknown user name and a wrong password get the same answer (102) after the
 * same work, so that user names cannot be probed; an inactive account is told so (105) only
 * once its password has been checked.
 */
export async function login(db: Db, tokens: AccessTokens, credentials: LoginRequest): Promise<LoginResponse> {
  const user = await findUserForLogin(db, credentials.username.trim());
  if (!user) {
    await spendVerificationTime(credentials.password);
    throw badCredentials();
  }
  if (!(await verifyPassword(user.password_hash, credentials.password))) throw badCredentials();
  if (!user.is_active) throw userInactive();

  const profile = await loadProfile(db, user.id);
  const details = profile.user.structuresDetails;
  const current = details.find((s) => s.isDefault) ?? details[0] ?? null;
  const { token } = await tokens.issue(user.id, current?.structure.id ?? null);
  await recordLogin(db, user.id);
  return { profile, access: token, expiresIn: tokens.ttlSeconds, permissions: effectivePermissions(profile.user, current) };
}

/** Revokes the token until its expiry; a missing or already invalid token needs nothing. */
export async function logout(db: Db, tokens: AccessTokens, token: string | null): Promise<void> {
  if (!token) return;
  try {
    const claims = await tokens.verify(token);
    await revokeToken(db, claims.jti, claims.expiresAt);
  } catch (error) {
    if (!(error instanceof TokenError)) throw error;
  }
}
