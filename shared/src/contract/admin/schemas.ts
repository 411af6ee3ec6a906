import { Type, type Static } from 'typebox';
import { LIMITS, PASSWORD_MAX_LENGTH } from '../constants.js';
import { PHONE_INPUT_MAX } from '../auth/schemas.js';
import { Id } from '../common/schemas.js';
import { nullableString, oneOf } from '../common/schema-kit.js';
import { ALL_PERMISSIONS } from '../permissions.js';
import { ADMIN_LIMITS, CIVILITIES } from './constants.js';

/** The administrators' user and role management (spec 3 §3 User and Role, §4). */

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** One membership of a user: a structure and the code of the role held there. */
export const UserMembershipBody = Type.Object({ structure: Id, role: text(50), isDefault: Type.Optional(Type.Boolean()) }, { additionalProperties: false });

/** What a user's creation and edition share (spec 3 §3 User). */
const UserFields = {
  email: Type.Optional(nullableString({ maxLength: LIMITS.emailMax })),
  civility: Type.Optional(Type.Unsafe<(typeof CIVILITIES)[number] | null>({ type: ['string', 'null'], enum: [...CIVILITIES, null] })),
  firstNameFr: text(LIMITS.nameMax),
  lastNameFr: text(LIMITS.nameMax),
  firstNameAr: text(LIMITS.nameMax),
  lastNameAr: text(LIMITS.nameMax),
  phone: Type.Optional(nullableString({ maxLength: PHONE_INPUT_MAX })),
  alternatePhone: Type.Optional(nullableString({ maxLength: PHONE_INPUT_MAX })),
  fax: Type.Optional(nullableString({ maxLength: PHONE_INPUT_MAX })),
  address: Type.Optional(nullableString({ maxLength: ADMIN_LIMITS.addressMax })),
  structures: Type.Array(UserMembershipBody, { maxItems: ADMIN_LIMITS.membershipsMax }),
};

/** POST /api/users. */
export const UserCreateBody = Type.Object(
  {
    username: text(LIMITS.usernameMax),
    ...UserFields,
    /** A first password, strong (spec 3 §5); without it the API makes a temporary one and answers it once. */
    password: Type.Optional(text(PASSWORD_MAX_LENGTH)),
    /** Must the user choose a new password at first sign-in? Defaults to true (always true for a temporary password). */
    firstLogin: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** PATCH /api/users/{id}: the fields sent change; `structures`, when sent, replaces them all. */
export const UserUpdateBody = Type.Partial(Type.Object({ username: text(LIMITS.usernameMax), ...UserFields }), { additionalProperties: false });

/** GET /api/users: the archived toggle (is_active), the recycle bin (deleted), a role held and a structure worked at. */
export const UserListFilters = {
  is_active: Type.Optional(oneOf([0, 1] as const, { type: 'integer' })),
  deleted: Type.Optional(oneOf([0, 1] as const, { type: 'integer' })),
  role: Type.Optional(Id),
  structure: Type.Optional(Id),
};

/** POST /api/roles and PATCH /api/roles/{id} (every field optional there). */
export const RoleBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: ADMIN_LIMITS.roleCodeMax }),
    nameFr: text(LIMITS.nameMax),
    nameAr: text(LIMITS.nameMax),
    permissions: Type.Array(Type.Unsafe<string>({ type: 'string', enum: [...ALL_PERMISSIONS] }), { maxItems: ALL_PERMISSIONS.length, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export const RolePatchBody = Type.Partial(RoleBody, { additionalProperties: false });

export type UserMembershipBody = Static<typeof UserMembershipBody>;
export type UserCreateBody = Static<typeof UserCreateBody>;
export type UserUpdateBody = Static<typeof UserUpdateBody>;
export type RoleBody = Static<typeof RoleBody>;
export type RolePatchBody = Static<typeof RolePatchBody>;
