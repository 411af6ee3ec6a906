import { Type, type Static } from 'typebox';
import { LIMITS, PASSWORD_MAX_LENGTH } from '../constants.js';
import { PHONE_INPUT_MAX } from '../auth/schemas.js';
import { Id } from '../common/schemas.js';
import { nullableString } from '../common/schema-kit.js';

/** The administrators' user management (spec 3 §4). */

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** One membership of a new user: a structure and the code of the role held there. */
export const UserMembershipBody = Type.Object({ structure: Id, role: text(50), isDefault: Type.Optional(Type.Boolean()) }, { additionalProperties: false });

/** POST /api/users. */
export const UserCreateBody = Type.Object(
  {
    username: text(LIMITS.usernameMax),
    email: Type.Optional(nullableString({ maxLength: LIMITS.emailMax })),
    /** The first password, strong (spec 3 §5). */
    password: text(PASSWORD_MAX_LENGTH),
    firstNameFr: text(LIMITS.nameMax),
    lastNameFr: text(LIMITS.nameMax),
    firstNameAr: text(LIMITS.nameMax),
    lastNameAr: text(LIMITS.nameMax),
    phone: Type.Optional(nullableString({ maxLength: PHONE_INPUT_MAX })),
    /** Must the user choose a new password at first sign-in? Defaults to true. */
    firstLogin: Type.Optional(Type.Boolean()),
    structures: Type.Array(UserMembershipBody, { maxItems: 50 }),
  },
  { additionalProperties: false },
);

export type UserMembershipBody = Static<typeof UserMembershipBody>;
export type UserCreateBody = Static<typeof UserCreateBody>;
