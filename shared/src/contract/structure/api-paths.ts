/** Structures and the current centre (spec 3 §7). `{id}`: fill it with apiPath(). */
export const STRUCTURE_API_PATHS = {
  structures: '/api/structure',
  structure: '/api/structure/{id}',
  currentCenterChange: '/api/current-center/change',
} as const;
