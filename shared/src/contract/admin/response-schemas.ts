import { Type, type Static } from 'typebox';
import { AccountIdentityFields } from '../auth/response-schemas.js';
import { closed, Paged } from '../common/schemas.js';
import { nullableString } from '../common/schema-kit.js';

/** The administrators' user and role management answers (spec 3 §3, §4); their types are in admin/types.ts. */

export const UserRow = Type.Object(
  {
    id: Type.Integer(),
    ...AccountIdentityFields,
    phone: nullableString(),
    isActive: Type.Boolean(),
    isSuperuser: Type.Boolean(),
    isDssb: Type.Boolean(),
    roles: Type.Array(Type.Object({ nameFr: Type.String(), nameAr: Type.String() }, closed)),
  },
  { ...closed, title: 'UserRow', description: 'The user' },
);

export const UserPage = Paged(UserRow);

/** One structure a user works at, with the role held there. */
export const UserMembership = Type.Object(
  {
    structure: Type.Object({ id: Type.Integer(), nameFr: Type.String(), nameAr: Type.String() }, closed),
    role: Type.Object({ id: Type.Integer(), code: Type.String(), nameFr: Type.String(), nameAr: Type.String() }, closed),
    isDefault: Type.Boolean(),
  },
  closed,
);

/** GET /api/users/{id}: every field of spec 3 §3 User, its structures, and its state. */
export const UserDetail = Type.Object(
  {
    ...UserRow.properties,
    civility: Type.Unsafe<'MR' | 'MRS' | 'MISS' | null>({ type: ['string', 'null'], enum: ['MR', 'MRS', 'MISS', null] }),
    alternatePhone: nullableString(),
    fax: nullableString(),
    address: nullableString(),
    firstLogin: Type.Boolean(),
    isDeleted: Type.Boolean(),
    lastLoginAt: Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' }),
    memberships: Type.Array(UserMembership),
  },
  { ...closed, title: 'UserDetail', description: 'The user, every field' },
);

/** POST /api/users: the user, and the temporary password when the API made one (shown once, never stored in clear). */
export const UserCreated = Type.Object(
  { ...UserRow.properties, temporaryPassword: nullableString({ description: 'The temporary password the API made, or null when the administrator gave one' }) },
  { ...closed, title: 'UserCreated', description: 'The new user' },
);

export const RoleRow = Type.Object(
  {
    id: Type.Integer(),
    code: Type.String(),
    nameFr: Type.String(),
    nameAr: Type.String(),
    /** The active flag, named as the reference catalogues' (the list kit's toggle). */
    is_active: Type.Boolean(),
    permissionCount: Type.Integer(),
    userCount: Type.Integer({ description: 'The accounts holding it somewhere' }),
  },
  { ...closed, title: 'RoleRow', description: 'The role' },
);
export const RolePage = Paged(RoleRow);

export const RoleDetail = Type.Object(
  { ...RoleRow.properties, permissions: Type.Array(Type.String()) },
  { ...closed, title: 'RoleDetail', description: 'The role with its permissions' },
);

/** POST /api/users/{id}/regenerate-password: where the temporary password went (never the password). */
export const PasswordRegenerated = Type.Object({ phone: Type.String(), firstLogin: Type.Literal(true) }, { ...closed, title: 'PasswordRegenerated' });

export type UserRow = Static<typeof UserRow>;
export type PasswordRegenerated = Static<typeof PasswordRegenerated>;
export type UserDetail = Static<typeof UserDetail>;
export type UserCreated = Static<typeof UserCreated>;
export type UserMembership = Static<typeof UserMembership>;
export type RoleRow = Static<typeof RoleRow>;
export type RoleDetail = Static<typeof RoleDetail>;
