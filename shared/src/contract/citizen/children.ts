/** The children list as it stands before the citizen area's own API (spec 2). */
import type { ChildRow } from './response-schemas.js';

export const CITIZEN_CHILDREN_API_PATHS = {
  childrenList: '/api/citizen/children',
} as const;

export type Gender = 'male' | 'female';

/** A row of the children lists: `Static<>` of ChildRowSchema. */
export type { ChildRow };
