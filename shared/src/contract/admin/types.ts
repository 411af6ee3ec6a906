/** The administrators' user and role management (spec 3 §2 users, §3, §4, §5). */
// Types only: the schema values stay out of the browser's bundle (@evax/shared/contract/schemas).
import type { RoleBody, RolePatchBody, UserCreateBody, UserMembershipBody, UserUpdateBody } from './schemas.js';

/** The answers: `Static<>` of admin/response-schemas.ts. */
export type { PasswordRegenerated, RoleDetail, RoleRow, UserCreated, UserDetail, UserMembership, UserRow } from './response-schemas.js';

/** One structure the user works at, with the role held there (by its stable code). */
export type UserMembershipInput = UserMembershipBody;

/**
 * Creating a staff account: POST API_PATHS.users, permission add-users. Without a password the
 * API makes a temporary one, answers it once (`temporaryPassword`) and the user must replace it
 * at first sign-in; with one, firstLogin says (true by default).
 */
export type UserCreateRequest = UserCreateBody;
export type UserUpdateRequest = UserUpdateBody;
export type RoleInput = RoleBody;
export type RolePatch = RolePatchBody;

export type { UserCreated as UserCreateResponse } from './response-schemas.js';

/** The audit log viewer's answers and query (issue 34). */
export type { AuditLogEntry, AuditLogFacets, AuditLogPage, AuditLogQuery } from './audit-schemas.js';
