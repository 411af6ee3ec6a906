/** Structures and the current centre (spec 3 §7). `{id}`: fill it with apiPath(). */
export const STRUCTURE_API_PATHS = {
  structures: '/api/structure',
  structure: '/api/structure/{id}',
  currentCenterChange: '/api/current-center/change',
  /** The territorial division (ours): the 24 governorates, and the delegations of one. */
  governorates: '/api/governorates',
  governorateDelegations: '/api/governorates/{id}/delegations',
} as const;
