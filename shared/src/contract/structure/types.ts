/** Structures and the current centre (spec 1 §3, spec 3 §2). */
import type { StructureType } from '../constants.js';
// Types only: the schema values stay out of the browser's bundle (@evax/shared/contract/schemas).
import type { CurrentCenterChangeBody } from './schemas.js';

/** The answers: `Static<>` of structure/response-schemas.ts. */
export type { CurrentCenterChangeResponse, PlaceRow, StructureDetails, StructureRef, StructureRow } from './response-schemas.js';

export interface StructureListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: string;
  is_active?: 0 | 1;
  governorate?: number;
  type?: StructureType;
}

export type CurrentCenterChangeRequest = CurrentCenterChangeBody;
