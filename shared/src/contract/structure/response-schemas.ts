import { Type, type Static } from 'typebox';
import { STRUCTURE_TYPES } from '../constants.js';
import { closed, Paged, PermissionCode } from '../common/schemas.js';
import { nullableString, oneOf } from '../common/schema-kit.js';

/** Structures and the current centre's answers (spec 1 §3, spec 3 §2); their types are in structure/types.ts. */

export const StructureRef = Type.Object({ id: Type.Integer(), type: Type.String(), nameFr: Type.String(), nameAr: Type.String() }, closed);

/** One structure the user belongs to (spec 1 §3, structuresDetails entry). */
export const StructureDetails = Type.Object(
  {
    structure: StructureRef,
    isDefault: Type.Boolean(),
    groupDetails: Type.Tuple([Type.String({ description: 'Arabic name' }), Type.String({ description: 'French name' })]),
    permissions: Type.Array(PermissionCode(), { description: 'What the user may do at this structure' }),
  },
  closed,
);

export const StructureRow = Type.Object(
  {
    id: Type.Integer(),
    code: Type.String(),
    type: oneOf(STRUCTURE_TYPES),
    nameFr: Type.String(),
    nameAr: Type.String(),
    isActive: Type.Boolean(),
    governorate: Type.Object({ id: Type.Integer(), code: Type.String(), nameFr: Type.String(), nameAr: Type.String() }, closed),
    delegation: Type.Union([Type.Object({ id: Type.Integer(), nameFr: Type.String(), nameAr: nullableString() }, closed), Type.Null()]),
    group: Type.Object({ id: Type.Integer(), nameFr: Type.String(), nameAr: Type.String() }, closed),
  },
  { ...closed, title: 'StructureRow', description: 'The structure' },
);

export const StructurePage = Paged(StructureRow);

/** A governorate or a delegation of Tunisia's territorial division, named in both scripts. */
export const PlaceRow = Type.Object(
  { id: Type.Integer(), code: Type.String(), nameFr: Type.String(), nameAr: Type.String() },
  { ...closed, title: 'PlaceRow' },
);
export const PlaceList = Type.Array(PlaceRow);

/** The chosen structure (now the default), its permissions, and a token for it (the old one is revoked). */
export const CurrentCenterChangeResponse = Type.Object(
  {
    structure: StructureDetails,
    permissions: Type.Array(PermissionCode()),
    access: Type.String(),
    expiresIn: Type.Integer({ description: 'Seconds until the access token expires' }),
    tokenType: Type.Optional(Type.String()),
  },
  { ...closed, description: 'The chosen structure, its permissions, and a token for it (the old one is revoked)' },
);

export type StructureRef = Static<typeof StructureRef>;
export type StructureDetails = Static<typeof StructureDetails>;
export type StructureRow = Static<typeof StructureRow>;
export type PlaceRow = Static<typeof PlaceRow>;
export type CurrentCenterChangeResponse = Static<typeof CurrentCenterChangeResponse>;
