import { isPermission, type CurrentUser, type MeResponse, type StructureDetails } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import { unauthenticated } from '../../http/errors.js';
import { permissionList } from './memberships.js';
import { findUserProfile } from './queries.js';

/** The user with every structure it works in (spec 1 §3, structuresDetails), its phone, and its session version. */
export async function loadSessionUser(db: Db, userId: number): Promise<{ profile: MeResponse; sessionVersion: number }> {
  const user = await findUserProfile(db, userId);
  if (!user) throw unauthenticated('invalid');
  const structuresDetails: StructureDetails[] = user.structures.map((s) => ({
    structure: { id: s.id, type: s.type, nameFr: s.name_fr, nameAr: s.name_ar },
    isDefault: s.is_default,
    groupDetails: [s.group_name_ar, s.group_name_fr],
    permissions: permissionList(s.permissions).filter(isPermission),
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
    userType: user.user_type,
  };
  return { profile: { user: currentUser, phone: user.phone }, sessionVersion: user.session_version };
}

/** The user with every structure it works in (spec 1 §3, structuresDetails), and its phone. */
export async function loadProfile(db: Db, userId: number): Promise<MeResponse> {
  return (await loadSessionUser(db, userId)).profile;
}
