/**
 * Creating a staff account (spec 3 §2 users, §5): POST API_PATHS.users, permission add-users.
 * The administrator gives a first password; unless told otherwise the user must replace it at
 * first sign-in (firstLogin). Roles are named by their stable code.
 */
import type { UserRow } from './api-types.js';
// Types only: the schema values stay out of the browser's bundle.
import type { UserCreateBody, UserMembershipBody } from './admin/schemas.js';

/** One structure the new user works at, with the role held there. */
export type UserMembershipInput = UserMembershipBody;

export type UserCreateRequest = UserCreateBody;

export type UserCreateResponse = UserRow;
