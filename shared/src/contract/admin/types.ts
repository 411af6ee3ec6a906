/** The administrators' user management (spec 3 §2 users, §4, §5). */
// Types only: the schema values stay out of the browser's bundle (@evax/shared/contract/schemas).
import type { UserCreateBody, UserMembershipBody } from './schemas.js';

/** The answers: `Static<>` of admin/response-schemas.ts. */
export type { UserRow } from './response-schemas.js';

/** One structure the new user works at, with the role held there. */
export type UserMembershipInput = UserMembershipBody;

/**
 * Creating a staff account: POST API_PATHS.users, permission add-users. The administrator gives
 * a first password; unless told otherwise the user must replace it at first sign-in
 * (firstLogin). Roles are named by their stable code.
 */
export type UserCreateRequest = UserCreateBody;

export type { UserRow as UserCreateResponse } from './response-schemas.js';
