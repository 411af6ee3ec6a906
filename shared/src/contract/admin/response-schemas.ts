import { Type, type Static } from 'typebox';
import { AccountIdentityFields } from '../auth/response-schemas.js';
import { closed, Paged } from '../common/schemas.js';
import { nullableString } from '../common/schema-kit.js';

/** The administrators' user management answers (spec 3 §4); their types are in admin/types.ts. */

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

export type UserRow = Static<typeof UserRow>;
