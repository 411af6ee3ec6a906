import { Type, type Static } from 'typebox';
import { STRUCTURE_TYPES } from '../constants.js';
import { Id, IsActiveFilter } from '../common/schemas.js';
import { oneOf } from '../common/schema-kit.js';

/** POST /api/current-center/change: the structure to work in, one of the caller's. */
export const CurrentCenterChangeBody = Type.Object({ structure: Id }, { additionalProperties: false });

export type CurrentCenterChangeBody = Static<typeof CurrentCenterChangeBody>;

/** GET /api/structure's filters: active or not, a governorate, a kind of structure. */
export const StructureFilters = { ...IsActiveFilter, governorate: Id, type: oneOf(STRUCTURE_TYPES) };
