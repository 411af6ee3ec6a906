import type { Static, TUnsafe } from 'typebox';
// Types only: the schema values stay out of the browser's bundle (@evax/shared/contract/schemas).
import type { ImportReport, ImportRowResult, ImportRowStatus, Paged as PagedSchema } from './schemas.js';

/** Every list answers { count, results } (spec 1 §3): `Static<>` of the Paged schema (common/schemas.ts) for rows T. */
export type Paged<T> = Static<ReturnType<typeof PagedSchema<TUnsafe<T>>>>;

/** Query every list takes (DESIGN §5). */
export interface ListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: string;
  /** The same as ordering (spec 1 §9 names both); ordering wins when both are given. */
  sort?: string;
  is_active?: 0 | 1;
}

export interface LocalizedName {
  nameFr: string;
  nameAr: string;
}

/** The answer of an import, one row's result and status: `Static<>` of ImportReportSchema (common/schemas.ts). */
export type { ImportReport, ImportRowResult, ImportRowStatus };
