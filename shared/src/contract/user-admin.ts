/**
 * Creating a staff account (spec 3 §2 users, §5): POST API_PATHS.users, permission add-users.
 * The administrator gives a first password; unless told otherwise the user must replace it at
 * first sign-in (firstLogin). Roles are named by their stable code.
 */
import type { UserRow } from './api-types.js';

/** One structure the new user works at, with the role held there. */
export interface UserMembershipInput {
  /** A structure id (GET /api/structure). */
  structure: number;
  /** A role code, e.g. HEALTH_AGENT. */
  role: string;
  /** The structure the user's sessions start at; the first one when none is marked. */
  isDefault?: boolean;
}

export interface UserCreateRequest {
  username: string;
  email?: string | null;
  firstNameFr: string;
  lastNameFr: string;
  firstNameAr: string;
  lastNameAr: string;
  phone?: string | null;
  /** The first password, strong (spec 3 §5). */
  password: string;
  /** Must the user choose a new password at first sign-in? Defaults to true. */
  firstLogin?: boolean;
  structures: UserMembershipInput[];
}

export type UserCreateResponse = UserRow;
